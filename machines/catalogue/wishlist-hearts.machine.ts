// The grid's hearts (PX-18-023, PX-42-004): each product card's heart state, and the adds the buyer
// asks for, made one at a time in the order asked. One at a time, because a buyer without a list who
// saves two products quickly would otherwise get two new lists (each add would find none).
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ToastConfig } from '../toast/toast-config.ts';
import type { WishlistAddRequest } from './product-purchase.machine.ts';
import { wishlistAddedToast, wishlistAddFailedToast } from './wishlist-add.ts';

export type HeartState = 'idle' | 'adding' | 'added';

/** A card's product, as the wish-list-add interaction names it (CC-7-044). */
export interface HeartProduct {
  id: string;
  sku?: string | null;
  name: string;
}

interface HeartAdd {
  product: HeartProduct;
  /** The list the buyer chose among several (PX-18-023); none, the default one. */
  listId: string | undefined;
}

interface HeartsContext {
  states: Readonly<Record<string, HeartState>>;
  queue: readonly HeartAdd[];
}

export type HeartsEvent = { type: 'heart.add'; product: HeartProduct; listId?: string };

export type HeartsEmitted =
  | { type: 'wishlist.added'; product: HeartProduct; wishlistId: string }
  | { type: 'toast'; toast: ToastConfig };

/** The heart of a product; one never touched is idle. */
export const heartStateOf = (context: HeartsContext, productId: string): HeartState => context.states[productId] ?? 'idle';

const withState = (context: HeartsContext, productId: string, state: HeartState) => ({ ...context.states, [productId]: state });

export const wishlistHeartsMachine = setup({
  types: {
    context: {} as HeartsContext,
    events: {} as HeartsEvent,
    emitted: {} as HeartsEmitted,
  },
  actors: {
    addToWishlist: fromPromise<string, WishlistAddRequest>(async () => {
      throw new Error('addToWishlist must be provided');
    }),
  },
  guards: {
    // A product being added, or added, is not added again.
    isIdle: ({ context, event }) => heartStateOf(context, event.product.id) === 'idle',
    hasQueued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'wishlistHearts',
  context: { states: {}, queue: [] },
  on: {
    'heart.add': {
      guard: 'isIdle',
      actions: assign(({ context, event }) => ({
        states: withState(context, event.product.id, 'adding'),
        queue: [...context.queue, { product: event.product, listId: event.listId }],
      })),
    },
  },
  initial: 'waiting',
  states: {
    waiting: { always: { guard: 'hasQueued', target: 'adding' } },
    adding: {
      invoke: {
        src: 'addToWishlist',
        input: ({ context }) => ({ productId: context.queue[0]!.product.id, listId: context.queue[0]!.listId }),
        onDone: {
          target: 'waiting',
          actions: [
            emit(({ context, event }) => ({ type: 'wishlist.added' as const, product: context.queue[0]!.product, wishlistId: event.output })),
            emit(() => ({ type: 'toast' as const, toast: wishlistAddedToast() })),
            assign(({ context }) => ({ states: withState(context, context.queue[0]!.product.id, 'added'), queue: context.queue.slice(1) })),
          ],
        },
        onError: {
          target: 'waiting',
          actions: [
            emit(() => ({ type: 'toast' as const, toast: wishlistAddFailedToast() })),
            assign(({ context }) => ({ states: withState(context, context.queue[0]!.product.id, 'idle'), queue: context.queue.slice(1) })),
          ],
        },
      },
    },
  },
});
