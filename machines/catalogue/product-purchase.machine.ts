// Buying from the product page: the quantity input under the purchase quantity rule, the unit price
// following the quantity through the tier schedule (CC-7-015), 'Add to cart' (CC-8-030..CC-8-032)
// and the wishlist button (signed-in buyers only). Two parallel regions, so a wishlist add never
// waits for a cart add.
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { CartAdded } from '../cart/cart.machine.ts';
import type { Availability } from './availability.ts';
import { cartBlock } from './cart-feedback.ts';
import { checkQuantity, nearestValidQuantity, stepQuantity, type QuantityCheck, type QuantityRule } from '../pricing/quantity-rule.ts';
import { priceForQuantity, type PriceSchedule, type QuantityPrice } from '../pricing/tier-pricing.ts';
import type { ToastConfig } from '../toast/toast-config.ts';
import { wishlistAddedToast, wishlistAddFailedToast } from './wishlist-add.ts';

export interface PurchaseInput {
  /** The product a cart line would be for; null for a variation parent until a variation is chosen. */
  productId: string | null;
  rule: QuantityRule;
  schedule: PriceSchedule;
  /** Whether the price (and so the schedule) has been read; it arrives after the detail (PX-06-042). */
  priceStatus: 'loading' | 'ready' | 'failed';
  availability: Availability;
  /** Guests may add to the cart only with guest carts enabled (CC-6-004, CC-6-005). */
  cartAllowed: boolean;
  isSignedIn: boolean;
  productSellingModelId?: string;
  /** The product as a view reports it (analytics, activity): id, SKU, name and its prices (PX-42-003). */
  shown?: ShownProduct;
  /** The page still shows the previous product's detail while the next one is read. */
  stale?: boolean;
}

interface ShownProduct {
  id: string;
  sku: string | null;
  name: string;
  unitPrice: string | null;
  listPrice: string | null;
}

export interface PurchaseContext extends PurchaseInput {
  quantityText: string;
  check: QuantityCheck;
  /** The last valid quantity; the price shown is for it. */
  quantity: number;
  price: QuantityPrice | undefined;
  /** The product the wishlist button last added; another product (a variation) shows the button again. */
  wishlistedProductId: string | null;
  /** The list the buyer chose for the pending wishlist add (PX-18-023); none, the default one. */
  chosenListId: string | undefined;
  /** The product view last reported (PX-42-003), as its key. */
  reportedView: string | null;
}

export interface CartAddRequest {
  productId: string;
  quantity: number;
  productSellingModelId?: string;
}

/** PX-06-015, PX-18-023: the product, to the list the buyer chose, else to the default one (or a new one). */
export interface WishlistAddRequest {
  productId: string;
  listId: string | undefined;
}

export type PurchaseEvent =
  | { type: 'product.changed'; input: PurchaseInput }
  | { type: 'quantity.input'; text: string }
  | { type: 'quantity.step'; direction: 1 | -1 }
  | { type: 'cart.add' }
  /** `listId`: the list the buyer chose among several (PX-18-023). */
  | { type: 'wishlist.add'; listId?: string };

export type PurchaseEmitted =
  | ({ type: 'cart.added' } & CartAdded)
  | { type: 'cart.failed'; productId: string; quantity: number; error: unknown }
  | { type: 'cart.signInRequired' }
  | { type: 'wishlist.added'; productId: string; wishlistId: string }
  | { type: 'wishlist.failed'; productId: string; error: unknown }
  | { type: 'wishlist.signInRequired' }
  /** PX-42-003: the product was viewed (once per product and price, after its price read settled). */
  | { type: 'product.viewed'; product: ShownProduct }
  /** PX-42-002: a toast for the buyer; the view only shows it. */
  | { type: 'toast'; toast: ToastConfig };

/** PX-42-003: the key of a view to report, or null while the page is stale or the price is still being read (the view carries the price). */
function viewToReport(input: Pick<PurchaseInput, 'shown' | 'stale' | 'priceStatus'>): string | null {
  return input.shown && !input.stale && input.priceStatus !== 'loading' ? JSON.stringify(input.shown) : null;
}

function quantityState(text: string, rule: QuantityRule, schedule: PriceSchedule, previous: number) {
  const check = checkQuantity(text, rule);
  const quantity = check.ok ? check.quantity : previous;
  return { quantityText: text, check, quantity, price: priceForQuantity(schedule, quantity) };
}

/** Whether 'Add to cart' can go ahead right now. */
function canAddToCart(context: PurchaseContext): boolean {
  return cartBlock(context) === null;
}

export const productPurchaseMachine = setup({
  types: {
    input: {} as PurchaseInput,
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    emitted: {} as PurchaseEmitted,
  },
  actors: {
    addToCart: fromPromise<CartAdded['result'], CartAddRequest>(async () => {
      throw new Error('addToCart must be provided');
    }),
    addToWishlist: fromPromise<string, WishlistAddRequest>(async () => {
      throw new Error('addToWishlist must be provided');
    }),
  },
  guards: {
    mustSignInForCart: ({ context }) => !context.cartAllowed,
    canAdd: ({ context }) => canAddToCart(context),
    isGuest: ({ context }) => !context.isSignedIn,
    hasProduct: ({ context }) => context.productId !== null,
    isOtherProduct: ({ context }) => context.productId !== context.wishlistedProductId,
  },
  actions: {
    // Another variation of the same family: keep the shopper's quantity when the new rule allows it.
    // PX-36-001: the same product's late reads (price, availability) never rewrite what the buyer is
    // typing, even when the box is empty or not yet valid; the text is only checked again.
    changeProduct: assign(({ context, event }) => {
      assertEvent(event, 'product.changed');
      const { rule, schedule } = event.input;
      const sameProduct = event.input.productId === context.productId;
      const keep = sameProduct || checkQuantity(context.quantityText, rule).ok;
      const text = keep ? context.quantityText : String(nearestValidQuantity(context.quantity, rule));
      return { ...event.input, ...quantityState(text, rule, schedule, nearestValidQuantity(context.quantity, rule)) };
    }),
    // PX-42-003: a product view is reported once per product and price, when its price read settled.
    reportView: enqueueActions(({ context, enqueue }) => {
      const key = viewToReport(context);
      if (key === null || key === context.reportedView || !context.shown) return;
      enqueue.assign({ reportedView: key });
      enqueue.emit({ type: 'product.viewed', product: context.shown });
    }),
    typeQuantity: assign(({ context, event }) => {
      assertEvent(event, 'quantity.input');
      return quantityState(event.text, context.rule, context.schedule, context.quantity);
    }),
    stepQuantity: assign(({ context, event }) => {
      assertEvent(event, 'quantity.step');
      // From a typed number (valid or not) step next to it; from unreadable text, from the last valid quantity.
      const typed = context.quantityText.trim() === '' ? Number.NaN : Number(context.quantityText);
      const from = context.check.ok ? context.quantity : Number.isFinite(typed) ? typed : context.quantity;
      const next = stepQuantity(from, event.direction, context.rule);
      return quantityState(String(next), context.rule, context.schedule, context.quantity);
    }),
  },
}).createMachine({
  id: 'productPurchase',
  type: 'parallel',
  context: ({ input }) => {
    const start = nearestValidQuantity(input.rule.minimum, input.rule);
    return { ...input, ...quantityState(String(start), input.rule, input.schedule, start), wishlistedProductId: null, chosenListId: undefined, reportedView: null };
  },
  on: {
    'product.changed': { actions: ['changeProduct', 'reportView'] },
    'quantity.input': { actions: 'typeQuantity' },
    'quantity.step': { actions: 'stepQuantity' },
  },
  states: {
    cart: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cart.add': [
              { guard: 'mustSignInForCart', actions: emit({ type: 'cart.signInRequired' as const }) },
              { guard: 'canAdd', target: 'adding' },
            ],
          },
        },
        adding: {
          invoke: {
            src: 'addToCart',
            input: ({ context }) => ({
              productId: context.productId!,
              quantity: context.quantity,
              ...(context.productSellingModelId ? { productSellingModelId: context.productSellingModelId } : {}),
            }),
            onDone: {
              target: 'idle',
              actions: emit(({ context, event }) => ({
                type: 'cart.added' as const,
                productId: context.productId!,
                quantity: context.quantity,
                unitPrice: context.price?.unitPrice,
                result: event.output,
              })),
            },
            onError: {
              target: 'idle',
              actions: emit(({ context, event }) => ({ type: 'cart.failed' as const, productId: context.productId!, quantity: context.quantity, error: event.error })),
            },
          },
        },
      },
    },
    wishlist: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'wishlist.add': [
              { guard: 'isGuest', actions: emit({ type: 'wishlist.signInRequired' as const }) },
              { guard: 'hasProduct', target: 'adding', actions: assign({ chosenListId: ({ event }) => event.listId }) },
            ],
          },
        },
        adding: {
          invoke: {
            src: 'addToWishlist',
            input: ({ context }) => ({ productId: context.productId!, listId: context.chosenListId }),
            onDone: {
              target: 'added',
              actions: [
                assign(({ context }) => ({ wishlistedProductId: context.productId })),
                emit(({ context, event }) => ({ type: 'wishlist.added' as const, productId: context.productId!, wishlistId: event.output })),
                emit(() => ({ type: 'toast' as const, toast: wishlistAddedToast() })),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                emit(({ context, event }) => ({ type: 'wishlist.failed' as const, productId: context.productId!, error: event.error })),
                emit(() => ({ type: 'toast' as const, toast: wishlistAddFailedToast() })),
              ],
            },
          },
        },
        added: {
          always: { guard: 'isOtherProduct', target: 'idle' },
        },
      },
    },
  },
});
