// The dashboard's account at a glance (PX-18-010..PX-18-012): recent orders, purchase orders waiting
// for approval (approvers only: the review queue refuses anyone else), the next standing-order
// shipments and the open invoices with what is owed. Each part loads on its own, so one failing call
// leaves the others shown.
import { toCents, fromCents } from '../pricing/money.ts';
import type { Wire } from '../wire.ts';

const DASHBOARD_RECENT_ORDERS = 5;
const DASHBOARD_NEXT_SHIPMENTS = 5;
/** Invoices are read in pages of this size, at most this many pages, to add up what is owed. */
const DASHBOARD_INVOICE_PAGE = 100;
const DASHBOARD_INVOICE_PAGES = 5;

export interface DashboardApis {
  orders(query: { pageSize: number; sortOrder: 'OrderedDateDesc' }, signal?: AbortSignal): Promise<Wire['OrderSummaryCollection']>;
  approvals(query: { status: 'Pending'; pageSize: number }, signal?: AbortSignal): Promise<Wire['PurchaseOrderApprovalCollection']>;
  standingOrders(query: { status: 'Active'; pageSize: number }, signal?: AbortSignal): Promise<Wire['RecurringOrderCollection']>;
  invoices(query: { pageSize: number; pageToken?: string }, signal?: AbortSignal): Promise<Wire['InvoiceCollection']>;
}

export type Part<T> = { status: 'ready'; value: T } | { status: 'failed' } | { status: 'hidden' };

export interface OpenInvoices {
  count: number;
  overdue: number;
  /** What is owed, per currency (an account may be invoiced in more than one). */
  totals: Array<{ currencyIsoCode: string; amount: string }>;
  /** The oldest due first, at most five shown. */
  first: Wire['Invoice'][];
  /** More invoices exist than were read. */
  partial: boolean;
}

/** PX-18-011: Open and Overdue invoices with a balance; the totals of their balances by currency. */
export function openInvoices(invoices: readonly Wire['Invoice'][], partial = false): OpenInvoices {
  const open = invoices.filter((invoice) => invoice.status !== 'Paid' && (toCents(invoice.balance) ?? 0) > 0);
  const cents = new Map<string, number>();
  for (const invoice of open) cents.set(invoice.currencyIsoCode, (cents.get(invoice.currencyIsoCode) ?? 0) + (toCents(invoice.balance) ?? 0));
  return {
    count: open.length,
    overdue: open.filter((invoice) => invoice.status === 'Overdue').length,
    totals: [...cents].map(([currencyIsoCode, amount]) => ({ currencyIsoCode, amount: fromCents(amount) })),
    first: [...open].sort((a, b) => a.dueDate.localeCompare(b.dueDate)).slice(0, 5),
    partial,
  };
}

/** PX-18-012: active standing orders by their next order date, soonest first. */
export function nextShipments(items: readonly Wire['RecurringOrderSummary'][], limit = DASHBOARD_NEXT_SHIPMENTS): Wire['RecurringOrderSummary'][] {
  return items
    .filter((item) => item.status === 'Active' && item.nextOrderDate)
    .sort((a, b) => a.nextOrderDate!.localeCompare(b.nextOrderDate!))
    .slice(0, limit);
}

const isForbidden = (error: unknown) => (error as { status?: number } | null)?.status === 403;

async function allInvoices(apis: DashboardApis, signal?: AbortSignal): Promise<OpenInvoices> {
  const invoices: Wire['Invoice'][] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < DASHBOARD_INVOICE_PAGES; page += 1) {
    const answer = await apis.invoices({ pageSize: DASHBOARD_INVOICE_PAGE, ...(pageToken ? { pageToken } : {}) }, signal);
    invoices.push(...answer.invoices);
    pageToken = answer.nextPageToken ?? undefined;
    if (!pageToken) return openInvoices(invoices);
  }
  return openInvoices(invoices, true);
}

const part = <T>(pending: Promise<T>, hideWhen: (error: unknown) => boolean = () => false): Promise<Part<T>> =>
  pending.then(
    (value) => ({ status: 'ready' as const, value }),
    (error: unknown) => (hideWhen(error) ? { status: 'hidden' as const } : { status: 'failed' as const }),
  );

export interface Dashboard {
  orders: Part<Wire['OrderSummary'][]>;
  approvals: Part<Wire['PurchaseOrderApproval'][]>;
  shipments: Part<Wire['RecurringOrderSummary'][]>;
  invoices: Part<OpenInvoices>;
}

/** PX-18-010: the four parts at once; the approvals part is hidden from buyers who are not approvers. */
export async function loadDashboard(apis: DashboardApis, signal?: AbortSignal): Promise<Dashboard> {
  const [orders, approvals, shipments, invoices] = await Promise.all([
    part(apis.orders({ pageSize: DASHBOARD_RECENT_ORDERS, sortOrder: 'OrderedDateDesc' }, signal).then((answer) => answer.orderSummaries.slice(0, DASHBOARD_RECENT_ORDERS))),
    part(apis.approvals({ status: 'Pending', pageSize: 5 }, signal).then((answer) => answer.items), isForbidden),
    part(apis.standingOrders({ status: 'Active', pageSize: 50 }, signal).then((answer) => nextShipments(answer.items))),
    part(allInvoices(apis, signal)),
  ]);
  return { orders, approvals, shipments, invoices };
}
