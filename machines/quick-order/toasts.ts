// What the buyer is told after a quick order's 'Add to cart' (PX-18-005, with CC-8-030..CC-8-032):
// the success toast when products were added, the failure toast naming how many were not.
import { cartAddedToast } from '../cart/cart-toasts.ts';
import { CART_ADD_FAILED_MESSAGE } from '../constants/cart-checkout.ts';
import type { ToastConfig } from '../toast/toast-config.ts';
import type { QuickOrderOutcome } from './quick-order.machine.ts';

const notAddedMessage = (count: number) => `${count} product${count === 1 ? '' : 's'} could not be added; the reasons are on the page.`;

export function quickOrderToasts(outcome: QuickOrderOutcome): ToastConfig[] {
  return [
    ...(outcome.added.length > 0 ? [cartAddedToast()] : []),
    ...(outcome.failed.length > 0 ? [{ label: CART_ADD_FAILED_MESSAGE, message: notAddedMessage(outcome.failed.length), variant: 'error' as const }] : []),
  ];
}
