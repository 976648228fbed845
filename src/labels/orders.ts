// Words of the order history, order details and invoices pages (the specification's own messages are
// constants in machines/constants/orders.ts).
import { orderStatusWord, type OrderStatusOf, type OrderStatusWord } from '../../machines/orders/order-status.ts';
import type { ReorderReason } from '../../machines/orders/reorder.ts';
import { translatable } from '../i18n/translate.ts';

export const ordersLabels = {
  heading: 'Orders',
  signIn: 'Sign in to see the orders of your account.',
  filters: 'Filter orders',
  text: 'Order number, PO number or SKU',
  status: 'Status',
  anyStatus: 'All statuses',
  from: 'From date',
  to: 'To date',
  apply: 'Apply filters',
  clear: 'Clear filters',
  table: 'Your orders, newest first',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  poNumber: 'PO number',
  total: 'Total',
  none: '—',
  empty: 'You have not placed any orders yet.',
  noMatch: 'No orders match these filters.',
  loading: 'Loading orders…',
  failed: 'The orders could not be loaded.',
  tryAgain: 'Try again',
  pages: 'Pages',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  shown: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} on this page`,
};

/** PX-70-002: the one vocabulary of order statuses (machines/orders/order-status.ts), as the buyer reads them everywhere. */
export const orderStatusLabels: Record<OrderStatusWord, string> = {
  placed: 'Placed',
  pendingApproval: 'Pending approval',
  approved: 'Approved',
  processing: 'Processing',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

/** An order's status in the one vocabulary; a status the contract does not name shows as sent. */
export const orderStatusText = (order: OrderStatusOf): string => {
  const word = orderStatusWord(order);
  return word ? orderStatusLabels[word] : order.status;
};

export const orderLabels = {
  heading: (orderNumber: string) => `Order ${orderNumber}`,
  allOrders: 'All orders',
  notFound: (orderNumber: string) => `Order ${orderNumber} was not found for this account.`,
  failed: 'The order could not be loaded.',
  summary: 'Order summary',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  status: 'Status',
  poNumber: 'PO number',
  poFile: (name: string) => `Download purchase order ${name}`,
  poFileFailed: 'The purchase-order file could not be downloaded. Try again.',
  payment: 'Payment method',
  purchaseOrder: 'Purchase order',
  card: (brand: string, lastFour: string) => `${brand} ending in ${lastFour}`,
  addresses: 'Addresses',
  billTo: 'Bill to',
  attentionTo: 'Attention to',
  instructions: 'Shipping instructions',
  items: 'Items',
  sku: 'SKU',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  priceEach: 'Price each',
  subtotal: 'Subtotal',
  tax: 'Tax',
  tariff: 'Tariff surcharge',
  total: 'Total',
  shipments: 'Shipments',
  shipment: (number: string) => `Shipment ${number}`,
  carrier: 'Carrier',
  tracking: 'Tracking number',
  trackingLink: (trackingNumber: string, carrier: string) => `${trackingNumber}, track with ${carrier} (opens in a new window)`,
  shipped: 'Shipped',
  estimated: 'Estimated delivery',
  delivered: 'Delivered',
  invoices: 'Invoices',
  buyAgain: 'Buy again',
  buyingAgain: 'Adding to your cart…',
  addedAll: (count: number) => `All ${count} ${count === 1 ? 'line was' : 'lines were'} added to your cart.`,
  addedSome: (added: number, total: number) => `${added} of ${total} lines were added to your cart.`,
  addedNone: 'No line could be added to your cart.',
  notAdded: 'Not added:',
  reorderFailed: 'Nothing was added: your cart could not be reached. Your cart is as it was. Try again.',
  viewCart: 'View cart',
};

export const reorderReasonLabels: Record<ReorderReason, string> = {
  notSold: 'no longer sold',
  quantityRule: 'its quantity breaks the product’s quantity rule',
  noStock: 'not enough in stock',
  failed: 'it could not be added',
};

export const shipmentStatusLabels: Record<string, string> = { Shipped: 'Shipped', InTransit: 'In transit', Delivered: 'Delivered' };

export const invoicesLabels = {
  heading: 'Invoices',
  signIn: 'Sign in to see the invoices of your account.',
  filters: 'Filter invoices by date',
  table: 'Your invoices, newest first',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  order: 'Order',
  total: 'Total',
  status: 'Status',
  dueDate: 'Due date',
  document: 'Document',
  download: (invoiceNumber: string) => `Download invoice ${invoiceNumber} (PDF)`,
  downloadShort: 'PDF',
  downloadFailed: (invoiceNumber: string) => `Invoice ${invoiceNumber} could not be downloaded. Try again.`,
  noMatch: 'No invoices in these dates.',
  loading: 'Loading invoices…',
  failed: 'The invoices could not be loaded.',
};

export const invoiceStatusLabels: Record<string, string> = { Open: 'Open', Paid: 'Paid', Overdue: 'Overdue' };

translatable({ ordersLabels, orderStatusLabels, orderLabels, reorderReasonLabels, shipmentStatusLabels, invoicesLabels, invoiceStatusLabels });
