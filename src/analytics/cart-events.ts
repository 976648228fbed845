// What analytics and activity tracking do when the cart actor says a product was added: the
// cart-add interaction (CC-7-039, CC-7-054) and the addToCart activity (CC-3-025, CC-3-026).
// Loaded on the first add, so pages without one never fetch it.
import { activityProduct, productActivity } from '../../machines/activity/activity-payloads.ts';
import type { CartAdded } from '../../machines/cart/cart.machine.ts';
import type { StoreApi } from '../api/registry.ts';
import { dispatchInteraction } from './dispatch.ts';
import { analyticsCartItem, cartAddInteraction, type CartItemSource } from './payloads.ts';
import { activityTrackerFor } from './tracking.ts';

/** The cart line the add answered with, when it names its product (a 202 answers none). */
function answeredLine(result: CartAdded['result']): CartItemSource | undefined {
  return result && 'productId' in result && result.productId ? result : undefined;
}

export function reportCartAdd(api: StoreApi, added: CartAdded): void {
  dispatchInteraction(cartAddInteraction(analyticsCartItem({ productId: added.productId, quantity: added.quantity }, answeredLine(added.result))));
  activityTrackerFor(api).send({ type: 'track', activity: productActivity('addToCart', activityProduct({ id: added.productId, unitPrice: added.unitPrice })) });
}
