// The order history's address codec (PX-15-006): any query string decodes to valid filters, and
// decoding what encode wrote gives the same filters back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeOrderFilters, encodeOrderFilters, validDay, type OrderFilters } from '../machines/orders/order-filters.ts';

const STATUSES = ['Created', 'Processing', 'Partially Shipped', 'Shipped', 'Delivered', 'Cancelled'];
const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const text = fc.string({ unit: 'grapheme', maxLength: 30 });

const filtersArb: fc.Arbitrary<OrderFilters> = fc
  .record({
    from: fc.oneof(fc.constant(''), day),
    to: fc.oneof(fc.constant(''), day),
    status: fc.constantFrom('', ...STATUSES),
    text: text.map((t) => t.trim()),
    // PX-32-001: the first page (offset 0) has no page in the address, so a canonical page is a positive offset.
    page: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 100000 }).map(String)),
  })
  // Canonical: a range the right way round.
  .map((f) => (f.from && f.to && f.from > f.to ? { ...f, from: f.to, to: f.from } : f));

describe('order history filters in the address (properties)', () => {
  it('[PX-15-006] decode(encode(filters)) = filters for canonical filters', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        expect(decodeOrderFilters(encodeOrderFilters(filters), STATUSES)).toEqual(filters);
      }),
    );
  });

  it('[PX-15-006][PX-15-001][PX-32-001] any query string decodes to valid filters', () => {
    const query = fc.dictionary(fc.constantFrom('q', 'status', 'from', 'to', 'page', 'x'), fc.oneof(text, day), { maxKeys: 6 });
    fc.assert(
      fc.property(query, (entries) => {
        const decoded = decodeOrderFilters(new URLSearchParams(entries), STATUSES);
        expect(decoded.status === '' || STATUSES.includes(decoded.status)).toBe(true);
        for (const d of [decoded.from, decoded.to]) expect(d === '' || validDay(d) === d).toBe(true);
        if (decoded.from && decoded.to) expect(decoded.from <= decoded.to).toBe(true);
        expect(decoded.text.length).toBeLessThanOrEqual(255);
        expect(decoded.text).toBe(decoded.text.trim());
        expect(decoded.page).toMatch(/^(|[1-9]\d*)$/);
      }),
    );
  });
});
