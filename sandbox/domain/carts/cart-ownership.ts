// Who owns a cart: a buyer for an account or a guest session, and whether a caller may use a cart.
import type { Core } from '../core.ts';
import { forbidden } from '../errors.ts';
import { managedAccountIds, type SessionRecord, type UserRecord } from '../accounts.ts';
import type { CartRow } from './cart-rows.ts';

/** Who is asking for a cart: a buyer for an account, or a guest session. */
export interface CartOwner {
  accountId: string | null;
  userId: string | null;
  guestSessionId: string | null;
  /** Sessions whose guest carts this caller may read (its own, and the one a sign-in replaced). */
  guestSessionIds: string[];
  managedAccountIds: string[];
}

/** Who calls: the signed-in user (null for a guest) and the session. */
export interface Shopper {
  user: UserRecord | null;
  session: SessionRecord;
}

export function cartOwner(core: Core, { user, session }: Shopper, accountId: string | null): CartOwner {
  if (user) {
    return { accountId, userId: user.id, guestSessionId: null, guestSessionIds: session.previousSessionId ? [session.previousSessionId] : [], managedAccountIds: managedAccountIds(user) };
  }
  if (!core.settings.guestCartEnabled) throw forbidden('Sign in to use a cart.', 'GUEST_CART_DISABLED');
  return { accountId: null, userId: null, guestSessionId: session.id, guestSessionIds: [session.id], managedAccountIds: [] };
}

export function mayUseCart(owner: CartOwner, cart: CartRow): boolean {
  if (owner.userId) return cart.owner_id === owner.userId && !!cart.account_id && owner.managedAccountIds.includes(cart.account_id);
  return !!cart.guest_session_id && owner.guestSessionIds.includes(cart.guest_session_id);
}
