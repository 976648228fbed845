import { decodeRefinements } from '../../../machines/api/request-rules.ts';
import { BUYER, STORE, fakeStore, rejection } from './harness.ts';

const REFINEMENTS = [
  { nameOrId: 'Brand__c', type: 'DistinctValue' as const, attributeType: 'Custom' as const, values: ['Cortexa'] },
];

describe('product search', () => {
  it('[CC-7-003] GETs /search/products with the non-empty fields and refinements as base64url JSON', async () => {
    const store = fakeStore(BUYER);
    await store.api.search.search({
      searchTerm: 'electrode',
      categoryId: '0ZG000000000111',
      refinements: REFINEMENTS,
      grouping: { groupingOption: 'VariationParent' },
      page: 0,
      pageSize: 20,
      sortRuleId: '',
      fields: [],
    });
    expect(store.last).toMatchObject({ method: 'GET', path: `${STORE}/search/products` });
    const { refinements, ...rest } = store.last.query;
    expect(rest).toEqual({
      searchTerm: 'electrode',
      categoryId: '0ZG000000000111',
      grouping: 'VariationParent',
      page: '0',
      pageSize: '20',
      effectiveAccountId: '001000000000001',
    });
    expect(refinements).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeRefinements(refinements!)).toEqual(REFINEMENTS);
  });

  it('[CC-7-004][CC-7-005] POSTs /search/product-search with the query as body when includePrices is true', async () => {
    const store = fakeStore(BUYER);
    const query = { searchTerm: 'electrode', includePrices: true, refinements: REFINEMENTS, pageSize: 20 };
    const results = await store.api.search.search(query);
    expect(store.last).toMatchObject({ method: 'POST', path: `${STORE}/search/product-search`, query: { effectiveAccountId: '001000000000001' } });
    expect(store.last.body).toEqual(query);
    expect(results.productsPage).toBeDefined();
  });

  it('[CC-7-005] keeps the GET search when includePrices is false', async () => {
    const store = fakeStore(BUYER);
    await store.api.search.search({ categoryId: '0ZG000000000111', includePrices: false });
    expect(store.last.method).toBe('GET');
    expect(store.last.query).toEqual({ categoryId: '0ZG000000000111', includePrices: 'false', effectiveAccountId: '001000000000001' });
  });

  it.each([[null], ['electrode'], [['electrode']], [new Map([['searchTerm', 'eeg']])]])(
    '[CC-5-005][PX-02-004][CC-8-003] rejects a search query %j that is not a plain object before any request',
    async (query) => {
      const store = fakeStore(BUYER);
      const error = await rejection(() => store.api.search.search(query as never));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe("The 'searchQuery' option must be a plain object.");
      expect(store.requests).toHaveLength(0);
    },
  );

  it.each([[{}], [{ searchTerm: '' }], [{ searchTerm: '  ', categoryId: '' }], [{ pageSize: 20, includePrices: true }]])(
    '[CC-5-006][PX-02-004][CC-8-003] rejects %j without categoryId or searchTerm before any request',
    async (query) => {
      const store = fakeStore(BUYER);
      const error = await rejection(() => store.api.search.search(query));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe("The 'searchQuery' option needs a 'categoryId' or a 'searchTerm'.");
      expect(store.requests).toHaveLength(0);
    },
  );
});

describe('search suggestions', () => {
  it('[CC-7-022][CC-7-023][CC-7-024] GETs /search/suggestions with includeSuggestedProducts false and includeSuggestedTerms true by default', async () => {
    const store = fakeStore(BUYER);
    await store.api.search.suggestions({ searchTerm: 'eeg', popularProductsCategoryId: '0ZG000000000001' });
    expect(store.last.path).toBe(`${STORE}/search/suggestions`);
    expect(store.last.query).toEqual({
      searchTerm: 'eeg',
      includeSuggestedProducts: 'false',
      includeSuggestedTerms: 'true',
      popularProductsCategoryId: '0ZG000000000001',
      effectiveAccountId: '001000000000001',
    });
  });

  it('[CC-7-022] passes the caller choices over the defaults', async () => {
    const store = fakeStore(BUYER);
    await store.api.search.suggestions({ searchTerm: 'tymp', includeSuggestedProducts: true, includeSuggestedTerms: false, maxResults: 5 });
    expect(store.last.query).toMatchObject({ includeSuggestedProducts: 'true', includeSuggestedTerms: 'false', maxResults: '5' });
  });

  it('[CC-5-007] accepts an empty (non-null) search term', async () => {
    const store = fakeStore(BUYER);
    await store.api.search.suggestions({ searchTerm: '' });
    expect(store.requests).toHaveLength(1);
    expect(store.last.url.searchParams.get('searchTerm')).toBe('');
  });

  it.each([[null], [undefined], [7]])('[CC-5-007][CC-8-003][CC-8-006] rejects searchTerm %j with the exact TypeError and no request', async (searchTerm) => {
    const store = fakeStore(BUYER);
    const error = await rejection(() => store.api.search.suggestions({ searchTerm: searchTerm as unknown as string }));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe("A non-null 'searchTerm' option is required to successfully be able to execute this request.");
    expect(store.requests).toHaveLength(0);
  });
});
