// The cart actor: the one place that holds the current cart's summary and badge (PX-05-008,
// SH-9-005..SH-9-007), reads it again after a change, polls while the cart is Processing
// (CC-4-030, CC-4-031), and tells the rest of the page about cart events. Views send it
// `cart.added` / `cart.changed`; toasts, analytics and activity tracking subscribe to what it emits.
import { assign, emit, setup, type ActorRefFrom } from 'xstate';
import { cartBadge, type CartBadge } from './badge.ts';
import { cartSummaryPollingMachine, summaryOf, type CartSummary } from './summary-polling.ts';
import { pollingFailure, readyResult } from '../checkout/polling.machine.ts';
import { guestCartIdToRemember } from '../shell/cart-summary.ts';
import type { Wire } from '../wire.ts';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CartActorContext {
  summary: CartSummary | undefined;
  /** The badge rule applied to the summary's totalProductCount (SH-9-005..SH-9-007). */
  badge: CartBadge;
  status: CartStatus;
  /** Whether the buyer is signed in: a guest's cart with products is remembered (PX-05-008). */
  signedIn: boolean;
}

/** What an add that went through tells its subscribers (CC-8-031, CC-7-039, CC-3-025). */
export interface CartAdded {
  productId: string;
  quantity: number;
  unitPrice: string | undefined;
  /** What the add answered (the contract's addCartItem): the cart line (201), or a 202's Accepted body or none. */
  result: Wire['CartItem'] | Wire['Accepted'] | null | undefined;
}

export type CartEvent =
  /** Start, or a change of buyer, account or currency: read the cart when `read` (PX-05-008), else forget it. */
  | { type: 'cart.sync'; read: boolean; signedIn: boolean }
  /** The cart changed elsewhere (guest cart carried over, a line edited): read it again. */
  | { type: 'cart.changed' }
  /** A product was added: subscribers hear of it and the cart is read again. */
  | ({ type: 'cart.added' } & CartAdded);

export type CartEmitted =
  | ({ type: 'cart.added' } & CartAdded)
  | { type: 'cart.read'; summary: CartSummary | undefined; rememberGuestCartId: string | undefined }
  | { type: 'cart.readFailed'; error: string };

const EMPTY = { summary: undefined, badge: cartBadge(0) };

export const cartMachine = setup({
  types: {
    context: {} as CartActorContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    /** Reads the summary until it is no longer Processing; provide its `read` actor (the API call). */
    pollSummary: cartSummaryPollingMachine,
  },
}).createMachine({
  id: 'cart',
  context: { ...EMPTY, status: 'idle', signedIn: false },
  initial: 'idle',
  on: {
    'cart.sync': [
      {
        guard: ({ event }) => event.read,
        target: '.loading',
        reenter: true,
        actions: assign({ signedIn: ({ event }) => event.signedIn }),
      },
      { target: '.idle', actions: assign(({ event }) => ({ ...EMPTY, status: 'idle' as const, signedIn: event.signedIn })) },
    ],
    // A read under way may have started before the change; entering again cancels it (the latest read wins).
    'cart.changed': { target: '.loading', reenter: true },
    'cart.added': {
      target: '.loading',
      reenter: true,
      actions: emit(({ event }) => ({ type: 'cart.added' as const, productId: event.productId, quantity: event.quantity, unitPrice: event.unitPrice, result: event.result })),
    },
  },
  states: {
    idle: {},
    loading: {
      entry: assign({ status: 'loading' }),
      invoke: {
        src: 'pollSummary',
        input: { cartId: 'current' },
        onDone: [
          {
            guard: ({ event }) => event.output.ready,
            target: 'ready',
            actions: [
              assign(({ event }) => {
                const summary = summaryOf(readyResult(event.output));
                return { summary, badge: cartBadge(summary?.totalProductCount ?? 0), status: 'ready' as const };
              }),
              emit(({ context }) => ({
                type: 'cart.read' as const,
                summary: context.summary,
                rememberGuestCartId: context.summary ? guestCartIdToRemember(context.summary, context.signedIn) : undefined,
              })),
            ],
          },
          { target: 'failed', actions: [assign({ ...EMPTY, status: 'failed' }), emit(({ event }) => ({ type: 'cart.readFailed' as const, error: pollingFailure(event.output) ?? '' }))] },
        ],
        onError: { target: 'failed', actions: [assign({ ...EMPTY, status: 'failed' }), emit({ type: 'cart.readFailed', error: '' })] },
      },
    },
    ready: {},
    failed: {},
  },
});

export type CartActor = ActorRefFrom<typeof cartMachine>;
