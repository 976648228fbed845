// Texts of the dashboard (issue 16).
import { translatable } from '../i18n/translate.ts';

export const dashboardLabels = {
  heading: 'Dashboard',
  signIn: 'Sign in to see your account at a glance.',
  forAccount: (name: string) => `For ${name}`,
  shortcuts: 'Shortcuts',
  quickOrder: 'Quick order',
  lists: 'Wishlists',
  addresses: 'Addresses',
  recentOrders: 'Recent orders',
  noOrders: 'No orders yet.',
  allOrders: 'All orders',
  order: (number: string) => `Order ${number}`,
  approvals: 'Waiting for your approval',
  noApprovals: 'No purchase orders are waiting for you.',
  allApprovals: 'Review purchase orders',
  requestedBy: (name: string) => `from ${name}`,
  shipments: 'Next standing-order shipments',
  noShipments: 'No active standing orders.',
  allStandingOrders: 'All standing orders',
  nextOn: (date: string) => `next on ${date}`,
  invoices: 'Open invoices',
  noInvoices: 'Nothing is owed.',
  allInvoices: 'All invoices',
  owed: 'Total owed',
  openCount: (count: number, overdue: number) => `${count} open invoice${count === 1 ? '' : 's'}${overdue > 0 ? `, ${overdue} overdue` : ''}`,
  partial: 'Only the most recent invoices are counted here; see all invoices for the full amount.',
  due: (date: string) => `due ${date}`,
  failed: 'This could not be loaded. Reload the page to try again.',
  staffIntro: "This sign-in reviews the store's registrations; it has no buyer account, so there are no orders, invoices or standing orders to show.",
  staffIntroFor: (name: string) =>
    `Welcome, ${name}. This sign-in reviews the store's registrations; it has no buyer account, so there are no orders, invoices or standing orders to show.`,
  staffRegistrations: 'Registrations to review',
  loading: 'Loading…',
  invoiceStatus: { Open: 'Open', Overdue: 'Overdue', Paid: 'Paid' } as Record<string, string>,
} as const;

/** The staff dashboard's introduction, greeting them by name when the sign-in has one. */
export function staffIntroText(name: string | undefined): string {
  return name ? dashboardLabels.staffIntroFor(name) : dashboardLabels.staffIntro;
}

translatable({ dashboardLabels });
