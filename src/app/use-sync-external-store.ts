// React 18+ has useSyncExternalStore built in: libraries that ask for the use-sync-external-store
// shim (@xstate/react) get React's own, so the shim's fallback code stays out of the bundle.
export { useSyncExternalStore } from 'react';
