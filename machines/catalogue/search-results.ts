// What a listing shows, derived from the search answer (CC-7-003..CC-7-005): the search query of a
// listing, the product cards, the facets with counts and selection, the result count and pages.
import type { Tolerant, Wire } from '../wire.ts';
import type { GridItem } from '../grid/grid-pagination.ts';
import {
  LISTING_PAGE_SIZE,
  MAX_PAGE,
  isValueSelected,
  rangeOf,
  type Filter,
  type ListingState,
  type RefinementAttributeType,
} from './url-state.ts';

/** The product fields a listing asks for. */
export const LISTING_FIELDS = ['Name', 'StockKeepingUnit', 'QuantityUnitOfMeasure'] as const;

/** The sort rules of the store (the sandbox's; the API has no call listing them). */
export const SORT_RULES = [
  { sortRuleId: 'Relevance', label: 'Best match' },
  { sortRuleId: 'NameAsc', label: 'Name: A to Z' },
  { sortRuleId: 'NameDesc', label: 'Name: Z to A' },
  { sortRuleId: 'PriceAsc', label: 'Price: low to high' },
  { sortRuleId: 'PriceDesc', label: 'Price: high to low' },
] as const;

export interface ListingQuery {
  searchTerm?: string;
  categoryId?: string;
  refinements?: Array<
    | { nameOrId: string; type: 'DistinctValue'; attributeType: RefinementAttributeType; values: string[] }
    | { nameOrId: string; type: 'Range'; attributeType: RefinementAttributeType; min?: string | null; max?: string | null }
  >;
  sortRuleId?: string;
  page: number;
  pageSize: number;
  includePrices: boolean;
  includeQuantityRule: boolean;
  fields: string[];
  grouping: { groupingOption: 'VariationParent' };
}

function toRefinement(filter: Filter): NonNullable<ListingQuery['refinements']>[number] {
  return filter.type === 'DistinctValue'
    ? { nameOrId: filter.nameOrId, type: 'DistinctValue', attributeType: filter.attributeType, values: filter.values }
    : { nameOrId: filter.nameOrId, type: 'Range', attributeType: filter.attributeType, min: filter.min, max: filter.max };
}

/**
 * The search of a listing: without prices, so it is the GET search (CC-7-003, CC-7-005) that guests
 * can send without cookies; the page's prices come from the pricing collection call (CC-7-016).
 * The page is zero-based on the wire, one-based in the address.
 */
export function listingQuery(state: ListingState, categoryId?: string, pageSize = LISTING_PAGE_SIZE): ListingQuery {
  return {
    ...(state.term !== '' ? { searchTerm: state.term } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(state.filters.length > 0 ? { refinements: state.filters.map(toRefinement) } : {}),
    ...(state.sortRuleId ? { sortRuleId: state.sortRuleId } : {}),
    page: state.page - 1,
    pageSize,
    includePrices: false,
    includeQuantityRule: true,
    fields: [...LISTING_FIELDS],
    grouping: { groupingOption: 'VariationParent' },
  };
}

type WireProductSummary = Wire['ProductSummary'];

/**
 * A product summary of the search answer (the contract's ProductSummary), as a card reads it: its id and
 * name, the rest as far as the answer carries it (prices only when requested, a field's value or the
 * image's address may be missing); names and types stay the contract's.
 */
export type SearchProduct = Pick<WireProductSummary, 'id' | 'name'> &
  Partial<Pick<WireProductSummary, 'productClass'>> & {
    defaultImage?: Tolerant<Wire['ProductMedia']> | null;
    fields?: Record<string, Tolerant<WireProductSummary['fields'][string]> | undefined>;
    prices?: Tolerant<NonNullable<WireProductSummary['prices']>> | null;
  };

/** A facet of the search answer (the contract's SearchFacet) and one of its values. */
export type SearchFacet = Wire['SearchFacet'];

type WireSearchResults = Wire['ProductSearchResults'];

/** What a listing reads of the search answer (the contract's ProductSearchResults): the products page, and the facets when sent. */
export type SearchAnswer = Partial<Pick<WireSearchResults, 'facets'>> & {
  productsPage: Omit<WireSearchResults['productsPage'], 'products'> & { products: SearchProduct[] };
};

type WirePricingLine = Wire['PricingResult']['pricingLineItemResults'][number];

/** A price of the pricing collection call (the contract's PricingResult line, CC-7-016); a line without success counts as priced. */
export type PricingLine = Pick<WirePricingLine, 'productId'> & Partial<Omit<WirePricingLine, 'productId'>>;

export interface CardPrice {
  listPrice: string | null;
  unitPrice: string | null;
}

/** Each product's price from the pricing collection, by id; products without a price are left out. */
export function cardPrices(lines: readonly PricingLine[]): Record<string, CardPrice> {
  return Object.fromEntries(
    lines.filter((line) => line.success !== false && line.unitPrice).map((line) => [line.productId, { listPrice: line.listPrice ?? null, unitPrice: line.unitPrice ?? null }]),
  );
}

/** The cards with the prices that have arrived; the others as they were. */
export function withCardPrices(cards: readonly ProductCard[], prices: Record<string, CardPrice>): ProductCard[] {
  return cards.map((card) => {
    const price = prices[card.id];
    return price ? { ...card, unitPrice: price.unitPrice, listPrice: price.listPrice } : card;
  });
}

/** The products whose availability a listing reads: all but variation parents (PX-06-007). */
export function stockedIds(cards: readonly ProductCard[]): string[] {
  return cards.filter((card) => !card.isVariationParent).map((card) => card.id);
}

export interface ProductCard extends GridItem {
  name: string;
  sku: string;
  href: string;
  imageUrl: string | null;
  imageAlt: string;
  unitPrice: string | null;
  listPrice: string | null;
  unitOfMeasure: string | null;
  isVariationParent: boolean;
  /** The search term is exactly this product's SKU (the sandbox ranks it first). */
  exactSkuMatch: boolean;
}

export function productHref(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

export const VARIANT_PARAM = 'variant';

/**
 * A variation chosen on its family's page (PX-06-017): the family's address with the variation in
 * the query, so switching variations stays on one page (focus and scroll stay where they are).
 */
export function variationHref(familyId: string, variationId: string): string {
  return `${productHref(familyId)}?${VARIANT_PARAM}=${encodeURIComponent(variationId)}`;
}

function fieldValue(product: SearchProduct, name: string): string | null {
  return product.fields?.[name]?.value ?? null;
}

export function toProductCard(product: SearchProduct, term = ''): ProductCard {
  const sku = fieldValue(product, 'StockKeepingUnit') ?? '';
  return {
    id: product.id,
    key: product.id,
    ariaLabel: product.name,
    name: product.name,
    sku,
    href: productHref(product.id),
    imageUrl: product.defaultImage?.url ?? null,
    imageAlt: product.defaultImage?.alternateText ?? '',
    unitPrice: product.prices?.unitPrice ?? null,
    listPrice: product.prices?.listPrice ?? null,
    unitOfMeasure: fieldValue(product, 'QuantityUnitOfMeasure'),
    isVariationParent: product.productClass === 'VariationParent',
    exactSkuMatch: sku !== '' && sku.toLowerCase() === term.trim().toLowerCase(),
  };
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Range options only: the band's ends. */
  min?: string | null;
  max?: string | null;
}

export interface FacetModel {
  id: string;
  nameOrId: string;
  attributeType: RefinementAttributeType;
  label: string;
  type: 'DistinctValue' | 'Range';
  options: FacetOption[];
  /** How many options are selected. */
  selectedCount: number;
}

/** A range band value of the answer, "50-100" or "500-" (open-ended), into its ends. */
export function parseRangeBand(value: string): { min: string | null; max: string | null } | undefined {
  const match = /^(-?\d+(?:\.\d+)?)?-(-?\d+(?:\.\d+)?)?$/.exec(value.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  return { min: match[1] ?? null, max: match[2] ?? null };
}

/** Facets in display-rank order with each option's count and whether it is selected. */
export function facetModels(facets: readonly SearchFacet[] | undefined, state: ListingState): FacetModel[] {
  return [...(facets ?? [])]
    .sort((a, b) => (a.displayRank ?? Number.MAX_SAFE_INTEGER) - (b.displayRank ?? Number.MAX_SAFE_INTEGER))
    .map((facet) => {
      const attributeType = facet.attributeType ?? 'Custom';
      const ref = { attributeType, nameOrId: facet.nameOrId };
      const range = facet.facetType === 'Range' ? rangeOf(state, ref) : undefined;
      const options = facet.values.flatMap((value): FacetOption[] => {
        const label = value.displayName ?? value.nameOrId;
        if (facet.facetType === 'Range') {
          const band = parseRangeBand(value.nameOrId);
          if (!band) return [];
          const selected = range !== undefined && range.min === band.min && range.max === band.max;
          return [{ value: value.nameOrId, label, count: value.productCount, selected, ...band }];
        }
        return [{ value: value.nameOrId, label, count: value.productCount, selected: isValueSelected(state, ref, value.nameOrId) }];
      });
      return {
        id: `${facet.facetType}-${attributeType}-${facet.nameOrId}`,
        nameOrId: facet.nameOrId,
        attributeType,
        label: facet.displayName ?? facet.nameOrId,
        type: facet.facetType,
        options,
        selectedCount: options.filter((option) => option.selected).length,
      };
    })
    .filter((facet) => facet.options.length > 0);
}

/** Pages of a result; never beyond what the platform serves (page × pageSize ≤ 5000). */
export function pageCount(total: number, pageSize = LISTING_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 0;
  return Math.min(Math.ceil(total / pageSize), Math.floor(5000 / pageSize) + 1, MAX_PAGE);
}

export type PageLink = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/** Page numbers around the current page, always with the first and the last; gaps where pages are left out. */
export function pageLinks(current: number, count: number, around = 1): PageLink[] {
  if (count <= 0) return [];
  const pages = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= count) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) links.push({ kind: 'page', page: page - 1, current: page - 1 === current });
    else if (previous !== undefined && page - previous > 2) links.push({ kind: 'gap', key: `gap-${previous}-${page}` });
    links.push({ kind: 'page', page, current: page === current });
  });
  return links;
}

/** The range of results shown: "21–40 of 312". */
export function resultRange(page: number, shown: number, total: number, pageSize = LISTING_PAGE_SIZE): { from: number; to: number; total: number } {
  if (shown === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1, total };
}
