// Shared set-up of the catalogue component tests: the shell's fake store server, extended with the
// catalogue calls answered from the fixture catalogue through the sandbox's own catalogue model
// (search ranking, facets, tiers), plus a cart, wishlists, activities and recommendations kept in
// memory. Renders the store, the widget providers, the search box, the toasts, the cart badge and
// the catalogue routes at a chosen address. Not a test file itself.
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import catalogueData from '../../fixtures/data/catalogue.json';
import { sortRules } from '../../fixtures/data/store.json';
import type { Category, ContentItem, CurrencyPrice, Product } from '../../fixtures/types.ts';
import { Catalogue, type SearchInput as SearchRequest, type SortRule } from '../../sandbox/domain/catalogue.ts';
import { createStoreClient } from '../../src/api/client.ts';
import { StoreProvider } from '../../src/app/StoreProvider.tsx';
import { CartBadge } from '../../src/components/cart-badge/CartBadge.tsx';
import { SearchInput } from '../../src/components/search/SearchInput.tsx';
import { ToastContainer } from '../../src/components/toast/ToastContainer.tsx';
import { ModalHost } from '../../src/components/modal/ModalHost.tsx';
import { WidgetProviders } from '../../src/components/widgets/WidgetProviders.tsx';
import CartPage from '../../src/cart/CartPage.tsx';
import { CategoryPage } from '../../src/catalogue/listing/CategoryPage.tsx';
import { ProductPage } from '../../src/catalogue/product/ProductPage.tsx';
import { SearchPage } from '../../src/catalogue/listing/SearchPage.tsx';
import ListsPage from '../../src/lists/ListsPage.tsx';
import { createFakeServer, installViewport, memoryStorage, type FakeServerOptions } from './shell-harness.tsx';

const PREFIX = '/services/data/v64.0/commerce/webstores/0ZE000000000001';

const fixtureCatalogue = (() => {
  const catalogue = new Catalogue();
  for (const category of catalogueData.categories as unknown as Category[]) catalogue.categories.set(category.id, category);
  for (const product of catalogueData.products as unknown as Product[]) {
    catalogue.products.set(product.id, product);
    catalogue.bySku.set(product.sku.toLowerCase(), product);
  }
  for (const entry of catalogueData.prices as unknown as Array<{ productId: string; currencies: Record<string, CurrencyPrice> }>) catalogue.prices.set(entry.productId, entry.currencies);
  for (const item of catalogueData.contentItems as unknown as ContentItem[]) catalogue.content.set(item.contentKey, item);
  catalogue.relations = (catalogueData.relations as unknown as Array<{ productId: string; relatedProductId: string; relationshipType: string; sortOrder: number }>).map((r) => ({ ...r }));
  catalogue.featuredProductIds = catalogueData.featuredProductIds as unknown as string[];
  return catalogue;
})();

const stock = new Map((catalogueData.inventory as unknown as Array<{ productId: string; availableToOrder: string }>).map((level) => [level.productId, level.availableToOrder]));

export interface CatalogueServerOptions extends FakeServerOptions {
  failSearch?: boolean;
  failCartAdd?: boolean;
  recentSearches?: string[];
  /** The personalisation configuration; tracking and recommendations are off unless given. */
  personalisation?: { activityTrackingEnabled: boolean; host: string | null; deploymentEnabled: boolean };
  /** Extra product fields by product id (e.g. the standing-order eligibility flag). */
  extraFields?: Record<string, Record<string, string>>;
  addresses?: Array<{ addressId: string; addressType: 'Shipping' | 'Billing'; isDefault: boolean; street: string; city: string; country: string }>;
  /** Content delivery answers by content key instead of the fixture's (null: answer 404). */
  deliveredContent?: Record<string, { url: string; altText: string } | null>;
  /** Reads answered only once the promise settles (to see what a page shows before them). */
  holdUntil?: Partial<Record<'price' | 'prices' | 'taxes' | 'inventory' | 'featured', Promise<unknown>>>;
  /** Reads answered with a server error (each part's own error state). */
  failReads?: Array<'price' | 'prices' | 'taxes' | 'inventory' | 'featured'>;
  /** The cart's lines when the page loads. */
  cart?: CartLine[];
}

function json(body: unknown, status = 200) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const notFound = (message: string) => json([{ errorCode: 'NOT_FOUND', message }], 404);

export interface CartLine {
  cartItemId: string;
  productId: string;
  quantity: number;
}

function createCatalogueServer(options: CatalogueServerOptions = {}) {
  const shell = createFakeServer(options);
  const catalogue = fixtureCatalogue;
  const state = {
    cart: [...(options.cart ?? [])] as CartLine[],
    wishlists: [] as Array<{ id: string; name: string; productIds: string[]; isDefault?: boolean }>,
    activities: [] as Array<{ name: string; body: Record<string, unknown> }>,
    recommendationRequests: 0,
    taxRequests: 0,
    priceRequests: 0,
    searches: [] as Array<Record<string, unknown>>,
    recurringOrders: [] as unknown[],
  };
  const requests: Array<{ method: string; path: string; query: URLSearchParams; body?: unknown }> = [];

  function search(input: SearchRequest) {
    state.searches.push(input as Record<string, unknown>);
    if (options.failSearch) return json([{ errorCode: 'UNKNOWN_EXCEPTION', message: 'Search is down.' }], 500);
    try {
      return json(catalogue.search(input, 'USD', sortRules as SortRule[]), 201);
    } catch (error) {
      return json([{ errorCode: 'INVALID_INPUT', message: String((error as Error).message) }], 400);
    }
  }

  function detail(id: string) {
    const product = catalogue.product(id);
    if (!product) return undefined;
    const answer = catalogue.detail(product);
    return { ...answer, fields: { ...answer.fields, ...options.extraFields?.[id] } };
  }

  async function answer(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    const path = url.pathname;
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    requests.push({ method: request.method, path, query: url.searchParams, body });
    const route = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path;
    const read = /^\/pricing\/products\/[^/]+$/.test(route)
      ? 'price'
      : route === '/pricing/products'
        ? 'prices'
        : route.startsWith('/taxes/')
          ? 'taxes'
          : path.endsWith('/commerce/inventory/levels')
            ? 'inventory'
            : route.endsWith('/featured-products')
              ? 'featured'
              : undefined;
    if (read) {
      await options.holdUntil?.[read];
      if (options.failReads?.includes(read)) return json([{ errorCode: 'UNKNOWN_EXCEPTION', message: 'Server Error' }], 500);
    }
    const q = url.searchParams;
    const list = (name: string) => q.get(name)?.split(',').filter(Boolean);
    let match: RegExpExecArray | null;

    if (route === '/ai/configuration' && options.personalisation) return json({ ...options.personalisation, catalogExists: true, isDeployed: true, siteId: '0DM000000000001', tenant: 'test' });
    if (route === '/search/products' && request.method === 'GET') {
      const refinements = q.get('refinements');
      const number = (name: string) => (q.has(name) ? Number(q.get(name)) : undefined);
      return search({
        searchTerm: q.get('searchTerm') ?? undefined,
        categoryId: q.get('categoryId') ?? undefined,
        refinements: refinements ? JSON.parse(Buffer.from(refinements, 'base64url').toString('utf8')) : undefined,
        fields: list('fields'),
        grouping: (q.get('grouping') as SearchRequest['grouping']) ?? undefined,
        includePrices: q.get('includePrices') === 'true',
        includeQuantityRule: q.get('includeQuantityRule') === 'true',
        page: number('page'),
        pageSize: number('pageSize'),
        sortRuleId: q.get('sortRuleId') ?? undefined,
      });
    }
    if (route === '/pricing/products') {
      state.priceRequests += 1;
      const results = (list('productIds') ?? []).map((id) => {
        const price = catalogue.price(id, 'USD');
        return price ? { productId: id, listPrice: price.listPrice, unitPrice: price.unitPrice, success: true } : { productId: id, success: false };
      });
      return json({ currencyIsoCode: 'USD', success: true, pricingLineItemResults: results });
    }
    if (route === '/search/product-search' && request.method === 'POST') {
      const input = body as SearchRequest & { grouping?: { groupingOption: SearchRequest['grouping'] } };
      return search({ ...input, grouping: input.grouping?.groupingOption });
    }
    if (route === '/search/suggestions') {
      const term = (q.get('searchTerm') ?? '').toLowerCase();
      return json({ recentSearchSuggestions: (options.recentSearches ?? []).filter((value) => term !== '' && value.toLowerCase().startsWith(term)).map((value) => ({ value })) });
    }
    if ((match = /^\/products\/([^/]+)$/.exec(route))) {
      const found = detail(match[1]!);
      return found ? json(found) : notFound(`Product ${match[1]} was not found or is not available to you.`);
    }
    if ((match = /^\/products\/([^/]+)\/featured-products$/.exec(route))) {
      const related = catalogue.relations.filter((r) => r.productId === match![1]).map((r) => catalogue.product(r.relatedProductId)).filter((p): p is Product => !!p);
      return json({ products: related.map((p) => catalogue.overview(p, 'USD')) });
    }
    if ((match = /^\/pricing\/products\/([^/]+)$/.exec(route))) {
      const price = catalogue.price(match[1]!, 'USD');
      if (!price) return notFound('No price.');
      return json({ currencyIsoCode: 'USD', listPrice: price.listPrice, unitPrice: price.unitPrice, pricebookEntryId: price.pricebookEntryId, success: true, error: null, productPriceEntries: [], priceAdjustment: catalogue.priceAdjustment(match[1]!, 'USD') });
    }
    if ((match = /^\/taxes\/products\/([^/]+)$/.exec(route))) {
      state.taxRequests += 1;
      return json({ taxLocaleType: 'Gross', taxesInfo: { [match[1]!]: { taxesInfoList: [{ taxRatePercentage: '7.00', taxTreatmentName: 'US Sales Tax' }], error: null, success: true } } });
    }
    if (path === '/services/data/v64.0/commerce/inventory/levels') {
      const products = list('products') ?? [];
      return json({ inventoryLevels: products.filter((id) => stock.has(id)).map((id) => ({ productId: id, availableToOrder: `${stock.get(id)}.0`, locationSourceId: '0ghWH0000000001' })) });
    }
    if ((match = /^\/product-categories\/(0ZG\w+)$/.exec(route))) {
      const c = catalogue.categories.get(match[1]!);
      if (!c) return notFound(`Category ${match[1]} does not exist.`);
      return json({ id: c.id, fields: { Name: c.name, Description: c.description, ParentCategoryId: c.parentId, CatalogId: '0ZS000000000001', UrlName: c.urlName }, bannerImage: catalogue.categoryMedia(c, 'banner'), tileImage: catalogue.categoryMedia(c, 'tile') });
    }
    if ((match = /^\/product-category-path\/product-categories\/(0ZG\w+)$/.exec(route))) return json({ path: catalogue.pathEntries(match[1]!) });
    if (route === '/product-categories/children') {
      return json({ productCategories: catalogue.childCategories(q.get('parentProductCategoryId')).map((c) => ({ id: c.id, fields: { Id: c.id, Name: c.name, CatalogId: '0ZS000000000001', ParentCategoryId: c.parentId } })) });
    }
    if (route === '/carts/current/cart-items' && request.method === 'POST') {
      const input = body as { productId: string; quantity: string };
      if (options.failCartAdd) return json([{ errorCode: 'CART_VALIDATION_ERROR', message: 'Quantity must follow the purchase quantity rule.' }], 400);
      const quantity = Number(input.quantity);
      const line = { cartItemId: `0a9${String(state.cart.length + 1).padStart(12, '0')}`, productId: input.productId, quantity };
      state.cart.push(line);
      shell.state.cartCount = Number(shell.state.cartCount) + quantity;
      const product = catalogue.product(input.productId)!;
      const unit = catalogue.unitCents(input.productId, 'USD', quantity) / 100;
      return json({ cartId: '0a6000000000001', cartItemId: line.cartItemId, productId: line.productId, name: product.name, type: 'Product', quantity: `${quantity}.0`, listPrice: catalogue.price(product.id, 'USD')!.listPrice, unitAdjustedPrice: unit.toFixed(2), totalPrice: (unit * quantity).toFixed(2) }, 201);
    }
    if (route === '/carts/current/cart-items' && request.method === 'GET') {
      const cartItems = state.cart.map((line) => {
        const product = catalogue.product(line.productId)!;
        const unit = catalogue.unitCents(line.productId, 'USD', line.quantity) / 100;
        return { cartItem: { cartId: '0a6000000000001', cartItemId: line.cartItemId, productId: line.productId, name: product.name, type: 'Product', quantity: `${line.quantity}.0`, unitAdjustedPrice: unit.toFixed(2), totalPrice: (unit * line.quantity).toFixed(2), productDetails: { productId: product.id, name: product.name, sku: product.sku } }, status: 'Success' };
      });
      const total = cartItems.reduce((sum, item) => sum + Number(item.cartItem.totalPrice), 0).toFixed(2);
      return json({ cartItems, cartSummary: { cartId: '0a6000000000001', currencyIsoCode: 'USD', status: 'Active', totalProductCount: String(shell.state.cartCount), uniqueProductCount: state.cart.length, totalProductAmount: total, grandTotalAmount: total }, hasErrors: false });
    }
    // Like the sandbox (PX-24-001, PX-24-002): the list marked default, else the oldest (the first).
    const wishlistSummary = (w: (typeof state.wishlists)[number]) => ({
      id: w.id, name: w.name, wishlistProductCount: w.productIds.length, isDefault: w === (state.wishlists.find((other) => other.isDefault) ?? state.wishlists[0]),
    });
    if (route === '/wishlists' && request.method === 'GET' && shell.state.user) {
      return json({ wishlistCount: state.wishlists.length, summaries: state.wishlists.map(wishlistSummary) });
    }
    if ((match = /^\/wishlists\/(\w+)$/.exec(route)) && request.method === 'PATCH') {
      const list = state.wishlists.find((w) => w.id === match![1]);
      if (!list) return notFound('No such wishlist.');
      const change = body as { name?: string; isDefault?: true };
      if (change.name !== undefined) list.name = change.name;
      if (change.isDefault) for (const w of state.wishlists) w.isDefault = w === list;
      return json({ summary: wishlistSummary(list), page: { items: [] } });
    }
    if ((match = /^\/wishlists\/(\w+)\/wishlist-items$/.exec(route)) && request.method === 'GET') {
      const list = state.wishlists.find((w) => w.id === match![1]);
      if (!list) return notFound('No such wishlist.');
      const items = list.productIds.map((productId, index) => {
        const product = catalogue.product(productId)!;
        return { wishlistItemId: `0YD00000000010${index}`, productId, name: product.name, sku: product.sku, listPrice: null, salesPrice: null, productImageUrl: null };
      });
      return json({ currencyIsoCode: 'USD', currentPageToken: null, nextPageToken: null, items });
    }
    if (route === '/wishlists' && request.method === 'POST') {
      const input = body as { name: string; products?: Array<{ productId: string }> };
      const created = { id: '0YC000000000009', name: input.name, productIds: (input.products ?? []).map((p) => p.productId) };
      state.wishlists.push(created);
      return json({ summary: { id: created.id, name: created.name, wishlistProductCount: created.productIds.length }, page: { items: [] } }, 201);
    }
    if ((match = /^\/wishlists\/(\w+)\/wishlist-items$/.exec(route)) && request.method === 'POST') {
      const list = state.wishlists.find((w) => w.id === match![1]);
      if (!list) return notFound('No such wishlist.');
      list.productIds.push((body as { productId: string }).productId);
      return json({ wishlistItemId: '0YD000000000009', productId: (body as { productId: string }).productId, name: 'x' }, 201);
    }
    if ((match = /^\/activities\/0DM000000000001\/(\w+)$/.exec(route))) {
      state.activities.push({ name: match[1]!, body: body as Record<string, unknown> });
      return json({ accepted: 1 }, 202);
    }
    if (route === '/ai/recommendations') {
      state.recommendationRequests += 1;
      const products = catalogue.featuredProductIds.slice(0, 4).map((id) => catalogue.product(id)!).map((p) => ({ id: p.id, name: p.name, sku: p.sku, defaultImage: catalogue.media(p), prices: { currencyIsoCode: 'USD', ...catalogue.priceSummary(p, 'USD') }, fields: { Name: p.name, StockKeepingUnit: p.sku } }));
      return json({ productPage: { products }, uuid: '7c1e2d3f-0000-4000-8000-000000000001', recommenderName: q.get('recommender') });
    }
    if ((match = /^\/services\/data\/v64\.0\/connect\/sites\/0DM000000000001\/cms\/delivery\/contents\/(\w+)$/.exec(path))) {
      const delivered = options.deliveredContent?.[match[1]!];
      if (delivered === null) return notFound('No such content.');
      if (delivered) return json({ contentKey: match[1], title: 'Delivered image', contentNodes: { source: { url: delivered.url }, altText: { value: delivered.altText } } });
      const item = catalogue.content.get(match[1]!);
      return item ? json({ contentKey: item.contentKey, title: item.title, contentNodes: { source: { url: item.url }, altText: { value: item.altText } } }) : notFound('No such content.');
    }
    if (route === '/accounts/current/addresses') return json({ count: options.addresses?.length ?? 0, items: options.addresses ?? [] });
    if (route === '/recurring-orders' && request.method === 'POST') {
      state.recurringOrders.push(body);
      return json({ id: 'a0R000000000009' }, 201);
    }
    return undefined;
  }

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return (await answer(request)) ?? shell.fetch(request);
  }) as typeof globalThis.fetch;

  return { fetch, state, requests, shell };
}

type CatalogueServer = ReturnType<typeof createCatalogueServer>;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface CatalogueRender extends RenderResult {
  server: CatalogueServer;
  localStorage: ReturnType<typeof memoryStorage>;
}

/** Renders the search box, the cart badge, the toasts and the catalogue routes at `path`. */
export function renderCatalogue(path: string, options: CatalogueServerOptions & { width?: number } = {}): CatalogueRender {
  const server = createCatalogueServer(options);
  installViewport(options.width ?? 1280);
  const localStorage = memoryStorage();
  const client = createStoreClient({ baseUrl: 'http://store.test', fetch: server.fetch, csrfToken: () => 'test-token' });
  const result = render(
    <StoreProvider client={client} webstoreId="0ZE000000000001" sessionStorage={memoryStorage()} localStorage={localStorage} navigator={{ assign: () => undefined }} pathname={path}>
      <WidgetProviders>
        <MemoryRouter initialEntries={[path]}>
          <header>
            <SearchInput />
            <CartBadge />
          </header>
          <main>
            <Routes>
              <Route path="/search" element={<SearchPage />} />
              <Route path="/category/:urlName/:categoryId" element={<CategoryPage />} />
              <Route path="/product/:productId" element={<ProductPage />} />
)              <Route path="/cart" element={<CartPage />} />
              <Route path="/mylists" element={<ListsPage />} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          </main>
          <ToastContainer />
          <ModalHost />
          <LocationProbe />
        </MemoryRouter>
      </WidgetProviders>
    </StoreProvider>,
  );
  return { ...result, server, localStorage };
}
