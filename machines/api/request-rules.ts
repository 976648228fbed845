// Pure request-shaping rules of the API layer (CC §5, CC §6, CC §7): who a request goes out as,
// which calls are skipped, and how query values are encoded.
import { STATE_COUNTRY_EXCLUDE_PREFIX, TAX_TYPE_NET } from '../constants/api.ts';
import { isNonBlankString } from './validation.ts';

export interface GuestDataFacts {
  canUseGuestDataForAuthUsers?: boolean;
  guestBrowsingEnabled?: boolean;
}

/** CC-6-001, CC-6-002: product, category, search, pricing and tax requests go out as guest. */
export function goesOutAsGuest(facts: GuestDataFacts): boolean {
  return facts.canUseGuestDataForAuthUsers === true || facts.guestBrowsingEnabled === true;
}

/** CC-5-014. */
export function isTaxRequestAllowed(taxType: string | undefined): boolean {
  return taxType !== TAX_TYPE_NET;
}

export interface InventoryFacts {
  isInventoryEnabled?: boolean;
  inventoryDefaultSource?: { locationSourceId?: string | null; webStoreInventoryLocationSourceType?: string | null } | null;
}

export type InventorySourceQuery = { locations: string[] } | { locationgroups: string[] };

/**
 * CC-5-010 to CC-5-013: the source query of an inventory read, or undefined when inventory is off
 * or the default source lacks an id or a type. A LocationGroup source is sent as locationgroups.
 */
export function inventorySourceQuery(config: InventoryFacts | null | undefined): InventorySourceQuery | undefined {
  const source = config?.inventoryDefaultSource;
  if (config?.isInventoryEnabled !== true || !source) return undefined;
  const { locationSourceId, webStoreInventoryLocationSourceType: type } = source;
  if (!isNonBlankString(locationSourceId) || !isNonBlankString(type)) return undefined;
  return type === 'LocationGroup' ? { locationgroups: [locationSourceId] } : { locations: [locationSourceId] };
}

/** CC-5-009 with CC-5-010 to CC-5-013: the read is made only with products and a usable source. */
export function shouldReadInventory(config: InventoryFacts | null | undefined, productIds: readonly unknown[] | undefined): boolean {
  return inventorySourceQuery(config) !== undefined && Array.isArray(productIds) && productIds.some(isNonBlankString);
}

export interface RecommendationFacts {
  host?: string | null;
  deploymentEnabled?: boolean;
}

/** CC-7-026. */
export function recommendationsAvailable(facts: RecommendationFacts | null | undefined): boolean {
  return isNonBlankString(facts?.host) && facts?.deploymentEnabled === true;
}

/** CC-5-015. */
export const isValidRecommender = isNonBlankString;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** CC-7-003: refinements travel as base64url JSON (no padding, as the OpenAPI pattern allows). */
export function encodeRefinements(refinements: unknown): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(refinements)));
}

export function decodeRefinements(encoded: string): unknown {
  return JSON.parse(new TextDecoder().decode(fromBase64Url(encoded)));
}

/** CC-7-003: only non-empty fields are sent (undefined, null, blank strings and empty lists are dropped). */
export function nonEmptyFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        !(typeof value === 'string' && value.trim() === '') &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as Partial<T>;
}

/** SH-7-013, SH-7-014: countries to include, or each prefixed with ! to exclude. */
export function stateCountryCodes(countries: readonly string[], exclude: boolean): string[] {
  return countries.map((code) => (exclude ? `${STATE_COUNTRY_EXCLUDE_PREFIX}${code}` : code));
}

/** SH-7-005: the max-age of a Cache-Control header in seconds, or undefined when absent. */
export function maxAgeSeconds(cacheControl: string | null | undefined): number | undefined {
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?\s*(?:,|$)/i.exec(cacheControl ?? '');
  return match ? Number(match[1]) : undefined;
}
