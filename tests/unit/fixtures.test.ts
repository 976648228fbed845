// Fixture generator and committed fixture data (fixtures/generate.ts, fixtures/data/*.json, fixtures/public/assets/).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CURRENCIES, DEFAULT_OUT_DIR, DEFAULT_PRODUCTS, DEFAULT_SEED, FIXTURE_FILES, IMAGES_DIR, generateFixtures, serializeFixture,
} from '../../fixtures/generate.ts';
import type { CatalogueFixture, Fixtures, PriceTier, Product } from '../../fixtures/types.ts';

const readCommitted = (name: string): unknown => JSON.parse(readFileSync(join(DEFAULT_OUT_DIR, `${name}.json`), 'utf8'));
const committed = Object.fromEntries(FIXTURE_FILES.map((name) => [name, readCommitted(name)])) as unknown as Fixtures;
const { store, catalogue, accounts, orders } = committed;

const byId = <T extends { id: string }>(items: T[], id: string): T => {
  const found = items.find((x) => x.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const priceOf = (cat: CatalogueFixture, productId: string) => {
  const found = cat.prices.find((p) => p.productId === productId);
  if (!found) throw new Error(`no price for ${productId}`);
  return found.currencies;
};
const stockOf = (cat: CatalogueFixture, productId: string) => cat.inventory.find((i) => i.productId === productId);

/** Bounds ascending, contiguous and non-overlapping from 1, last upper bound null, prices strictly decreasing. */
function tierProblems(tiers: PriceTier[], unitPrice: string): string[] {
  if (tiers.length === 0) return [];
  const problems: string[] = [];
  if (tiers[0]?.lowerBound !== '1') problems.push('first lower bound is not 1');
  if (tiers[0]?.tierUnitPrice !== unitPrice) problems.push('first tier price differs from the unit price');
  if (tiers[tiers.length - 1]?.upperBound !== null) problems.push('last upper bound is not null');
  tiers.forEach((t, i) => {
    const lower = Number(t.lowerBound);
    if (t.upperBound !== null && Number(t.upperBound) < lower) problems.push(`tier ${i} upper < lower`);
    if (i > 0 && t.upperBound === null && i < tiers.length - 1) problems.push(`tier ${i} open-ended before the last`);
    const prev = tiers[i - 1];
    if (prev) {
      if (prev.upperBound === null || Number(prev.upperBound) + 1 !== lower) problems.push(`tier ${i} does not follow tier ${i - 1}`);
      if (!(Number(t.tierUnitPrice) < Number(prev.tierUnitPrice))) problems.push(`tier ${i} price does not decrease`);
    }
  });
  return problems;
}

describe('fixtures', () => {
  it('[PX-00-001] the generator is deterministic and the committed data is up to date', () => {
    const a = generateFixtures({ products: DEFAULT_PRODUCTS, seed: DEFAULT_SEED });
    const b = generateFixtures();
    for (const name of FIXTURE_FILES) {
      // Same options -> byte-identical files.
      expect(serializeFixture(b[name])).toBe(serializeFixture(a[name]));
      // The committed files are what the generator writes today.
      expect(committed[name], `fixtures/data/${name}.json is stale: run tsx fixtures/generate.ts`).toEqual(JSON.parse(JSON.stringify(a[name])));
    }
    // Another seed gives another catalogue.
    const other = generateFixtures({ seed: 'another seed' });
    expect(other.catalogue.products.map((p) => p.name)).not.toEqual(a.catalogue.products.map((p) => p.name));
  });

  it('[PX-00-002] the anchors of CONVENTIONS.md are present exactly, whatever the seed', () => {
    for (const fx of [committed, generateFixtures({ seed: 7, products: 120 })]) {
      const cat = fx.catalogue;
      // Store, site, channel, community, markets.
      expect(fx.store.webstore).toMatchObject({ id: '0ZE000000000001', name: 'Kestrel Ridge Medical B2B Store', siteId: '0DM000000000001', channelId: '0ap000000000001', communityId: '0DB000000000001', siteBasePath: '' });
      expect(fx.store.settings).toMatchObject({ defaultCurrency: 'USD', taxType: 'Gross', supportedCurrencies: ['USD', 'CAD', 'EUR', 'AUD', 'NZD'], shippingCountries: ['US', 'CA', 'DE', 'FR', 'AU', 'NZ'], guestBrowsingEnabled: true, guestCartEnabled: true, guestCheckoutEnabled: true, guestCartCheckoutEnabled: true, sessionDrivenCurrency: false });
      expect(fx.store.settings.inventoryConfiguration).toEqual({ isInventoryEnabled: true, inventoryDefaultSource: { locationSourceId: '0ghWH0000000001', webStoreInventoryLocationSourceType: 'Location' } });
      expect(fx.store.markets.map((m) => [m.country, m.locales.map((l) => `${l.locale} ${l.currencyCode}`)])).toEqual([
        ['US', ['en-US USD']], ['CA', ['en-CA CAD', 'fr-CA CAD']], ['DE', ['de-DE EUR']], ['FR', ['fr-FR EUR']], ['AU', ['en-AU AUD']], ['NZ', ['en-NZ NZD']],
      ]);
      expect(fx.store.deliveryMethods.map((d) => [d.id, d.name, d.description, d.fees.USD])).toEqual([
        ['2Dm000000000001', 'Ground', '3–5 business days', '18.00'],
        ['2Dm000000000002', 'Express', 'Next business day', '42.00'],
      ]);

      // Categories (three levels).
      const cats = Object.fromEntries(cat.categories.map((c) => [c.id, [c.name, c.parentId, c.level]]));
      expect(cats['0ZG000000000001']).toEqual(['Neurology', null, 1]);
      expect(cats['0ZG000000000011']).toEqual(['Neurodiagnostics', '0ZG000000000001', 2]);
      expect(cats['0ZG000000000111']).toEqual(['EEG Electrodes & Caps', '0ZG000000000011', 3]);
      expect(cats['0ZG000000000002']).toEqual(['Sensory', null, 1]);
      expect(cats['0ZG000000000021']).toEqual(['Audiology', '0ZG000000000002', 2]);
      expect(cats['0ZG000000000211']).toEqual(['Tympanometry Supplies', '0ZG000000000021', 3]);

      // Products, prices, quantity rules, inventory.
      const p1 = byId(cat.products, '01t000000000001');
      expect(p1).toMatchObject({ name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)', sku: 'KRM-NEU-EEG-1001', productClass: 'Simple', categoryId: '0ZG000000000111', unitOfMeasure: 'Pack', recurringEligible: true, purchaseQuantityRule: { minimum: '1', maximum: '500', increment: '1' } });
      expect(priceOf(cat, '01t000000000001').USD).toMatchObject({ listPrice: '189.00', unitPrice: '172.00', tiers: [
        { lowerBound: '1', upperBound: '9', tierUnitPrice: '172.00' },
        { lowerBound: '10', upperBound: '49', tierUnitPrice: '161.00' },
        { lowerBound: '50', upperBound: null, tierUnitPrice: '149.00' },
      ] });
      expect(stockOf(cat, '01t000000000001')).toMatchObject({ onHand: '1240', availableToOrder: '1240' });

      const p2 = byId(cat.products, '01t000000000002');
      expect(p2).toMatchObject({ name: 'Cortexa 32-Channel EEG Electrode Cap', sku: 'KRM-NEU-EEG-2000', productClass: 'VariationParent', categoryId: '0ZG000000000111', childProductIds: ['01t000000000003', '01t000000000004'] });
      expect(p2.variationAttributeSet).toEqual([{ name: 'Size', values: ['Small', 'Medium'] }]);
      expect(priceOf(cat, '01t000000000002').USD).toMatchObject({ listPrice: '545.00', unitPrice: '519.00' });
      expect(byId(cat.products, '01t000000000003')).toMatchObject({ sku: 'KRM-NEU-EEG-2001-S', productClass: 'Variation', variationParentId: '01t000000000002', variationAttributes: { Size: 'Small' } });
      expect(byId(cat.products, '01t000000000004')).toMatchObject({ sku: 'KRM-NEU-EEG-2001-M', productClass: 'Variation', variationParentId: '01t000000000002', variationAttributes: { Size: 'Medium' } });
      expect(stockOf(cat, '01t000000000003')).toMatchObject({ availableToOrder: '35' });
      expect(stockOf(cat, '01t000000000004')).toMatchObject({ availableToOrder: '0' });
      for (const child of ['01t000000000003', '01t000000000004']) expect(priceOf(cat, child).USD).toMatchObject({ listPrice: '545.00', unitPrice: '519.00' });

      const p5 = byId(cat.products, '01t000000000005');
      expect(p5).toMatchObject({ name: 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100)', sku: 'KRM-SEN-TYM-3001', productClass: 'Simple', categoryId: '0ZG000000000211', unitOfMeasure: 'Box', purchaseQuantityRule: { minimum: '2', maximum: '200', increment: '2' } });
      expect(priceOf(cat, '01t000000000005').USD).toMatchObject({ listPrice: '64.00', unitPrice: '58.50', tiers: [
        { lowerBound: '1', upperBound: '19', tierUnitPrice: '58.50' },
        { lowerBound: '20', upperBound: null, tierUnitPrice: '52.00' },
      ] });
      expect(stockOf(cat, '01t000000000005')).toMatchObject({ onHand: '610', availableToOrder: '610' });

      // Accounts, users, buyer groups, address.
      const acc = fx.accounts;
      expect(byId(acc.accounts, '001000000000001')).toMatchObject({ name: 'Lakeshore Neurology Associates', country: 'US' });
      expect(byId(acc.accounts, '001000000000002')).toMatchObject({ name: 'Pacific Crest Health System', country: 'US' });
      expect(byId(acc.accounts, '001000000000003').name).toBe('Pacific Crest Neuro Clinic – Portland');
      expect(byId(acc.accounts, '001000000000004').name).toBe('Pacific Crest Hearing Center – Spokane');
      expect(byId(acc.addresses, '8lW000000000001')).toMatchObject({ accountId: '001000000000001', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: '+13125550142', companyName: 'Lakeshore Neurology Associates' });
      expect(byId(acc.users, '005000000000001')).toMatchObject({ firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', password: 'Demo-Buyer-1', defaultAccountId: '001000000000001', roles: ['buyer'] });
      expect(byId(acc.users, '005000000000002')).toMatchObject({ firstName: 'Riley', lastName: 'Chen', email: 'multi@demo.test', password: 'Demo-Multi-1', defaultAccountId: '001000000000002', managedAccountIds: ['001000000000002', '001000000000003', '001000000000004'], buyerGroupIds: ['0ZI000000000001'] });
      expect(byId(acc.users, '005000000000003')).toMatchObject({ firstName: 'Morgan', lastName: 'Ellis', email: 'approver@demo.test', password: 'Demo-Approver-1', roles: ['approver'], approverForAccountIds: ['001000000000001'] });
      expect(byId(acc.buyerGroups, '0ZI000000000001')).toMatchObject({ name: 'Neuro Global USA Buyers' });
      expect(byId(acc.buyerGroups, '0ZI000000000001').accountIds).toEqual(expect.arrayContaining(['001000000000002', '001000000000003', '001000000000004']));
      expect(byId(acc.buyerGroups, '0ZI000000000002')).toMatchObject({ name: 'Neuro USA Market', accountIds: ['001000000000001'] });

      // Orders and the rest.
      const ord = fx.orders;
      expect(byId(ord.orders, '1Os000000000001')).toMatchObject({ orderNumber: 'KRM-100001', accountId: '001000000000001' });
      expect(byId(ord.invoices, '3tt000000000001')).toMatchObject({ invoiceNumber: 'INV-200001', orderSummaryId: '1Os000000000001' });
      expect(byId(ord.wishlists, '0YC000000000001')).toMatchObject({ name: 'Clinic reorder list', ownerId: '005000000000001' });
      const so = byId(ord.standingOrders, 'a0R000000000001');
      expect(so.frequency).toEqual({ interval: 4, unit: 'Weeks' });
      expect(so.items).toEqual([expect.objectContaining({ productId: '01t000000000001', quantity: '10.0' })]);
      expect(ord.standingOrders.some((s) => s.frequency.interval === 1 && s.frequency.unit === 'Months')).toBe(true);
      expect(byId(ord.purchaseOrderApprovals, 'a0P000000000001')).toMatchObject({ status: 'Pending', accountId: '001000000000001', approverUserId: '005000000000003' });
      expect(byId(ord.carts, '0a6000000000001')).toMatchObject({ accountId: '001000000000001', ownerId: '005000000000001', currencyIsoCode: 'USD' });
    }
  });

  it('[PX-00-003] catalogue: size, 3-level tree, products in leaves, unique SKUs, all prices and consistent tiers', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(300);
    const cats = new Map(catalogue.categories.map((c) => [c.id, c]));
    // Exactly three levels: roots, their children and leaves; every leaf at level 3, nothing deeper.
    for (const c of catalogue.categories) {
      let depth = 1;
      for (let p = c.parentId; p; p = cats.get(p)?.parentId ?? null) {
        expect(cats.has(p), `${c.id} has an unknown parent ${p}`).toBe(true);
        depth++;
      }
      expect(c.level).toBe(depth);
    }
    const leafIds = new Set(catalogue.categories.filter((c) => !catalogue.categories.some((x) => x.parentId === c.id)).map((c) => c.id));
    for (const id of leafIds) expect(cats.get(id)?.level).toBe(3);
    expect(Math.max(...catalogue.categories.map((c) => c.level))).toBe(3);
    expect(leafIds.size).toBeGreaterThanOrEqual(20);
    expect(leafIds.size).toBeLessThanOrEqual(30);

    // Every product in a leaf; ids and SKUs unique; variations point at their parent.
    const ids = new Set(catalogue.products.map((p) => p.id));
    expect(ids.size).toBe(catalogue.products.length);
    expect(new Set(catalogue.products.map((p) => p.sku)).size).toBe(catalogue.products.length);
    const productById = new Map(catalogue.products.map((p) => [p.id, p]));
    for (const p of catalogue.products) {
      expect(leafIds.has(p.categoryId), `${p.id} is not in a leaf`).toBe(true);
      expect(p.sku).toMatch(/^KRM-(NEU|SEN)-[A-Z]{3}-\d{4,}(-[A-Z0-9.]+)?$/);
      if (p.productClass === 'Variation') expect(productById.get(p.variationParentId as string)?.childProductIds).toContain(p.id);
      if (p.productClass === 'VariationParent') {
        expect(p.childProductIds?.length).toBeGreaterThanOrEqual(2);
        expect(p.childProductIds?.length).toBeLessThanOrEqual(4);
      }
      const rule = p.purchaseQuantityRule;
      if (rule) {
        expect(Number(rule.minimum)).toBeGreaterThanOrEqual(1);
        expect(Number(rule.maximum)).toBeGreaterThanOrEqual(Number(rule.minimum));
      }
    }
    // Category counts: browsable products in the subtree.
    const browsable = catalogue.products.filter((p: Product) => p.productClass !== 'Variation');
    for (const c of catalogue.categories.filter((x) => x.level === 3)) expect(c.productCount).toBe(browsable.filter((p) => p.categoryId === c.id).length);

    // Every product priced in all five currencies with consistent tiers.
    expect(new Set(catalogue.prices.map((p) => p.productId))).toEqual(ids);
    let tiered = 0;
    for (const price of catalogue.prices) {
      expect(Object.keys(price.currencies).sort()).toEqual([...CURRENCIES].sort());
      for (const currency of CURRENCIES) {
        const c = price.currencies[currency];
        expect(c.listPrice).toMatch(/^\d+\.\d{2}$/);
        expect(c.unitPrice).toMatch(/^\d+\.\d{2}$/);
        expect(Number(c.listPrice)).toBeGreaterThanOrEqual(Number(c.unitPrice));
        expect(tierProblems(c.tiers, c.unitPrice), `${price.productId} ${currency}`).toEqual([]);
      }
      if (price.currencies.USD.tiers.length > 0) tiered++;
    }
    expect(tiered / catalogue.prices.length).toBeGreaterThan(0.3);
    expect(tiered / catalogue.prices.length).toBeLessThan(0.7);
    // Inventory for purchasable products, as whole-number strings, some out of stock.
    for (const level of catalogue.inventory) {
      expect(level.onHand).toMatch(/^\d+$/);
      expect(Number(level.availableToOrder)).toBeLessThanOrEqual(Number(level.onHand));
    }
    expect(catalogue.inventory.some((i) => i.availableToOrder === '0')).toBe(true);
    // The committed catalogue stays small.
    expect(statSync(join(DEFAULT_OUT_DIR, 'catalogue.json')).size).toBeLessThan(2 * 1024 * 1024);
  });

  it('[PX-00-004] images are local: no http(s) URL outside .example domains, every /assets/ file exists', () => {
    const allowedHost = (url: string) => new URL(url).hostname.endsWith('.example');
    for (const name of FIXTURE_FILES) {
      const text = readFileSync(join(DEFAULT_OUT_DIR, `${name}.json`), 'utf8');
      const urls = text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
      expect(urls.filter((u) => !allowedHost(u)), `${name}.json`).toEqual([]);
      const assets = [...text.matchAll(/"\/assets\/([^"]+)"/g)].map((m) => m[1] as string);
      for (const file of assets) expect(existsSync(join(IMAGES_DIR, file)), `/assets/${file}`).toBe(true);
    }
    // Every content item is a local SVG; the images are small, sized and titled.
    expect(catalogue.contentItems.length).toBeGreaterThanOrEqual(25);
    for (const item of catalogue.contentItems) expect(item.url).toMatch(/^\/assets\/[a-z0-9-]+\.svg$/);
    for (const file of readdirSync(IMAGES_DIR).filter((f) => f.endsWith('.svg'))) {
      const svg = readFileSync(join(IMAGES_DIR, file), 'utf8');
      expect(Buffer.byteLength(svg), file).toBeLessThan(2048);
      expect(svg, file).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
      expect(svg, file).toMatch(/<title[^>]*>[^<]+<\/title>/);
      const external = (svg.match(/https?:\/\/[^\s"'<>)]+/g) ?? []).filter((u) => u !== 'http://www.w3.org/2000/svg');
      expect(external, file).toEqual([]);
    }
    const cards = ['card-visa', 'card-mastercard', 'card-amex', 'card-discover'].map((f) => readFileSync(join(IMAGES_DIR, `${f}.svg`), 'utf8'));
    for (const svg of cards) expect(svg).toMatch(/width="40" height="40"/);
    // Store references resolve to content items.
    const keys = new Set(catalogue.contentItems.map((c) => c.contentKey));
    for (const key of [store.webstore.logoContentKey, store.webstore.heroBannerContentKey, ...store.webstore.paymentMethodLogoContentKeys]) expect(keys.has(key)).toBe(true);
    for (const c of catalogue.categories) expect(keys.has(c.imageContentKey)).toBe(true);
    for (const p of catalogue.products) expect(keys.has(p.imageContentKey)).toBe(true);
  });

  it('[PX-00-005] a 100,000-product catalogue generates in memory, quickly and with unique ids', () => {
    const started = performance.now();
    const big = generateFixtures({ products: 100_000 });
    const elapsed = performance.now() - started;
    expect(big.catalogue.products.length).toBe(100_000);
    expect(new Set(big.catalogue.products.map((p) => p.id)).size).toBe(100_000);
    expect(new Set(big.catalogue.products.map((p) => p.sku)).size).toBe(100_000);
    expect(big.catalogue.prices.length).toBe(100_000);
    expect(elapsed).toBeLessThan(30_000);
  }, 60_000);

  it('[SH-6-004] buyer groups "Neuro Global USA Buyers" and "Neuro USA Market" exist with the tariff promo banner', () => {
    const groups = accounts.buyerGroups;
    for (const name of ['Neuro Global USA Buyers', 'Neuro USA Market']) {
      const group = groups.find((g) => g.name === name);
      expect(group, name).toBeDefined();
      const banner = store.promoBanners.find((b) => b.buyerGroupId === group?.id);
      expect(banner, `banner for ${name}`).toMatchObject({ buyerGroupName: name });
      expect(banner?.text).toMatch(/2\.3% tariff surcharge/);
      expect(banner?.text).toMatch(/20 July 2025/);
      expect(banner?.text).toMatch(/new orders/);
    }
    // Riley (multi@demo.test) sees the first banner, Dana (buyer@demo.test) the second.
    const groupNames = (email: string) => {
      const user = accounts.users.find((u) => u.email === email);
      return groups.filter((g) => user?.buyerGroupIds.includes(g.id)).map((g) => g.name);
    };
    expect(groupNames('multi@demo.test')).toContain('Neuro Global USA Buyers');
    expect(groupNames('buyer@demo.test')).toContain('Neuro USA Market');
    expect(orders.orders.length).toBeGreaterThanOrEqual(8);
  });
});
