// Activity payload checks and the analytics interaction payloads and adapter.
import fc from 'fast-check';
import {
  activityKey,
  activityProduct,
  categoryActivity,
  clickSearchActivity,
  productActivity,
  recommendationActivity,
  searchSuggestionActivity,
  viewSearchActivity,
  type ActivityName,
} from '../machines/activity/activity-payloads.ts';
import { EMPTY_LISTING } from '../machines/catalogue/url-state.ts';
import { SEARCH_CORRELATION_ID_KEY, currentSearchCorrelation, dispatchInteraction, startSearchCorrelation } from '../src/analytics/dispatch.ts';
import {
  EXPERIENCE_INTERACTION,
  analyticsCartItem,
  cartAddInteraction,
  catalogObject,
  catalogObjectClickInteraction,
  catalogObjectViewStartInteraction,
  categorySearchInteraction,
  searchInteraction,
  searchSuggestionInteraction,
  wishListAddInteraction,
} from '../src/analytics/payloads.ts';

// The contract's ActivityName values (CC-7-035), for the properties to draw from.
const ACTIVITY_NAMES: readonly ActivityName[] = [
  'clickSearchSuggestion',
  'viewSearchSuggestion',
  'viewSearch',
  'viewCategory',
  'clickCategory',
  'clickSearch',
  'addToCart',
  'viewProduct',
  'clickReco',
  'viewReco',
];

const blankable = fc.oneof(fc.constantFrom('', '  ', '\t'), fc.string({ maxLength: 8 }));
const productArb = fc.record({ id: blankable, sku: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }) });

describe('activity payload properties', () => {
  it('[CC-5-021] click-search needs a non-empty term and a product id', () => {
    fc.assert(
      fc.property(blankable, productArb, (term, product) => {
        const activity = clickSearchActivity(term, product);
        expect(activity !== null).toBe(term.trim() !== '' && product.id.trim() !== '');
        if (activity) expect(activity).toEqual({ name: 'clickSearch', body: { searchText: term.trim(), products: [product] } });
      }),
    );
  });

  it('[CC-5-022][CC-7-037] view-search needs a term and a product, and carries sort rule and correlation id', () => {
    fc.assert(
      fc.property(blankable, fc.array(productArb, { maxLength: 3 }), fc.option(fc.string({ minLength: 1 }), { nil: null }), fc.option(fc.uuid(), { nil: null }), (term, products, sortRuleId, correlationId) => {
        const activity = viewSearchActivity({ searchText: term, products, sortRuleId, correlationId });
        const usable = products.filter((product) => product.id.trim() !== '');
        expect(activity !== null).toBe(term.trim() !== '' && usable.length > 0);
        if (!activity) return;
        expect(activity.body.products).toEqual(usable);
        expect(activity.body.correlationId ?? null).toBe(correlationId);
        if (sortRuleId !== null && sortRuleId.trim() !== '') expect(activity.body.sortRuleId).toBe(sortRuleId);
      }),
    );
  });

  it('[CC-5-023] cart and product view activities need a product id', () => {
    fc.assert(
      fc.property(fc.constantFrom('addToCart' as const, 'viewProduct' as const), productArb, (name, product) => {
        expect(productActivity(name, product) !== null).toBe(product.id.trim() !== '');
      }),
    );
  });

  it('[CC-5-024] recommendation events need name, uuid and products', () => {
    fc.assert(
      fc.property(fc.constantFrom('viewReco' as const, 'clickReco' as const), blankable, blankable, fc.array(productArb, { maxLength: 2 }), (name, recommenderName, uuid, products) => {
        const activity = recommendationActivity(name, { recommenderName, uuid, products });
        expect(activity !== null).toBe(recommenderName.trim() !== '' && uuid.trim() !== '' && products.some((p) => p.id.trim() !== ''));
      }),
    );
  });

  it('[CC-7-036] suggestion activities carry the search text and the suggestion values', () => {
    fc.assert(
      fc.property(blankable, fc.array(blankable, { maxLength: 3 }), (term, values) => {
        const activity = searchSuggestionActivity('viewSearchSuggestion', term, values);
        const kept = values.filter((value) => value.trim() !== '');
        expect(activity !== null).toBe(term.trim() !== '' && kept.length > 0);
        if (activity) expect(activity.body.suggestions).toEqual(kept);
      }),
    );
    expect(categoryActivity('viewCategory', '')).toBeNull();
  });

  it('[CC-3-006][CC-3-007] a tracked product has id, sku from StockKeepingUnit, unit and list price', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.option(fc.string({ minLength: 1 }), { nil: undefined }), fc.option(fc.constantFrom('172.00', '58.50'), { nil: null }), (id, sku, price) => {
        const product = activityProduct({ id, fields: { StockKeepingUnit: sku === undefined ? undefined : { value: sku } }, unitPrice: price, listPrice: price });
        expect(product.id).toBe(id);
        expect(product.sku).toBe(sku !== undefined && sku.trim() !== '' ? sku : undefined);
        expect(product.unitPrice).toBe(price ?? undefined);
      }),
    );
  });

  it('[CC-7-033] the de-duplication key ignores key order but not values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('searchText', 'categoryId', 'sortRuleId', 'correlationId'), fc.string()), fc.constantFrom(...ACTIVITY_NAMES), (body, name) => {
        const reversed = Object.fromEntries(Object.entries(body).reverse());
        expect(activityKey({ name, body })).toBe(activityKey({ name, body: reversed }));
        expect(activityKey({ name, body: { ...body, uuid: 'x' } })).not.toBe(activityKey({ name, body: { ...body, uuid: 'y' } }));
      }),
    );
  });
});

describe('analytics interaction properties', () => {
  it('[CC-7-038][CC-7-042][CC-7-043][CC-7-044][CC-7-039][PX-06-022] each builder names its event and the adapter dispatches experience_interaction with { name, payload }', () => {
    const product = catalogObject({ id: '01t000000000001', sku: 'KRM-NEU-EEG-1001', name: 'Cortexa', unitPrice: '172.00' });
    const interactions = [
      searchInteraction({ state: { ...EMPTY_LISTING, term: 'eeg' }, total: 3, correlationId: 'c', products: [product] }),
      categorySearchInteraction({ categoryId: '0ZG000000000111', state: EMPTY_LISTING, total: 1, products: [product] }),
      searchSuggestionInteraction('cor', { value: 'cortexa', category: 'query-suggestion' }),
      catalogObjectClickInteraction(product, { position: 1, searchTerm: 'eeg' }),
      catalogObjectViewStartInteraction(product),
      cartAddInteraction(analyticsCartItem({ productId: '01t000000000001', quantity: 10 })),
      wishListAddInteraction({ productId: '01t000000000001' }),
    ];
    expect(interactions.map((interaction) => interaction.name)).toEqual([
      'search',
      'category-search',
      'search-suggestion',
      'catalog-object-click',
      'catalog-object-view-start',
      'cart-add',
      'wish-list-add',
    ]);
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(EXPERIENCE_INTERACTION, (event) => seen.push((event as CustomEvent).detail));
    for (const interaction of interactions) dispatchInteraction(interaction, target);
    expect(seen).toEqual(interactions.map(({ name, payload }) => ({ name, payload })));
    expect(dispatchInteraction(null, target)).toBe(false);
  });

  it('[CC-3-030][PX-06-022] the cart-add line keeps the answered cart item fields, the request filling product and quantity', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            cartItemId: fc.constant('0a9000000000001'),
            productId: fc.constant('01t000000000005'),
            quantity: fc.constantFrom('4.0', '2'),
            listPrice: fc.constantFrom('64.00', null),
            name: fc.string(),
            unitAdjustedPrice: fc.constant('58.50'),
            unitAdjustedPriceWithItemAdj: fc.constant('58.50'),
            totalPrice: fc.constant('234.00'),
            productSellingModelId: fc.constantFrom('0jP000000000001', null),
            subscriptionTerm: fc.constantFrom(12, null),
          },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 1, max: 99 }),
        (answered, quantity) => {
          const item = analyticsCartItem({ productId: '01t000000000001', quantity }, answered);
          expect(item.productId).toBe(answered.productId ?? '01t000000000001');
          expect(item.quantity).toBe(answered.quantity ?? String(quantity));
          for (const [field, value] of Object.entries(answered)) if (value !== null) expect((item as unknown as Record<string, unknown>)[field]).toEqual(value);
          for (const [field, value] of Object.entries(item)) expect(value).not.toBeNull();
        },
      ),
    );
  });

  it('[CC-7-046] a search starts a correlation id kept in local storage', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(startSearchCorrelation(storage, () => id)).toBe(id);
        expect(values.get(SEARCH_CORRELATION_ID_KEY)).toBe(id);
        expect(currentSearchCorrelation(storage)).toBe(id);
      }),
    );
  });
});
