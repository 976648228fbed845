// The catalogue's own text in the request's language (issue 30 part 3): the sandbox answers the
// fixtures' French and German names and descriptions, field by field falling back to English.
// The expected text is the fixtures' (fixtures/translations.ts and the committed catalogue), read
// directly, not through the sandbox's code. Runs on PGlite, and on PostgreSQL with
// `bash scripts/with-postgres.sh node_modules/.bin/vitest run tests/sandbox/catalogue-languages.test.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { catalogue } from '../../fixtures/index.ts';
import { attributeLabelTranslations, categoryTranslations, menuLabelTranslations, productTranslations } from '../../fixtures/translations.ts';
import { Client, placedByPurchaseOrder, signedIn } from './client.ts';

let sandbox: Sandbox;
let guest: Client;
beforeAll(async () => {
  sandbox = await createSandbox();
  guest = new Client(sandbox.url);
}, 120_000);
afterAll(async () => sandbox?.close());

const english = (id: string) => catalogue.products.find((p) => p.id === id)!;
const category = (id: string) => catalogue.categories.find((c) => c.id === id)!;
const CUP_ELECTRODES = '01t000000000001';
const CAP_SMALL = '01t000000000003';
/** Translated name, English description (fixtures/translations.ts: names only so far). */
const NAME_ONLY = '01t000000000091';
const NEUROLOGY = '0ZG000000000001';
const EEG_LEAF = '0ZG000000000111';

async function get(path: string) {
  const reply = await guest.request('GET', path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

describe('catalogue text in the request language', () => {
  it.each([['fr_FR', 'fr'], ['fr-CA', 'fr'], ['fr', 'fr'], ['de_DE', 'de'], ['DE', 'de']] as const)(
    '[PX-79-001][PX-79-002] product detail with language=%s answers its name, description and category path in that language',
    async (language, lang) => {
      const detail = await get(`/products/${CUP_ELECTRODES}?language=${language}`);
      const t = productTranslations[CUP_ELECTRODES]![lang]!;
      expect(detail.fields.Name).toBe(t.name);
      expect(detail.fields.Description).toBe(t.description);
      expect(detail.fields.StockKeepingUnit).toBe(english(CUP_ELECTRODES).sku);
      const path = detail.primaryProductCategoryPath.path as Array<{ id: string; name: string; description: string }>;
      expect(path.map((c) => c.name)).toEqual(path.map((c) => categoryTranslations[c.id]![lang]!.name));
      expect(path[0]!.name).not.toBe(category(NEUROLOGY).name);
    },
  );

  it.each([[''], ['?language=en_US'], ['?language=en'], ['?language=es_ES']])('[PX-79-001] product detail%s answers English', async (query) => {
    const detail = await get(`/products/${CUP_ELECTRODES}${query}`);
    expect(detail.fields.Name).toBe(english(CUP_ELECTRODES).name);
    expect(detail.fields.Description).toBe(english(CUP_ELECTRODES).description);
    expect(detail.primaryProductCategoryPath.path[0].name).toBe(category(NEUROLOGY).name);
  });

  it('[PX-79-002] a field the fixtures lack in the language falls back to English on its own', async () => {
    expect(productTranslations[NAME_ONLY]!.fr!.description).toBeUndefined();
    for (const lang of ['fr', 'de'] as const) {
      const detail = await get(`/products/${NAME_ONLY}?language=${lang}`);
      expect(detail.fields.Name).toBe(productTranslations[NAME_ONLY]![lang]!.name);
      expect(detail.fields.Description).toBe(english(NAME_ONLY).description);
      const { products } = await get(`/products?ids=${NAME_ONLY}&fields=Name,Description&language=${lang}`);
      expect(products[0].name).toBe(productTranslations[NAME_ONLY]![lang]!.name);
      expect(products[0].fields.Description).toBe(english(NAME_ONLY).description);
    }
    // A product without any translation answers English in French.
    const untranslated = catalogue.products.find((p) => !productTranslations[p.id] && p.productClass === 'Simple')!;
    const detail = await get(`/products/${untranslated.id}?language=fr_FR`);
    expect(detail.fields.Name).toBe(untranslated.name);
    expect(detail.fields.Description).toBe(untranslated.description);
  });

  it('[PX-79-002] categories, children, path and the category menu answer in the language', async () => {
    const leaf = await get(`/product-categories/${EEG_LEAF}?language=de_DE`);
    expect(leaf.fields.Name).toBe(categoryTranslations[EEG_LEAF]!.de!.name);
    expect(leaf.fields.Description).toBe(categoryTranslations[EEG_LEAF]!.de!.description);
    expect(leaf.fields.UrlName).toBe(category(EEG_LEAF).urlName);
    const { productCategories } = await get(`/product-categories/children?language=fr_FR`);
    expect(productCategories.map((c: any) => c.fields.Name)).toEqual(productCategories.map((c: any) => categoryTranslations[c.id]!.fr!.name));
    const { path } = await get(`/product-category-path/product-categories/${EEG_LEAF}?language=fr_CA`);
    expect(path.map((c: any) => [c.name, c.description])).toEqual(path.map((c: any) => [categoryTranslations[c.id]!.fr!.name, categoryTranslations[c.id]!.fr!.description]));
    const { menuItems } = await get(`/category-menu-items?language=de_DE`);
    const neurology = menuItems.find((m: any) => m.actionValue.endsWith(NEUROLOGY));
    expect(neurology.label).toBe(categoryTranslations[NEUROLOGY]!.de!.name);
    expect(neurology.actionValue).toBe(`/category/${category(NEUROLOGY).urlName}/${NEUROLOGY}`);
    const { menuItems: englishMenu } = await get(`/category-menu-items`);
    expect(englishMenu.find((m: any) => m.actionValue.endsWith(NEUROLOGY)).label).toBe(category(NEUROLOGY).name);
  });

  it('[PX-79-002] search answers product names, the category tree and facet names in the language; facet values and ids stay', async () => {
    const french = await get(`/search/products?categoryId=${EEG_LEAF}&fields=Name,Description&pageSize=50&language=fr_FR`);
    const englishResult = await get(`/search/products?categoryId=${EEG_LEAF}&fields=Name,Description&pageSize=50`);
    expect(french.productsPage.products.map((p: any) => p.id)).toEqual(englishResult.productsPage.products.map((p: any) => p.id));
    for (const p of french.productsPage.products) {
      const t = productTranslations[p.id]?.fr;
      expect(p.name).toBe(t?.name ?? english(p.id).name);
      expect(p.fields.Name.value).toBe(t?.name ?? english(p.id).name);
      expect(p.fields.Description.value).toBe(t?.description ?? english(p.id).description);
    }
    expect(french.productsPage.products.some((p: any) => p.id === CUP_ELECTRODES)).toBe(true);
    const names = (node: any): string[] => [...(node.category ? [node.category.name] : []), ...node.children.flatMap(names)];
    const ids = (node: any): string[] => [...(node.category ? [node.category.id] : []), ...node.children.flatMap(ids)];
    expect(names(french.categories)).toEqual(ids(french.categories).map((id) => categoryTranslations[id]!.fr!.name));
    expect(french.facets.length).toBeGreaterThan(0);
    french.facets.forEach((f: any, i: number) => {
      const englishFacet = englishResult.facets[i];
      expect(f.nameOrId).toBe(englishFacet.nameOrId);
      expect(f.values).toEqual(englishFacet.values);
      const label = attributeLabelTranslations[englishFacet.displayName]?.fr?.name;
      expect(f.displayName).toBe(label ?? englishFacet.displayName);
    });
    expect(french.facets.some((f: any, i: number) => f.displayName !== englishResult.facets[i].displayName)).toBe(true);
  });

  it('[PX-79-002] a variation answers its attribute labels in the language, its values and api names unchanged', async () => {
    const detail = await get(`/products/${CAP_SMALL}?language=de_DE`);
    expect(detail.fields.Name).toBe(productTranslations[CAP_SMALL]!.de!.name);
    const attribute = detail.variationAttributeSet.attributes[0];
    expect(attribute.apiName).toBe('Size__c');
    expect(attribute.label).toBe(attributeLabelTranslations.Size!.de!.name);
    expect(attribute.value).toBe(english(CAP_SMALL).variationAttributes!.Size);
  });
});

describe('the fixtures carry the catalogue in French and German', () => {
  it('[PX-79-004] every category, every featured product and its variations, and every facet label have French and German text', () => {
    for (const c of catalogue.categories) for (const lang of ['fr', 'de'] as const) {
      expect(categoryTranslations[c.id]?.[lang]?.name, `${c.id} ${lang}`).toBeTruthy();
      expect(categoryTranslations[c.id]?.[lang]?.description, `${c.id} ${lang}`).toBeTruthy();
    }
    // The featured products (Home) and the variations of the featured parents.
    const featured = catalogue.featuredProductIds.flatMap((id) => [id, ...(english(id).childProductIds ?? [])]);
    expect(featured.length).toBeGreaterThan(catalogue.featuredProductIds.length);
    const translated = Object.entries(productTranslations).filter(([, t]) => t.fr?.description && t.de?.description).map(([id]) => id);
    expect(translated.length).toBeGreaterThanOrEqual(20);
    for (const id of featured) for (const lang of ['fr', 'de'] as const) {
      expect(productTranslations[id]?.[lang]?.name, `${id} ${lang}`).toBeTruthy();
      expect(productTranslations[id]?.[lang]?.description, `${id} ${lang}`).toBeTruthy();
    }
    for (const id of Object.keys(productTranslations)) expect(english(id), id).toBeDefined();
  });
});

describe('the navigation menu in the request language', () => {
  const MENU = '/services/data/v64.0/connect/communities/0DB000000000001/navigation-menu/navigation-menu-items?navigationLinkSetDeveloperName=Default_Navigation&addHomeMenuItem=true';
  type Item = { label: string; pageReference?: { attributes?: { objectApiName?: string; recordId?: string } }; subMenu: Item[] };
  const flat = (items: Item[]): Item[] => items.flatMap((item) => [item, ...flat(item.subMenu)]);

  it.each([['fr_FR', 'fr'], ['de-DE', 'de']] as const)('[PX-88-001] language=%s: category items carry the category names, the fixed items their own words, in that language', async (language, lang) => {
    const english = flat((await get(MENU)).menuItems);
    const local = flat((await get(`${MENU}&language=${language}`)).menuItems);
    expect(local).toHaveLength(english.length);
    const categoryItems = local.filter((item) => item.pageReference?.attributes?.objectApiName === 'ProductCategory');
    expect(categoryItems.length).toBeGreaterThan(0);
    for (const item of categoryItems) expect(item.label).toBe(categoryTranslations[item.pageReference!.attributes!.recordId!]![lang]!.name);
    const fixed = new Map(english.map((item, index) => [item.label, local[index]!.label]));
    expect(fixed.get('Home')).toBe(menuLabelTranslations.Home![lang]!.name);
    expect(fixed.get('About us')).toBe(menuLabelTranslations['About us']![lang]!.name);
    // A label the fixtures do not translate (the brand) stays as it is.
    expect(fixed.get('Kestrel Ridge Medical')).toBe('Kestrel Ridge Medical');
  });
});

describe('search by the words of another language', () => {
  const SPO2_ADHESIVE = '01t000000000007';
  const englishText = catalogue.products.map((p) => `${p.name} ${p.description}`.toLowerCase()).join('\n');

  it.each(['adhésifs', 'adhesifs', 'klebesensoren'])('[PX-88-002] the term %s, in no English name or description, finds the product by its French or German name', async (term) => {
    expect(englishText).not.toContain(term);
    const found = await get(`/search/products?searchTerm=${encodeURIComponent(term)}&pageSize=50`);
    expect(found.productsPage.products.map((p: { id: string }) => p.id)).toContain(SPO2_ADHESIVE);
  });
});

describe('an order placed in a language', () => {
  it.each([['fr-FR', 'fr'], ['de-DE', 'de']] as const)('[PX-89-003] placed in %s, its lines carry the product names in that language; placed in English, the English names', async (locale, lang) => {
    const buyer = await signedIn(sandbox.url, 'buyer');
    const local = await placedByPurchaseOrder(buyer, CUP_ELECTRODES, 1, `PO-NAME-${lang}`, undefined, locale);
    const localItems = (await buyer.get(`/order-summaries/${local.orderSummaryId}/items`)).body.items;
    expect(localItems.map((item: { description: string }) => item.description)).toEqual([productTranslations[CUP_ELECTRODES]![lang]!.name]);
    const placedInEnglish = await placedByPurchaseOrder(buyer, CUP_ELECTRODES, 1, `PO-NAME-en-${lang}`);
    const englishItems = (await buyer.get(`/order-summaries/${placedInEnglish.orderSummaryId}/items`)).body.items;
    expect(englishItems.map((item: { description: string }) => item.description)).toEqual([english(CUP_ELECTRODES).name]);
  });
});
