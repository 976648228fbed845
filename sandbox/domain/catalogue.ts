// The catalogue as the API shows it: products, categories, prices, media and search. The catalogue
// is fixed at run time, so it is read from the database once and served from memory; only stock
// (inventory table) changes and is always read from the database.
import type { Category, ContentItem, CurrencyCode, CurrencyPrice, Product } from '../../fixtures/types.ts';
import type { Queryable } from '../db/index.ts';
import { invalidInput } from './errors.ts';
import { money, toCents } from '../lib/money.ts';
import { CatalogueIndex, type FacetSpec } from './catalogue-index.ts';
import type { Wire } from './wire.ts';
import { localCategory, localLabel, localProduct, productNamesElsewhere } from './catalogue-language.ts';
import type { CatalogueLanguage } from '../../fixtures/translations.ts';

const ONE_TIME_MODEL = {
  id: '0jP000000000001',
  name: 'One-Time Purchase',
  sellingModelType: 'OneTime',
  pricingTerm: null,
  pricingTermUnit: null,
  subscriptionTermRule: null,
} as const;

export interface SortRule {
  sortRuleId: string;
  type: 'Relevancy' | 'Standard' | 'Price';
  nameOrId: string | null;
  sortOrder: 'Ascending' | 'Descending' | null;
}

const fieldNames = new Map<string, string>();

/** Specification labels as custom field API names: "Latex Free" → Latex_Free__c. */
export function fieldName(label: string): string {
  let name = fieldNames.get(label);
  if (name === undefined) {
    name = `${label.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}__c`;
    fieldNames.set(label, name);
  }
  return name;
}

export interface SearchInput {
  searchTerm?: string;
  categoryId?: string;
  fields?: string[];
  grouping?: 'NoGrouping' | 'VariationParent';
  includePrices?: boolean;
  includeQuantityRule?: boolean;
  page?: number;
  pageSize?: number;
  sortRuleId?: string;
  refinements?: Array<{ nameOrId: string; type: 'DistinctValue' | 'Range'; attributeType: string; values?: string[]; min?: string | null; max?: string | null }>;
  /** The language of the answer's catalogue text (PX-79-002); English when absent. */
  language?: CatalogueLanguage;
}

const FACET_LABELS = ['Regulatory Class', 'Latex Free', 'Sterile', 'Patient Type', 'Lead Length', 'Material', 'Connector', 'Tip Size', 'Cap Size', 'Electrode Size'];
const FACETS: FacetSpec[] = [
  ...FACET_LABELS.map((label) => ({ name: fieldName(label), label, attributeType: 'Custom' as const })),
  ...['Size', 'Length'].map((attribute) => ({ name: `${attribute}__c`, label: attribute, attributeType: 'ProductAttribute' as const })),
];

export class Catalogue {
  readonly products = new Map<string, Product>();
  readonly bySku = new Map<string, Product>();
  readonly categories = new Map<string, Category>();
  readonly prices = new Map<string, Record<string, CurrencyPrice>>();
  readonly content = new Map<string, ContentItem>();
  relations: Array<{ productId: string; relatedProductId: string; relationshipType: string; sortOrder: number }> = [];
  featuredProductIds: string[] = [];
  private searchIndex?: CatalogueIndex;

  static async load(q: Queryable): Promise<Catalogue> {
    const c = new Catalogue();
    for (const row of await q.query<{ doc: Category }>('SELECT doc FROM categories ORDER BY sort_order, id')) c.categories.set(row.doc.id, row.doc);
    for (const row of await q.query<{ doc: Product }>('SELECT doc FROM products ORDER BY id')) {
      c.products.set(row.doc.id, row.doc);
      c.bySku.set(row.doc.sku.toLowerCase(), row.doc);
    }
    for (const row of await q.query<{ product_id: string; currency: string; doc: CurrencyPrice }>('SELECT product_id, currency, doc FROM prices')) {
      const entry = c.prices.get(row.product_id) ?? {};
      entry[row.currency] = row.doc;
      c.prices.set(row.product_id, entry);
    }
    for (const row of await q.query<{ doc: ContentItem }>('SELECT doc FROM content_items')) c.content.set(row.doc.contentKey, row.doc);
    c.relations = (await q.query<any>('SELECT product_id, related_product_id, relationship_type, sort_order FROM product_relations ORDER BY sort_order')).map((r) => ({
      productId: r.product_id, relatedProductId: r.related_product_id, relationshipType: r.relationship_type, sortOrder: r.sort_order,
    }));
    c.featuredProductIds = (await q.one<{ doc: string[] }>(`SELECT doc FROM store_documents WHERE key = 'featuredProductIds'`))?.doc ?? [];
    void c.index; // built now rather than on the first search
    return c;
  }

  /** Search indexes, built once: products, categories and prices do not change after loading. */
  get index(): CatalogueIndex {
    this.searchIndex ??= new CatalogueIndex([...this.products.values()], this.categories, (p) => this.fields(p), (id, currency) => this.price(id, currency), FACETS, (p) => productNamesElsewhere(p.id));
    return this.searchIndex;
  }

  product(id: string): Product | undefined {
    return this.products.get(id);
  }

  /** Purchasable means Simple or Variation (a variation parent is chosen through its children). */
  isPurchasable(p: Product): boolean {
    return p.productClass !== 'VariationParent';
  }

  // ------------------------------------------------------------------ categories

  childCategories(parentId: string | null): Category[] {
    return [...this.categories.values()].filter((c) => c.parentId === parentId).sort((a, b) => a.sortOrder - b.sortOrder);
  }

  categoryPath(id: string): Category[] {
    const path: Category[] = [];
    for (let c = this.categories.get(id); c; c = c.parentId ? this.categories.get(c.parentId) : undefined) path.unshift(c);
    return path;
  }

  isInCategory(p: Product, categoryId: string): boolean {
    return this.categoryPath(p.categoryId).some((c) => c.id === categoryId);
  }

  pathEntries(categoryId: string, language?: CatalogueLanguage) {
    return this.categoryPath(categoryId).map((c) => localCategory({ id: c.id, name: c.name, description: c.description }, language));
  }

  categoryMedia(c: Category, kind: 'banner' | 'tile') {
    const item = this.content.get(c.imageContentKey);
    if (!item) return null;
    // contentKey (a project extension of the media shape): the storefront reads the image through content delivery.
    return { alternateText: item.altText, contentVersionId: null, id: `20Y${c.id.slice(3)}`, mediaType: 'Image', sortOrder: 0, thumbnailUrl: null, title: `${c.name} ${kind}`, url: item.url, contentKey: item.contentKey } satisfies Wire['ProductMedia'];
  }

  /**
   * PX-53-011: the category menu: the categories from the top, each with those below it, in sort
   * order, down to `maxLevels` (at most 5) and at most `maxItems` in all, counted depth first; the
   * top level's tile image when asked for; a Home item first when asked for.
   */
  categoryMenu(options: { maxLevels?: number; maxItems?: number; includeImageUrl?: boolean; addHomeMenuItem?: boolean }, language?: CatalogueLanguage): Wire['CategoryMenuItem'][] {
    const maxLevels = Math.min(options.maxLevels ?? 5, 5);
    let budget = options.maxItems ?? Number.POSITIVE_INFINITY;
    const items = (parentId: string | null, level: number): Wire['CategoryMenuItem'][] => {
      if (level > maxLevels) return [];
      const result: Wire['CategoryMenuItem'][] = [];
      for (const c of this.childCategories(parentId)) {
        if (budget-- <= 0) break;
        result.push({
          label: localCategory(c, language).name, actionType: 'InternalLink', actionValue: `/category/${c.urlName}/${c.id}`,
          imageUrl: options.includeImageUrl && level === 1 ? this.categoryMedia(c, 'tile')?.url ?? null : null,
          target: 'CurrentWindow', subMenu: items(c.id, level + 1),
        });
      }
      return result;
    };
    const home: Wire['CategoryMenuItem'] = { label: 'Home', actionType: 'InternalLink', actionValue: '/', imageUrl: null, target: 'CurrentWindow', subMenu: [] };
    return [...(options.addHomeMenuItem ? [home] : []), ...items(null, 1)];
  }

  /** PX-53-015: recommendations: the anchors' related products, then the featured ones, without the anchors or repeats, at most 8. */
  recommendedProductIds(anchors: readonly string[]): string[] {
    const related = this.relations.filter((r) => anchors.includes(r.productId)).map((r) => r.relatedProductId);
    return [...new Set([...related, ...this.featuredProductIds])].filter((id) => !anchors.includes(id)).slice(0, 8);
  }

  // ------------------------------------------------------------------ products

  media(p: Product) {
    const item = this.content.get(p.imageContentKey);
    if (!item) return null;
    return {
      alternateText: item.altText,
      contentVersionId: `068${p.id.slice(3)}`,
      id: `20Y${p.id.slice(3)}`,
      mediaType: 'Image',
      sortOrder: 0,
      thumbnailUrl: item.url,
      title: item.title,
      url: item.url,
    } satisfies Wire['ProductMedia'];
  }

  /** Record fields as text: the standard ones plus each specification as a custom field. */
  fields(p: Product): Record<string, string | null> {
    const line = this.categoryPath(p.categoryId)[0];
    const fields: Record<string, string | null> = {
      Name: p.name,
      StockKeepingUnit: p.sku,
      Description: p.description,
      QuantityUnitOfMeasure: p.unitOfMeasure,
      Family: line?.name ?? null,
      ProductClass: p.productClass,
    };
    for (const [label, value] of Object.entries(p.specifications ?? {})) fields[fieldName(label)] = value;
    for (const [attribute, value] of Object.entries(p.variationAttributes ?? {})) fields[`${attribute}__c`] = value;
    // Read by the product page to offer a standing order (PX-06-040).
    fields.Standing_Order_Eligible__c = String(p.recurringEligible);
    return fields;
  }

  pickFields(p: Product, wanted?: string[], excluded?: string[]): Record<string, string | null> {
    const all = this.fields(p);
    const names = wanted && wanted.length > 0 && !wanted.includes('*') ? wanted : Object.keys(all);
    return Object.fromEntries(names.filter((n) => !excluded?.includes(n)).map((n) => [n, all[n] ?? null]));
  }

  quantityRule(p: Product) {
    return p.purchaseQuantityRule ? { ...p.purchaseQuantityRule } : null;
  }

  private parentAttributes(p: Product): Array<{ name: string; values: string[] }> {
    const parent = p.productClass === 'Variation' && p.variationParentId ? this.products.get(p.variationParentId) : p;
    return parent?.variationAttributeSet ?? [];
  }

  /** The real Product Attribute Set Summary: the variation's values in the parent's attribute order. */
  variationAttributeSet(p: Product, language?: CatalogueLanguage) {
    if (p.productClass !== 'Variation' || !p.variationAttributes) return null;
    const names = Object.keys(p.variationAttributes);
    const attributes = names.map((name, sequence) => ({ apiName: `${name}__c`, label: localLabel(name, language), sequence, value: p.variationAttributes![name] ?? null }));
    return { apiName: `${names.join('_')}_Attribute_Set`, label: names.join(' and '), attributes };
  }

  variationInfo(p: Product, language?: CatalogueLanguage) {
    if (p.productClass === 'Simple') return null;
    const parent = p.productClass === 'Variation' && p.variationParentId ? this.products.get(p.variationParentId) : p;
    if (!parent) return null;
    const attributes = this.parentAttributes(p);
    const info = Object.fromEntries(attributes.map((a, i) => [`${a.name}__c`, { apiName: `${a.name}__c`, label: localLabel(a.name, language), sequence: i, objectName: 'ProductAttribute', fieldId: null, availableValues: a.values }]));
    const mappings = (parent.childProductIds ?? []).map((id) => this.products.get(id)).filter((c): c is Product => !!c).map((child) => ({
      canonicalKey: Object.values(child.variationAttributes ?? {}).join('_'),
      productId: child.id,
      selectedAttributes: attributes.map((a, i) => ({ apiName: `${a.name}__c`, label: localLabel(a.name, language), sequence: i, value: child.variationAttributes?.[a.name] ?? '' })),
    }));
    return { variationAttributeInfo: info, attributesToProductMappings: mappings };
  }

  detail(product: Product, options: { fields?: string[]; excludeMedia?: boolean; language?: CatalogueLanguage } = {}) {
    const { language } = options;
    const p = localProduct(product, language);
    const media = this.media(p);
    return {
      id: p.id,
      productClass: p.productClass,
      variationParentId: p.variationParentId,
      fields: this.pickFields(p, options.fields),
      defaultImage: options.excludeMedia ? null : media,
      mediaGroups: options.excludeMedia || !media ? [] : [{ developerName: 'productDetailImage', id: '2mg000000000001', name: 'Product Detail Images', usageType: 'Standard' as const, mediaItems: [media] }],
      primaryProductCategoryPath: { path: this.pathEntries(p.categoryId, language) },
      purchaseQuantityRule: this.quantityRule(p),
      variationAttributeSet: this.variationAttributeSet(p, language),
      variationInfo: this.variationInfo(p, language),
      productSellingModels: [ONE_TIME_MODEL],
    };
  }

  /** A product of a collection read (GET /products, featured products, gift wrap). */
  overview(product: Product, currency: string, options: { fields?: string[]; excludeFields?: string[]; excludePrices?: boolean; excludeMedia?: boolean; language?: CatalogueLanguage } = {}) {
    const p = localProduct(product, options.language);
    return {
      id: p.id,
      name: p.name,
      sku: p.sku,
      productClass: p.productClass,
      fields: this.pickFields(p, options.fields ?? ['Name', 'StockKeepingUnit', 'QuantityUnitOfMeasure'], options.excludeFields),
      defaultImage: options.excludeMedia ? null : this.media(p),
      prices: options.excludePrices ? null : this.priceSummary(p, currency),
      purchaseQuantityRule: this.quantityRule(p),
      variationAttributeSet: this.variationAttributeSet(p, options.language),
      productSellingModels: [ONE_TIME_MODEL],
      success: true,
      error: null,
    };
  }

  // ------------------------------------------------------------------ prices

  price(productId: string, currency: string): CurrencyPrice | undefined {
    return this.prices.get(productId)?.[currency];
  }

  priceSummary(p: Product, currency: string) {
    const price = this.price(p.id, currency);
    if (!price) return null;
    return { listPrice: price.listPrice, unitPrice: price.unitPrice, pricebookEntryId: price.pricebookEntryId, productId: p.id, success: true };
  }

  /** Unit price in cents for a quantity: the whole quantity at the tier it falls in (Range). */
  unitCents(productId: string, currency: string, quantity: number): number {
    const price = this.price(productId, currency);
    if (!price) throw invalidInput(`Product ${productId} has no price in ${currency}.`, 'PRICE_NOT_FOUND');
    const tier = price.tiers.find((t) => quantity >= Number(t.lowerBound) && (t.upperBound === null || quantity <= Number(t.upperBound)));
    return toCents(tier ? tier.tierUnitPrice : price.unitPrice);
  }

  priceAdjustment(productId: string, currency: string) {
    const price = this.price(productId, currency);
    if (!price || price.tiers.length === 0) return null;
    const unit = toCents(price.unitPrice);
    return {
      adjustmentMethod: 'Range' as const,
      scheduleType: 'Custom',
      priceAdjustmentTiers: price.tiers.map((t, i) => ({
        id: `0lt${productId.slice(3, 12)}${String(i + 1).padStart(3, '0')}`,
        adjustmentType: 'AdjustmentAmount' as const,
        adjustmentValue: money(unit - toCents(t.tierUnitPrice)),
        lowerBound: t.lowerBound,
        upperBound: t.upperBound,
        tierUnitPrice: t.tierUnitPrice,
      })),
    };
  }

  // ------------------------------------------------------------------ search

  search(input: SearchInput, currency: CurrencyCode, sortRules: SortRule[]): Wire['ProductSearchResults'] {
    const pageSize = input.pageSize ?? 20;
    const page = input.page ?? 0;
    if (!input.searchTerm && !input.categoryId) throw invalidInput("A search needs a 'searchTerm' or a 'categoryId'.");
    if (page * pageSize > 5000) throw invalidInput('page × pageSize must not exceed 5000.');
    if ((input.refinements?.length ?? 0) > 9) throw invalidInput('At most 9 refinements are allowed.');
    if (input.categoryId && !this.categories.has(input.categoryId)) throw invalidInput(`Unknown category ${input.categoryId}.`, 'INVALID_ID_FIELD');
    const sortRule = input.sortRuleId ? sortRules.find((r) => r.sortRuleId === input.sortRuleId) : sortRules.find((r) => r.type === 'Relevancy');
    if (input.sortRuleId && !sortRule) throw invalidInput(`Unknown sortRuleId ${input.sortRuleId}.`);
    const grouping = input.grouping ?? 'VariationParent';

    const term = input.searchTerm?.trim().toLowerCase() ?? '';
    const index = this.index;
    const found = index.search({
      term,
      tokens: term.split(/\s+/).filter(Boolean),
      categoryId: input.categoryId,
      grouping,
      refinements: input.refinements ?? [],
      currency,
      sort: sortRule && { type: sortRule.type, descending: sortRule.sortOrder === 'Descending' },
      start: page * pageSize,
      end: page * pageSize + pageSize,
    });
    const fieldNames = input.fields && input.fields.length > 0 ? input.fields : ['Name', 'StockKeepingUnit', 'QuantityUnitOfMeasure'];
    const { language } = input;
    return {
      categories: language && found.categories ? localTree(found.categories, language) : found.categories,
      facets: language ? found.facets.map((f) => ({ ...f, displayName: localLabel(f.displayName, language) })) : found.facets,
      locale: 'en_US',
      productsPage: {
        currencyIsoCode: currency,
        pageSize,
        total: found.total,
        products: found.page.map((position) => {
          const p = localProduct(index.products[position]!, language);
          // The index holds every product's fields already; building them again per result costs a tenth of a search.
          const all = language ? { ...index.fieldsAt(position), Name: p.name, Description: p.description } : index.fieldsAt(position);
          return {
            id: p.id,
            name: p.name,
            defaultImage: this.media(p),
            fields: Object.fromEntries(fieldNames.map((n) => [n, { value: all[n] ?? null }])),
            prices: input.includePrices ? this.priceSummary(p, currency) : null,
            productClass: p.productClass,
            purchaseQuantityRule: input.includeQuantityRule ? this.quantityRule(p) : null,
            variationAttributeSet: this.variationAttributeSet(p, language),
          };
        }),
      },
    };
  }

  /**
   * Search suggestions for a typed term (trimmed, lower case): terms from the names of the products
   * (not variations) whose name or SKU contains it, each the word starting with its first word and
   * its neighbours, until `maxResults` terms; and the first such products, or without a term the
   * first of the popular category.
   */
  suggestions(term: string, options: { maxResults: number; maxProducts: number; popularCategoryId?: string }): { terms: string[]; products: Product[] } {
    if (term) return this.index.suggest(term, options.maxResults, options.maxProducts);
    return { terms: [], products: options.popularCategoryId ? this.index.inCategoryFirst(options.popularCategoryId, options.maxProducts) : [] };
  }
}

type CategoryTree = NonNullable<Wire['ProductSearchResults']['categories']>;

/** The search result's category tree with each category's text in the language. */
function localTree(tree: CategoryTree, language: CatalogueLanguage): CategoryTree {
  const c = tree.category;
  const category = c?.id ? { ...c, ...localCategory({ id: c.id, name: c.name ?? '', description: c.description ?? '' }, language) } : c;
  return { ...tree, category, children: tree.children.map((child) => localTree(child, language)) };
}

