// The document examples of contracts/sandbox.test.ts that get a documented error from a sandbox that
// keeps state, with why; shared with contracts/sandbox-success.test.ts, which makes each succeed.
/**
 * Examples that cannot succeed against a server that keeps state, and the documented answer they get.
 * Everything else must succeed (2xx or the documented 3xx); each of these succeeds in
 * contracts/sandbox-success.test.ts (PX-09-003).
 */
export const EXPECTED_FAILURE: Record<string, { status: number; why: string }> = {
  signIn: { status: 401, why: 'the example password is not a demo password' },
  submitRegistration: { status: 400, why: 'the example file parts are text placeholders, so the required files are missing' },
  attachPurchaseOrder: { status: 400, why: 'the example file part is a text placeholder, so no file is uploaded' },
  createRecurringOrder: { status: 400, why: 'the example first-shipment date lies in the past' },
  resetPassword: { status: 410, why: 'the example token was never issued' },
  getRegistration: { status: 404, why: 'no registration a0G000000000001 exists until one is submitted' },
  getRegistrationDocument: { status: 404, why: 'no registration a0G000000000001 exists' },
  approveRegistration: { status: 404, why: 'no registration a0G000000000001 exists' },
  declineRegistration: { status: 404, why: 'no registration a0G000000000002 exists' },
  getSiteContent: { status: 404, why: 'the fixture content keys are shorter than the example key' },
  getChannelContent: { status: 404, why: 'the fixture content keys are shorter than the example key' },
  lookupRegistrationAccount: { status: 404, why: 'the example account number C-300001 is not a fixture account number' },
  deleteDeliveryGroup: { status: 409, why: 'the example group 0a7000000000001 is the default group, which cannot be deleted' },
  searchProducts: { status: 400, why: 'the example sends no searchTerm and no categoryId (only required parameters are sent)' },
  getProducts: { status: 400, why: 'the example sends neither ids nor skus (only required parameters are sent)' },
  declinePurchaseOrder: { status: 409, why: 'the example approval was approved just before' },
  getProductDetailVersioned: { status: 404, why: 'the demo store has no catalogue snapshot' },
  getProductCategoryVersioned: { status: 404, why: 'the demo store has no catalogue snapshot' },
  getProductCategoryPathVersioned: { status: 404, why: 'the demo store has no catalogue snapshot' },
  preserveGuestCart: { status: 404, why: 'the example guest cart belongs to no guest session of the caller' },
  createPayment: { status: 201, why: 'the example token was never issued: answered 201 with salesforceResultCode Decline' },
  placeOrder: { status: 422, why: 'the checkout has no authorised payment (the example payment was declined)' },
  runOrderActions: { status: 200, why: 'prepare succeeds' },
  deleteCartCoupon: { status: 404, why: 'the example coupon id is the coupon, not the one applied to the cart' },
  deleteCheckoutCoupon: { status: 404, why: 'the example coupon id is the coupon, not the one applied to the cart' },
  deleteCheckout: { status: 204, why: 'deleted' },
  startCheckoutByPost: { status: 409, why: 'the checkout the PUT start made first exists (contracts/real-samples.test.ts starts one by POST)' },
};
