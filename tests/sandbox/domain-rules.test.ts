// Rules the handlers used to hold, now in sandbox/domain/ (issue 13), tested on the domain's plain
// values: a seeded core, no HTTP. Expected values come from the fixtures as written, not from the code.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../sandbox/app.ts';
import type { Core } from '../../sandbox/domain/core.ts';
import { createSession, effectiveAccountOf, findSession, findUserByName, managedAccountsOf } from '../../sandbox/domain/accounts.ts';
import { hasActivityFields } from '../../sandbox/domain/activities.ts';
import { DomainError } from '../../sandbox/domain/errors.ts';
import { inventoryLevels } from '../../sandbox/domain/inventory.ts';
import { productTaxRate } from '../../sandbox/domain/orders.ts';
import type { Wire } from '../../sandbox/domain/wire.ts';

let core: Core;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ core, cleanup } = await createCore());
}, 120_000);
afterAll(() => cleanup?.());

const WEBSTORE = '0ZE000000000001';
const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof DomainError ? [error.kind, error.problems[0]?.message] : error));

describe('domain rules moved out of the handlers', () => {
  it('[PX-53-010] a product\'s tax rate is the acting account\'s default shipping address\'s, or the store country\'s', async () => {
    // Lakeshore ships by default to Chicago, IL; a guest gets the United States' general rate.
    expect(await productTaxRate(core, '001000000000001')).toMatchObject({ country: 'US', region: 'IL', taxRatePercentage: '10.25' });
    expect(await productTaxRate(core, undefined)).toMatchObject({ country: 'US', region: null, taxRatePercentage: '7.00' });
  });

  it('[PX-53-011] the category menu keeps depth-first order within its item and level limits, images on the top level only', () => {
    const flat = (items: Wire['CategoryMenuItem'][], depth = 1): Array<[string, number, boolean]> =>
      items.flatMap((item) => [[item.actionValue, depth, item.imageUrl !== null] as [string, number, boolean], ...flat(item.subMenu, depth + 1)]);
    const full = flat(core.catalogue.categoryMenu({}));
    // The fixtures' three levels, every category once.
    expect(full.length).toBe(core.catalogue.categories.size);
    expect(Math.max(...full.map(([, depth]) => depth))).toBe(3);
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 7 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }), fc.boolean(), fc.boolean(), (maxLevels, maxItems, includeImageUrl, addHomeMenuItem) => {
        const menu = core.catalogue.categoryMenu({ maxLevels, maxItems, includeImageUrl, addHomeMenuItem });
        const categories = addHomeMenuItem ? menu.slice(1) : menu;
        if (addHomeMenuItem) expect(menu[0]).toMatchObject({ label: 'Home', actionValue: '/', subMenu: [] });
        const items = flat(categories);
        const levels = Math.min(maxLevels ?? 5, 5);
        const expected = full.filter(([, depth]) => depth <= levels).slice(0, maxItems ?? Infinity);
        expect(items.map(([path, depth]) => [path, depth])).toEqual(expected.map(([path, depth]) => [path, depth]));
        for (const [, depth, hasImage] of items) expect(hasImage).toBe(includeImageUrl && depth === 1);
      }),
      { numRuns: 60 },
    );
  });

  it('[PX-53-012] inventory levels: by id or SKU in any case, unknown ones left out, a parent\'s variations, the store\'s default source', async () => {
    const levels = await inventoryLevels(core, { scope: WEBSTORE, products: ['01t000000000001', 'krm-sen-tym-3001', '01t999999999999'] });
    expect(levels).toEqual([
      { productId: '01t000000000001', stockKeepingUnit: 'KRM-NEU-EEG-1001', onHand: '1240.0', availableToOrder: '1240.0', availableToFulfill: '1240.0', locationSourceId: '0ghWH0000000001' },
      { productId: '01t000000000005', stockKeepingUnit: 'KRM-SEN-TYM-3001', onHand: '610.0', availableToOrder: '610.0', availableToFulfill: '610.0', locationSourceId: '0ghWH0000000001' },
    ]);
    const variations = await inventoryLevels(core, { scope: WEBSTORE, products: ['01t000000000002'], includeRelatedProducts: true });
    expect(variations.map((level) => [level.productId, level.onHand])).toEqual([['01t000000000003', '35.0'], ['01t000000000004', '0.0']]);
    expect(await inventoryLevels(core, { scope: WEBSTORE, products: ['01t000000000001'], locations: ['0ghWH0000000099'] })).toEqual([]);
    expect(await failureOf(inventoryLevels(core, { scope: '0ZE000000000009', products: ['01t000000000001'] }))).toEqual(['invalid-input', 'Unknown scope 0ZE000000000009.']);
    expect(await failureOf(inventoryLevels(core, { scope: WEBSTORE, products: ['01t000000000001', '01t000000000005'], includeRelatedProducts: true }))).toEqual(['invalid-input', 'includeRelatedProducts accepts exactly one product.']);
  });

  it('[PX-53-013] the account a session acts for: one it may act for once asked (and kept), never another; else the session\'s or the default', async () => {
    const riley = (await findUserByName(core.db, 'multi@demo.test'))!;
    const session = await createSession(core.db, riley.id, null);
    expect(await effectiveAccountOf(core.db, riley, session, undefined)).toBe('001000000000002');
    expect(await effectiveAccountOf(core.db, riley, session, '001000000000003')).toBe('001000000000003');
    const kept = (await findSession(core.db, session.id))!;
    expect(kept.effectiveAccountId).toBe('001000000000003');
    expect(await effectiveAccountOf(core.db, riley, kept, undefined)).toBe('001000000000003');
    expect(await failureOf(effectiveAccountOf(core.db, riley, kept, '001000000000001'))).toEqual(['forbidden', 'You may not act for this account.']);
    expect((await findSession(core.db, session.id))!.effectiveAccountId).toBe('001000000000003');
  });

  it('[PX-53-016] the account switcher lists the accounts a user may act for, the default first unless left out, each with its billing address', async () => {
    const riley = (await findUserByName(core.db, 'multi@demo.test'))!;
    const all = await managedAccountsOf(core.db, riley, true);
    expect(all.map((account) => [account.accountId, account.isMyAccount])).toEqual([['001000000000002', true], ['001000000000003', false], ['001000000000004', false]]);
    expect(all[0]).toMatchObject({ accountName: 'Pacific Crest Health System', address: { city: 'Seattle', country: 'US' } });
    expect((await managedAccountsOf(core.db, riley, false)).map((account) => account.accountId)).toEqual(['001000000000003', '001000000000004']);
    const dana = (await findUserByName(core.db, 'buyer@demo.test'))!;
    expect((await managedAccountsOf(core.db, dana, true)).map((account) => account.accountId)).toEqual(['001000000000001']);
  });

  it('[PX-53-014] an activity is recorded only with the fields its kind needs', () => {
    const product = [{ id: '01t000000000001' }];
    const complete: Array<[string, unknown]> = [
      ['viewSearch', { searchText: 'eeg', products: product }],
      ['clickSearch', { searchText: 'eeg', products: product }],
      ['viewSearchSuggestion', { searchText: 'ee', suggestions: ['eeg'] }],
      ['clickSearchSuggestion', { searchText: 'ee', suggestions: ['eeg'] }],
      ['addToCart', { products: product }],
      ['viewProduct', { products: product }],
      ['viewCategory', { categoryId: '0ZG000000000111' }],
      ['clickCategory', { categoryId: '0ZG000000000111' }],
      ['viewReco', { recommenderName: 'RecentlyViewed', uuid: 'u-1', products: product }],
      ['clickReco', { recommenderName: 'RecentlyViewed', uuid: 'u-1', products: product }],
    ];
    for (const [name, body] of complete) expect(hasActivityFields(name, body), name).toBe(true);
    const incomplete: Array<[string, unknown]> = [
      ['viewSearch', { searchText: '   ', products: product }],
      ['clickSearch', { searchText: 'eeg', products: [] }],
      ['viewSearchSuggestion', { searchText: 'ee' }],
      ['addToCart', {}],
      ['viewCategory', { categoryId: '' }],
      ['viewReco', { recommenderName: 'RecentlyViewed', products: product }],
      ['toString', { products: product }],
      ['unknownActivity', { products: product }],
    ];
    for (const [name, body] of incomplete) expect(hasActivityFields(name, body), name).toBe(false);
  });

  it('[PX-53-015] recommendations: the anchors\' related products first, then featured ones, no anchor, no repeat, at most 8', () => {
    const ids = [...core.catalogue.products.keys()];
    fc.assert(
      fc.property(fc.subarray(ids, { maxLength: 4 }), (anchors) => {
        const recommended = core.catalogue.recommendedProductIds(anchors);
        const related = core.catalogue.relations.filter((r) => anchors.includes(r.productId)).map((r) => r.relatedProductId);
        expect(recommended.length).toBeLessThanOrEqual(8);
        expect(new Set(recommended).size).toBe(recommended.length);
        expect(recommended.filter((id) => anchors.includes(id))).toEqual([]);
        for (const id of recommended) expect(related.includes(id) || core.catalogue.featuredProductIds.includes(id), id).toBe(true);
        // A related product never follows a featured one that is not related.
        const firstFeaturedOnly = recommended.findIndex((id) => !related.includes(id));
        if (firstFeaturedOnly >= 0) expect(recommended.slice(firstFeaturedOnly).filter((id) => related.includes(id))).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
