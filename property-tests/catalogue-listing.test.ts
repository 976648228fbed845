// Listing derivations (query, cards, facets, pages) and the listing machine's load, append and
// replace behaviour against a fake catalogue.
import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import { availabilityByProduct } from '../machines/catalogue/availability.ts';
import { loadListingAvailability, loadListingPrices, searchListing, type ListingApis } from '../machines/catalogue/listing-loader.ts';
import { keptPlaces, listingMachine, listingStatus, type ListingEmitted } from '../machines/catalogue/listing.machine.ts';
import {
  facetModels,
  listingQuery,
  pageCount,
  pageLinks,
  parseRangeBand,
  resultRange,
  toProductCard,
  type SearchAnswer,
  type SearchFacet,
} from '../machines/catalogue/search-results.ts';
import { EMPTY_LISTING, LISTING_PAGE_SIZE, MAX_PAGE, canonicalState, decodeListing, setRange, toggleValue, type ListingState } from '../machines/catalogue/url-state.ts';

describe('listing derivations', () => {
  it('[CC-7-003][CC-7-005][PX-06-005] a listing query asks without prices (the GET search), with quantity rules and grouping, zero-based page, and only non-empty parts', () => {
    fc.assert(
      fc.property(fc.webQueryParameters(), fc.option(fc.constantFrom('0ZG000000000111', '0ZG000000000002'), { nil: undefined }), (query, categoryId) => {
        const state = decodeListing(query);
        const built = listingQuery(state, categoryId);
        expect(built.includePrices).toBe(false);
        expect(built.includeQuantityRule).toBe(true);
        expect(built.grouping).toEqual({ groupingOption: 'VariationParent' });
        expect(built.page).toBe(state.page - 1);
        expect(built.pageSize).toBe(LISTING_PAGE_SIZE);
        expect(built.page * built.pageSize).toBeLessThanOrEqual(5000);
        expect('searchTerm' in built).toBe(state.term !== '');
        expect(built.categoryId).toBe(categoryId);
        expect(built.refinements?.length ?? 0).toBe(state.filters.length);
        expect('sortRuleId' in built).toBe(state.sortRuleId !== null);
      }),
    );
  });

  it('[PX-06-005] page links always show the first, last and current page, in order, with gaps only where pages are left out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (count, pick) => {
        const current = ((pick - 1) % count) + 1;
        const links = pageLinks(current, count);
        const pages = links.flatMap((link) => (link.kind === 'page' ? [link.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages).toContain(current);
        expect(links.filter((link) => link.kind === 'page' && link.current).map((link) => (link.kind === 'page' ? link.page : 0))).toEqual([current]);
        links.forEach((link, index) => {
          if (link.kind !== 'gap') return;
          const before = links[index - 1];
          const after = links[index + 1];
          expect(before?.kind === 'page' && after?.kind === 'page' && after.page - before.page > 2).toBe(true);
        });
        for (let i = 1; i < pages.length; i += 1) expect(pages[i]!).toBeGreaterThan(pages[i - 1]!);
        expect(links.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('[PX-06-002][PX-06-008] page count covers the total but never beyond page × size ≤ 5000; the range counts what is shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 200 }), (total, first) => {
        const count = pageCount(total);
        expect(count).toBe(Math.min(Math.ceil(total / LISTING_PAGE_SIZE), Math.floor(5000 / LISTING_PAGE_SIZE) + 1));
        const shown = Math.min(LISTING_PAGE_SIZE, total);
        const range = resultRange(first, shown, total);
        if (shown > 0) {
          expect(range.from).toBe((first - 1) * LISTING_PAGE_SIZE + 1);
          expect(range.to - range.from + 1).toBe(shown);
        } else expect(range).toEqual({ from: 0, to: 0, total });
      }),
    );
  });

  it('[PX-06-002] the page count is the fewest pages that cover the total, stopping at the last page the platform serves ((page − 1) × size ≤ 5000) and an address holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.oneof(fc.constant(LISTING_PAGE_SIZE), fc.integer({ min: 1, max: 600 })), (total, size) => {
        const count = pageCount(total, size);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(MAX_PAGE);
        expect((count - 1) * size).toBeLessThanOrEqual(5000);
        expect((count - 1) * size).toBeLessThan(total);
        expect(count * size >= total || count * size > 5000 || count === MAX_PAGE).toBe(true);
      }),
    );
  });

  it('[PX-06-008] a band written as "min-max", "min-" or "-max" with decimal ends reads back as its ends', () => {
    const end = fc.oneof(
      fc.constant(null),
      fc.integer({ min: -100_000, max: 100_000 }).map(String),
      fc.tuple(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 0, max: 99 })).map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`),
    );
    fc.assert(
      fc.property(end, end, (min, max) => {
        const band = parseRangeBand(`${min ?? ''}-${max ?? ''}`);
        if (min === null && max === null) expect(band).toBeUndefined();
        else expect(band).toEqual({ min, max });
      }),
    );
  });

  it('[PX-06-006] a card is the exact SKU match only when the term equals its SKU ignoring case and spaces around', () => {
    fc.assert(
      fc.property(fc.constantFrom('KRM-NEU-EEG-1001', 'KRM-SEN-TYM-3001'), fc.constantFrom('KRM-NEU-EEG-1001', ' krm-neu-eeg-1001 ', 'eeg', ''), (sku, term) => {
        const card = toProductCard({ id: '01t000000000001', name: 'Cortexa', fields: { StockKeepingUnit: { value: sku } } }, term);
        expect(card.exactSkuMatch).toBe(term.trim() !== '' && term.trim().toLowerCase() === sku.toLowerCase());
        expect(card.href).toBe('/product/01t000000000001');
      }),
    );
  });

  it('[PX-06-008] facets keep display-rank order, every value with its count, selection following the listing', () => {
    const facetArb: fc.Arbitrary<SearchFacet> = fc.record({
      nameOrId: fc.constantFrom('Latex_Free__c', 'Regulatory_Class__c', 'Size__c'),
      attributeType: fc.constantFrom('Custom' as const, 'ProductAttribute' as const),
      displayName: fc.string({ minLength: 1, maxLength: 6 }),
      displayRank: fc.integer({ min: 1, max: 20 }),
      facetType: fc.constant('DistinctValue' as const),
      values: fc.uniqueArray(fc.record({ nameOrId: fc.constantFrom('Yes', 'No', 'Class I', 'Class II'), productCount: fc.nat(500) }), { selector: (v) => v.nameOrId, maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(facetArb, { selector: (f) => f.nameOrId, maxLength: 3 }), fc.constantFrom('Yes', 'Class II'), (facets, pick) => {
        const first = facets.find((facet) => facet.values.length > 0);
        const state = first ? toggleValue(EMPTY_LISTING, { attributeType: first.attributeType!, nameOrId: first.nameOrId }, pick) : EMPTY_LISTING;
        const models = facetModels(facets, state);
        const ranks = models.map((model) => facets.find((facet) => facet.nameOrId === model.nameOrId)!.displayRank!);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const model of models) {
          const facet = facets.find((f) => f.nameOrId === model.nameOrId)!;
          expect(model.options.map((option) => [option.value, option.count])).toEqual(facet.values.map((value) => [value.nameOrId, value.productCount]));
          for (const option of model.options) expect(option.selected).toBe(facet === first && option.value === pick);
          expect(model.selectedCount).toBe(model.options.filter((option) => option.selected).length);
        }
      }),
    );
  });

  it('[PX-06-008] range facets offer their bands; a band is selected when the listing holds exactly its ends', () => {
    const facet: SearchFacet = {
      nameOrId: 'UnitPrice',
      attributeType: 'Standard',
      displayName: 'Price',
      facetType: 'Range',
      values: [
        { nameOrId: '0-50', displayName: '0–50', productCount: 12 },
        { nameOrId: '500-', displayName: '500+', productCount: 3 },
      ],
    };
    expect(parseRangeBand('500-')).toEqual({ min: '500', max: null });
    const state = setRange(EMPTY_LISTING, { attributeType: 'Standard', nameOrId: 'UnitPrice' }, '500', null);
    expect(facetModels([facet], state)[0]!.options.map((option) => option.selected)).toEqual([false, true]);
  });
});

function answerFor(total: number, page: number, ids: (index: number) => string = (index) => `01t${String(index).padStart(12, '0')}`): SearchAnswer {
  const from = page * LISTING_PAGE_SIZE;
  const products = Array.from({ length: Math.max(0, Math.min(LISTING_PAGE_SIZE, total - from)) }, (_, index) => ({ id: ids(from + index), name: `Product ${from + index}` }));
  return { facets: [], productsPage: { pageSize: LISTING_PAGE_SIZE, total, products } };
}

function listingActor(total: number, state: ListingState, fail = false, reads: { prices?: (ids: string[]) => Promise<Record<string, { unitPrice: string; listPrice: string | null }>> } = {}) {
  const requests: ListingState[] = [];
  const priced: string[][] = [];
  const actor = createActor(
    listingMachine.provide({
      actors: {
        search: fromPromise<SearchAnswer, { state: ListingState }>(async ({ input }) => {
          requests.push(input.state);
          if (fail) throw new Error('down');
          return answerFor(total, input.state.page - 1);
        }),
        loadPrices: fromPromise(async ({ input }: { input: { productIds: string[] } }) => {
          priced.push(input.productIds);
          return reads.prices ? reads.prices(input.productIds) : {};
        }),
        loadAvailability: fromPromise(async () => ({})),
      },
    }),
    { input: { state } },
  );
  return { actor, requests, priced };
}

describe('listing machine', () => {
  it('[CC-4-022][CC-4-023][PX-06-004] show more appends unique items, focuses the first new one and moves the page; a page link replaces', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 130 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 5 }), async (total, startPage, mores) => {
        const { actor } = listingActor(total, { ...EMPTY_LISTING, term: 'eeg', page: startPage });
        const appended: ListingState[] = [];
        actor.on('page.appended', (event) => appended.push(event.state));
        actor.start();
        await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
        const pages = pageCount(total);
        let expectedPage = startPage;
        for (let i = 0; i < mores; i += 1) {
          const before = actor.getSnapshot().context.items.length;
          actor.send({ type: 'showMore' });
          await waitFor(actor, (snapshot) => listingStatus(snapshot) !== 'loadingMore');
          const context = actor.getSnapshot().context;
          if (expectedPage < pages) {
            expectedPage += 1;
            expect(context.focusItemId).toBe(context.items[before]?.id ?? null);
            expect(appended.at(-1)?.page).toBe(expectedPage);
          } else expect(context.items.length).toBe(before);
          const ids = context.items.map((item) => item.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(context.state.page).toBe(expectedPage);
        }
        const shownFrom = (startPage - 1) * LISTING_PAGE_SIZE;
        expect(actor.getSnapshot().context.items.length).toBe(Math.max(0, Math.min(total, expectedPage * LISTING_PAGE_SIZE) - shownFrom));
        actor.send({ type: 'listing.changed', state: { ...EMPTY_LISTING, term: 'eeg', page: 1 } });
        await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
        expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual(answerFor(total, 0).productsPage.products.map((product) => product.id));
        expect(actor.getSnapshot().context.focusItemId).toBeNull();
        actor.stop();
      }),
    );
  });

  it('[PX-06-004] the address catching up with an appended page does not reload', async () => {
    const { actor, requests } = listingActor(100, { ...EMPTY_LISTING, term: 'eeg' });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'showMore' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'listing.changed', state: canonicalState({ ...EMPTY_LISTING, term: 'eeg', page: 2 }) });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('[PX-06-008] an empty answer is the empty state; a failure is the error state and retry loads again', async () => {
    const empty = listingActor(0, { ...EMPTY_LISTING, term: 'zzz' });
    empty.actor.start();
    await waitFor(empty.actor, (snapshot) => snapshot.matches('empty'));
    const failing = listingActor(10, { ...EMPTY_LISTING, term: 'eeg' }, true);
    failing.actor.start();
    await waitFor(failing.actor, (snapshot) => snapshot.matches('failed'));
    failing.actor.send({ type: 'retry' });
    await waitFor(failing.actor, (snapshot) => snapshot.matches('failed') && failing.requests.length === 2);
  });

  it('[PX-06-005][PX-06-007][CC-7-016] prices of the whole page come from the pricing collection; availability is read for its products but not variation parents; failed reads keep the results', async () => {
    const answer: SearchAnswer = {
      productsPage: {
        pageSize: 20,
        total: 2,
        products: [
          { id: '01t000000000001', name: 'Cortexa electrodes' },
          { id: '01t000000000002', name: 'Cortexa cap', productClass: 'VariationParent' },
        ],
      },
    };
    const asked: string[][] = [];
    const priced: string[][] = [];
    const apis: ListingApis = {
      search: async () => answer,
      inventoryLevels: async (ids) => (asked.push(ids), { inventoryLevels: [{ productId: '01t000000000001', availableToOrder: '1240' }] }),
      productPrices: async (ids) => (priced.push(ids), { pricingLineItemResults: [{ productId: '01t000000000001', listPrice: '189.00', unitPrice: '172.00', success: true }, { productId: '01t000000000002', success: false }] }),
    };
    const machine = listingMachine.provide({
      actors: {
        search: fromPromise(({ input }) => searchListing(apis, input)),
        loadPrices: fromPromise(({ input }) => loadListingPrices(apis, input.productIds)),
        loadAvailability: fromPromise(({ input }) => loadListingAvailability(apis, input.productIds)),
      },
    });
    const listing = createActor(machine, { input: { state: { ...EMPTY_LISTING, term: 'cortexa' } } }).start();
    await waitFor(listing, (snapshot) => snapshot.matches({ shown: { prices: 'settled', availability: 'settled' } }));
    expect(asked).toEqual([['01t000000000001']]);
    expect(priced).toEqual([['01t000000000001', '01t000000000002']]);
    expect(listing.getSnapshot().context.items.map((item) => [item.unitPrice, item.listPrice])).toEqual([
      ['172.00', '189.00'],
      [null, null],
    ]);
    expect(listing.getSnapshot().context.availability).toEqual(availabilityByProduct([{ productId: '01t000000000001', availableToOrder: '1240' }]));
    listing.stop();
    const down = async () => Promise.reject(new Error('500'));
    expect(await loadListingPrices({ ...apis, productPrices: down }, ['01t000000000001'])).toEqual({});
    expect(await loadListingAvailability({ ...apis, inventoryLevels: down }, ['01t000000000001'])).toEqual({});
  });

  it('[PX-06-043][PX-06-007] the cards show as soon as the search answers, with their prices and availability pending; prices fill in as they answer and the search analytics wait for them', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { actor, priced } = listingActor(3, { ...EMPTY_LISTING, term: 'eeg' }, false, {
      prices: async (ids) => (await held, Object.fromEntries(ids.slice(0, 2).map((id) => [id, { unitPrice: '10.00', listPrice: null }]))),
    });
    const emitted: ListingEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (snapshot) => listingStatus(snapshot) === 'shown');
    const ids = answerFor(3, 0).productsPage.products.map((product) => product.id);
    expect(actor.getSnapshot().context.items.map((item) => [item.id, item.unitPrice])).toEqual(ids.map((id) => [id, null]));
    expect(actor.getSnapshot().context.pending.prices).toEqual(ids);
    expect(emitted.map((event) => event.type)).toEqual(['results.listed']);
    release();
    await waitFor(actor, (snapshot) => snapshot.context.pending.prices.length === 0);
    expect(actor.getSnapshot().context.items.map((item) => item.unitPrice)).toEqual(['10.00', '10.00', null]);
    expect(emitted.map((event) => event.type)).toEqual(['results.listed', 'results.shown']);
    expect((emitted[1] as Extract<ListingEmitted, { type: 'results.shown' }>).items.map((item) => item.unitPrice)).toEqual(['10.00', '10.00', null]);
    expect(priced).toEqual([ids]);
    expect(keptPlaces({ prices: ['a'], availability: ['a'] }, false)).toEqual({ prices: ['a'], availability: [] });
    expect(keptPlaces({ prices: ['a'], availability: ['a'] }, true)).toEqual({ prices: ['a'], availability: ['a'] });
    actor.stop();
  });

  it('[PX-06-043][CC-4-022] cards appended by show more wait for their own prices; a read under way is read again for every card still waiting; analytics are sent once', async () => {
    const gates: Array<() => void> = [];
    const { actor, priced } = listingActor(30, { ...EMPTY_LISTING, term: 'eeg' }, false, {
      prices: async (ids) => (await new Promise<void>((resolve) => gates.push(resolve)), Object.fromEntries(ids.map((id) => [id, { unitPrice: '5.00', listPrice: null }]))),
    });
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    actor.start();
    await waitFor(actor, (snapshot) => listingStatus(snapshot) === 'shown');
    actor.send({ type: 'showMore' });
    await waitFor(actor, (snapshot) => snapshot.context.items.length === 30 && listingStatus(snapshot) === 'shown');
    expect(actor.getSnapshot().context.pending.prices).toHaveLength(30);
    await waitFor(actor, () => priced.length === 2);
    expect(priced[1]).toHaveLength(30);
    gates.forEach((open) => open());
    await waitFor(actor, (snapshot) => snapshot.context.pending.prices.length === 0);
    expect(actor.getSnapshot().context.items.every((item) => item.unitPrice === '5.00')).toBe(true);
    expect(emitted.filter((type) => type === 'results.shown')).toHaveLength(1);
    actor.stop();
  });
});
