// The cart page's toast for a removed line (PX-08-032, PX-14-001). Apart from cart-toasts.ts, which
// the entry loads for the add toasts: this one brings the checkout-flow constants, which only the
// cart page needs, and Home's JavaScript budget (issue 13) has no room for them.
import { CART_LINE_REMOVED, UNDO_LABEL, UNDO_REMOVE_MS } from '../constants/checkout-flow.ts';
import type { ToastConfig } from '../toast/toast-config.ts';

/** PX-08-032, PX-14-001: a removed line is told in a toast whose 'Undo' brings it back for 8 s. */
export function removedLineToast(name: string, undo: () => void): ToastConfig {
  return { label: CART_LINE_REMOVED.replace('{0}', () => name), variant: 'info', mode: 'dismissible', action: { label: UNDO_LABEL, run: undo, offeredMs: UNDO_REMOVE_MS } };
}
