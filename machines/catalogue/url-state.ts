// The address of a search or category listing (PX-06-001..PX-06-004): term, filters, sort and page
// live in the query string so reload and Back restore the same listing. Pure codec: decode is total
// (any query string gives a valid state) and decode(encode(s)) = s for every canonical state.
import { SEARCH_TERM_MAX_LENGTH } from '../constants/search-toast.ts';
import type { Wire } from '../wire.ts';

/** Where a refinement's attribute lives (the contract's RefinementAttributeType). */
export type RefinementAttributeType = Wire['RefinementAttributeType'];
export const ATTRIBUTE_TYPES: readonly RefinementAttributeType[] = ['Custom', 'ProductAttribute', 'Standard'];

export interface DistinctFilter {
  type: 'DistinctValue';
  attributeType: RefinementAttributeType;
  nameOrId: string;
  /** Sorted, unique, non-empty. */
  values: string[];
}

export interface RangeFilter {
  type: 'Range';
  attributeType: RefinementAttributeType;
  nameOrId: string;
  /** Decimal text or null for an open end; never both null. */
  min: string | null;
  max: string | null;
}

export type Filter = DistinctFilter | RangeFilter;

export interface ListingState {
  /** Trimmed search term, '' on a category listing without one. */
  term: string;
  filters: Filter[];
  /** Null: the store's default (relevance) order. */
  sortRuleId: string | null;
  /** One-based page number. */
  page: number;
}

/** The platform allows at most 9 refinements (openapi ProductSearchInput). */
export const MAX_FILTERS = 9;
/** page × pageSize must not exceed 5000 (openapi ProductSearchInput). */
export const MAX_RESULT_OFFSET = 5000;
export const LISTING_PAGE_SIZE = 20;
export const MAX_PAGE = Math.floor(MAX_RESULT_OFFSET / LISTING_PAGE_SIZE) + 1;

export const TERM_PARAM = 'term';
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';
const DISTINCT_PREFIX = 'f';
const RANGE_PREFIX = 'r';
const RANGE_SEPARATOR = '..';

export const EMPTY_LISTING: ListingState = { term: '', filters: [], sortRuleId: null, page: 1 };

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function filterKey(filter: Pick<Filter, 'type' | 'attributeType' | 'nameOrId'>): string {
  return `${filter.type}\u0000${filter.attributeType}\u0000${filter.nameOrId}`;
}

export function sameFacet(a: Pick<Filter, 'type' | 'attributeType' | 'nameOrId'>, b: Pick<Filter, 'type' | 'attributeType' | 'nameOrId'>): boolean {
  return filterKey(a) === filterKey(b);
}

function normaliseTerm(term: string): string {
  return term.trim().slice(0, SEARCH_TERM_MAX_LENGTH).trim();
}

function normaliseDecimal(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return DECIMAL.test(trimmed) ? trimmed : null;
}

/**
 * The canonical form of filters: one entry per facet (distinct values merged), values sorted and
 * unique, empty ones dropped, ordered by facet, at most nine.
 */
export function canonicalFilters(filters: readonly Filter[]): Filter[] {
  const byFacet = new Map<string, Filter>();
  for (const filter of filters) {
    if (filter.nameOrId === '' || !ATTRIBUTE_TYPES.includes(filter.attributeType)) continue;
    const key = filterKey(filter);
    if (filter.type === 'DistinctValue') {
      const values = filter.values.filter((value) => value !== '');
      const existing = byFacet.get(key) as DistinctFilter | undefined;
      const merged = [...new Set([...(existing?.values ?? []), ...values])].sort(compare);
      if (merged.length > 0) byFacet.set(key, { type: 'DistinctValue', attributeType: filter.attributeType, nameOrId: filter.nameOrId, values: merged });
    } else {
      const min = normaliseDecimal(filter.min);
      const max = normaliseDecimal(filter.max);
      if (min === null && max === null) continue;
      byFacet.set(key, { type: 'Range', attributeType: filter.attributeType, nameOrId: filter.nameOrId, min, max });
    }
  }
  return [...byFacet.entries()]
    .sort(([a], [b]) => compare(a, b))
    .slice(0, MAX_FILTERS)
    .map(([, filter]) => filter);
}

function normalisePage(page: number): number {
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

export function canonicalState(state: ListingState): ListingState {
  const sort = state.sortRuleId?.trim() ?? '';
  return {
    term: normaliseTerm(state.term),
    filters: canonicalFilters(state.filters),
    sortRuleId: sort === '' ? null : sort,
    page: normalisePage(state.page),
  };
}

function parsePage(text: string | null): number {
  if (text === null || !/^\d+$/.test(text)) return 1;
  return normalisePage(Number(text));
}

/** Reads a listing from a query string (with or without '?'); anything unreadable falls back to the default. */
export function decodeListing(search: string): ListingState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    const [prefix, attributeType, ...rest] = key.split('.');
    const nameOrId = rest.join('.');
    if (!ATTRIBUTE_TYPES.includes(attributeType as RefinementAttributeType) || nameOrId === '') continue;
    if (prefix === DISTINCT_PREFIX) {
      filters.push({ type: 'DistinctValue', attributeType: attributeType as RefinementAttributeType, nameOrId, values: [value] });
    } else if (prefix === RANGE_PREFIX) {
      const at = value.indexOf(RANGE_SEPARATOR);
      if (at < 0) continue;
      filters.push({
        type: 'Range',
        attributeType: attributeType as RefinementAttributeType,
        nameOrId,
        min: value.slice(0, at) || null,
        max: value.slice(at + RANGE_SEPARATOR.length) || null,
      });
    }
  }
  return canonicalState({
    term: params.get(TERM_PARAM) ?? '',
    filters,
    sortRuleId: params.get(SORT_PARAM),
    page: parsePage(params.get(PAGE_PARAM)),
  });
}

/** Writes a listing as a query string without '?'; defaults (no sort, page 1) are left out. */
export function encodeListing(state: ListingState): string {
  const canonical = canonicalState(state);
  const params = new URLSearchParams();
  if (canonical.term !== '') params.append(TERM_PARAM, canonical.term);
  for (const filter of canonical.filters) {
    if (filter.type === 'DistinctValue') {
      for (const value of filter.values) params.append(`${DISTINCT_PREFIX}.${filter.attributeType}.${filter.nameOrId}`, value);
    } else {
      params.append(`${RANGE_PREFIX}.${filter.attributeType}.${filter.nameOrId}`, `${filter.min ?? ''}${RANGE_SEPARATOR}${filter.max ?? ''}`);
    }
  }
  if (canonical.sortRuleId !== null) params.append(SORT_PARAM, canonical.sortRuleId);
  if (canonical.page !== 1) params.append(PAGE_PARAM, String(canonical.page));
  return params.toString();
}

export function sameListing(a: ListingState, b: ListingState): boolean {
  return encodeListing(a) === encodeListing(b);
}

export interface FacetRef {
  attributeType: RefinementAttributeType;
  nameOrId: string;
}

export function isValueSelected(state: ListingState, facet: FacetRef, value: string): boolean {
  return state.filters.some(
    (filter) => filter.type === 'DistinctValue' && sameFacet(filter, { ...facet, type: 'DistinctValue' }) && filter.values.includes(value),
  );
}

/** Adds or removes one value of a distinct-value facet; any change of filters goes back to page 1. */
export function toggleValue(state: ListingState, facet: FacetRef, value: string): ListingState {
  const selected = isValueSelected(state, facet, value);
  const filters = state.filters.flatMap((filter): Filter[] => {
    if (filter.type !== 'DistinctValue' || !sameFacet(filter, { ...facet, type: 'DistinctValue' })) return [filter];
    const values = selected ? filter.values.filter((v) => v !== value) : [...filter.values, value];
    return [{ ...filter, values }];
  });
  const added = selected || filters.some((filter) => sameFacet(filter, { ...facet, type: 'DistinctValue' }))
    ? filters
    : [...filters, { type: 'DistinctValue' as const, ...facet, values: [value] }];
  return canonicalState({ ...state, filters: added, page: 1 });
}

export function rangeOf(state: ListingState, facet: FacetRef): RangeFilter | undefined {
  return state.filters.find((filter): filter is RangeFilter => filter.type === 'Range' && sameFacet(filter, { ...facet, type: 'Range' }));
}

/** Sets (or with both ends null, clears) the range of a range facet; back to page 1. */
export function setRange(state: ListingState, facet: FacetRef, min: string | null, max: string | null): ListingState {
  const others = state.filters.filter((filter) => !(filter.type === 'Range' && sameFacet(filter, { ...facet, type: 'Range' })));
  return canonicalState({ ...state, filters: [...others, { type: 'Range', ...facet, min, max }], page: 1 });
}

export function clearFilters(state: ListingState): ListingState {
  return canonicalState({ ...state, filters: [], page: 1 });
}

export function setSort(state: ListingState, sortRuleId: string | null): ListingState {
  return canonicalState({ ...state, sortRuleId, page: 1 });
}

export function setPage(state: ListingState, page: number): ListingState {
  return canonicalState({ ...state, page });
}

export function setTerm(state: ListingState, term: string): ListingState {
  return canonicalState({ ...EMPTY_LISTING, sortRuleId: state.sortRuleId, term });
}
