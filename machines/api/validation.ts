// Pure request validation of the API layer (CC §5, SH §5): each guard throws a TypeError with the
// specification's message before any request is made, or returns the value in the shape to send.
import {
  ACTIVE_CHECKOUT,
  CATEGORY_ID_REQUIRED_MESSAGE,
  CHANNEL_ID_PREFIX,
  CONTENT_PREFIX_INVALID_MESSAGE,
  EFFECTIVE_ACCOUNT_ID_REQUIRED_MESSAGE,
  IDS_OR_SKUS_REQUIRED_MESSAGE,
  OPTION_REQUIRED_TEMPLATE,
  PRODUCT_IDS_REQUIRED_MESSAGE,
  PRODUCT_ID_REQUIRED_MESSAGE,
  SEARCH_QUERY_OBJECT_MESSAGE,
  SEARCH_QUERY_TERM_OR_CATEGORY_MESSAGE,
  SEARCH_TERM_REQUIRED_MESSAGE,
  SITE_ID_PREFIX,
} from '../constants/api.ts';
import { ADDRESS_BOOK_DISABLED, ADDRESS_ID_REQUIRED, DELIVERY_GROUP_ID_REQUIRED, NULL_CHECKOUTID } from '../constants/cart-checkout.ts';

/** A validation failure: a TypeError (CC-8-003) that retries must not repeat (PX-02-008). */
export class RequestValidationError extends TypeError {}

export function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function requireNonBlank(value: unknown, message: string): string {
  if (!isNonBlankString(value)) throw new RequestValidationError(message);
  return value;
}

function optionRequiredMessage(name: string): string {
  return OPTION_REQUIRED_TEMPLATE.replace('{0}', name);
}

/** CC-5-001: product details, pricing, children, featured products and taxes. */
export const requireProductId = (productId: unknown) => requireNonBlank(productId, PRODUCT_ID_REQUIRED_MESSAGE);

/** CC-5-002: category and category path. */
export const requireCategoryId = (categoryId: unknown) => requireNonBlank(categoryId, CATEGORY_ID_REQUIRED_MESSAGE);

/** SH-5-014, SH-5-015. */
export const requireEffectiveAccountId = (id: unknown) => requireNonBlank(id, EFFECTIVE_ACCOUNT_ID_REQUIRED_MESSAGE);

/** PX-02-005: any other required option or path id. */
export const requireOption = (name: string, value: unknown) => requireNonBlank(value, optionRequiredMessage(name));

/** CC-5-035, CC-5-036 (update; delete alike, PX-02-005). */
export const requireAddressId = (addressId: unknown) => requireNonBlank(addressId, ADDRESS_ID_REQUIRED);

/** CC-5-037, CC-5-038 (loading items; update and delete alike, PX-02-005). */
export const requireDeliveryGroupId = (id: unknown) => requireNonBlank(id, DELIVERY_GROUP_ID_REQUIRED);

/** CC-5-007: null (or any non-string) fails; an empty term is allowed. */
export function requireSearchTerm(searchTerm: unknown): string {
  if (typeof searchTerm !== 'string') throw new RequestValidationError(SEARCH_TERM_REQUIRED_MESSAGE);
  return searchTerm;
}

/** CC-5-008: a non-empty list of non-blank product ids. */
export function requireProductIds(productIds: unknown): string[] {
  if (!Array.isArray(productIds) || productIds.length === 0 || !productIds.every(isNonBlankString)) {
    throw new RequestValidationError(PRODUCT_IDS_REQUIRED_MESSAGE);
  }
  return productIds;
}

function isFilledList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0;
}

/** CC-5-003, CC-5-004, PX-02-003: exactly one of ids and skus. */
export function requireIdsOrSkus(options: { ids?: unknown; skus?: unknown }): { ids: string[] } | { skus: string[] } {
  const hasIds = isFilledList(options.ids);
  const hasSkus = isFilledList(options.skus);
  if (hasIds === hasSkus) throw new RequestValidationError(IDS_OR_SKUS_REQUIRED_MESSAGE);
  return hasIds ? { ids: options.ids as string[] } : { skus: options.skus as string[] };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** CC-5-005, CC-5-006, PX-02-004. */
export function requireSearchQuery<Q extends { searchTerm?: unknown; categoryId?: unknown }>(query: Q): Q {
  if (!isPlainObject(query)) throw new RequestValidationError(SEARCH_QUERY_OBJECT_MESSAGE);
  if (!isNonBlankString(query.searchTerm) && !isNonBlankString(query.categoryId)) {
    throw new RequestValidationError(SEARCH_QUERY_TERM_OR_CATEGORY_MESSAGE);
  }
  return query;
}

export type ContentSource = { kind: 'site'; siteId: string } | { kind: 'channel'; channelId: string };

/** CC-5-017 to CC-5-020: 0DM is a site, 0ap a channel, anything else is invalid. */
export function resolveContentSource(channelOrSiteId: unknown): ContentSource {
  const id = requireOption('channelOrSiteId', channelOrSiteId);
  if (id.startsWith(SITE_ID_PREFIX)) return { kind: 'site', siteId: id };
  if (id.startsWith(CHANNEL_ID_PREFIX)) return { kind: 'channel', channelId: id };
  throw new RequestValidationError(CONTENT_PREFIX_INVALID_MESSAGE);
}

/** CC-7-068: absent means the active checkout; CC-5-039: a null or blank id fails with NULL_CHECKOUTID. */
export function resolveCheckoutId(checkoutId: string | null | undefined): string {
  if (checkoutId === undefined) return ACTIVE_CHECKOUT;
  return requireNonBlank(checkoutId, NULL_CHECKOUTID);
}

/** CC-6-008, CC-6-009: the address book is closed to guests and for a page size of 0. */
export function requireAddressBook(isGuest: boolean, pageSize?: number): void {
  if (isGuest || pageSize === 0) throw new RequestValidationError(ADDRESS_BOOK_DISABLED);
}
