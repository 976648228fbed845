// The listing address codec: total decoding, canonical round trips, and the listing operations.
import fc from 'fast-check';
import {
  ATTRIBUTE_TYPES,
  MAX_FILTERS,
  MAX_PAGE,
  canonicalState,
  decodeListing,
  encodeListing,
  isValueSelected,
  rangeOf,
  setPage,
  setRange,
  setSort,
  toggleValue,
  type Filter,
  type ListingState,
} from '../machines/catalogue/url-state.ts';

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const name = fc.oneof(fc.constantFrom('Latex_Free__c', 'Size__c', 'UnitPrice', 'Lead.Length__c', 'a=b&c'), text);
const decimal = fc.oneof(fc.constant(null), fc.integer({ min: -1000, max: 100000 }).map(String), fc.constantFrom('12.50', '0.5', 'x', ''));
const attributeType = fc.constantFrom(...ATTRIBUTE_TYPES);

const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ type: fc.constant('DistinctValue' as const), attributeType, nameOrId: name, values: fc.array(text, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('Range' as const), attributeType, nameOrId: name, min: decimal, max: decimal }),
);

const stateArb: fc.Arbitrary<ListingState> = fc.record({
  term: fc.oneof(text, fc.string({ unit: 'grapheme', maxLength: 300 }), fc.constantFrom('KRM-NEU-EEG-1001', '  eeg caps  ', '')),
  filters: fc.array(filterArb, { maxLength: 12 }),
  sortRuleId: fc.oneof(fc.constant(null), fc.constantFrom('PriceAsc', 'NameDesc', ' '), text),
  page: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constant(Number.NaN), fc.constant(2.5)),
});

describe('listing address properties', () => {
  it('[PX-06-001] decoding an encoded listing gives its canonical form', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(decodeListing(encodeListing(state))).toEqual(canonicalState(state));
      }),
    );
  });

  it('[PX-06-001] any query string decodes to a canonical listing, and re-encoding is stable', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webQueryParameters(), fc.constantFrom('?term=eeg&page=3', 'f.Custom.X=1&f.Custom.X=1&r.Standard.UnitPrice=50..', 'page=99999')), (query) => {
        const decoded = decodeListing(query);
        expect(canonicalState(decoded)).toEqual(decoded);
        expect(decodeListing(encodeListing(decoded))).toEqual(decoded);
      }),
    );
  });

  it('[PX-06-002] canonical filters are one per facet, sorted unique non-empty values, at most nine, page within the limit', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const canonical = canonicalState(state);
        expect(canonical.filters.length).toBeLessThanOrEqual(MAX_FILTERS);
        const keys = canonical.filters.map((filter) => `${filter.type}|${filter.attributeType}|${filter.nameOrId}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const filter of canonical.filters) {
          if (filter.type === 'DistinctValue') {
            expect(filter.values.length).toBeGreaterThan(0);
            expect(filter.values).toEqual([...new Set(filter.values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
            expect(filter.values).not.toContain('');
          } else {
            expect(filter.min !== null || filter.max !== null).toBe(true);
          }
        }
        expect(Number.isInteger(canonical.page) && canonical.page >= 1 && canonical.page <= MAX_PAGE).toBe(true);
        expect(canonical.term).toBe(canonical.term.trim());
        expect(canonical.term.length).toBeLessThanOrEqual(255);
      }),
    );
  });

  it('[PX-06-002] the defaults (no sort, page 1) are left out of the address', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const params = new URLSearchParams(encodeListing({ ...state, sortRuleId: null, page: 1 }));
        expect(params.has('sort')).toBe(false);
        expect(params.has('page')).toBe(false);
      }),
    );
  });

  it('[PX-06-001] every canonical filter is written as f.{attributeType}.{nameOrId} once per value or r.{attributeType}.{nameOrId}={min}..{max}, and nothing else is', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const canonical = canonicalState(state);
        const params = new URLSearchParams(encodeListing(state));
        const expected: Array<[string, string]> = [];
        if (canonical.term !== '') expected.push(['term', canonical.term]);
        for (const filter of canonical.filters) {
          if (filter.type === 'DistinctValue') for (const value of filter.values) expected.push([`f.${filter.attributeType}.${filter.nameOrId}`, value]);
          else expected.push([`r.${filter.attributeType}.${filter.nameOrId}`, `${filter.min ?? ''}..${filter.max ?? ''}`]);
        }
        if (canonical.sortRuleId !== null) expected.push(['sort', canonical.sortRuleId]);
        if (canonical.page !== 1) expected.push(['page', String(canonical.page)]);
        expect([...params]).toEqual(expected);
      }),
    );
  });

  it('[PX-06-003] toggling a value twice restores the filters, and any filter or sort change goes back to page 1', () => {
    fc.assert(
      fc.property(stateArb, attributeType, name, text.filter((value) => value !== ''), fc.integer({ min: 2, max: 50 }), (state, type, nameOrId, value, page) => {
        const start = setPage(canonicalState(state), page);
        const facet = { attributeType: type, nameOrId };
        const once = toggleValue(start, facet, value);
        expect(once.page).toBe(1);
        const twice = toggleValue(once, facet, value);
        if (nameOrId !== '' && start.filters.length < MAX_FILTERS) {
          expect(isValueSelected(once, facet, value)).toBe(!isValueSelected(start, facet, value));
          expect(twice.filters).toEqual(start.filters);
        }
        expect(setSort(start, 'PriceAsc').page).toBe(1);
        expect(setRange(start, facet, '50', '100').page).toBe(1);
      }),
    );
  });

  it('[PX-06-003] setting a range replaces the earlier range of the facet; clearing both ends removes it', () => {
    fc.assert(
      fc.property(stateArb, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), (state, min, max) => {
        const facet = { attributeType: 'Standard' as const, nameOrId: 'UnitPrice' };
        const start = canonicalState({ ...state, filters: state.filters.slice(0, 3) });
        const set = setRange(start, facet, String(min), String(max));
        expect(rangeOf(set, facet)).toEqual({ type: 'Range', ...facet, min: String(min), max: String(max) });
        expect(rangeOf(setRange(set, facet, null, null), facet)).toBeUndefined();
      }),
    );
  });
});
