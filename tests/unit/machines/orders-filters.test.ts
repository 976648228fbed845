import { describe, expect, it } from 'vitest';
import { decodeDateRange, decodeOrderFilters, encodeOrderFilters, invoiceHistoryQuery, orderHistoryQuery, pageParam, validDay } from '../../../machines/orders/order-filters.ts';
import { ORDER_HISTORY_PAGE_SIZE } from '../../../machines/constants/orders.ts';

const STATUSES = ['Created', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];
const decode = (query: string) => decodeOrderFilters(new URLSearchParams(query), STATUSES);

describe('order history filters in the address', () => {
  it('[PX-15-006] decode(encode(filters)) gives the same filters, and only set filters are written', () => {
    const filters = { text: 'PO-LNA-4471', status: 'Delivered', from: '2026-01-01', to: '2026-03-31', page: '20' };
    const query = encodeOrderFilters(filters).toString();
    expect(query).toBe('q=PO-LNA-4471&status=Delivered&from=2026-01-01&to=2026-03-31&page=20');
    expect(decode(query)).toEqual(filters);
    expect(encodeOrderFilters({ text: '', status: '', from: '', to: '', page: '' }).toString()).toBe('');
  });

  it('[PX-15-001][SH-3-041] drops a status the application context does not list, impossible days, and reverses a backwards range', () => {
    expect(decode('status=Lost').status).toBe('');
    expect(validDay('2026-02-30')).toBe('');
    expect(validDay('2026-02-28')).toBe('2026-02-28');
    expect(decode('from=yesterday&to=2026-13-01')).toMatchObject({ from: '', to: '' });
    expect(decodeDateRange(new URLSearchParams('from=2026-05-01&to=2026-04-01'))).toEqual({ from: '2026-04-01', to: '2026-05-01' });
  });

  it('[PX-32-001] page 0, a negative, non-numeric or empty page is the first page (no page), leading zeros go', () => {
    for (const raw of ['0', '000', '-20', '-0', 'abc', '2e1', '1.5', ' ', '', '1234567890']) expect(pageParam(raw)).toBe('');
    expect(pageParam(null)).toBe('');
    expect(pageParam('20')).toBe('20');
    expect(pageParam(' 0040 ')).toBe('40');
    expect(decode('page=0')).toEqual(decode(''));
    expect(decode('page=-25').page).toBe('');
    expect(orderHistoryQuery(decode('page=0'), 20)).not.toHaveProperty('pageToken');
  });

  it('[PX-15-001][SH-9-034] trims the text and keeps at most 255 characters of it', () => {
    expect(decode(`q=${'x'.repeat(300)}`).text).toHaveLength(255);
    expect(decode('q=%20%20krm-1%20').text).toBe('krm-1');
  });

  it('[SH-9-046][PX-15-001] asks for the newest first, the range as whole UTC days, the status, the text and the page', () => {
    expect(orderHistoryQuery(decode('q=EEG&status=Shipped&from=2026-01-01&to=2026-01-31&page=40'), 20)).toEqual({
      pageSize: 20,
      sortOrder: 'CreatedDateDesc',
      earliestDate: '2026-01-01T00:00:00.000Z',
      latestDate: '2026-01-31T23:59:59.999Z',
      status: 'Shipped',
      searchTerm: 'EEG',
      pageToken: '40',
    });
    expect(orderHistoryQuery(decode(''), 20)).toEqual({ pageSize: 20, sortOrder: 'CreatedDateDesc' });
  });

  it('[PX-58-004][PX-15-007] the invoices request: one page, the range\u2019s days as they are, the page token, each only when set', () => {
    expect(invoiceHistoryQuery({ from: '2026-01-01', to: '2026-03-31' }, '20', 25)).toEqual({ pageSize: 25, earliestDate: '2026-01-01', latestDate: '2026-03-31', pageToken: '20' });
    expect(invoiceHistoryQuery({ from: '', to: '2026-03-31' }, '')).toEqual({ pageSize: ORDER_HISTORY_PAGE_SIZE, latestDate: '2026-03-31' });
    expect(invoiceHistoryQuery(decodeDateRange(new URLSearchParams('from=2026-02-01')), '', 10)).toEqual({ pageSize: 10, earliestDate: '2026-02-01' });
  });
});
