// One piece of page data read from the API: loading, ready or failed, reloaded when what it is
// for changes (a new product or category id) and retried on demand. A reload cancels the read
// under way, so an answer for an old id never lands on the new page. While the next answer loads
// the last one stays (marked stale), so a page does not blank out and lose focus between
// closely related keys such as two variations of one product.
import { assertEvent, assign, fromPromise, setup } from 'xstate';

interface ResourceContext<K = unknown, T = unknown> {
  /** What the data is for: an id, or a small record of ids. Compared by its JSON. */
  key: K;
  data: T | undefined;
  /** The data belongs to an earlier key; the answer for the current key is loading. */
  stale: boolean;
  error: unknown;
}

type ResourceEvent<K = unknown> = { type: 'key.changed'; key: K } | { type: 'retry' };

export function sameKey(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The resource machine for keys K and data T: typed by its use (a page's key and the answer its load
 * gives), so a view reads `context.data` as T without a cast.
 */
export function resourceMachineOf<K, T>() {
  return setup({
    types: {
      input: {} as { key: K },
      context: {} as ResourceContext<K, T>,
      events: {} as ResourceEvent<K>,
    },
    actors: {
      load: fromPromise<T, { key: K }>(async () => {
        throw new Error('load must be provided');
      }),
    },
    guards: {
      isSameKey: ({ context, event }) => {
        assertEvent(event, 'key.changed');
        return sameKey(context.key, event.key);
      },
    },
  }).createMachine({
    id: 'resource',
    context: ({ input }) => ({ key: input.key, data: undefined, stale: false, error: undefined }),
    initial: 'loading',
    on: {
      'key.changed': [
        { guard: 'isSameKey' },
        {
          target: '.loading',
          actions: assign(({ event }) => {
            assertEvent(event, 'key.changed');
            return { key: event.key, stale: true, error: undefined };
          }),
        },
      ],
    },
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ key: context.key }),
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, stale: false, error: undefined }) },
          onError: { target: 'failed', actions: assign({ data: undefined, stale: false, error: ({ event }) => event.error }) },
        },
      },
      ready: {},
      failed: { on: { retry: 'loading' } },
    },
  });
}

export type ResourceMachine<K, T> = ReturnType<typeof resourceMachineOf<K, T>>;

/** The resource machine for any key and data, as the tests drive it. */
export const resourceMachine = resourceMachineOf<unknown, unknown>();
