// The listing address and the listing derivations at their edges, as examples: the address format,
// canonical filters and pages, the listing operations, the search query, the product cards, the
// facets, the page count, the page links and the result range.
import { sortRules as storeSortRules } from '../fixtures/data/store.json';
import { SEARCH_TERM_MAX_LENGTH } from '../machines/constants/search-toast.ts';
import {
  LISTING_FIELDS,
  SORT_RULES,
  cardPrices,
  facetModels,
  listingQuery,
  pageCount,
  pageLinks,
  parseRangeBand,
  productHref,
  resultRange,
  stockedIds,
  toProductCard,
  variationHref,
  withCardPrices,
  type ProductCard,
  type SearchFacet,
} from '../machines/catalogue/search-results.ts';
import {
  ATTRIBUTE_TYPES,
  EMPTY_LISTING,
  LISTING_PAGE_SIZE,
  MAX_FILTERS,
  MAX_PAGE,
  MAX_RESULT_OFFSET,
  canonicalFilters,
  canonicalState,
  clearFilters,
  decodeListing,
  encodeListing,
  isValueSelected,
  rangeOf,
  sameFacet,
  sameListing,
  setPage,
  setRange,
  setSort,
  setTerm,
  toggleValue,
  type DistinctFilter,
  type Filter,
  type ListingState,
  type RangeFilter,
} from '../machines/catalogue/url-state.ts';

const size = { attributeType: 'Custom' as const, nameOrId: 'Size__c' };
const price = { attributeType: 'Standard' as const, nameOrId: 'UnitPrice' };
const listing = (parts: Partial<ListingState>): ListingState => ({ ...EMPTY_LISTING, ...parts });
const distinct = (attributeType: Filter['attributeType'], nameOrId: string, values: string[]): DistinctFilter => ({ type: 'DistinctValue', attributeType, nameOrId, values });
const range = (attributeType: Filter['attributeType'], nameOrId: string, min: string | null, max: string | null): RangeFilter => ({ type: 'Range', attributeType, nameOrId, min, max });

describe('listing address format', () => {
  it('[PX-06-001] term, one f.{attributeType}.{nameOrId} parameter per value, r.{attributeType}.{nameOrId}={min}..{max} per range, sort and page', () => {
    const state = listing({
      term: 'eeg caps',
      filters: [distinct('Custom', 'Size__c', ['M', 'L']), range('Standard', 'UnitPrice', '50', '100')],
      sortRuleId: 'PriceAsc',
      page: 3,
    });
    const params = new URLSearchParams(encodeListing(state));
    expect(params.get('term')).toBe('eeg caps');
    expect(params.getAll('f.Custom.Size__c')).toEqual(['L', 'M']);
    expect(params.getAll('r.Standard.UnitPrice')).toEqual(['50..100']);
    expect(params.get('sort')).toBe('PriceAsc');
    expect(params.get('page')).toBe('3');
    expect([...params.keys()].sort()).toEqual(['f.Custom.Size__c', 'f.Custom.Size__c', 'page', 'r.Standard.UnitPrice', 'sort', 'term']);
  });

  it('[PX-06-001] an open end of a range is empty on its side of the two dots', () => {
    expect(new URLSearchParams(encodeListing(listing({ filters: [range('Standard', 'UnitPrice', '500', null)] }))).get('r.Standard.UnitPrice')).toBe('500..');
    expect(new URLSearchParams(encodeListing(listing({ filters: [range('Standard', 'UnitPrice', null, '50')] }))).get('r.Standard.UnitPrice')).toBe('..50');
  });

  it('[PX-06-001] an address written by hand decodes to its listing, with or without the question mark', () => {
    const expected: ListingState = {
      term: 'cup electrodes',
      filters: [distinct('Custom', 'Latex_Free__c', ['Yes']), distinct('ProductAttribute', 'Lead.Length__c', ['1 m', '2 m']), range('Standard', 'UnitPrice', '12.50', null)],
      sortRuleId: 'NameDesc',
      page: 4,
    };
    const query = 'term=cup+electrodes&f.Custom.Latex_Free__c=Yes&r.Standard.UnitPrice=12.50..&f.ProductAttribute.Lead.Length__c=2+m&f.ProductAttribute.Lead.Length__c=1%20m&sort=NameDesc&page=4';
    expect(decodeListing(query)).toEqual(expected);
    expect(decodeListing(`?${query}`)).toEqual(expected);
    expect(decodeListing('term=what%3F')).toEqual(listing({ term: 'what?' }));
    expect(decodeListing('term=eeg?')).toEqual(listing({ term: 'eeg?' }));
    expect(decodeListing('')).toEqual(EMPTY_LISTING);
    expect(decodeListing('?')).toEqual(EMPTY_LISTING);
  });

  it('[PX-06-001] a range with only one end reads as open on the other; a value without the two dots, an unknown kind or type, or no facet name is ignored', () => {
    expect(decodeListing('r.Standard.UnitPrice=..100').filters).toEqual([range('Standard', 'UnitPrice', null, '100')]);
    expect(decodeListing('r.Standard.UnitPrice=500..').filters).toEqual([range('Standard', 'UnitPrice', '500', null)]);
    expect(decodeListing('r.Standard.UnitPrice=5..10').filters).toEqual([range('Standard', 'UnitPrice', '5', '10')]);
    expect(decodeListing('r.Standard.UnitPrice=-10..-5').filters).toEqual([range('Standard', 'UnitPrice', '-10', '-5')]);
    expect(decodeListing('r.Standard.UnitPrice=100').filters).toEqual([]);
    expect(decodeListing('r.Standard.UnitPrice=..').filters).toEqual([]);
    expect(decodeListing('x.Custom.Size__c=M&F.Custom.Size__c=M&f.custom.Size__c=M&f.Other.Size__c=M&f.Custom=M&f.Custom.=M&f=M').filters).toEqual([]);
    expect(decodeListing('x.Standard.UnitPrice=1..2&R.Standard.UnitPrice=1..2&range.Standard.UnitPrice=1..2&.Standard.UnitPrice=1..2').filters).toEqual([]);
    expect(decodeListing('f.Standard.Brand=Kestrel&f.ProductAttribute.Colour=Blue&f.Custom.Size__c=M').filters).toEqual([
      distinct('Custom', 'Size__c', ['M']),
      distinct('ProductAttribute', 'Colour', ['Blue']),
      distinct('Standard', 'Brand', ['Kestrel']),
    ]);
  });

  it('[PX-06-001][PX-06-002] the page is written only beyond page 1 and read only as plain digits; anything else is page 1', () => {
    expect(encodeListing(listing({ page: 2 }))).toBe('page=2');
    expect(encodeListing(listing({ page: 1 }))).toBe('');
    expect(decodeListing('page=12').page).toBe(12);
    expect(decodeListing('page=007').page).toBe(7);
    for (const text of ['0', '-3', '2.0', '1e2', '0x10', '+3', '%203', '3%20', 'two', '']) expect(decodeListing(`page=${text}`).page).toBe(1);
  });

  it('[PX-06-002] the page stays between 1 and the last page the platform serves: (page − 1) × 20 ≤ 5000', () => {
    expect(LISTING_PAGE_SIZE).toBe(20);
    expect(MAX_RESULT_OFFSET).toBe(5000);
    expect((MAX_PAGE - 1) * LISTING_PAGE_SIZE).toBeLessThanOrEqual(MAX_RESULT_OFFSET);
    expect(MAX_PAGE * LISTING_PAGE_SIZE).toBeGreaterThan(MAX_RESULT_OFFSET);
    expect(decodeListing(`page=${MAX_PAGE}`).page).toBe(MAX_PAGE);
    expect(decodeListing(`page=${MAX_PAGE + 1}`).page).toBe(MAX_PAGE);
    expect(decodeListing('page=99999').page).toBe(MAX_PAGE);
    expect(canonicalState(listing({ page: MAX_PAGE + 1 })).page).toBe(MAX_PAGE);
    expect(canonicalState(listing({ page: 0 })).page).toBe(1);
    expect(canonicalState(listing({ page: 2.5 })).page).toBe(1);
    expect(canonicalState(listing({ page: Number.NaN })).page).toBe(1);
    expect(setPage(listing({ term: 'eeg' }), 250)).toEqual(listing({ term: 'eeg', page: 250 }));
  });

  it('[PX-06-002] no sort is left out of the address; a blank sort is no sort and a sort is kept trimmed', () => {
    expect(encodeListing(listing({ sortRuleId: null }))).toBe('');
    expect(canonicalState(listing({ sortRuleId: '  ' })).sortRuleId).toBeNull();
    expect(canonicalState(listing({ sortRuleId: ' PriceDesc ' })).sortRuleId).toBe('PriceDesc');
    expect(decodeListing('sort=').sortRuleId).toBeNull();
    expect(decodeListing('sort=NameAsc').sortRuleId).toBe('NameAsc');
  });

  it('[PX-06-001][SH-5-027] the term is trimmed and at most 255 characters, trimmed again after cutting', () => {
    expect(SEARCH_TERM_MAX_LENGTH).toBe(255);
    expect(canonicalState(listing({ term: '  eeg caps \t' })).term).toBe('eeg caps');
    expect(canonicalState(listing({ term: `${' '.repeat(10)}${'a'.repeat(300)}` })).term).toBe('a'.repeat(255));
    expect(canonicalState(listing({ term: `${'a'.repeat(254)}  b` })).term).toBe('a'.repeat(254));
    expect(encodeListing(listing({ term: '   ' }))).toBe('');
    expect(decodeListing('term=+eeg+').term).toBe('eeg');
  });
});

describe('listing address constants', () => {
  // The module is loaded afresh inside the test so that its constants (parameter names, attribute
  // types, page limit, decimal pattern, empty listing) are evaluated while the test runs, not only
  // when the file is collected; mutation testing then attributes them to this test.
  async function freshAddressModule() {
    vi.resetModules();
    return import('../machines/catalogue/url-state.ts');
  }

  it('[PX-06-001][PX-06-002] the address names, the attribute types, the empty listing and the last page, as written in the address', async () => {
    const address = await freshAddressModule();
    expect(address.ATTRIBUTE_TYPES).toEqual(['Custom', 'ProductAttribute', 'Standard']);
    expect(address.EMPTY_LISTING).toEqual({ term: '', filters: [], sortRuleId: null, page: 1 });
    expect([address.TERM_PARAM, address.SORT_PARAM, address.PAGE_PARAM]).toEqual(['term', 'sort', 'page']);
    expect((address.MAX_PAGE - 1) * address.LISTING_PAGE_SIZE).toBeLessThanOrEqual(address.MAX_RESULT_OFFSET);
    expect(address.MAX_PAGE * address.LISTING_PAGE_SIZE).toBeGreaterThan(address.MAX_RESULT_OFFSET);
    const query = 'term=eeg&f.Custom.Size__c=M&f.ProductAttribute.Colour=Blue&f.Standard.Brand=Kestrel&r.Standard.UnitPrice=12.50..-3&sort=NameAsc&page=2';
    const state = address.decodeListing(query);
    expect(state).toEqual({
      term: 'eeg',
      filters: [distinct('Custom', 'Size__c', ['M']), distinct('ProductAttribute', 'Colour', ['Blue']), distinct('Standard', 'Brand', ['Kestrel']), range('Standard', 'UnitPrice', '12.50', '-3')],
      sortRuleId: 'NameAsc',
      page: 2,
    });
    expect(address.encodeListing(state)).toBe(query);
    expect(address.decodeListing(`page=${address.MAX_PAGE + 1}`).page).toBe(address.MAX_PAGE);
  });

  it('[PX-06-002] range ends are whole or decimal numbers, negative allowed; anything else is an open end', async () => {
    const address = await freshAddressModule();
    const ends = (min: string, max: string) => {
      const [filter] = address.canonicalFilters([range('Standard', 'UnitPrice', min, max)]);
      return filter?.type === 'Range' ? [filter.min, filter.max] : undefined;
    };
    expect(ends('5', '1000')).toEqual(['5', '1000']);
    expect(ends('-12.50', '0.5')).toEqual(['-12.50', '0.5']);
    for (const bad of ['x5', '5x', '1.', '.5', '5.x', '-', '1-2', '1e3']) expect(ends(bad, '7')).toEqual([null, '7']);
  });
});

describe('canonical filters', () => {
  it('[PX-06-002] values of one facet are merged, sorted by code unit and unique; empty values are dropped and a facet left without values goes', () => {
    expect(
      canonicalFilters([distinct('Custom', 'Size__c', ['b', '', 'B']), distinct('Custom', 'Size__c', ['a', 'b']), distinct('Custom', 'Colour', ['']), distinct('Custom', 'Latex_Free__c', [])]),
    ).toEqual([distinct('Custom', 'Size__c', ['B', 'a', 'b'])]);
    expect(decodeListing('f.Custom.Size__c=M&f.Custom.Size__c=&f.Custom.Size__c=L&f.Custom.Size__c=M').filters).toEqual([distinct('Custom', 'Size__c', ['L', 'M'])]);
  });

  it('[PX-06-002] facets of the same name but another attribute type or kind stay apart, ordered by kind, type and name', () => {
    const filters = canonicalFilters([
      range('Standard', 'UnitPrice', '1', '2'),
      distinct('Standard', 'UnitPrice', ['x']),
      distinct('Custom', 'Size__c', ['M']),
      distinct('ProductAttribute', 'Size__c', ['L']),
      distinct('Custom', 'Colour', ['Blue']),
    ]);
    expect(filters).toEqual([
      distinct('Custom', 'Colour', ['Blue']),
      distinct('Custom', 'Size__c', ['M']),
      distinct('ProductAttribute', 'Size__c', ['L']),
      distinct('Standard', 'UnitPrice', ['x']),
      range('Standard', 'UnitPrice', '1', '2'),
    ]);
    expect(sameFacet(filters[1]!, filters[2]!)).toBe(false);
    expect(sameFacet(filters[3]!, filters[4]!)).toBe(false);
    expect(sameFacet(filters[1]!, distinct('Custom', 'Size__c', ['other']))).toBe(true);
  });

  it('[PX-06-002] a facet without a name or with an unknown attribute type is dropped', () => {
    expect(canonicalFilters([distinct('Custom', '', ['M']), range('Custom', '', '1', '2')])).toEqual([]);
    expect(canonicalFilters([{ ...distinct('Custom', 'Size__c', ['M']), attributeType: 'Other' as Filter['attributeType'] }])).toEqual([]);
    expect(ATTRIBUTE_TYPES).toEqual(['Custom', 'ProductAttribute', 'Standard']);
  });

  it('[PX-06-002] range ends are decimals, trimmed; an unreadable end is open; a range with both ends open is dropped', () => {
    expect(canonicalFilters([range('Standard', 'UnitPrice', ' 50 ', '100.25')])).toEqual([range('Standard', 'UnitPrice', '50', '100.25')]);
    expect(canonicalFilters([range('Standard', 'UnitPrice', '-5', '5')])).toEqual([range('Standard', 'UnitPrice', '-5', '5')]);
    for (const bad of ['abc', '1.', '.5', '1.2.3', '5x', 'x5', '1,5', '--5', '']) {
      expect(canonicalFilters([range('Standard', 'UnitPrice', bad, '9')])).toEqual([range('Standard', 'UnitPrice', null, '9')]);
      expect(canonicalFilters([range('Standard', 'UnitPrice', bad, bad)])).toEqual([]);
    }
    expect(canonicalFilters([{ ...range('Standard', 'UnitPrice', null, null), min: undefined as unknown as null, max: '7' }])).toEqual([range('Standard', 'UnitPrice', null, '7')]);
    expect(decodeListing('r.Standard.UnitPrice=+50+..abc').filters).toEqual([range('Standard', 'UnitPrice', '50', null)]);
  });

  it('[PX-06-002] at most nine filters are kept: the first nine in facet order', () => {
    const many = Array.from({ length: 12 }, (_, index) => distinct('Custom', `F${String(index).padStart(2, '0')}`, ['x']));
    expect(MAX_FILTERS).toBe(9);
    expect(canonicalFilters([...many].reverse())).toEqual(many.slice(0, 9));
  });
});

describe('listing operations', () => {
  it('[PX-06-003] toggling a value adds it to its facet or removes it; the last value removed takes the facet away; back to page 1', () => {
    const start = canonicalState(listing({ term: 'eeg', filters: [distinct('Custom', 'Size__c', ['M']), range('Custom', 'Size__c', '1', '2')], sortRuleId: 'NameAsc', page: 5 }));
    const added = toggleValue(start, size, 'L');
    expect(added).toEqual(listing({ term: 'eeg', filters: [distinct('Custom', 'Size__c', ['L', 'M']), range('Custom', 'Size__c', '1', '2')], sortRuleId: 'NameAsc', page: 1 }));
    expect(isValueSelected(added, size, 'L')).toBe(true);
    const removed = toggleValue(added, size, 'M');
    expect(removed.filters).toEqual([distinct('Custom', 'Size__c', ['L']), range('Custom', 'Size__c', '1', '2')]);
    expect(toggleValue(removed, size, 'L').filters).toEqual([range('Custom', 'Size__c', '1', '2')]);
    const other = toggleValue(start, { attributeType: 'ProductAttribute', nameOrId: 'Size__c' }, 'M');
    expect(other.filters).toEqual([distinct('Custom', 'Size__c', ['M']), distinct('ProductAttribute', 'Size__c', ['M']), range('Custom', 'Size__c', '1', '2')]);
    expect(isValueSelected(other, { attributeType: 'ProductAttribute', nameOrId: 'Size__c' }, 'M')).toBe(true);
    expect(isValueSelected(start, size, 'L')).toBe(false);
    expect(isValueSelected(start, { attributeType: 'Custom', nameOrId: 'Colour' }, 'M')).toBe(false);
  });

  it('[PX-06-003] toggling a value changes only its own facet', () => {
    const colour = { attributeType: 'Custom' as const, nameOrId: 'Colour' };
    const start = canonicalState(listing({ filters: [distinct('Custom', 'Colour', ['Blue']), distinct('Custom', 'Size__c', ['M'])] }));
    expect(toggleValue(start, size, 'L').filters).toEqual([distinct('Custom', 'Colour', ['Blue']), distinct('Custom', 'Size__c', ['L', 'M'])]);
    expect(toggleValue(start, colour, 'Red').filters).toEqual([distinct('Custom', 'Colour', ['Blue', 'Red']), distinct('Custom', 'Size__c', ['M'])]);
    expect(toggleValue(start, size, 'M').filters).toEqual([distinct('Custom', 'Colour', ['Blue'])]);
  });

  it('[PX-06-003] a range facet is not a value facet: its values are never selected and toggling leaves it alone', () => {
    const start = listing({ filters: [range('Standard', 'UnitPrice', '1', '2')] });
    expect(isValueSelected(start, price, '1')).toBe(false);
    expect(toggleValue(start, price, '1').filters).toEqual([distinct('Standard', 'UnitPrice', ['1']), range('Standard', 'UnitPrice', '1', '2')]);
    expect(rangeOf(listing({ filters: [distinct('Standard', 'UnitPrice', ['1'])] }), price)).toBeUndefined();
  });

  it('[PX-06-003] a range is set, replaced and cleared per facet, leaving the others; back to page 1', () => {
    const start = canonicalState(listing({ filters: [distinct('Custom', 'Size__c', ['M']), range('Custom', 'Weight', '1', null)], page: 4 }));
    const set = setRange(start, price, '50', null);
    expect(set).toEqual(listing({ filters: [distinct('Custom', 'Size__c', ['M']), range('Custom', 'Weight', '1', null), range('Standard', 'UnitPrice', '50', null)], page: 1 }));
    expect(rangeOf(set, price)).toEqual(range('Standard', 'UnitPrice', '50', null));
    expect(setRange(set, price, '10', '20').filters).toEqual([distinct('Custom', 'Size__c', ['M']), range('Custom', 'Weight', '1', null), range('Standard', 'UnitPrice', '10', '20')]);
    expect(setRange(set, price, null, null).filters).toEqual(start.filters);
    expect(rangeOf(set, { attributeType: 'Custom', nameOrId: 'Weight' })).toEqual(range('Custom', 'Weight', '1', null));
  });

  it('[PX-06-003] clearing the filters or changing the sort goes back to page 1 and keeps the rest', () => {
    const start = canonicalState(listing({ term: 'eeg', filters: [distinct('Custom', 'Size__c', ['M'])], sortRuleId: 'NameAsc', page: 6 }));
    expect(clearFilters(start)).toEqual(listing({ term: 'eeg', sortRuleId: 'NameAsc' }));
    expect(setSort(start, 'PriceDesc')).toEqual({ ...start, sortRuleId: 'PriceDesc', page: 1 });
    expect(setSort(start, null)).toEqual({ ...start, sortRuleId: null, page: 1 });
  });

  it('[PX-06-003] a new term starts a new listing: no filters, page 1, the sort kept', () => {
    const start = canonicalState(listing({ term: 'eeg', filters: [distinct('Custom', 'Size__c', ['M'])], sortRuleId: 'NameAsc', page: 6 }));
    expect(setTerm(start, '  caps ')).toEqual(listing({ term: 'caps', sortRuleId: 'NameAsc' }));
  });

  it('[PX-06-001] two listings are the same when their addresses are', () => {
    expect(sameListing(listing({ term: ' eeg ', filters: [distinct('Custom', 'Size__c', ['M', 'L', 'M'])] }), listing({ term: 'eeg', filters: [distinct('Custom', 'Size__c', ['L', 'M'])] }))).toBe(true);
    expect(sameListing(listing({ term: 'eeg' }), listing({ term: 'eeg', page: 2 }))).toBe(false);
    expect(sameListing(listing({ term: 'eeg' }), listing({ term: 'eeg', sortRuleId: 'NameAsc' }))).toBe(false);
  });
});

describe('the search of a listing', () => {
  it('[CC-7-003][PX-06-005] the query carries the term, the category, the filters as refinements, the sort and the zero-based page, without prices', () => {
    const state = canonicalState(listing({ term: 'eeg', filters: [distinct('Custom', 'Size__c', ['M', 'L']), range('Standard', 'UnitPrice', '50', null)], sortRuleId: 'PriceAsc', page: 3 }));
    expect(listingQuery(state, '0ZG000000000111')).toEqual({
      searchTerm: 'eeg',
      categoryId: '0ZG000000000111',
      refinements: [
        { nameOrId: 'Size__c', type: 'DistinctValue', attributeType: 'Custom', values: ['L', 'M'] },
        { nameOrId: 'UnitPrice', type: 'Range', attributeType: 'Standard', min: '50', max: null },
      ],
      sortRuleId: 'PriceAsc',
      page: 2,
      pageSize: 20,
      includePrices: false,
      includeQuantityRule: true,
      fields: ['Name', 'StockKeepingUnit', 'QuantityUnitOfMeasure'],
      grouping: { groupingOption: 'VariationParent' },
    });
  });

  it('[CC-7-003][PX-06-005] empty parts are left out of the query; a page size can be given', () => {
    const query = listingQuery(EMPTY_LISTING, '', 7);
    expect(Object.keys(query).sort()).toEqual(['fields', 'grouping', 'includePrices', 'includeQuantityRule', 'page', 'pageSize']);
    expect(query.page).toBe(0);
    expect(query.pageSize).toBe(7);
    expect(Object.keys(listingQuery(EMPTY_LISTING)).sort()).toEqual(Object.keys(query).sort());
  });

  it('[PX-06-005][PX-06-006] the fields asked for are the ones a card reads: name, SKU and unit of measure', () => {
    expect([...LISTING_FIELDS].sort()).toEqual(['Name', 'QuantityUnitOfMeasure', 'StockKeepingUnit']);
    const card = toProductCard({ id: '01t000000000001', name: 'Cortexa', fields: Object.fromEntries(LISTING_FIELDS.map((field) => [field, { value: `${field} value` }])) });
    expect([card.sku, card.unitOfMeasure]).toEqual(['StockKeepingUnit value', 'QuantityUnitOfMeasure value']);
  });

  it('[PX-06-003] the sort choices are the store\'s sort rules, each with a label, the default (relevance) first', () => {
    const known = new Map(storeSortRules.map((rule) => [rule.sortRuleId, rule]));
    expect(SORT_RULES[0].sortRuleId).toBe(storeSortRules.find((rule) => rule.type === 'Relevancy')!.sortRuleId);
    expect(SORT_RULES.map((rule) => rule.sortRuleId)).toEqual(storeSortRules.map((rule) => rule.sortRuleId));
    for (const rule of SORT_RULES) {
      expect(known.has(rule.sortRuleId)).toBe(true);
      expect(rule.label.toLowerCase()).toBe(known.get(rule.sortRuleId)!.label.toLowerCase());
    }
  });
});

describe('product cards', () => {
  it('[PX-06-005][PX-06-006] a card reads the name, SKU, image, prices and unit of measure, linking to the product page', () => {
    const card = toProductCard(
      {
        id: '01t000000000001',
        name: 'Cortexa cup electrodes',
        productClass: 'Simple',
        defaultImage: { url: '/img/cortexa.svg', alternateText: 'Cortexa electrodes' },
        fields: { StockKeepingUnit: { value: 'KRM-NEU-EEG-1001' }, QuantityUnitOfMeasure: { value: 'Box' } },
        prices: { listPrice: '189.00', unitPrice: '172.00' },
      },
      'krm-neu-eeg-1001',
    );
    expect(card).toEqual({
      id: '01t000000000001',
      key: '01t000000000001',
      ariaLabel: 'Cortexa cup electrodes',
      name: 'Cortexa cup electrodes',
      sku: 'KRM-NEU-EEG-1001',
      href: '/product/01t000000000001',
      imageUrl: '/img/cortexa.svg',
      imageAlt: 'Cortexa electrodes',
      unitPrice: '172.00',
      listPrice: '189.00',
      unitOfMeasure: 'Box',
      isVariationParent: false,
      exactSkuMatch: true,
    });
  });

  it('[PX-06-005][PX-06-006] missing parts of a card are empty: no SKU, image, prices or unit; a variation parent is marked', () => {
    const card = toProductCard({ id: '01t000000000002', name: 'Cortexa cap', productClass: 'VariationParent', defaultImage: { url: null, alternateText: null }, fields: { StockKeepingUnit: {} }, prices: null });
    expect(card).toMatchObject({ sku: '', imageUrl: null, imageAlt: '', unitPrice: null, listPrice: null, unitOfMeasure: null, isVariationParent: true, exactSkuMatch: false });
    expect(toProductCard({ id: '01t000000000003', name: 'Bare' })).toMatchObject({ sku: '', imageUrl: null, imageAlt: '', unitPrice: null, listPrice: null, unitOfMeasure: null, isVariationParent: false });
    expect(toProductCard({ id: '01t000000000003', name: 'Bare', defaultImage: null, fields: {}, prices: {} })).toMatchObject({ imageUrl: null, imageAlt: '', unitPrice: null, listPrice: null });
  });

  it('[PX-06-006] without a SKU a card is never the exact match, even for a blank term', () => {
    expect(toProductCard({ id: '01t000000000003', name: 'Bare' }, '').exactSkuMatch).toBe(false);
    expect(toProductCard({ id: '01t000000000003', name: 'Bare' }, '   ').exactSkuMatch).toBe(false);
    expect(toProductCard({ id: '01t000000000003', name: 'Bare', fields: { StockKeepingUnit: { value: 'KRM-1' } } }, '   ').exactSkuMatch).toBe(false);
    expect(toProductCard({ id: '01t000000000003', name: 'Bare', fields: { StockKeepingUnit: { value: 'KRM-1' } } }).exactSkuMatch).toBe(false);
    expect(toProductCard({ id: '01t000000000003', name: 'Bare', fields: { StockKeepingUnit: { value: 'KRM-1' } } }, 'KRM-12').exactSkuMatch).toBe(false);
  });

  it('[PX-06-017] product and variation addresses encode their ids', () => {
    expect(productHref('01t/0 1?')).toBe('/product/01t%2F0%201%3F');
    expect(variationHref('01t000000000010', '01t00000000001&a')).toBe('/product/01t000000000010?variant=01t00000000001%26a');
  });

  it('[CC-7-016][PX-06-007] a card price is the unit price of a successful pricing line; the list price may be missing', () => {
    expect(
      cardPrices([
        { productId: 'a', unitPrice: '1.00', listPrice: '2.00', success: true },
        { productId: 'b', unitPrice: '3.00' },
        { productId: 'c', unitPrice: '4.00', listPrice: '5.00', success: false },
        { productId: 'd', unitPrice: '', listPrice: '5.00' },
        { productId: 'e', listPrice: '5.00' },
      ]),
    ).toEqual({ a: { listPrice: '2.00', unitPrice: '1.00' }, b: { listPrice: null, unitPrice: '3.00' } });
    expect(cardPrices([])).toEqual({});
  });

  it('[CC-7-016][PX-06-007] prices fill the cards they belong to and leave the others as they were', () => {
    const cards: ProductCard[] = [toProductCard({ id: 'a', name: 'A', prices: { unitPrice: '9.00', listPrice: '9.50' } }), toProductCard({ id: 'b', name: 'B' })];
    const priced = withCardPrices(cards, { b: { unitPrice: '1.00', listPrice: null } });
    expect(priced[0]).toBe(cards[0]);
    expect(priced[1]).toEqual({ ...cards[1], unitPrice: '1.00', listPrice: null });
    expect(stockedIds([...cards, toProductCard({ id: 'p', name: 'P', productClass: 'VariationParent' })])).toEqual(['a', 'b']);
  });
});

describe('facets', () => {
  const facet = (parts: Partial<SearchFacet> & Pick<SearchFacet, 'nameOrId'>): SearchFacet => ({ facetType: 'DistinctValue', values: [{ nameOrId: 'x', productCount: 1 }], ...parts });

  it('[PX-06-008] range bands read as "min-max", "min-" or "-max", decimals and negatives included; anything else is no band', () => {
    expect(parseRangeBand('50-100')).toEqual({ min: '50', max: '100' });
    expect(parseRangeBand(' 500- ')).toEqual({ min: '500', max: null });
    expect(parseRangeBand('-50')).toEqual({ min: null, max: '50' });
    expect(parseRangeBand('12.5-99.99')).toEqual({ min: '12.5', max: '99.99' });
    expect(parseRangeBand('-10--5')).toEqual({ min: '-10', max: '-5' });
    expect(parseRangeBand('-10-0')).toEqual({ min: '-10', max: '0' });
    expect(parseRangeBand('1000-2500')).toEqual({ min: '1000', max: '2500' });
    for (const bad of ['-', '', '50', 'a-b', '50-100x', 'x50-100', '5.-10', '.5-10', '5-10.', '50 - 100', '1-2-3', '50--', '5a-10', '5a5-10', '5-1a0']) expect(parseRangeBand(bad)).toBeUndefined();
  });

  it('[PX-06-008] facets come in display-rank order, unranked ones last in their answer order; facets without values are left out', () => {
    const models = facetModels(
      [
        facet({ nameOrId: 'Unranked1' }),
        facet({ nameOrId: 'Third', displayRank: 30 }),
        facet({ nameOrId: 'Empty', displayRank: 1, values: [] }),
        facet({ nameOrId: 'First', displayRank: 2 }),
        facet({ nameOrId: 'Unranked2' }),
        facet({ nameOrId: 'Second', displayRank: 10 }),
      ],
      EMPTY_LISTING,
    );
    expect(models.map((model) => model.nameOrId)).toEqual(['First', 'Second', 'Third', 'Unranked1', 'Unranked2']);
    expect(facetModels(undefined, EMPTY_LISTING)).toEqual([]);
  });

  it('[PX-06-008] a facet shows its label (else its name), each value with its label (else its name) and count; the attribute type defaults to Custom', () => {
    const [model] = facetModels(
      [facet({ nameOrId: 'Latex_Free__c', values: [{ nameOrId: 'Yes', displayName: 'Latex free', productCount: 12 }, { nameOrId: 'No', productCount: 3 }] })],
      toggleValue(EMPTY_LISTING, { attributeType: 'Custom', nameOrId: 'Latex_Free__c' }, 'No'),
    );
    expect(model).toEqual({
      id: expect.any(String),
      nameOrId: 'Latex_Free__c',
      attributeType: 'Custom',
      label: 'Latex_Free__c',
      type: 'DistinctValue',
      options: [
        { value: 'Yes', label: 'Latex free', count: 12, selected: false },
        { value: 'No', label: 'No', count: 3, selected: true },
      ],
      selectedCount: 1,
    });
    expect(facetModels([facet({ nameOrId: 'Size__c', displayName: 'Size', attributeType: 'ProductAttribute' })], EMPTY_LISTING)[0]).toMatchObject({ label: 'Size', attributeType: 'ProductAttribute', selectedCount: 0 });
  });

  it('[PX-06-008] selection follows the attribute type: a value of a same-named facet of another type is not selected', () => {
    const state = toggleValue(EMPTY_LISTING, { attributeType: 'ProductAttribute', nameOrId: 'Size__c' }, 'M');
    const models = facetModels(
      [facet({ nameOrId: 'Size__c', attributeType: 'Custom', values: [{ nameOrId: 'M', productCount: 2 }] }), facet({ nameOrId: 'Size__c', attributeType: 'ProductAttribute', values: [{ nameOrId: 'M', productCount: 2 }] })],
      state,
    );
    expect(models.map((model) => [model.attributeType, model.selectedCount])).toEqual([
      ['Custom', 0],
      ['ProductAttribute', 1],
    ]);
  });

  it('[PX-06-008] facet ids differ whenever kind, attribute type or name differ', () => {
    const models = facetModels(
      [
        facet({ nameOrId: 'Size', attributeType: 'Custom' }),
        facet({ nameOrId: 'Size', attributeType: 'Standard' }),
        facet({ nameOrId: 'Size', attributeType: 'Custom', facetType: 'Range', values: [{ nameOrId: '1-2', productCount: 1 }] }),
        facet({ nameOrId: 'Colour', attributeType: 'Custom' }),
      ],
      EMPTY_LISTING,
    );
    const ids = models.map((model) => model.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('[PX-06-008] a range facet offers its readable bands with their ends; only the band matching both ends of the listing range is selected', () => {
    const priceFacet: SearchFacet = {
      nameOrId: 'UnitPrice',
      attributeType: 'Standard',
      displayName: 'Price',
      facetType: 'Range',
      values: [
        { nameOrId: '0-50', displayName: 'Up to 50', productCount: 12 },
        { nameOrId: 'cheap', productCount: 1 },
        { nameOrId: '50-100', productCount: 7 },
        { nameOrId: '100-', productCount: 3 },
      ],
    };
    const options = (state: ListingState) => facetModels([priceFacet], state)[0]!.options;
    expect(options(EMPTY_LISTING)).toEqual([
      { value: '0-50', label: 'Up to 50', count: 12, selected: false, min: '0', max: '50' },
      { value: '50-100', label: '50-100', count: 7, selected: false, min: '50', max: '100' },
      { value: '100-', label: '100-', count: 3, selected: false, min: '100', max: null },
    ]);
    expect(options(setRange(EMPTY_LISTING, price, '50', '100')).map((option) => option.selected)).toEqual([false, true, false]);
    expect(options(setRange(EMPTY_LISTING, price, '50', null)).map((option) => option.selected)).toEqual([false, false, false]);
    expect(options(setRange(EMPTY_LISTING, price, '0', '100')).map((option) => option.selected)).toEqual([false, false, false]);
    expect(options(setRange(EMPTY_LISTING, price, '100', null)).map((option) => option.selected)).toEqual([false, false, true]);
    expect(facetModels([priceFacet], setRange(EMPTY_LISTING, price, '100', null))[0]!.selectedCount).toBe(1);
    expect(options(setRange(EMPTY_LISTING, { attributeType: 'Custom', nameOrId: 'UnitPrice' }, '50', '100')).map((option) => option.selected)).toEqual([false, false, false]);
    expect(facetModels([{ ...priceFacet, values: [{ nameOrId: 'cheap', productCount: 1 }] }], EMPTY_LISTING)).toEqual([]);
  });
});

describe('pages of a result', () => {
  it('[PX-06-002][PX-06-008] the page count covers the total, at 20 a page by default', () => {
    expect(pageCount(1)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(312)).toBe(16);
    expect(pageCount(312, 50)).toBe(7);
    expect(pageCount(5, 1)).toBe(5);
  });

  it('[PX-06-002] the page count stops at the last page the platform serves, (page − 1) × size ≤ 5000, and at the last page an address holds', () => {
    expect(pageCount(1_000_000)).toBe(MAX_PAGE);
    expect(pageCount(1_000_000, 50)).toBe(101);
    expect(pageCount(5050, 50)).toBe(101);
    expect(pageCount(5100, 100)).toBe(51);
    expect(pageCount(1_000_000, 10)).toBe(MAX_PAGE);
    expect(pageCount(1_000_000, 5001)).toBe(1);
  });

  it('[PX-06-008] no total, an unreadable total or no page size is no pages', () => {
    for (const total of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(pageCount(total)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(10, -5)).toBe(0);
  });

  it('[PX-06-005] page links: the first, the last and the pages next to the current one, with a gap where two or more pages are left out', () => {
    const shown = (current: number, count: number, around?: number) =>
      pageLinks(current, count, around).map((link) => {
        if (link.kind === 'gap') return '…';
        expect(link.kind).toBe('page');
        return link.current ? `[${link.page}]` : String(link.page);
      });
    expect(shown(5, 10)).toEqual(['1', '…', '4', '[5]', '6', '…', '10']);
    expect(shown(1, 10)).toEqual(['[1]', '2', '…', '10']);
    expect(shown(10, 10)).toEqual(['1', '…', '9', '[10]']);
    expect(shown(4, 10)).toEqual(['1', '2', '3', '[4]', '5', '…', '10']);
    expect(shown(7, 10)).toEqual(['1', '…', '6', '[7]', '8', '9', '10']);
    expect(shown(3, 5, 0)).toEqual(['1', '2', '[3]', '4', '5']);
    expect(shown(5, 10, 2)).toEqual(['1', '2', '3', '4', '[5]', '6', '7', '…', '10']);
    expect(shown(1, 1)).toEqual(['[1]']);
    expect(shown(2, 2)).toEqual(['1', '[2]']);
    expect(shown(1, 0)).toEqual([]);
    expect(shown(1, -1)).toEqual([]);
  });

  it('[PX-06-005] each gap has its own key', () => {
    const gaps = pageLinks(50, 100).flatMap((link) => (link.kind === 'gap' ? [link.key] : []));
    expect(gaps).toHaveLength(2);
    expect(new Set(gaps).size).toBe(2);
  });

  it('[PX-06-008] the range shown is from the first to the last item of the page, of the total; none shown is 0–0', () => {
    expect(resultRange(2, 20, 312)).toEqual({ from: 21, to: 40, total: 312 });
    expect(resultRange(16, 12, 312)).toEqual({ from: 301, to: 312, total: 312 });
    expect(resultRange(3, 10, 45, 10)).toEqual({ from: 21, to: 30, total: 45 });
    expect(resultRange(1, 1, 1)).toEqual({ from: 1, to: 1, total: 1 });
    expect(resultRange(4, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
