// Application-context cache (SH §4): served while fresh, refetched when missing, expired or within
// 30 s of expiry; a failed fetch clears the cached copy. Time runs on the XState clock.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { APP_CONTEXT_DEFAULT_MAX_AGE_MS, APP_CONTEXT_REFRESH_WINDOW_MS } from '../constants/session-locale.ts';
import { toApplicationContext, type ApplicationContext, type RawApplicationContext } from './application-context.ts';
import { needsRefetch, servableForMs, type CacheEntry } from './cache.ts';

/** What the caller's fetch actor resolves with: the body and the max-age of the response's Cache-Control header (the API area reads it). */
export interface ApplicationContextResponse {
  data: RawApplicationContext | null;
  maxAgeSeconds?: number | undefined;
}

export interface ApplicationContextInput {
  /** A copy kept from an earlier page (e.g. browser storage), with `now` to judge its age. */
  cached?: CacheEntry<ApplicationContext>;
  now?: number;
}

export interface ApplicationContextCacheContext {
  value: ApplicationContext | undefined;
  servableForMs: number;
  error: unknown;
}

export type ApplicationContextEvent = { type: 'REQUEST' };
export type ApplicationContextEmitted =
  | { type: 'APPLICATION_CONTEXT'; value: ApplicationContext }
  | { type: 'APPLICATION_CONTEXT_FAILED'; error: unknown };

const freshCopy = (input: ApplicationContextInput) =>
  input.cached && input.now !== undefined && !needsRefetch(input.cached, input.now) ? input.cached : undefined;

export const applicationContextMachine = setup({
  types: {
    input: {} as ApplicationContextInput,
    context: {} as ApplicationContextCacheContext,
    events: {} as ApplicationContextEvent,
    emitted: {} as ApplicationContextEmitted,
  },
  actors: {
    fetchApplicationContext: fromPromise<ApplicationContextResponse>(async () => {
      throw new Error('fetchApplicationContext must be provided');
    }),
  },
  delays: {
    servableFor: ({ context }) => context.servableForMs,
  },
  guards: {
    hasFreshCopy: ({ context }) => context.value !== undefined,
  },
  actions: {
    serve: emit(({ context }) => ({ type: 'APPLICATION_CONTEXT' as const, value: context.value! })),
  },
}).createMachine({
  id: 'applicationContext',
  context: ({ input }) => {
    const cached = freshCopy(input);
    return {
      value: cached?.value,
      servableForMs: cached ? servableForMs(cached, input.now!) : 0,
      error: undefined,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasFreshCopy', target: 'fresh' }, { target: 'empty' }],
    },
    empty: {
      on: { REQUEST: 'fetching' },
    },
    fetching: {
      invoke: {
        src: 'fetchApplicationContext',
        onDone: {
          target: 'fresh',
          actions: [
            assign(({ event }) => ({
              value: toApplicationContext(event.output.data),
              // SH-9-010: without a max-age the copy lives 300000 ms.
              servableForMs: Math.max(
                0,
                (event.output.maxAgeSeconds === undefined ? APP_CONTEXT_DEFAULT_MAX_AGE_MS : event.output.maxAgeSeconds * 1000) - APP_CONTEXT_REFRESH_WINDOW_MS,
              ),
              error: undefined,
            })),
            'serve',
          ],
        },
        onError: {
          target: 'empty',
          actions: [
            assign(({ event }) => ({ value: undefined, error: event.error })),
            emit(({ event }) => ({ type: 'APPLICATION_CONTEXT_FAILED' as const, error: event.error })),
          ],
        },
      },
    },
    fresh: {
      on: { REQUEST: { actions: 'serve' } },
      after: { servableFor: 'stale' },
    },
    // The copy is still cached (a failed refetch clears it) but is no longer served.
    stale: {
      on: { REQUEST: 'fetching' },
    },
  },
});

/** The application context only while it may be served: never an expired or near-expiry copy. */
export function servedApplicationContext(snapshot: SnapshotFrom<typeof applicationContextMachine>): ApplicationContext | undefined {
  return snapshot.matches('fresh') ? snapshot.context.value : undefined;
}
