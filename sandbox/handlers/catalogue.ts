// Search, products, prices, taxes, categories, the category menu and inventory levels.
import type { Product } from '../../fixtures/types.ts';
import { activityOwner, browsingAccount, currencyFor, ok, type Call, type Ctx, type Reply } from '../http/context.ts';
import { invalidInput, notFound } from '../domain/errors.ts';
import { webstorePath } from '../config.ts';
import { inventoryLevels } from '../domain/inventory.ts';
import type { SearchInput } from '../domain/catalogue.ts';
import { productTaxRate } from '../domain/orders.ts';
import { recentSearches } from '../domain/activities.ts';
import { giftWrapOverview, offeredGiftWraps } from '../domain/gifting.ts';
import { categoryOr404, productOr404, snapshotOr404 } from '../access/catalogue.ts';
import { catalogueLanguage, localCategory, localProduct } from '../domain/catalogue-language.ts';

function decodeRefinements(text: string | undefined): SearchInput['refinements'] {
  if (!text) return undefined;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value)) throw new Error('not a list');
    return value;
  } catch {
    throw invalidInput('refinements must be a base64url-encoded JSON list.');
  }
}

async function search(ctx: Call, input: SearchInput) {
  const account = await browsingAccount(ctx);
  return ctx.core.catalogue.search(input, currencyFor(ctx, account), ctx.core.sortRules);
}

export async function searchProducts(ctx: Ctx<'searchProducts'>): Reply<'searchProducts'> {
  const q = ctx.query;
  return ok(await search(ctx, {
    searchTerm: q.searchTerm, categoryId: q.categoryId, refinements: decodeRefinements(q.refinements), fields: q.fields, grouping: q.grouping,
    includePrices: q.includePrices, includeQuantityRule: q.includeQuantityRule, page: q.page, pageSize: q.pageSize, sortRuleId: q.sortRuleId,
    language: catalogueLanguage(q.language),
  }));
}

type SearchBody = Omit<SearchInput, 'grouping'> & { grouping?: { groupingOption: SearchInput['grouping'] } };

/**
 * The generator types ProductSearchInput as unknown (its anyOf branches only name required fields);
 * the router has validated the body against it, so an object here is that input.
 */
const isSearchBody = (body: unknown): body is SearchBody => typeof body === 'object' && body !== null;

export async function postProductSearch(ctx: Ctx<'postProductSearch'>): Reply<'postProductSearch'> {
  const { body } = ctx;
  if (!isSearchBody(body)) throw invalidInput('The search input must be an object.');
  return ok(await search(ctx, { ...body, grouping: body.grouping?.groupingOption, language: catalogueLanguage(ctx.query.language) }), 201);
}

export async function getSearchSuggestions(ctx: Ctx<'getSearchSuggestions'>): Reply<'getSearchSuggestions'> {
  await browsingAccount(ctx);
  const term = String(ctx.query.searchTerm ?? '').trim().toLowerCase();
  const { catalogue } = ctx.core;
  const maxResults = ctx.query.maxResults ?? 10;
  const recent = term ? (await recentSearches(ctx.core.db, activityOwner(ctx), term, maxResults)).map((value) => ({ value })) : [];
  // Terms and products are worked out only when the answer carries them.
  const wantsTerms = ctx.query.includeSuggestedTerms !== false;
  const wantsProducts = Boolean(ctx.query.includeSuggestedProducts);
  const { terms, products } = catalogue.suggestions(term, {
    maxResults: wantsTerms ? maxResults : 0, maxProducts: wantsProducts ? ctx.query.maxSuggestedProducts ?? 4 : 0, popularCategoryId: ctx.query.popularProductsCategoryId,
  });
  const language = catalogueLanguage(ctx.query.language);
  const suggested = products.map((p) => ({ id: p.id, name: localProduct(p, language).name, sku: p.sku, defaultImage: catalogue.media(p) }));
  return ok({
    recentSearchSuggestions: recent,
    ...(wantsTerms ? { suggestedSearchTerms: terms.map((value) => ({ value })) } : {}),
    ...(wantsProducts ? { suggestedProducts: suggested } : {}),
  });
}

export async function getProducts(ctx: Ctx<'getProducts'>): Reply<'getProducts'> {
  const account = await browsingAccount(ctx);
  const { ids, skus } = ctx.query;
  if ((ids && skus) || (!ids && !skus)) throw invalidInput("Send either 'ids' or 'skus', not both.");
  const currency = currencyFor(ctx, account);
  const found = ids ? ids.map((id) => ctx.core.catalogue.product(id)) : skus!.map((sku) => ctx.core.catalogue.bySku.get(sku.trim().toLowerCase()));
  const products = found.filter((p): p is Product => !!p).map((p) =>
    ctx.core.catalogue.overview(p, currency, { fields: ctx.query.fields, excludePrices: ctx.query.excludePrices, excludeMedia: ctx.query.excludeMedia, language: catalogueLanguage(ctx.query.language) }));
  return ok({ products, total: products.length });
}

export async function getGiftWrapProducts(ctx: Ctx<'getGiftWrapProducts'>): Reply<'getGiftWrapProducts'> {
  const account = await browsingAccount(ctx);
  const currency = currencyFor(ctx, account);
  // PX-20-005: only when gifting and gift wrap are on; the wraps are not catalogue products.
  return ok({ products: offeredGiftWraps(ctx.core.settings.giftingConfig).map((p) => giftWrapOverview(p, currency)) });
}

export async function getProductDetail(ctx: Ctx<'getProductDetail'> | Ctx<'getProductDetailVersioned'>): Reply<'getProductDetail' | 'getProductDetailVersioned'> {
  snapshotOr404(ctx);
  await browsingAccount(ctx);
  return ok(ctx.core.catalogue.detail(productOr404(ctx), { fields: ctx.query.fields, excludeMedia: ctx.query.excludeMedia, language: catalogueLanguage(ctx.query.language) }));
}

export async function getProductChildren(ctx: Ctx<'getProductChildren'>): Reply<'getProductChildren'> {
  await browsingAccount(ctx);
  const parent = productOr404(ctx);
  const pageSize = ctx.query.pageSize ?? 20;
  // Page tokens are base64url offsets, opaque to the caller as the platform's are.
  const offset = ctx.query.pageToken ? Number(Buffer.from(String(ctx.query.pageToken), 'base64url').toString()) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalidInput('pageToken is not a token of this list.');
  const children = (parent.childProductIds ?? []).map((id) => ctx.core.catalogue.product(id)).filter((p): p is Product => !!p);
  const page = children.slice(offset, offset + pageSize);
  const tokenAt = (at: number) => Buffer.from(String(at)).toString('base64url');
  const urlOf = (token: string | null) => (token === null ? null : `${webstorePath(ctx.core.store.webstore.id)}/products/${parent.id}/children?pageToken=${token}`);
  const current = tokenAt(offset);
  const next = offset + pageSize < children.length ? tokenAt(offset + pageSize) : null;
  const previous = offset > 0 ? tokenAt(Math.max(0, offset - pageSize)) : null;
  const items = page.map((p) => {
    const d = ctx.core.catalogue.detail(p, { fields: ['Name', 'StockKeepingUnit', 'QuantityUnitOfMeasure'], language: catalogueLanguage(ctx.query.language) });
    return { defaultQuantity: '1.0', isEntitled: true, productInfo: { ...d, mediaGroups: undefined, variationInfo: undefined, primaryProductCategoryPath: undefined } };
  });
  return ok({
    count: items.length, total: children.length, productClass: parent.productClass,
    currentPageToken: current, currentPageUrl: urlOf(current), nextPageToken: next, nextPageUrl: urlOf(next), previousPageToken: previous, previousPageUrl: urlOf(previous),
    items,
  });
}

export async function getFeaturedProducts(ctx: Ctx<'getFeaturedProducts'>): Reply<'getFeaturedProducts'> {
  const account = await browsingAccount(ctx);
  const product = productOr404(ctx);
  const currency = currencyFor(ctx, account);
  const types: string[] | undefined = ctx.query.relationshipTypes;
  // Fixture relations (CrossSell, UpSell, Accessory) count as FeaturedProducts and CompleteTheLook.
  const wanted = !types || types.includes('FeaturedProducts') || types.includes('CompleteTheLook');
  const related = wanted ? ctx.core.catalogue.relations.filter((r) => r.productId === product.id) : [];
  const products = related.map((r) => ctx.core.catalogue.product(r.relatedProductId)).filter((p): p is Product => !!p).map((p) => {
    const o = ctx.core.catalogue.overview(p, currency, { fields: ctx.query.fields, excludeFields: ctx.query.excludeFields, language: catalogueLanguage(ctx.query.language) });
    return ctx.query.includePurchaseQuantityRules === false ? { ...o, purchaseQuantityRule: null } : o;
  });
  return ok({ products });
}

export async function getProductPrices(ctx: Ctx<'getProductPrices'>): Reply<'getProductPrices'> {
  const account = await browsingAccount(ctx);
  const currency = currencyFor(ctx, account);
  const results = ctx.query.productIds.map((id) => {
    const price = ctx.core.catalogue.product(id) ? ctx.core.catalogue.price(id, currency) : undefined;
    return price
      ? { productId: id, listPrice: price.listPrice, unitPrice: price.unitPrice, pricebookEntryId: price.pricebookEntryId, success: true, error: null }
      : { productId: id, listPrice: null, unitPrice: null, pricebookEntryId: null, success: false, error: { errorCode: 'PRICE_NOT_FOUND', message: `No price for product ${id} in ${currency}.` } };
  });
  return ok({ currencyIsoCode: currency, success: results.every((r) => r.success), error: null, pricingLineItemResults: results });
}

export async function getProductPrice(ctx: Ctx<'getProductPrice'>): Reply<'getProductPrice'> {
  const account = await browsingAccount(ctx);
  const currency = currencyFor(ctx, account);
  const product = productOr404(ctx);
  const price = ctx.core.catalogue.price(product.id, currency);
  if (!price) throw notFound(`Product ${product.id} has no price in ${currency}.`);
  return ok({
    currencyIsoCode: currency, listPrice: price.listPrice, unitPrice: price.unitPrice, pricebookEntryId: price.pricebookEntryId, success: true, error: null,
    productPriceEntries: ctx.query.allProductSellingModelPrices ? [{ productSellingModelId: '0jP000000000001', pricebookEntryId: price.pricebookEntryId, listPrice: price.listPrice, unitPrice: price.unitPrice }] : [],
    priceAdjustment: ctx.core.catalogue.priceAdjustment(product.id, currency),
  });
}

export async function getProductTaxes(ctx: Ctx<'getProductTaxes'>): Reply<'getProductTaxes'> {
  const account = await browsingAccount(ctx);
  const product = productOr404(ctx);
  const taxType = ctx.core.settings.taxType;
  // Net stores price without tax and compute it at checkout: no per-product policies (CC §5).
  // PX-75-004: a tax-exempt account is shown no tax in its prices.
  const rate = taxType === 'Gross' && !account?.salesTaxExempt ? await productTaxRate(ctx.core, account?.id) : undefined;
  const list = rate
    ? [{ taxRatePercentage: rate.taxRatePercentage, taxTreatmentName: rate.taxTreatmentName, taxTreatmentDescription: rate.taxTreatmentDescription, countryIsoCode: rate.country, stateIsoCode: rate.region, priority: 1 }]
    : [];
  return ok({ taxLocaleType: taxType, taxesInfo: { [product.id]: { taxesInfoList: list, error: null, success: true } } });
}

export async function getProductCategoryChildren(ctx: Ctx<'getProductCategoryChildren'>): Reply<'getProductCategoryChildren'> {
  await browsingAccount(ctx);
  const parentId = ctx.query.parentProductCategoryId;
  if (parentId && !ctx.core.catalogue.categories.has(parentId)) throw notFound(`Category ${parentId} does not exist.`);
  const fields = ctx.query.fields;
  const language = catalogueLanguage(ctx.query.language);
  const productCategories = ctx.core.catalogue.childCategories(parentId ?? null).map((category) => {
    const c = localCategory(category, language);
    const all: Record<string, string | null> = {
      Id: c.id, Name: c.name, Description: c.description, IsNavigational: 'true', NumberOfProducts: String(c.productCount), CatalogId: '0ZS000000000001', ParentCategoryId: c.parentId,
    };
    return { id: c.id, fields: fields ? Object.fromEntries(fields.map((f) => [f, all[f] ?? null])) : all };
  });
  return ok({ productCategories });
}

export async function getProductCategory(ctx: Ctx<'getProductCategory'> | Ctx<'getProductCategoryVersioned'>): Reply<'getProductCategory' | 'getProductCategoryVersioned'> {
  snapshotOr404(ctx);
  await browsingAccount(ctx);
  const c = localCategory(categoryOr404(ctx), catalogueLanguage(ctx.query.language));
  return ok({
    id: c.id,
    fields: { Name: c.name, Description: c.description, ParentCategoryId: c.parentId, CatalogId: '0ZS000000000001', UrlName: c.urlName, NumberOfProducts: String(c.productCount) },
    bannerImage: c.level === 3 ? ctx.core.catalogue.categoryMedia(c, 'banner') : null,
    tileImage: ctx.core.catalogue.categoryMedia(c, 'tile'),
  });
}

export async function getProductCategoryPath(ctx: Ctx<'getProductCategoryPath'> | Ctx<'getProductCategoryPathVersioned'>): Reply<'getProductCategoryPath' | 'getProductCategoryPathVersioned'> {
  snapshotOr404(ctx);
  await browsingAccount(ctx);
  return ok({ path: ctx.core.catalogue.pathEntries(categoryOr404(ctx).id, catalogueLanguage(ctx.query.language)) });
}

export async function getCategoryMenuItems(ctx: Ctx<'getCategoryMenuItems'>): Reply<'getCategoryMenuItems'> {
  await browsingAccount(ctx);
  return ok({ menuItems: ctx.core.catalogue.categoryMenu(ctx.query, catalogueLanguage(ctx.query.language)) });
}

export async function getInventoryLevels(ctx: Ctx<'getInventoryLevels'>): Reply<'getInventoryLevels'> {
  await browsingAccount(ctx);
  return ok({ inventoryLevels: await inventoryLevels(ctx.core, ctx.query) });
}
