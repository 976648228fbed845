// One handler per operationId of the document.
import type { Answer, Ctx } from '../http/context.ts';
import * as auth from './auth.ts';
import * as catalogue from './catalogue.ts';
import * as cart from './cart.ts';
import * as checkout from './checkout.ts';
import * as context from './context.ts';
import * as orders from './orders.ts';
import * as recurring from './recurring.ts';
import * as registrations from './registrations.ts';
import * as wishlists from './wishlists.ts';

export type Handler = (ctx: Ctx) => Promise<Answer>;

/** Writes the contract documents as needing no CSRF header: the credentials or token are the proof. */
export const CSRF_EXEMPT = new Set(['signIn', 'requestPasswordReset', 'resetPassword', 'submitRegistration']);

export const handlers: Record<string, Handler> = {
  getApplicationContext: context.getApplicationContext,
  getSessionContext: context.getSessionContext,
  getAiConfiguration: context.getAiConfiguration,
  getShopperAgentContext: context.getShopperAgentContext,
  getExternalManagedAccounts: context.getExternalManagedAccounts,
  getEffectiveAccount: context.getEffectiveAccount,
  getStateCountries: context.getStateCountries,
  getNavigationMenuItems: context.getNavigationMenuItems,
  getSiteContents: context.listContents,
  getSiteContent: context.getContent,
  getChannelContents: context.listContents,
  getChannelContent: context.getContent,
  trackActivity: context.trackActivity,
  getRecommendations: context.getRecommendations,
  webruntimeLogout: context.webruntimeLogout,

  signIn: auth.signIn,
  signOut: auth.signOut,
  requestPasswordReset: auth.requestPasswordReset,
  resetPassword: auth.resetPassword,

  searchProducts: catalogue.searchProducts,
  postProductSearch: catalogue.postProductSearch,
  getSearchSuggestions: catalogue.getSearchSuggestions,
  getProducts: catalogue.getProducts,
  getGiftWrapProducts: catalogue.getGiftWrapProducts,
  getProductDetail: catalogue.getProductDetail,
  getProductDetailVersioned: catalogue.getProductDetail,
  getProductChildren: catalogue.getProductChildren,
  getFeaturedProducts: catalogue.getFeaturedProducts,
  getProductPrices: catalogue.getProductPrices,
  getProductPrice: catalogue.getProductPrice,
  getProductTaxes: catalogue.getProductTaxes,
  getProductCategoryChildren: catalogue.getProductCategoryChildren,
  getProductCategory: catalogue.getProductCategory,
  getProductCategoryVersioned: catalogue.getProductCategory,
  getProductCategoryPath: catalogue.getProductCategoryPath,
  getProductCategoryPathVersioned: catalogue.getProductCategoryPath,
  getCategoryMenuItems: catalogue.getCategoryMenuItems,
  getInventoryLevels: catalogue.getInventoryLevels,

  ensureCart: cart.ensureCart,
  deleteCart: cart.deleteCart,
  getCartSummary: cart.getCartSummary,
  getCart: cart.getCart,
  listCartItems: cart.listCartItems,
  addCartItem: cart.addCartItem,
  addCartItemsBatch: cart.addCartItemsBatch,
  updateCartItem: cart.updateCartItem,
  deleteCartItem: cart.deleteCartItem,
  applyCartCoupon: cart.applyCartCoupon,
  deleteCartCoupon: cart.deleteCartCoupon,
  reserveCartInventory: cart.reserveCartInventory,
  listCartProducts: cart.listCartProducts,
  preserveGuestCart: cart.preserveGuestCart,
  cloneCart: cart.cloneCart,
  listDeliveryGroups: cart.listDeliveryGroups,
  createDeliveryGroup: cart.createDeliveryGroup,
  getDeliveryGroup: cart.getDeliveryGroup,
  updateDeliveryGroup: cart.updateDeliveryGroup,
  deleteDeliveryGroup: cart.deleteDeliveryGroup,
  arrangeDeliveryGroupItems: cart.arrangeDeliveryGroupItems,
  quickOrder: cart.quickOrder,

  startCheckout: checkout.startCheckout,
  startCheckoutByPost: checkout.startCheckout,
  getCheckout: checkout.getCheckout,
  updateCheckout: checkout.updateCheckout,
  deleteCheckout: checkout.deleteCheckout,
  applyCheckoutCoupon: checkout.applyCheckoutCoupon,
  deleteCheckoutCoupon: checkout.deleteCheckoutCoupon,
  runOrderActions: checkout.runOrderActions,
  placeOrder: checkout.placeOrderDirect,
  createPayment: checkout.createPayment,
  attachPurchaseOrder: checkout.attachPurchaseOrder,
  tokenizeCard: checkout.tokenizeCard,
  listAddresses: checkout.listAddressesHandler,
  createAddress: checkout.createAddress,
  updateAddress: checkout.updateAddress,
  deleteAddress: checkout.deleteAddress,

  listOrderSummaries: orders.listOrderSummaries,
  getOrderSummary: orders.getOrderSummary,
  listOrderItems: orders.listOrderItems,
  listOrderShipments: orders.listOrderShipments,
  listOrderInvoices: orders.listOrderInvoices,
  listInvoices: orders.listInvoices,
  getInvoiceDocument: orders.getInvoiceDocument,
  listPurchaseOrderApprovals: orders.listPurchaseOrderApprovals,
  getPurchaseOrderApproval: orders.getPurchaseOrderApproval,
  approvePurchaseOrder: orders.approvePurchaseOrder,
  declinePurchaseOrder: orders.declinePurchaseOrder,

  listRecurringOrders: recurring.listRecurringOrders,
  createRecurringOrder: recurring.createRecurringOrder,
  getRecurringOrder: recurring.getRecurringOrder,
  updateRecurringOrder: recurring.updateRecurringOrder,
  delayRecurringOrder: recurring.delayRecurringOrder,
  cancelRecurringOrder: recurring.cancelRecurringOrder,

  listWishlists: wishlists.listWishlists,
  createWishlist: wishlists.createWishlist,
  getWishlist: wishlists.getWishlist,
  updateWishlist: wishlists.updateWishlist,
  deleteWishlist: wishlists.deleteWishlist,
  listWishlistItems: wishlists.listWishlistItems,
  addWishlistItem: wishlists.addWishlistItem,
  deleteWishlistItem: wishlists.deleteWishlistItem,

  submitRegistration: registrations.submitRegistration,
  lookupRegistrationAccount: registrations.lookupRegistrationAccount,
  listRegistrations: registrations.listRegistrationsHandler,
  getRegistration: registrations.getRegistration,
  approveRegistration: registrations.approveRegistrationHandler,
  declineRegistration: registrations.declineRegistrationHandler,
};
