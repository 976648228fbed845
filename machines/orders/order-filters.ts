// The order history's and the invoices list's filters in the address (PX-15-006): date range, status
// and text (PX-15-001) and the page, so a reload and Back show the same list. A total codec: any query
// string decodes to valid filters (unknown statuses, bad dates and empty values are dropped, a reversed
// range is put the right way round), and encode writes only what is set, in one order.
import { LIST_SORT_ORDER_DEFAULT } from '../constants/api.ts';
import { ORDER_HISTORY_PAGE_SIZE, ORDER_SEARCH_MAX_LENGTH } from '../constants/orders.ts';

export interface DateRange {
  /** First day (YYYY-MM-DD), '' for none. */
  from: string;
  /** Last day (YYYY-MM-DD), '' for none. */
  to: string;
}

export interface OrderFilters extends DateRange {
  /** One of the application context's orderStatuses (SH-3-041), '' for all. */
  status: string;
  /** Contained in an order number, PO number or SKU (PX-15-001), '' for none. */
  text: string;
  /** The page's token, '' for the first page. */
  page: string;
}

export const NO_ORDER_FILTERS: OrderFilters = { from: '', to: '', status: '', text: '', page: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in YYYY-MM-DD, else ''. */
export function validDay(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!DAY.test(text)) return '';
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : '';
}

export function decodeDateRange(params: URLSearchParams): DateRange {
  const from = validDay(params.get('from'));
  const to = validDay(params.get('to'));
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

export function decodeOrderFilters(params: URLSearchParams, statuses: readonly string[]): OrderFilters {
  const status = params.get('status') ?? '';
  return {
    ...decodeDateRange(params),
    status: statuses.includes(status) ? status : '',
    text: (params.get('q') ?? '').trim().slice(0, ORDER_SEARCH_MAX_LENGTH),
    page: pageParam(params.get('page')),
  };
}

/**
 * PX-32-001: the page of the address. The lists' page tokens are offsets into the ordered list (the
 * sandbox's tokens, PX-23-004), so the first page is its canonical address without a page: '0', a
 * negative, a non-numeric or an empty page all read as the first page, and leading zeros go.
 */
export function pageParam(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? String(Number(text)) : '';
}

export function encodeOrderFilters(filters: Partial<OrderFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string | undefined]> = [['q', filters.text], ['status', filters.status], ['from', filters.from], ['to', filters.to], ['page', filters.page]];
  for (const [name, value] of entries) if (value) params.set(name, value);
  return params;
}

/** The inclusive range as the API's instants: from the first day's start to the last day's end (UTC). */
function rangeInstants({ from, to }: DateRange): { earliestDate?: string; latestDate?: string } {
  return { ...(from ? { earliestDate: `${from}T00:00:00.000Z` } : {}), ...(to ? { latestDate: `${to}T23:59:59.999Z` } : {}) };
}

/** The order-history request of the filters: newest first (SH-9-046), one page. */
export function orderHistoryQuery(filters: OrderFilters, pageSize: number) {
  return {
    pageSize,
    sortOrder: LIST_SORT_ORDER_DEFAULT,
    ...rangeInstants(filters),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.text ? { searchTerm: filters.text } : {}),
    ...(filters.page ? { pageToken: filters.page } : {}),
  } as const;
}

/**
 * PX-58-004: the invoices page's request: one page of the order history's size, the range's days sent
 * as they are (the invoices call takes days, PX-15-007), the page token the address holds (PX-15-006).
 */
export function invoiceHistoryQuery({ from, to }: DateRange, page: string, pageSize = ORDER_HISTORY_PAGE_SIZE) {
  return { pageSize, ...(from ? { earliestDate: from } : {}), ...(to ? { latestDate: to } : {}), ...(page ? { pageToken: page } : {}) };
}

export const hasOrderFilters = (filters: OrderFilters) => Boolean(filters.from || filters.to || filters.status || filters.text);
