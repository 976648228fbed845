// Words of the cart, checkout and confirmation pages (the specification's own messages are constants
// in machines/constants/).
import type { CheckoutStep } from '../../machines/checkout/steps.machine.ts';
import { translatable } from '../i18n/translate.ts';

export const stepLabels: Record<CheckoutStep, string> = {
  shippingAddress: 'Shipping address',
  shippingOptions: 'Delivery method',
  contactInfo: 'Contact details',
  billingAddress: 'Billing address',
  payment: 'Payment',
  review: 'Review and place order',
};

export const checkoutLabels = {
  heading: 'Checkout',
  loading: 'Preparing your checkout…',
  loadingStep: 'Loading this step…',
  step: (index: number, total: number) => `Step ${index} of ${total}`,
  // One text per step (not 'Change' + the step's name lowercased): German keeps its nouns capitalised.
  edit: {
    shippingAddress: 'Change shipping address',
    shippingOptions: 'Change delivery method',
    contactInfo: 'Change contact details',
    billingAddress: 'Change billing address',
    payment: 'Change payment',
    review: 'Change review and place order',
  } satisfies Record<CheckoutStep, string>,
  continue: 'Continue',
  saving: 'Saving…',
  completed: 'Completed',
  notStarted: 'Not started yet',
  tryAgain: 'Try again',
  backToCart: 'Back to cart',
  emptyCart: 'Your cart is empty, so there is nothing to check out.',
  startFailed: 'The checkout could not be started.',
  checkoutSlow: 'Your checkout is taking longer than usual to get ready. Your cart is kept: try again in a moment.',
  signInToCheckOut: 'Sign in to check out. Your cart is kept.',
  // Shipping address
  addressBook: 'Your addresses',
  newAddress: 'A new address',
  saveToBook: 'Save this address to the address book',
  splitShipment: 'Send some items to another address',
  secondAddress: 'Second address',
  whichAddress: 'Which items go where',
  deliverTo: (name: string) => `Address for ${name}`,
  /** PX-75-001: a destination whose address is not typed yet. */
  newDestination: 'The new address',
  /** PX-75-002: each address of a split is a delivery, and shipping is charged for each. */
  splitCharge: 'Each address is a delivery of its own: shipping is charged per delivery.',
  methodForAll: (count: number) => `The method applies to each of the ${count} deliveries, and shipping is charged per delivery.`,
  feePerDelivery: (fee: string, total: string, count: number) => `${fee} per delivery, ${total} for ${count} deliveries`,
  delivery: (index: number) => `Delivery ${index}`,
  defaultAddress: 'Default',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company (optional)',
  street: 'Street address',
  city: 'City',
  region: 'State, province or territory',
  regionOptional: 'Region (optional)',
  chooseRegion: 'Choose…',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone (optional)',
  phoneRequired: 'Phone',
  formErrors: (count: number) => (count === 1 ? 'There is 1 problem to fix.' : `There are ${count} problems to fix.`),
  // Delivery
  deliveryGroup: (index: number) => `Shipment ${index}`,
  deliveryTo: 'Delivering to',
  deliveryNumberTo: (index: number) => `Delivery ${index}, delivering to`,
  chooseMethod: 'Choose a delivery method',
  noMethods: 'No delivery method ships to this address. Choose another address.',
  methodRequired: 'Choose a delivery method.',
  // PX-76-001: SH §3's order fields, asked on the delivery step and shown wherever the order is.
  shippingInstructions: 'Shipping instructions (optional)',
  attentionTo: 'Attention to (optional)',
  instructionsShown: 'Shipping instructions',
  attentionShown: 'Attention to',
  // Contact
  email: 'E-mail',
  contactFor: 'Order updates go to',
  // Billing
  sameAsShipping: 'Same as the shipping address',
  otherBilling: 'Another address',
  billingChoices: 'Billing address',
  // Payment
  paymentMethod: 'Payment method',
  purchaseOrder: 'Purchase order',
  card: 'Credit card',
  poNumber: 'PO number',
  poFile: 'Purchase order document (PDF, PNG or JPEG, up to 10 MB)',
  poFileRequired: 'Purchase order document (PDF, PNG or JPEG, up to 10 MB, required)',
  removeFile: (name: string) => `Remove ${name}`,
  /** PX-61-003: a file chosen before a reload cannot come back by itself; the buyer is told which one to choose again. */
  poFileChooseAgain: (file: string) => `You had chosen ${file} before the page reloaded. A browser does not keep a chosen file over a reload: choose it again.`,
  /** PX-61-003: the file the checkout already holds (from the server), kept unless another is chosen. */
  poFileAttached: (file: string) => `${file} is attached to this checkout. Choose another file only to replace it.`,
  cardName: 'Name on card',
  cardNumber: 'Card number',
  cvv: 'Security code (CVV)',
  cvvHelpLabel: 'What is the security code?',
  cvvHelp: 'The 3 digits printed on the back of the card; American Express prints 4 digits on the front.',
  expiryMonth: 'Expiry month',
  expiryYear: 'Expiry year',
  month: 'Month',
  year: 'Year',
  cardNotKept: 'Your card details go straight to the payment service and are not stored in this browser.',
  /** PX-19-004: a payment answer other than Success that carries no message of its own. */
  paymentFailed: {
    Decline: 'The card was declined.',
    PermanentFail: 'The payment was refused. Use another payment method.',
    ValidationError: 'The payment details were not accepted. Check them and try again.',
    RequiresReview: 'The payment needs a review and was not taken. Use another payment method or contact us.',
    Indeterminate: 'The payment could not be confirmed. Check your orders before trying again.',
    SystemError: 'The payment service failed. Try again in a moment or use another payment method.',
  },
  // Review
  items: 'Items',
  /** The quantity as quantityText wrote it. */
  quantity: (quantity: string) => `Qty ${quantity}`,
  paidBy: 'Payment',
  /** PX-70-004: the review step, when the order will wait for an approver. */
  approvalNotice: 'This order will wait for approval: its total is above your account’s approval limit, so an approver of your organisation must approve it before it ships.',
  cardEnding: (brand: string, lastFour: string) => `${brand} ending in ${lastFour}`,
  poSummary: (poNumber: string) => `Purchase order ${poNumber}`,
  coupon: 'Coupon code',
  applyCoupon: 'Apply',
  removeCoupon: (code: string) => `Remove coupon ${code}`,
  couponApplied: (code: string) => `Coupon ${code} applied`,
  termsBefore: 'I accept the ',
  termsLink: 'terms and conditions',
  termsAfter: ' of sale.',
  placeOrder: 'Place order',
  placing: 'Placing your order…',
  outOfStock: 'Some items are no longer in stock. Review them in your cart.',
  giftSaveFailed: 'Your gift options could not be saved. Try again, or place the order without them.',
} as const;

export const totalsLabels = {
  subtotal: 'Subtotal',
  automaticDiscounts: 'Automatic discounts',
  coupon: 'Coupon',
  /** The codes, joined by couponDiscountText. */
  couponCodes: (codes: string) => `Coupon ${codes}`,
  tariff: 'Tariff surcharge (2.3%)',
  giftWrap: 'Gift wrap',
  giftWrapTax: 'Tax on gift wrap',
  shipping: 'Shipping',
  shippingAtCheckout: 'Calculated at checkout',
  taxNet: 'Estimated tax',
  taxGross: 'Tax',
  taxIncluded: 'Included in prices',
  /** The tax included in prices, beside its amount (a whole text: German keeps its nouns capitalised). */
  taxIncludedAmount: (amount: string) => `${amount} (included in prices)`,
  /** PX-75-004: the tax row of a tax-exempt account's cart, checkout or order. */
  taxExempt: 'Tax (tax-exempt account)',
  /** PX-87-002: the tax a Gross store's prices contain, taken off a tax-exempt account's total. */
  taxExemption: 'Tax in prices taken off (tax-exempt account)',
  taxNetPending: 'Calculated at checkout',
  total: 'Total',
} as const;

export const confirmationLabels = {
  heading: 'Thank you for your order',
  loading: 'Loading your order…',
  orderNumber: 'Order number',
  awaitingApproval: 'Your order is waiting for approval by your organisation before it ships.',
  received: 'We have received your order and sent a confirmation e-mail.',
  ordered: 'What you ordered',
  delivery: 'Delivery',
  payment: 'Payment',
  poFile: (name: string) => `Document: ${name}`,
  continueShopping: 'Continue shopping',
  viewOrder: 'View order details',
  failed: 'The order could not be loaded.',
} as const;

/** The deliveries of a placed order (PX-21-002), on the confirmation and the order details page. */
export const orderDeliveryLabels = {
  deliveryOf: (index: number, count: number) => `Delivery ${index} of ${count}`,
  shipTo: 'Ship to',
  method: 'Delivery method',
  expected: (date: string) => `Expected by ${date}`,
  linesOf: (index: number) => `Items of delivery ${index}`,
  line: (name: string, sku: string, quantity: string) => `${name} (${sku}) × ${quantity}`,
} as const;

export const cartPageLabels = {
  heading: 'Your cart',
  signIn: 'Sign in to see your cart.',
  loading: 'Loading your cart…',
  failed: 'Your cart could not be loaded.',
  tryAgain: 'Try again',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  items: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  product: 'Product',
  quantity: 'Quantity',
  quantityOf: (name: string) => `Quantity of ${name}`,
  unitPrice: 'Unit price',
  total: 'Total',
  listPrice: (price: string) => `List ${price}`,
  tierPrice: (price: string) => `Your price ${price}`,
  /** PX-70-003: the unit price a coupon or other adjustment brought the line total to. */
  afterAdjustments: (price: string) => `${price} each after discounts`,
  lineAdjustment: (amount: string) => `Discounts on this line ${amount}`,
  sku: 'SKU',
  /** The parts of a quantity rule, joined by quantityRuleText. */
  ruleMinimum: (minimum: number) => `Min ${minimum}`,
  ruleIncrement: (increment: number) => `in steps of ${increment}`,
  ruleMaximum: (maximum: number) => `max ${maximum}`,
  saving: 'Updating…',
  removeShort: 'Remove',
  clear: 'Clear cart',
  clearTitle: 'Clear your cart?',
  clearText: 'Every line will be removed. This cannot be undone.',
  clearConfirm: 'Clear cart',
  cancel: 'Cancel',
  showMore: 'Show more',
  processing: 'Your cart is being updated…',
  coupon: 'Coupon code',
  apply: 'Apply',
  couponApplied: (code: string) => `Coupon ${code} applied`,
  removeCoupon: (code: string) => `Remove coupon ${code}`,
  checkout: 'Proceed to checkout',
  checkoutBlocked: 'Fix the problems above before checking out.',
  outOfStock: 'Some items do not have enough stock. Change their quantities or remove them.',
  miniCart: 'Cart',
  viewCart: 'View cart',
  checkoutShort: 'Checkout',
  close: 'Close cart',
  latest: 'Latest items',
} as const;

/**
 * What the cart page says when a change fails without the server's own message (the server's wins,
 * failureMessage). Apart from cartPageLabels, which the shell's mini-cart also loads.
 */
export const cartChangeFailures = {
  restore: 'The line could not be put back.',
  remove: 'The line could not be removed.',
  coupon: 'The coupon could not be applied.',
} as const;

/** The review step's gift options and the gift part of an order (PX-20-001..PX-20-008). */
export const giftLabels = {
  heading: 'Gift options',
  wrapLegend: 'Gift wrap',
  noWrap: 'No gift wrap',
  wrapOption: (name: string, price: string) => `${name} (${price})`,
  wrapsLoading: 'Loading gift wrap options…',
  message: 'Gift message (optional)',
  messageHint: 'Printed on a card packed with the order.',
  count: (used: string, max: string) => `${used} of ${max} characters`,
  saving: 'Saving your gift options…',
  saved: 'Gift options saved.',
  summary: 'Gift',
  sentAsGift: 'Sent as a gift',
  wrap: (name: string) => `Gift wrap: ${name}`,
  messageShown: 'Gift message',
  toName: 'Recipient\'s name (optional)',
  toNameHint: 'Printed on the gift card, so the right person receives it.',
  headingFor: (delivery: number, address: string) => `Gift options for delivery ${delivery} (${address})`,
  deliveryHeading: (delivery: number) => `Delivery ${delivery}`,
  sentAsGiftTo: (name: string) => `Sent as a gift to ${name}`,
} as const;

/** PX-60-001: the wire's decimal string ('4.0') as the buyer's locale writes the number ('4'); anything else as it came. */
export function quantityText(quantity: string | number, locale: string): string {
  return checkoutLabels.quantity(quantity !== '' && Number.isFinite(Number(quantity)) ? Number(quantity).toLocaleString(locale) : String(quantity));
}

/** A coupon discount's name: the coupon codes when the cart names them. */
export function couponDiscountText(codes: readonly string[]): string {
  return codes.length > 0 ? totalsLabels.couponCodes(codes.join(', ')) : totalsLabels.coupon;
}

/** A line's quantity rule: its minimum, its step when above 1, its maximum when it has one. */
export function quantityRuleText(minimum: number, increment: number, maximum: number | null): string {
  const parts = [cartPageLabels.ruleMinimum(minimum)];
  if (increment > 1) parts.push(cartPageLabels.ruleIncrement(increment));
  if (maximum !== null) parts.push(cartPageLabels.ruleMaximum(maximum));
  return parts.join(', ');
}

translatable({ stepLabels, checkoutLabels, totalsLabels, confirmationLabels, orderDeliveryLabels, cartPageLabels, cartChangeFailures, giftLabels });
