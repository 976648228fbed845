// Words of the standing-order pages and set-up popup (the specification's messages are constants in
// machines/constants/).
import { frequencyWords } from '../../machines/recurring/schedule.ts';
import { translatable } from '../i18n/translate.ts';

export const standingOrderLabels = {
  listHeading: 'Standing orders',
  listIntro: 'Orders that repeat on a schedule for your account.',
  signIn: 'Sign in to see your standing orders.',
  empty: 'You have no standing orders. Set one up from the page of an eligible product or from your cart.',
  loadFailed: 'The standing orders could not be loaded.',
  retry: 'Try again',
  open: (name: string, id: string) => `${name} (${id})`,
  detailHeading: 'Standing order',
  back: 'All standing orders',
  status: 'Status',
  product: 'Product',
  quantity: 'Quantity',
  quantityOf: (name: string) => `Quantity of ${name}`,
  products: (first: string, count: number) => (count > 1 ? `${first} and ${count - 1} more ${count === 2 ? 'product' : 'products'}` : first),
  // PX-69-004: 'Every month', never 'Every 1 month'.
  every: (interval: number, unit: 'Weeks' | 'Months') => `Every ${frequencyWords({ interval, unit })}`,
  nextOrderDate: 'Next order date',
  amountPerOrder: 'Amount per order',
  sections: {
    details: 'Details',
    schedule: 'Schedule',
    shipments: 'Scheduled shipments',
    addresses: 'Addresses',
    billing: 'Billing',
    totals: 'Annual totals',
    items: 'Scheduled products',
  },
  ownerName: 'Owner name',
  scheduledBy: 'Scheduled by',
  createdDate: 'Created date',
  numberOfScheduledProducts: 'Number of scheduled products',
  frequency: 'Frequency',
  startDate: 'Start date',
  endDate: 'End date',
  noEndDate: 'None (repeats until cancelled)',
  firstShipmentDate: 'First shipment date',
  none: 'None',
  estimatedShippingDate: 'Estimated shipping date',
  shipmentDate: 'Shipment date',
  shipmentStatus: { Scheduled: 'Scheduled', Shipped: 'Ordered', Skipped: 'Skipped', Cancelled: 'Cancelled', Missed: 'Missed (not placed)' } as Record<string, string>,
  shipTo: 'Ship to',
  billTo: 'Bill to',
  paymentMethod: 'Payment method',
  purchaseOrder: (po: string) => `Purchase order ${po}`,
  card: (brand: string, last4: string) => `${brand} ending ${last4}`,
  numberOfShipments: 'Number of shipments',
  totalQuantity: 'Total quantity',
  quantityShipped: 'Quantity shipped',
  quantityCancelled: 'Quantity cancelled',
  quantityToBeShipped: 'Quantity to be shipped',
  estimatedTax: 'Estimated tax',
  annualTotal: 'Annual total',
  unitOfMeasure: 'Unit of measure',
  unitPrice: 'Unit price',
  actions: 'Change this standing order',
  edit: 'Edit',
  delay: 'Delay next order',
  cancel: 'Cancel standing order',
  cancelPhone: 'You can also cancel by calling customer service.',
  save: 'Save changes',
  discard: 'Discard changes',
  working: 'Saving…',
  confirmDelay: (from: string, to: string) => `Move the next order from ${from} to ${to}? Every later order moves one period too.`,
  confirmCancel: 'Cancel this standing order? No further orders will be placed.',
  confirmSave: 'Save these changes? Orders not yet placed follow the new schedule.',
  confirm: 'Yes, go ahead',
  keep: 'No, keep it as it is',
  repeatEvery: 'Repeat every',
  popupOpen: 'More schedule options',
  popupTitle: 'Set up a standing order',
  popupIntro: 'Choose how often, when it starts and ends, where it ships and the purchase order or card that pays each order.',
  cartOpen: 'Set up a standing order',
  cartIntro: (count: number) => (count === 1 ? 'One product in your cart can be ordered on a schedule.' : `${count} products in your cart can be ordered on a schedule.`),
  cartSignIn: 'Sign in to order these products on a schedule.',
  linesHeading: 'Products to schedule',
  withUnit: (label: string, unit: string) => `${label} (${unit})`,
  payWith: 'Pay each order by',
  payByPurchaseOrder: 'Purchase order',
  payByCard: 'Credit card',
  viewCreated: (name: string) => `View the standing order for ${name}`,
  viewNew: 'View the new standing order',
  shipToChoice: 'Ship to',
  poNumber: 'Purchase order number',
  computedNext: 'Next order date',
  computedNone: 'Shown once the dates are valid',
  create: 'Set up standing order',
  creating: 'Setting up…',
  created: 'Standing order scheduled',
  createFailed: 'The standing order could not be set up.',
  loadingAddresses: 'Loading your addresses…',
  unit: 'Weeks or months',
  weeks: 'Weeks',
  months: 'Months',
} as const;

/** PX-70-015: a line's quantity field in the set-up, with its unit ('Quantity (Pack)'). */
export function setupQuantityText(name: string | undefined, unit: string): string {
  const label = name ? standingOrderLabels.quantityOf(name) : standingOrderLabels.quantity;
  return unit ? standingOrderLabels.withUnit(label, unit) : label;
}

/** The link to the standing order just set up: named by its product when it has one. */
export function viewCreatedText(name: string | undefined): string {
  return name ? standingOrderLabels.viewCreated(name) : standingOrderLabels.viewNew;
}

translatable({ standingOrderLabels });
