// Catalogue building blocks at their edges, as examples: availability, breadcrumbs and category
// addresses, cart feedback and blocks, the cart page, and loading one listing page.
import { CART_ADD_FAILED_MESSAGE, CART_ADD_SUCCESS_MESSAGE, CART_ADDED_LABEL } from '../machines/constants/cart-checkout.ts';
import { mayUseCart, mustSignInToBrowse } from '../machines/catalogue/guest-access.ts';
import { availabilityByProduct, availabilityOf, canOrder } from '../machines/catalogue/availability.ts';
import { breadcrumbs, categoryPageReference, slugOf } from '../machines/catalogue/breadcrumbs.ts';
import { cartAddFailedToast, cartAddedToast } from '../machines/cart/cart-toasts.ts';
import { cartBlock } from '../machines/catalogue/cart-feedback.ts';
import { isAbort, loadListingAvailability, loadListingPrices, searchListing, type ListingApis } from '../machines/catalogue/listing-loader.ts';
import { cardPrices, stockedIds, toProductCard, withCardPrices, type SearchProduct } from '../machines/catalogue/search-results.ts';
import { EMPTY_LISTING } from '../machines/catalogue/url-state.ts';
import {
  availabilityProductIds,
  fieldLabel,
  galleryImages,
  isStandingOrderEligible,
  productName,
  productSku,
  purchasableProductId,
  selectionOf,
  specifications,
  taxLine,
  variationModel,
  type ProductDetailData,
  type TaxesAnswer,
  type VariationInfo,
} from '../machines/catalogue/product-detail.ts';

describe('availability at the edges', () => {
  it('[CC-7-027] a level as text or number; blank or unreadable is unknown; a fraction in stock is rounded down', () => {
    expect(availabilityOf({ productId: '01t000000000001', availableToOrder: ' 12.7 ' })).toEqual({ status: 'inStock', available: 12 });
    expect(availabilityOf({ productId: '01t000000000001', availableToOrder: 3 })).toEqual({ status: 'inStock', available: 3 });
    expect(availabilityOf({ productId: '01t000000000001', availableToOrder: '  ' })).toEqual({ status: 'unknown' });
    expect(availabilityOf({ productId: '01t000000000001', availableToOrder: 'many' })).toEqual({ status: 'unknown' });
    expect(availabilityOf({ productId: '01t000000000001', availableToOrder: null })).toEqual({ status: 'unknown' });
    expect(availabilityOf(undefined)).toEqual({ status: 'unknown' });
    expect(availabilityOf({ productId: '01t000000000004', availableToOrder: '0' })).toEqual({ status: 'outOfStock' });
    expect(availabilityOf({ productId: '01t000000000004', availableToOrder: -2 })).toEqual({ status: 'outOfStock' });
  });

  it('[CC-7-027][PX-06-007] levels of one product add up; unreadable levels are left out; no levels is none', () => {
    expect(
      availabilityByProduct([
        { productId: '01t000000000003', availableToOrder: '20' },
        { productId: '01t000000000003', availableToOrder: 15 },
        { productId: '01t000000000003', availableToOrder: 'x' },
        { productId: '01t000000000004', availableToOrder: '0' },
        { productId: '01t000000000005' },
      ]),
    ).toEqual({ '01t000000000003': { status: 'inStock', available: 35 }, '01t000000000004': { status: 'outOfStock' } });
    expect(availabilityByProduct(null)).toEqual({});
  });

  it('[PX-06-014] a quantity can be ordered up to what is in stock; out of stock never; unknown does not block', () => {
    expect(canOrder({ status: 'inStock', available: 35 }, 35)).toBe(true);
    expect(canOrder({ status: 'inStock', available: 35 }, 36)).toBe(false);
    expect(canOrder({ status: 'outOfStock' }, 1)).toBe(false);
    expect(canOrder({ status: 'unknown' }, 1000)).toBe(true);
  });
});

describe('breadcrumbs at the edges', () => {
  it('[CC-3-013][CC-2-005][CC-2-006][CC-2-007][CC-2-008][PX-06-025] a blank url name is not a urlPath; entries without id or name are left out', () => {
    expect(categoryPageReference({ id: '0ZG000000000111', name: 'EEG', urlName: '  ' }).attributes).toEqual({ objectApiName: 'ProductCategory', actionName: 'view', recordId: '0ZG000000000111' });
    expect(categoryPageReference({ id: '0ZG000000000111', name: 'EEG', urlName: ' eeg ' }).attributes).toEqual({ objectApiName: 'ProductCategory', actionName: 'view', urlPath: 'eeg' });
    expect(categoryPageReference({ id: '0ZG000000000111', name: 'EEG' })).toEqual({
      type: 'standard__recordPage',
      attributes: { objectApiName: 'ProductCategory', actionName: 'view', recordId: '0ZG000000000111' },
      state: { categoryPath: 'ProductCategory' },
    });
    expect(breadcrumbs([{ id: '0ZG000000000111', name: 'EEG Electrodes & Caps', urlName: 'eeg' }])[0]!.href).toBe('/category/eeg/0ZG000000000111');
    const crumbs = breadcrumbs([
      { id: '', name: 'No id' },
      { id: '0ZG000000000001', name: '' },
      { id: '0ZG000000000002', name: 'Sensory' },
    ]);
    expect(crumbs.map((crumb) => [crumb.id, crumb.label, crumb.href])).toEqual([['0ZG000000000002', 'Sensory', '/category/sensory/0ZG000000000002']]);
    expect(breadcrumbs(undefined)).toEqual([]);
  });

  it('[PX-06-025] the slug drops accents and joins words with single dashes; a name with no letters or digits is "category"', () => {
    expect(slugOf('  Électrodes & Caps -- Ünïcode  ')).toBe('electrodes-caps-unicode');
    expect(slugOf('&&&')).toBe('category');
    expect(slugOf('EEG 32-Channel')).toBe('eeg-32-channel');
  });
});

describe('cart feedback at the edges', () => {
  it('[CC-8-031][CC-8-032][CC-9-013] the success toast has the label and message and no links, so it closes by itself', () => {
    expect(cartAddedToast()).toEqual({ label: CART_ADDED_LABEL, message: CART_ADD_SUCCESS_MESSAGE, variant: 'success' });
  });

  it('[CC-6-004][CC-6-005][PX-06-030][PX-06-014] a guest browses only with guest browsing on and uses a cart only with guest carts on; a buyer always may', () => {
    expect(mustSignInToBrowse({ isSignedIn: false, guestBrowsingEnabled: undefined })).toBe(true);
    expect(mustSignInToBrowse({ isSignedIn: false, guestBrowsingEnabled: false })).toBe(true);
    expect(mustSignInToBrowse({ isSignedIn: false, guestBrowsingEnabled: true })).toBe(false);
    expect(mustSignInToBrowse({ isSignedIn: true, guestBrowsingEnabled: false })).toBe(false);
    expect(mayUseCart({ isSignedIn: false, guestCartEnabled: undefined })).toBe(false);
    expect(mayUseCart({ isSignedIn: false, guestCartEnabled: true })).toBe(true);
    expect(mayUseCart({ isSignedIn: true, guestCartEnabled: false })).toBe(true);
  });

  it('[CC-8-030][CC-8-020] the failure toast adds the first non-blank platform message; none without one', () => {
    expect(cartAddFailedToast({ errors: [{}, { message: '  ' }, { message: 'Quantity exceeds the maximum.' }, { message: 'second' }] })).toEqual({
      label: CART_ADD_FAILED_MESSAGE,
      variant: 'error',
      message: 'Quantity exceeds the maximum.',
    });
    expect(cartAddFailedToast({ errors: [{ message: ' ' }] })).toEqual({ label: CART_ADD_FAILED_MESSAGE, variant: 'error' });
    expect(cartAddFailedToast()).toEqual({ label: CART_ADD_FAILED_MESSAGE, variant: 'error' });
    expect(cartAddFailedToast(new Error('network'))).toEqual({ label: CART_ADD_FAILED_MESSAGE, variant: 'error' });
  });

  it('[PX-06-014] a missing variation blocks first, then no stock, then an invalid quantity, then too little stock', () => {
    const ok = { ok: true as const, quantity: 5 };
    const bad = { ok: false as const, problem: { kind: 'notWholeNumber' as const } };
    expect(cartBlock({ productId: null, availability: { status: 'outOfStock' }, check: bad, quantity: 5, priceStatus: 'ready' })).toBe('chooseVariation');
    expect(cartBlock({ productId: '01t000000000004', availability: { status: 'outOfStock' }, check: bad, quantity: 5, priceStatus: 'ready' })).toBe('outOfStock');
    expect(cartBlock({ productId: '01t000000000003', availability: { status: 'inStock', available: 1 }, check: bad, quantity: 5, priceStatus: 'ready' })).toBe('invalidQuantity');
    expect(cartBlock({ productId: '01t000000000003', availability: { status: 'inStock', available: 4 }, check: ok, quantity: 5, priceStatus: 'ready' })).toBe('notEnoughStock');
    expect(cartBlock({ productId: '01t000000000003', availability: { status: 'inStock', available: 5 }, check: ok, quantity: 5, priceStatus: 'ready' })).toBeNull();
    expect(cartBlock({ productId: '01t000000000003', availability: { status: 'unknown' }, check: ok, quantity: 5000, priceStatus: 'ready' })).toBeNull();
  });

  it('[PX-06-042][PX-06-014] Add to cart waits for the price: blocked while it loads and after it failed; a missing variation and no stock still come first', () => {
    const ok = { ok: true as const, quantity: 5 };
    const inStock = { status: 'inStock' as const, available: 10 };
    expect(cartBlock({ productId: '01t000000000003', availability: inStock, check: ok, quantity: 5, priceStatus: 'loading' })).toBe('priceLoading');
    expect(cartBlock({ productId: '01t000000000003', availability: inStock, check: ok, quantity: 5, priceStatus: 'failed' })).toBe('priceUnavailable');
    expect(cartBlock({ productId: null, availability: inStock, check: ok, quantity: 5, priceStatus: 'loading' })).toBe('chooseVariation');
    expect(cartBlock({ productId: '01t000000000004', availability: { status: 'outOfStock' }, check: ok, quantity: 5, priceStatus: 'failed' })).toBe('outOfStock');
    expect(cartBlock({ productId: '01t000000000003', availability: inStock, check: ok, quantity: 5, priceStatus: 'ready' })).toBeNull();
  });
});

describe('loading a listing page at the edges', () => {
  const product = (id: string, productClass: SearchProduct['productClass'] = 'Simple') => ({ id, name: id, productClass });
  function apis(products: ReturnType<typeof product>[], overrides: Partial<ListingApis> = {}): ListingApis & { calls: unknown[][] } {
    const calls: unknown[][] = [];
    return {
      calls,
      search: async (query) => {
        calls.push(['search', query]);
        return { productsPage: { pageSize: 20, total: products.length, products } };
      },
      productPrices: async (ids) => {
        calls.push(['productPrices', ids]);
        return { pricingLineItemResults: ids.map((productId) => ({ productId, unitPrice: '1.00', listPrice: '2.00', success: true })) };
      },
      inventoryLevels: async (ids) => {
        calls.push(['inventoryLevels', ids]);
        return { inventoryLevels: ids.map((productId) => ({ productId, availableToOrder: '3' })) };
      },
      ...overrides,
    };
  }

  it('[PX-06-005][PX-06-007][CC-7-016][PX-06-043] the search alone, then prices for every card and availability for all but variation parents, each read on its own', async () => {
    const api = apis([product('01t000000000001'), product('01t000000000002', 'VariationParent')]);
    const answer = await searchListing(api, { state: EMPTY_LISTING, categoryId: '0ZG000000000111' });
    expect(api.calls.map((call) => call[0])).toEqual(['search']);
    const cards = answer.productsPage.products.map((entry) => toProductCard(entry));
    expect(await loadListingPrices(api, cards.map((card) => card.id))).toEqual({
      '01t000000000001': { listPrice: '2.00', unitPrice: '1.00' },
      '01t000000000002': { listPrice: '2.00', unitPrice: '1.00' },
    });
    expect(stockedIds(cards)).toEqual(['01t000000000001']);
    expect(await loadListingAvailability(api, stockedIds(cards))).toEqual({ '01t000000000001': { status: 'inStock', available: 3 } });
    expect(api.calls.slice(1)).toEqual([
      ['productPrices', ['01t000000000001', '01t000000000002']],
      ['inventoryLevels', ['01t000000000001']],
    ]);
    expect(withCardPrices(cards, { '01t000000000001': { listPrice: '2.00', unitPrice: '1.00' } }).map((card) => card.unitPrice)).toEqual(['1.00', null]);
  });

  it('[PX-06-007] no cards read nothing more; unpriced lines are left out', async () => {
    const empty = apis([]);
    expect(await loadListingPrices(empty, [])).toEqual({});
    expect(await loadListingAvailability(empty, [])).toEqual({});
    expect(empty.calls).toEqual([]);
    expect(cardPrices([{ productId: 'a', success: false, unitPrice: '1.00' }, { productId: 'b', unitPrice: null }, { productId: 'c', unitPrice: '3.00' }])).toEqual({ c: { listPrice: null, unitPrice: '3.00' } });
  });

  it('[PX-06-007] failed price and availability reads leave the cards as they are; a cancelled one is passed on', async () => {
    const failing = apis([product('01t000000000001')], {
      productPrices: async () => Promise.reject(new Error('Server Error')),
      inventoryLevels: async () => Promise.reject(new Error('Server Error')),
    });
    expect(await loadListingPrices(failing, ['01t000000000001'])).toEqual({});
    expect(await loadListingAvailability(failing, ['01t000000000001'])).toEqual({});
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    await expect(loadListingAvailability(apis([product('01t000000000001')], { inventoryLevels: async () => Promise.reject(abort) }), ['01t000000000001'])).rejects.toBe(abort);
    await expect(loadListingPrices(apis([product('01t000000000001')], { productPrices: async () => Promise.reject(abort) }), ['01t000000000001'])).rejects.toBe(abort);
    expect(isAbort(null)).toBe(false);
    expect(isAbort(abort)).toBe(true);
  });
});

describe('product detail at the edges', () => {
  const base: ProductDetailData = { id: '01t000000000001', productClass: 'Simple', fields: { Name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)', StockKeepingUnit: 'KRM-NEU-EEG-1001' } };

  it('[PX-06-040] name and SKU read blank when missing; field labels drop __c and underscores', () => {
    expect(productName({ ...base, fields: {} })).toBe('');
    expect(productSku({ ...base, fields: {} })).toBe('');
    expect(productName(base)).toBe(base.fields.Name);
    expect(productSku(base)).toBe('KRM-NEU-EEG-1001');
    expect(fieldLabel('Electrode__Diameter__c')).toBe('Electrode Diameter');
    expect(fieldLabel('_Lead_Length_')).toBe('Lead Length');
    expect(fieldLabel('Lead__cable__c')).toBe('Lead cable');
  });

  it('[PX-06-040] the specification list leaves out standard fields, variation attributes and blank values', () => {
    const detail: ProductDetailData = {
      ...base,
      fields: { ...base.fields, Electrode_Diameter__c: '10 mm', Size__c: 'Small', Lead_Length__c: '  ', Family: 'EEG', Material__c: null },
      variationInfo: { variationAttributeInfo: { Size__c: { apiName: 'Size__c', label: 'Size', availableValues: ['Small'] } }, attributesToProductMappings: [] },
    };
    expect(specifications(detail)).toEqual([{ apiName: 'Electrode_Diameter__c', label: 'Electrode Diameter', value: '10 mm' }]);
    expect(specifications({ ...base, fields: { ...base.fields, Size__c: 'Small' } })).toEqual([{ apiName: 'Size__c', label: 'Size', value: 'Small' }]);
  });

  it('[PX-06-040] the gallery: detail images (else the Standard group) that are images with an address, sorted, once each; else the default image', () => {
    const detail: ProductDetailData = {
      ...base,
      defaultImage: { url: '/cms/default.svg' },
      mediaGroups: [
        { developerName: 'listingImage', usageType: 'Listing', mediaItems: [{ url: '/cms/listing.svg' }] },
        { developerName: 'other', usageType: 'Standard', mediaItems: [{ url: '/cms/b.svg', sortOrder: 2 }, { url: '/cms/a.svg', sortOrder: 1 }, { url: '/cms/doc.pdf', mediaType: 'Document' }, { url: '' }, { url: '/cms/a.svg', sortOrder: 3 }, { url: '/cms/z.svg' }] },
      ],
    };
    expect(galleryImages(detail).map((item) => item.url)).toEqual(['/cms/z.svg', '/cms/a.svg', '/cms/b.svg']);
    expect(galleryImages({ ...detail, mediaGroups: [{ developerName: 'productDetailImage', mediaItems: [{ url: '/cms/detail.svg' }] }, ...detail.mediaGroups!] }).map((item) => item.url)).toEqual(['/cms/detail.svg']);
    expect(galleryImages({ ...detail, mediaGroups: [] })).toEqual([{ url: '/cms/default.svg' }]);
    expect(galleryImages({ ...base, defaultImage: { url: '' } })).toEqual([]);
    expect(galleryImages(base)).toEqual([]);
  });

  it('[PX-06-040] eligibility reads the field as true in any case with blanks; a variation parent is never eligible', () => {
    expect(isStandingOrderEligible({ ...base, fields: { Standing_Order_Eligible__c: ' TRUE ' } })).toBe(true);
    expect(isStandingOrderEligible({ ...base, fields: { Standing_Order_Eligible__c: 'false' } })).toBe(false);
    expect(isStandingOrderEligible({ ...base, fields: {} })).toBe(false);
    expect(isStandingOrderEligible({ ...base, productClass: 'VariationParent', fields: { Standing_Order_Eligible__c: 'true' } })).toBe(false);
  });

  const info: VariationInfo = {
    variationAttributeInfo: {
      Color__c: { apiName: 'Color__c', label: 'Color', sequence: 2, availableValues: ['Blue'] },
      Size__c: { apiName: 'Size__c', label: 'Size', sequence: 1, availableValues: ['Small', 'Medium', 'Large'] },
    },
    attributesToProductMappings: [
      { canonicalKey: 'Small_Blue', productId: '01t000000000003', selectedAttributes: [{ apiName: 'Size__c', value: 'Small' }, { apiName: 'Color__c', value: 'Blue' }] },
      { canonicalKey: 'Medium_Blue', productId: '01t000000000004', selectedAttributes: [{ apiName: 'Size__c', value: 'Medium' }, { apiName: 'Color__c', value: 'Blue' }] },
    ],
  };

  it('[PX-06-017] the availability ids: a parent its combinations, a variation itself and its family, each once', () => {
    expect(availabilityProductIds({ ...base, id: '01t000000000002', productClass: 'VariationParent', variationInfo: info })).toEqual(['01t000000000003', '01t000000000004']);
    expect(availabilityProductIds({ ...base, id: '01t000000000003', productClass: 'Variation', variationInfo: info })).toEqual(['01t000000000003', '01t000000000004']);
    expect(availabilityProductIds(base)).toEqual(['01t000000000001']);
  });

  it('[PX-06-017][PX-09-015] a variation knows its values from its mapping, else from its attribute set (the platform\'s list of apiName and value); others have none', () => {
    expect(selectionOf({ ...base, id: '01t000000000004', productClass: 'Variation', variationInfo: info })).toEqual({ Size__c: 'Medium', Color__c: 'Blue' });
    expect(selectionOf({ ...base, id: '01t000000000009', productClass: 'Variation', variationInfo: info, variationAttributeSet: { apiName: 'Cap', attributes: [{ apiName: 'Size__c', value: 'Large' }, { apiName: 'Color__c', value: null }] } })).toEqual({ Size__c: 'Large', Color__c: '' });
    expect(selectionOf({ ...base, id: '01t000000000009', productClass: 'Variation' })).toEqual({});
    expect(selectionOf({ ...base, productClass: 'VariationParent', variationInfo: info })).toEqual({});
    expect(selectionOf({ ...base, productClass: 'Simple', variationAttributeSet: { apiName: 'Cap', attributes: [{ apiName: 'Size__c', value: 'Small' }] } })).toEqual({});
  });

  it('[PX-06-017] attributes in sequence; each value leads to a product (or none) with its availability; only a complete selection names a product', () => {
    const availability = { '01t000000000003': { status: 'inStock' as const, available: 35 } };
    const partial = variationModel(info, { Size__c: 'Small' }, availability)!;
    expect(partial.attributes.map((attribute) => attribute.apiName)).toEqual(['Size__c', 'Color__c']);
    expect(partial.selectedProductId).toBeNull();
    expect(partial.attributes[0]!.options).toEqual([
      { value: 'Small', productId: '01t000000000003', selected: true, availability: { status: 'inStock', available: 35 } },
      { value: 'Medium', productId: '01t000000000004', selected: false, availability: { status: 'unknown' } },
      { value: 'Large', productId: null, selected: false, availability: { status: 'unknown' } },
    ]);
    expect(variationModel(info, { Size__c: 'Medium', Color__c: 'Blue' }, availability)!.selectedProductId).toBe('01t000000000004');
    expect(variationModel(info, { Size__c: 'Large', Color__c: 'Blue' }, availability)!.selectedProductId).toBeNull();
    expect(variationModel(null, {}, {})).toBeNull();
    const three = (order: number[]) => ({
      variationAttributeInfo: Object.fromEntries(order.map((sequence) => [`A${sequence}__c`, { apiName: `A${sequence}__c`, label: `A${sequence}`, sequence, availableValues: [] }])),
      attributesToProductMappings: [],
    });
    for (const order of [[3, 1, 2], [1, 3, 2], [2, 3, 1], [3, 2, 1]]) {
      expect(variationModel(three(order), {}, {})!.attributes.map((attribute) => attribute.label)).toEqual(['A1', 'A2', 'A3']);
    }
    expect(variationModel({ variationAttributeInfo: {}, attributesToProductMappings: [] }, {}, {})).toBeNull();
  });

  it('[CC-5-014][PX-06-018] the tax line sums finite rates to two decimals with the non-blank names; none under Net or without rates', () => {
    const taxes: TaxesAnswer = { taxLocaleType: 'Gross', taxesInfo: { '01t000000000001': { taxesInfoList: [{ taxRatePercentage: 6.25, taxTreatmentName: 'State' }, { taxRatePercentage: 1.251, taxTreatmentName: null }, { taxRatePercentage: Number.NaN, taxTreatmentName: 'Broken' }] } } };
    expect(taxLine(taxes, '01t000000000001', 'Gross')).toEqual({ ratePercentage: 7.5, names: ['State', 'Broken'] });
    expect(taxLine(taxes, '01t000000000001', 'Net')).toBeNull();
    expect(taxLine({ ...taxes, taxLocaleType: 'Net' }, '01t000000000001', undefined)).toBeNull();
    expect(taxLine(taxes, '01t000000000005', 'Gross')).toBeNull();
    expect(taxLine(null, '01t000000000001', 'Gross')).toBeNull();
    expect(taxLine({}, '01t000000000001', 'Gross')).toBeNull();
  });

  it('[CC-5-014][PX-09-006] the tax line reads the platform\'s decimal-string rates ("10.00"), a blank or non-numeric string counting as no rate', () => {
    const taxes: TaxesAnswer = { taxLocaleType: 'Gross', taxesInfo: { '01t000000000001': { taxesInfoList: [{ taxRatePercentage: '6.25', taxTreatmentName: 'State' }, { taxRatePercentage: '1.251', taxTreatmentName: null }, { taxRatePercentage: ' ', taxTreatmentName: null }, { taxRatePercentage: 'n/a', taxTreatmentName: null }] } } };
    expect(taxLine(taxes, '01t000000000001', 'Gross')).toEqual({ ratePercentage: 7.5, names: ['State'] });
  });

  it('[PX-06-014] the purchasable product is the product itself unless it is a variation parent', () => {
    expect(purchasableProductId(base)).toBe('01t000000000001');
    expect(purchasableProductId({ ...base, productClass: 'VariationParent' })).toBeNull();
  });
});
