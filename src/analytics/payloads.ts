// Payloads of the store's 'experience_interaction' events (CC-7-038, CC-7-039, CC-7-042..CC-7-045),
// built as pure functions from what the pages already hold; the adapter only dispatches them.
import type { ListingState } from '../../machines/catalogue/url-state.ts';
import type { SuggestionItem } from '../../machines/search/suggestion-items.ts';

export const EXPERIENCE_INTERACTION = 'experience_interaction'; // CC-7-038

type InteractionName =
  | 'search'
  | 'category-search'
  | 'search-suggestion'
  | 'catalog-object-click'
  | 'catalog-object-view-start'
  | 'cart-add'
  | 'cart-remove'
  | 'cart-update'
  | 'cart-view'
  | 'checkout-begin'
  | 'checkout-shipping-address'
  | 'checkout-shipping-options'
  | 'checkout-contact-info'
  | 'checkout-billing-address'
  | 'checkout-payment'
  | 'checkout-payment-render'
  | 'checkout-apply-coupon'
  | 'checkout-submit'
  | 'order-accepted'
  | 'wish-list-add'
  | 'wish-list-remove'
  | 'set-consent'
  | 'user-register'
  | 'identity'
  | 'email-update'
  | 'phone-update'
  | 'login';

export interface Interaction<P = Record<string, unknown>> {
  name: InteractionName;
  payload: P;
}

export interface CatalogObject {
  id: string;
  type: 'Product';
  sku?: string;
  name?: string;
  unitPrice?: string;
  listPrice?: string;
}

export function catalogObject(source: { id: string; sku?: string | null; name?: string | null; unitPrice?: string | null; listPrice?: string | null }): CatalogObject {
  return {
    id: source.id,
    type: 'Product',
    ...(source.sku ? { sku: source.sku } : {}),
    ...(source.name ? { name: source.name } : {}),
    ...(source.unitPrice ? { unitPrice: source.unitPrice } : {}),
    ...(source.listPrice ? { listPrice: source.listPrice } : {}),
  };
}

function listingFacts(state: ListingState) {
  return {
    filters: state.filters.map((filter) =>
      filter.type === 'DistinctValue' ? { name: filter.nameOrId, values: filter.values } : { name: filter.nameOrId, min: filter.min, max: filter.max },
    ),
    sortRuleId: state.sortRuleId,
    page: state.page,
  };
}

/** CC-7-043: a keyword search showed its results. */
export function searchInteraction(options: { state: ListingState; total: number; correlationId: string | null; products: readonly CatalogObject[] }): Interaction {
  return {
    name: 'search',
    payload: {
      searchTerm: options.state.term,
      correlationId: options.correlationId,
      resultCount: options.total,
      products: options.products,
      ...listingFacts(options.state),
    },
  };
}

/** CC-7-043: a category listing showed its results. */
export function categorySearchInteraction(options: { categoryId: string; categoryName?: string; state: ListingState; total: number; products: readonly CatalogObject[] }): Interaction {
  return {
    name: 'category-search',
    payload: {
      categoryId: options.categoryId,
      ...(options.categoryName ? { categoryName: options.categoryName } : {}),
      resultCount: options.total,
      products: options.products,
      ...listingFacts(options.state),
    },
  };
}

/** CC-7-043: a suggestion of the search box was chosen. */
export function searchSuggestionInteraction(typedTerm: string, item: Pick<SuggestionItem, 'value' | 'category'>): Interaction {
  return { name: 'search-suggestion', payload: { searchTerm: typedTerm, suggestion: item.value, suggestionType: item.category } };
}

/** CC-7-042: a product of a listing was opened. */
export function catalogObjectClickInteraction(product: CatalogObject, context: { position: number; searchTerm?: string; categoryId?: string; correlationId?: string | null }): Interaction {
  return {
    name: 'catalog-object-click',
    payload: {
      catalogObject: product,
      position: context.position,
      ...(context.searchTerm ? { searchTerm: context.searchTerm } : {}),
      ...(context.categoryId ? { categoryId: context.categoryId } : {}),
      ...(context.correlationId ? { correlationId: context.correlationId } : {}),
    },
  };
}

/** CC-7-042: a product page started showing a product. */
export function catalogObjectViewStartInteraction(product: CatalogObject): Interaction {
  return { name: 'catalog-object-view-start', payload: { catalogObject: product } };
}

/** The cart line as analytics reads it (CC-3-030). */
export interface AnalyticsCartItem {
  cartItemId?: string;
  productId: string;
  quantity: string;
  listPrice?: string;
  productSellingModelId?: string | null;
  subscriptionTerm?: number | null;
  name?: string;
  unitAdjustedPrice?: string;
  unitAdjustedPriceWithItemAdj?: string;
  totalPrice?: string;
}

export interface CartItemSource {
  cartItemId?: string;
  productId?: string;
  quantity?: string | number;
  listPrice?: string | null;
  productSellingModelId?: string | null;
  subscriptionTerm?: number | null;
  name?: string;
  unitAdjustedPrice?: string | null;
  unitAdjustedPriceWithItemAdj?: string | null;
  totalPrice?: string | null;
}

const CART_ITEM_FIELDS = [
  'cartItemId',
  'listPrice',
  'productSellingModelId',
  'subscriptionTerm',
  'name',
  'unitAdjustedPrice',
  'unitAdjustedPriceWithItemAdj',
  'totalPrice',
] as const;

/** CC-3-030: the fields of the cart line the add answered with; product and quantity from the request when absent. */
export function analyticsCartItem(request: { productId: string; quantity: number }, answered?: CartItemSource | null): AnalyticsCartItem {
  const item: AnalyticsCartItem = {
    productId: answered?.productId ?? request.productId,
    quantity: answered?.quantity !== undefined ? String(answered.quantity) : String(request.quantity),
  };
  for (const field of CART_ITEM_FIELDS) {
    const value = answered?.[field];
    if (value !== undefined && value !== null) Object.assign(item, { [field]: value });
  }
  return item;
}

/** CC-7-039: a product was added to the cart. */
export function cartAddInteraction(item: AnalyticsCartItem): Interaction {
  return { name: 'cart-add', payload: { cartItems: [item] } };
}

/** CC-7-044: a product was added to a wishlist. */
export function wishListAddInteraction(options: { productId: string; wishlistId?: string; sku?: string; name?: string }): Interaction {
  return {
    name: 'wish-list-add',
    payload: {
      catalogObject: catalogObject({ id: options.productId, sku: options.sku, name: options.name }),
      ...(options.wishlistId ? { wishlistId: options.wishlistId } : {}),
    },
  };
}

/** CC-7-044: a product was removed from a wishlist. */
export function wishListRemoveInteraction(options: { productId: string; wishlistId: string; sku?: string; name?: string }): Interaction {
  return {
    name: 'wish-list-remove',
    payload: { catalogObject: catalogObject({ id: options.productId, sku: options.sku, name: options.name }), wishlistId: options.wishlistId },
  };
}

/** CC-7-045: the buyer made a cookie-consent choice; the payload names each category's state. */
export function setConsentInteraction(consent: Readonly<Record<string, boolean>>): Interaction {
  return { name: 'set-consent', payload: { consent: { ...consent } } };
}

/** CC-7-045: the buyer signed in. Nothing about the buyer is sent: the integration reads its own session. */
export function loginInteraction(): Interaction {
  return { name: 'login', payload: {} };
}

/** CC-7-045: a new-account registration was submitted; only its id goes with it, nothing about the applicant. */
export function userRegisterInteraction(registrationId: string): Interaction {
  return { name: 'user-register', payload: { registrationId } };
}
