// When the shell reads the cart summary for the badge and the picker (SH §2 "Header", SH §6).
import { parseCartProductCount } from '../cart/badge.ts';

/**
 * PX-05-008: a signed-in buyer's current cart is read at start and after each change of account
 * or currency; a guest's only when guest carts are on and this browser holds a guest cart id
 * (reading a guest's current cart would create one for every visitor).
 */
export function shouldReadCartSummary(options: { signedIn: boolean; guestCartEnabled: boolean; guestCartId: string | null }): boolean {
  if (options.signedIn) return true;
  return options.guestCartEnabled && options.guestCartId !== null && options.guestCartId !== '';
}

/** PX-05-008: a guest's cart with products is remembered under the guest cart id for preservation on sign-in. */
export function guestCartIdToRemember(summary: { cartId: string; totalProductCount?: unknown }, signedIn: boolean): string | undefined {
  return !signedIn && parseCartProductCount(summary.totalProductCount) > 0 ? summary.cartId : undefined;
}

/**
 * PX-45-001: a guest's cart is remembered as soon as a product is added to it, from the added line's
 * cart id, not only once the badge's read of the cart answers: a guest who adds a product and at once
 * goes to another page (checkout, sign-in) would otherwise leave a cart that sign-in cannot carry over
 * (CC-4-034).
 */
export function guestCartIdOfAddedLine(result: unknown, signedIn: boolean): string | undefined {
  if (signedIn || typeof result !== 'object' || result === null) return undefined;
  const cartId = 'cartId' in result ? result.cartId : undefined;
  return typeof cartId === 'string' && cartId !== '' ? cartId : undefined;
}
