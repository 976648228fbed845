// Who may call an operation (PX-65-006): one step of the request pipeline, after routing and before
// the body is read or validated, so a caller who may not call an operation learns that (401 or 403)
// and never how its body would have been judged. What a caller may do with one resource (its own
// cart, checkout or order) stays with the domain, which answers 404 for another's.
import type { UserRecord } from '../domain/accounts.ts';
import { forbidden, notSignedIn } from '../domain/errors.ts';
import type { StoreSettings } from '../domain/core.ts';
import { GUEST_PURCHASE_ORDER_ERROR_CODE, GUEST_PURCHASE_ORDER_REFUSED } from '../../machines/constants/checkout-flow.ts';

export interface Caller {
  user: UserRecord | null;
  settings: Pick<StoreSettings, 'guestBrowsingEnabled' | 'guestCheckoutEnabled'>;
}

type Check = (caller: Caller) => void;

const signedIn: Check = ({ user }) => {
  if (!user) throw notSignedIn('Sign in to continue.');
};
const reviewer: Check = (caller) => {
  signedIn(caller);
  if (!caller.user!.doc.roles.includes('reviewer')) throw forbidden('Only registration reviewers may do this.');
};
/** A guest checks out, and reserves stock it could order (PX-10-006), only while the store's guest checkout is on (PX-14-007, PX-34-004). */
const checkout: Check = ({ user, settings }) => {
  if (!user && !settings.guestCheckoutEnabled) throw forbidden('Sign in to check out.', 'GUEST_CHECKOUT_DISABLED');
};
/** A purchase-order document is a signed-in buyer's (PX-68-011): a guest is refused before its form is read. */
const purchaseOrder: Check = (caller) => {
  checkout(caller);
  if (!caller.user) throw forbidden(GUEST_PURCHASE_ORDER_REFUSED, GUEST_PURCHASE_ORDER_ERROR_CODE);
};
/** The address book is a buyer's (the platform answers a guest 'CPA disabled'). */
const addressBook: Check = ({ user }) => {
  if (!user) throw forbidden('CPA disabled');
};
const browsing: Check = ({ user, settings }) => {
  if (!user && !settings.guestBrowsingEnabled) throw forbidden('Sign in to browse the store.', 'GUEST_BROWSING_DISABLED');
};

const each = (check: Check, ids: string[]) => ids.map((id) => [id, check] as const);

/** Checks beyond the contract's security (which says only whether a session cookie must be signed in). */
const CHECKS = new Map<string, Check>([
  ...each(reviewer, ['listRegistrations', 'getRegistration', 'approveRegistration', 'declineRegistration', 'getRegistrationDocument']),
  ...each(checkout, [
    'startCheckout', 'startCheckoutByPost', 'getCheckout', 'updateCheckout', 'deleteCheckout', 'applyCheckoutCoupon', 'deleteCheckoutCoupon',
    'createPayment', 'runOrderActions', 'placeOrder', 'reserveCartInventory',
  ]),
  ['attachPurchaseOrder', purchaseOrder],
  ...each(addressBook, ['listAddresses', 'createAddress', 'updateAddress', 'deleteAddress']),
  ...each(browsing, [
    'searchProducts', 'postProductSearch', 'getSearchSuggestions', 'getProducts', 'getGiftWrapProducts', 'getProductDetail',
    'getProductDetailVersioned', 'getProductChildren', 'getFeaturedProducts', 'getProductPrices', 'getProductPrice', 'getProductTaxes',
    'getProductCategoryChildren', 'getProductCategory', 'getProductCategoryVersioned', 'getProductCategoryPath',
    'getProductCategoryPathVersioned', 'getCategoryMenuItems', 'getInventoryLevels',
  ]),
  // Open to guests by the contract's security, but about the signed-in buyer only.
  ...each(signedIn, ['getShopperAgentContext', 'getExternalManagedAccounts', 'getEffectiveAccount', 'preserveGuestCart']),
]);

/** Whether an operation's security (its own, else the document's) can be met without signing in. */
function guestsAllowed(operation: { security?: Array<Record<string, unknown>> }, documentSecurity: Array<Record<string, unknown>> | undefined) {
  const security = operation.security ?? documentSecurity ?? [];
  return security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
}

/** The access step: throws 401 or 403 when the caller may not call the operation at all. */
export function accessCheck(document: { security?: Array<Record<string, unknown>> }) {
  return (operation: { operationId?: string; security?: Array<Record<string, unknown>> }, caller: Caller): void => {
    if (!guestsAllowed(operation, document.security)) signedIn(caller);
    CHECKS.get(operation.operationId ?? '')?.(caller);
  };
}
