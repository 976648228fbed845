// One piece of page data read from the API: loading, ready or failed, reloaded when what it is
// for changes (a new product or category id) and retried on demand. A reload cancels the read
// under way, so an answer for an old id never lands on the new page. While the next answer loads
// the last one stays (marked stale), so a page does not blank out and lose focus between
// closely related keys such as two variations of one product.
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export interface ResourceContext {
  /** What the data is for: an id, or a small record of ids. Compared by its JSON. */
  key: unknown;
  data: unknown;
  /** The data belongs to an earlier key; the answer for the current key is loading. */
  stale: boolean;
  error: unknown;
}

export type ResourceEvent = { type: 'key.changed'; key: unknown } | { type: 'retry' };

export function sameKey(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const resourceMachine = setup({
  types: {
    input: {} as { key: unknown },
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    load: fromPromise<unknown, { key: unknown }>(async () => {
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
