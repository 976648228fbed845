// The reference for the indexed catalogue read path (sandbox/domain/catalogue-index.ts and its parts):
// the plain linear search and suggestion code the indexes replaced, the catalogues they are compared
// on (committed, generated, awkward) and the property checks comparing both answers.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Category, CatalogueFixture, CurrencyCode, Product } from '../../../fixtures/types.ts';
import { Catalogue, fieldName, type SearchInput, type SortRule } from '../../../sandbox/domain/catalogue.ts';
import { store } from '../../../fixtures/index.ts';
import { toCents } from '../../../sandbox/lib/money.ts';
import { productTranslations } from '../../../fixtures/translations.ts';

/** PX-88-002: the names a term is matched against: English, and each translation with and without its accents. */
function namesInEveryLanguage(p: Product): string[] {
  const translated = Object.values(productTranslations[p.id] ?? {}).map((t) => t.name).filter((n): n is string => !!n);
  return [p.name, ...translated, ...translated.map((n) => n.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))].map((n) => n.toLowerCase());
}

export const SORT_RULES = store.sortRules as SortRule[];
const CURRENCIES: CurrencyCode[] = ['USD', 'CAD', 'EUR'];

/** A catalogue held in memory as Catalogue.load reads it (categories by sort order, products by id). */
export function inMemory(data: CatalogueFixture): Catalogue {
  const c = new Catalogue();
  for (const category of [...data.categories].sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1))) c.categories.set(category.id, category);
  for (const p of [...data.products].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    c.products.set(p.id, p);
    c.bySku.set(p.sku.toLowerCase(), p);
  }
  for (const price of data.prices) c.prices.set(price.productId, price.currencies as never);
  for (const item of data.contentItems) c.content.set(item.contentKey, item);
  return c;
}

// ------------------------------------------------------------------ the reference: a scan of every product

const FACET_LABELS = ['Regulatory Class', 'Latex Free', 'Sterile', 'Patient Type', 'Lead Length', 'Material', 'Connector', 'Tip Size', 'Cap Size', 'Electrode Size'];

export function referenceSearch(c: Catalogue, input: SearchInput, currency: string) {
  const pageSize = input.pageSize ?? 20;
  const page = input.page ?? 0;
  const sortRule = input.sortRuleId ? SORT_RULES.find((r) => r.sortRuleId === input.sortRuleId) : SORT_RULES.find((r) => r.type === 'Relevancy');
  const grouping = input.grouping ?? 'VariationParent';
  const term = input.searchTerm?.trim().toLowerCase() ?? '';
  const tokens = term.split(/\s+/).filter(Boolean);
  const fieldValues = (p: Product, name: string) => {
    const own = c.fields(p)[name];
    const children = (p.childProductIds ?? []).map((id) => c.products.get(id)).filter((x): x is Product => !!x).map((x) => c.fields(x)[name]);
    return [own, ...children].filter((v): v is string => typeof v === 'string');
  };
  const relevance = (p: Product) => {
    const skus = [p.sku, ...(grouping === 'VariationParent' ? (p.childProductIds ?? []).map((id) => c.products.get(id)?.sku ?? '') : [])].map((s) => s.toLowerCase());
    if (skus.includes(term)) return 10_000;
    const name = p.name.toLowerCase();
    const names = namesInEveryLanguage(p);
    const description = p.description.toLowerCase();
    let score = 0;
    for (const token of tokens) {
      const hit = (names.some((n) => n.includes(token)) ? 100 : 0) + (skus.some((s) => s.includes(token)) ? 50 : 0) + (description.includes(token) ? 10 : 0);
      if (hit === 0) return 0;
      score += hit;
    }
    return score + (name.startsWith(term) ? 25 : 0);
  };
  const matchesRefinement = (p: Product, r: NonNullable<SearchInput['refinements']>[number]) => {
    if (r.type === 'Range') {
      const value = r.nameOrId === 'UnitPrice' || r.nameOrId === 'ListPrice'
        ? Number((r.nameOrId === 'UnitPrice' ? c.price(p.id, currency)?.unitPrice : c.price(p.id, currency)?.listPrice) ?? Number.NaN)
        : Number.parseFloat(fieldValues(p, r.nameOrId)[0] ?? '');
      if (Number.isNaN(value)) return false;
      return (r.min == null || value >= Number(r.min)) && (r.max == null || value <= Number(r.max));
    }
    const values = fieldValues(p, r.nameOrId).map((v) => v.toLowerCase());
    return (r.values ?? []).some((v) => values.includes(v.toLowerCase()));
  };
  const scored: Array<{ p: Product; score: number }> = [];
  for (const p of c.products.values()) {
    if (grouping === 'VariationParent' ? p.productClass === 'Variation' : p.productClass === 'VariationParent') continue;
    if (input.categoryId && !c.categoryPath(p.categoryId).some((x) => x.id === input.categoryId)) continue;
    const score = tokens.length === 0 ? 1 : relevance(p);
    if (score > 0) scored.push({ p, score });
  }
  const refined = scored.filter(({ p }) => (input.refinements ?? []).every((r) => matchesRefinement(p, r)));
  const priceOf = (p: Product) => toCents(c.price(p.id, currency)?.unitPrice ?? '0');
  const sorted = [...refined].sort((a, b) => {
    if (sortRule?.type === 'Price') return (priceOf(a.p) - priceOf(b.p)) * (sortRule.sortOrder === 'Descending' ? -1 : 1) || a.p.id.localeCompare(b.p.id);
    if (sortRule?.type === 'Standard') return a.p.name.localeCompare(b.p.name) * (sortRule.sortOrder === 'Descending' ? -1 : 1);
    return b.score - a.score || a.p.name.localeCompare(b.p.name);
  });
  const facets: any[] = [];
  let rank = 1;
  const products = scored.map((s) => s.p);
  for (const [attributeType, labels] of [['Custom', FACET_LABELS], ['ProductAttribute', ['Size', 'Length']]] as const) {
    for (const label of labels) {
      const name = attributeType === 'Custom' ? fieldName(label) : `${label}__c`;
      const counts = new Map<string, number>();
      for (const p of products) for (const v of new Set(fieldValues(p, name))) counts.set(v, (counts.get(v) ?? 0) + 1);
      if (counts.size === 0) continue;
      const entries = attributeType === 'Custom' ? [...counts].sort((a, b) => a[0].localeCompare(b[0])) : [...counts];
      facets.push({
        attributeType, displayName: label, displayRank: rank++, displayType: 'MultiSelect', facetType: 'DistinctValue', nameOrId: name,
        values: entries.map(([v, n]) => ({ displayName: v, nameOrId: v, productCount: n })),
      });
    }
  }
  const prices = products.map((p) => Number(c.price(p.id, currency)?.unitPrice)).filter((n) => Number.isFinite(n));
  if (prices.length > 0) {
    const bands: Array<[number, number | null]> = [[0, 50], [50, 100], [100, 250], [250, 500], [500, null]];
    facets.push({
      attributeType: 'Standard', displayName: 'Price', displayRank: rank++, displayType: 'Range', facetType: 'Range', nameOrId: 'UnitPrice',
      values: bands
        .map(([min, max]) => ({ min, max, n: prices.filter((v) => v >= min && (max === null || v < max)).length }))
        .filter((b) => b.n > 0)
        .map((b) => ({ displayName: b.max === null ? `${b.min}+` : `${b.min}–${b.max}`, nameOrId: `${b.min}-${b.max ?? ''}`, productCount: b.n })),
    });
  }
  const counts = new Map<string, number>();
  for (const { p } of refined) for (const x of c.categoryPath(p.categoryId)) counts.set(x.id, (counts.get(x.id) ?? 0) + 1);
  const node = (x: Category | null): any => ({
    category: x ? { id: x.id, name: x.name, description: x.description } : null,
    productCount: x ? counts.get(x.id) ?? 0 : refined.length,
    children: c.childCategories(x?.id ?? null).filter((child) => counts.has(child.id)).map((child) => node(child)),
  });
  // Each result as the search handler first built it, its fields made again from the product.
  const fieldNames = input.fields && input.fields.length > 0 ? input.fields : ['Name', 'StockKeepingUnit', 'QuantityUnitOfMeasure'];
  const summary = (p: Product) => ({
    id: p.id,
    name: p.name,
    defaultImage: c.media(p),
    fields: Object.fromEntries(fieldNames.map((n) => [n, { value: c.fields(p)[n] ?? null }])),
    prices: input.includePrices ? c.priceSummary(p, currency) : null,
    productClass: p.productClass,
    purchaseQuantityRule: input.includeQuantityRule ? c.quantityRule(p) : null,
    variationAttributeSet: c.variationAttributeSet(p),
  });
  return {
    categories: node(input.categoryId ? c.categories.get(input.categoryId) ?? null : null),
    facets,
    total: refined.length,
    products: sorted.slice(page * pageSize, page * pageSize + pageSize).map(({ p }) => summary(p)),
  };
}

export function referenceSuggestions(c: Catalogue, term: string, maxResults: number, maxProducts: number, popularCategoryId?: string) {
  const matches = term ? [...c.products.values()].filter((p) => p.productClass !== 'Variation' && (p.name.toLowerCase().includes(term) || p.sku.toLowerCase().includes(term))) : [];
  const terms = new Set<string>();
  for (const p of matches) {
    const words = p.name.toLowerCase().replace(/[,()]/g, '').split(/\s+/);
    const at = words.findIndex((w) => w.startsWith(term.split(/\s+/)[0] ?? ''));
    if (at >= 0) terms.add(words.slice(Math.max(0, at - 1), at + 2).join(' '));
    if (terms.size >= maxResults) break;
  }
  const popular = !term && popularCategoryId ? [...c.products.values()].filter((p) => p.productClass !== 'Variation' && c.isInCategory(p, popularCategoryId)) : [];
  return { terms: [...terms], ids: (matches.length > 0 ? matches : popular).slice(0, maxProducts).map((p) => p.id) };
}

export function indexedSearch(c: Catalogue, input: SearchInput, currency: CurrencyCode) {
  const result = c.search(input, currency, SORT_RULES);
  return { categories: result.categories, facets: result.facets, total: result.productsPage.total, products: result.productsPage.products };
}

// ------------------------------------------------------------------ inputs drawn from the catalogue's own vocabulary

function vocabulary(c: Catalogue) {
  const products = [...c.products.values()];
  const words = [...new Set(products.flatMap((p) => `${p.name} ${p.description}`.split(/\s+/)))].filter(Boolean);
  const facetValues = products.flatMap((p) => Object.entries(p.specifications ?? {}).map(([label, value]) => ({ name: fieldName(label), value })));
  const fieldNames = [...new Set(products.flatMap((p) => Object.keys(c.fields(p))))];
  return { products, words, facetValues, fieldNames, categoryIds: [...c.categories.keys()] };
}

function termArbitrary(v: ReturnType<typeof vocabulary>) {
  const word = fc.constantFrom(...v.words);
  const product = fc.constantFrom(...v.products);
  // Whole words, parts of words (substring matching), SKUs and parts of them, in any case, and noise.
  const part = fc.tuple(word, fc.nat(), fc.integer({ min: 1, max: 6 })).map(([w, at, length]) => w.slice(at % w.length, (at % w.length) + length));
  const piece = fc.oneof(word, part, product.map((p) => p.sku), product.map((p) => p.sku.slice(0, 7)), fc.string({ minLength: 1, maxLength: 3 }));
  const pieces = fc
    .tuple(fc.array(piece, { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', '  ', '\t'), fc.boolean())
    .map(([list, gap, upper]) => (upper ? list.join(gap).toUpperCase() : list.join(gap)));
  // The start of a name: ranks names starting with the term first.
  const namePrefix = fc.tuple(product, fc.integer({ min: 2, max: 24 })).map(([p, length]) => p.name.slice(0, length));
  return fc.oneof(pieces, namePrefix);
}

function searchArbitrary(v: ReturnType<typeof vocabulary>) {
  const refinement = fc.oneof(
    fc.constantFrom(...v.facetValues).map(({ name, value }) => ({ nameOrId: name, type: 'DistinctValue' as const, attributeType: 'Custom', values: [value.toUpperCase()] })),
    fc.tuple(fc.constantFrom('UnitPrice', 'ListPrice'), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 800 })).map(([name, min, extra]) => ({
      nameOrId: name, type: 'Range' as const, attributeType: 'Standard', min: String(min), max: extra > 600 ? null : String(min + extra),
    })),
    fc.constant({ nameOrId: 'Size__c', type: 'DistinctValue' as const, attributeType: 'ProductAttribute', values: ['Small', 'large'] as string[] }),
  );
  return fc.record(
    {
      searchTerm: termArbitrary(v),
      categoryId: fc.constantFrom(...v.categoryIds),
      grouping: fc.constantFrom('VariationParent' as const, 'NoGrouping' as const),
      sortRuleId: fc.constantFrom(...SORT_RULES.map((r) => r.sortRuleId)),
      refinements: fc.array(refinement, { maxLength: 2 }),
      page: fc.nat({ max: 3 }),
      pageSize: fc.integer({ min: 1, max: 30 }),
      fields: fc.array(fc.constantFrom(...v.fieldNames, 'No_Such_Field__c'), { maxLength: 4 }),
      includePrices: fc.boolean(),
      includeQuantityRule: fc.boolean(),
      currency: fc.constantFrom(...CURRENCIES),
    },
    { requiredKeys: ['currency'] },
  );
}

export function checkSearchEquivalence(c: Catalogue, runs: number) {
  const v = vocabulary(c);
  fc.assert(
    fc.property(searchArbitrary(v), ({ currency, ...input }) => {
      if (!input.searchTerm && !input.categoryId) input.categoryId = v.categoryIds[0];
      expect(indexedSearch(c, input, currency)).toEqual(referenceSearch(c, input, currency));
    }),
    { numRuns: runs },
  );
}

export function checkSuggestionEquivalence(c: Catalogue, runs: number) {
  const v = vocabulary(c);
  fc.assert(
    fc.property(termArbitrary(v), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (typed, maxResults, maxProducts) => {
      const term = typed.trim().toLowerCase();
      const indexed = c.suggestions(term, { maxResults, maxProducts });
      expect({ terms: indexed.terms, ids: indexed.products.map((p) => p.id) }).toEqual(referenceSuggestions(c, term, maxResults, maxProducts));
    }),
    { numRuns: runs },
  );
}

/**
 * The committed fixtures bent where the precomputed structures have edges: prices missing (no
 * band) or negative (priced, in no band), commas and parentheses joining name words (the words
 * suggestions cut differ from the name's), SKUs with accents and astral characters (matched by
 * code units), and a simple product that lists variations (its own SKU only without grouping).
 */
export function awkward(data: CatalogueFixture): CatalogueFixture {
  const products = [...data.products].sort((a, b) => (a.id < b.id ? -1 : 1)).map((p, k) => {
    let { name, sku, productClass } = p;
    if (k % 5 === 2) name = name.replace(' ', ',');
    if (k % 9 === 4) name = name.replace(/ (\S)/, '($1');
    if (k % 13 === 6) sku = `${sku}-${k % 2 ? 'É' : '😀'}x`;
    if (productClass === 'VariationParent' && k % 2 === 0) productClass = 'Simple';
    return { ...p, name, sku, productClass };
  });
  const position = new Map(products.map((p, k) => [p.id, k]));
  const prices = data.prices.map((price) => {
    const k = position.get(price.productId) ?? 0;
    const currencies = { ...price.currencies } as Record<string, { unitPrice: string }>;
    if (k % 7 === 3) delete currencies.USD;
    if (k % 11 === 5) for (const currency of Object.keys(currencies)) currencies[currency] = { ...currencies[currency]!, unitPrice: '-5.00' };
    return { ...price, currencies } as typeof price;
  });
  return { ...data, products, prices };
}
