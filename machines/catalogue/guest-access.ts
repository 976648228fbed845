// Who may see and buy from the catalogue (CC-6-004, CC-6-005, SH-6-003, SH-6-010): a guest browses
// only while guest browsing is on, and adds to a cart only while guest carts are on; signed-in
// buyers always may.
import { effectiveGuestCartFlags } from '../cart/badge.ts';

export interface GuestFacts {
  isSignedIn: boolean;
  guestBrowsingEnabled: boolean | undefined;
  guestCartEnabled: boolean | undefined;
}

/** PX-06-030: a guest is asked to sign in instead of browsing when guest browsing is off. */
export function mustSignInToBrowse(facts: Pick<GuestFacts, 'isSignedIn' | 'guestBrowsingEnabled'>): boolean {
  return !facts.isSignedIn && facts.guestBrowsingEnabled !== true;
}

/** Adding to a cart: signed in, or a guest with guest carts enabled. */
export function mayUseCart(facts: Pick<GuestFacts, 'isSignedIn' | 'guestCartEnabled'>): boolean {
  return effectiveGuestCartFlags({ isLoggedIn: facts.isSignedIn, guestCartEnabled: facts.guestCartEnabled === true, guestCheckoutEnabled: false }).isGuestCartEnabled;
}
