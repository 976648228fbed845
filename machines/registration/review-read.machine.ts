// A registration review page's read (PX-17-005): the list waiting for review, or one registration.
// The read waits for the session (a signed-out visitor is told to sign in, nothing is asked), then
// asks once; a refusal is read by status (403 not a reviewer, 401 signed out) and any other failure
// offers a retry. The read itself is the view's `read` actor, from the registration adapter.
import { assign, fromPromise, setup } from 'xstate';

/** What the page's read answered (the list, or one registration): typed by its read actor, so no view narrows it. */
interface ReviewReadContext<Data> {
  data: Data | undefined;
}

/** What the session says: still being read, or whether someone is signed in. */
export type ReviewSession = 'loading' | 'signedIn' | 'signedOut';

type ReviewReadEvent = { type: 'SESSION'; session: ReviewSession } | { type: 'RETRY' };

/** The HTTP status of a failed read, read by shape so the machine stays free of the API layer. */
export const failedStatus = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** The read machine for one page's data: `Data` is what its read actor (from the registration adapter) answers. */
export function reviewReadMachine<Data>() {
  return setup({
    types: { context: {} as ReviewReadContext<Data>, events: {} as ReviewReadEvent },
    actors: {
      // Provided by the view from the registration adapter: the list, or the one registration.
      read: fromPromise<Data>(async () => {
        throw new Error('read is provided by the view');
      }),
    },
    guards: {
      sessionSignedIn: ({ event }) => event.type === 'SESSION' && event.session === 'signedIn',
      sessionSignedOut: ({ event }) => event.type === 'SESSION' && event.session === 'signedOut',
      forbidden: ({ event }) => failedStatus((event as { error?: unknown }).error) === 403,
      signedOut: ({ event }) => failedStatus((event as { error?: unknown }).error) === 401,
    },
  }).createMachine({
    id: 'reviewRead',
    context: { data: undefined },
    initial: 'session',
    // Signing out on any page state ends the read; signing in starts it from wherever it stopped.
    on: { SESSION: { guard: 'sessionSignedOut', target: '.signedOut' } },
    states: {
      session: { on: { SESSION: { guard: 'sessionSignedIn', target: 'loading' } } },
      loading: {
        invoke: {
          src: 'read',
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
          onError: [{ guard: 'forbidden', target: 'forbidden' }, { guard: 'signedOut', target: 'signedOut' }, { target: 'failed' }],
        },
      },
      ready: {},
      failed: { on: { RETRY: 'loading' } },
      signedOut: { on: { SESSION: { guard: 'sessionSignedIn', target: 'loading' } } },
      forbidden: {},
    },
  });
}
