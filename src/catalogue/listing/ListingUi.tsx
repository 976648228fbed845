// The layout of a listing: the result count, the sort, the facets (behind a toggle on small
// screens), the active filters, the product grid with its empty and error states, page links and
// 'show more'.
import { useState, type ReactNode, type Ref } from 'react';
import type { Availability } from '../../../machines/catalogue/availability.ts';
import type { ListingStatus } from '../../../machines/catalogue/listing.machine.ts';
import { SORT_RULES, type FacetModel, type FacetOption, type ProductCard } from '../../../machines/catalogue/search-results.ts';
import type { Filter } from '../../../machines/catalogue/url-state.ts';
import { listingEmptyText, listingLabels } from '../../labels/catalogue.ts';
import { PaginationUi } from './PaginationUi.tsx';
import { ProductGridUi, type ProductGridUiProps } from '../ProductGridUi.tsx';
import { FacetPanelUi } from './FacetPanelUi.tsx';
import './Listing.css';

export interface ListingUiProps {
  idPrefix: string;
  status: ListingStatus;
  term: string;
  items: ProductCard[];
  availability: Record<string, Availability>;
  /** Cards whose price or availability is still being read. */
  pending: { prices: string[]; availability: string[] };
  currencyIsoCode: string;
  locale: string;
  total: number;
  range: { from: number; to: number; total: number };
  facets: FacetModel[];
  filters: Filter[];
  sortRuleId: string | null;
  page: number;
  pageCount: number;
  hasMore: boolean;
  moreFailed: boolean;
  focusItemId: string | null;
  resultsHeadingRef?: Ref<HTMLHeadingElement>;
  resultsHeading: string;
  hrefForPage(page: number): string;
  onPage(page: number): void;
  onSort(sortRuleId: string | null): void;
  onToggle(facet: FacetModel, option: FacetOption): void;
  onRange(facet: FacetModel, option: FacetOption | null): void;
  onRemoveFilter(filter: Filter, value?: string): void;
  onClearFilters(): void;
  onShowMore(): void;
  onRetry(): void;
  onFocused(): void;
  onOpen(card: ProductCard, position: number): void;
  wishlist?: ProductGridUiProps['wishlist'];
  facetLabel(nameOrId: string): string;
  children?: ReactNode;
}

interface FilterChip {
  key: string;
  filter: Filter;
  value: string | undefined;
  text: string;
}

function filterChips(filters: Filter[], facetLabel: (nameOrId: string) => string): FilterChip[] {
  return filters.flatMap((filter): FilterChip[] =>
    filter.type === 'DistinctValue'
      ? filter.values.map((value) => ({ key: `${filter.nameOrId}=${value}`, filter, value, text: `${facetLabel(filter.nameOrId)}: ${value}` }))
      : [{ key: `${filter.nameOrId}..`, filter, value: undefined, text: `${facetLabel(filter.nameOrId)}: ${filter.min ?? ''}–${filter.max ?? ''}` }],
  );
}

export function ListingUi(props: ListingUiProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const busy = props.status === 'loading';
  const chips = filterChips(props.filters, props.facetLabel);
  const facetsId = `${props.idPrefix}-facets`;
  const sortId = `${props.idPrefix}-sort`;

  const status =
    props.status === 'loading'
      ? listingLabels.loading
      : props.status === 'failed'
        ? listingLabels.errorTitle
        : props.total === 0
          ? listingLabels.emptyTitle
          : `${listingLabels.resultCount(props.total)}. ${listingLabels.resultRange(props.range.from, props.range.to, props.range.total)}`;

  return (
    <div className="listing" aria-busy={busy}>
      <div className="listing__toolbar">
        <p className="listing__count" role="status">
          {status}
        </p>
        <div className="listing__controls">
          {/* Shown (disabled) while the first answer loads, so the toolbar does not grow when the facets arrive. */}
          {(props.facets.length > 0 || busy) && (
            <button
              type="button"
              className="button button--secondary listing__filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls={props.facets.length > 0 ? facetsId : undefined}
              disabled={props.facets.length === 0}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? listingLabels.hideFilters : listingLabels.showFilters}
            </button>
          )}
          <div className="listing__sort">
            <label htmlFor={sortId}>{listingLabels.sortLabel}</label>
            <select id={sortId} value={props.sortRuleId ?? SORT_RULES[0].sortRuleId} onChange={(event) => props.onSort(event.target.value === SORT_RULES[0].sortRuleId ? null : event.target.value)}>
              {SORT_RULES.map((rule) => (
                <option key={rule.sortRuleId} value={rule.sortRuleId}>
                  {rule.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <div className="listing__body">
        {props.facets.length > 0 && (
          <section id={facetsId} className={`listing__facets${filtersOpen ? ' listing__facets--open' : ''}`} aria-labelledby={`${facetsId}-heading`}>
            <h2 id={`${facetsId}-heading`} className="listing__facets-heading">
              {listingLabels.filtersHeading}
            </h2>
            <FacetPanelUi idPrefix={props.idPrefix} facets={props.facets} onToggle={props.onToggle} onRange={props.onRange} disabled={busy} />
          </section>
        )}

        <section className="listing__results" aria-labelledby={`${props.idPrefix}-results-heading`}>
          <h2 id={`${props.idPrefix}-results-heading`} className="visually-hidden" tabIndex={-1} ref={props.resultsHeadingRef}>
            {props.resultsHeading}
          </h2>
          {chips.length > 0 && (
            <div className="listing__chips">
              <h3 className="visually-hidden">{listingLabels.activeFilters}</h3>
              <ul className="listing__chip-list">
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <button type="button" className="listing__chip" onClick={() => props.onRemoveFilter(chip.filter, chip.value)} aria-label={listingLabels.removeFilter(chip.text)}>
                      {chip.text} <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
                <li>
                  <button type="button" className="listing__chip listing__chip--clear" onClick={props.onClearFilters}>
                    {listingLabels.clearFilters}
                  </button>
                </li>
              </ul>
            </div>
          )}

          {props.status === 'loading' && props.items.length === 0 ? (
            <div className="listing__loading" aria-hidden="true">
              {Array.from({ length: 8 }, (_, index) => (
                <div key={index} className="listing__skeleton" />
              ))}
            </div>
          ) : (
            <ProductGridUi
              label={props.resultsHeading}
              items={props.status === 'empty' || props.status === 'failed' ? [] : props.items}
              availability={props.availability}
              pending={props.pending}
              currencyIsoCode={props.currencyIsoCode}
              locale={props.locale}
              focusItemId={props.focusItemId}
              onFocused={props.onFocused}
              onOpen={props.onOpen}
              wishlist={props.wishlist}
              error={
                props.status === 'failed' ? (
                  <div className="listing__message" role="alert">
                    <h3>{listingLabels.errorTitle}</h3>
                    <p>{listingLabels.errorText}</p>
                    <button type="button" className="button" onClick={props.onRetry}>
                      {listingLabels.retry}
                    </button>
                  </div>
                ) : undefined
              }
              empty={
                <div className="listing__message">
                  <h3>{listingLabels.emptyTitle}</h3>
                  <p>{listingEmptyText(props.term)}</p>
                  {chips.length > 0 && (
                    <button type="button" className="button button--secondary" onClick={props.onClearFilters}>
                      {listingLabels.clearFilters}
                    </button>
                  )}
                </div>
              }
              pagination={
                <div className="listing__paging">
                  {props.hasMore && (
                    <div className="listing__more">
                      {props.moreFailed && (
                        <p className="listing__more-error" role="alert">
                          {listingLabels.moreFailed}
                        </p>
                      )}
                      <button type="button" className="button button--secondary" onClick={props.onShowMore} disabled={props.status === 'loadingMore'}>
                        {props.status === 'loadingMore' ? listingLabels.loadingMore : listingLabels.showMore}
                      </button>
                    </div>
                  )}
                  <PaginationUi page={props.page} pageCount={props.pageCount} hrefFor={props.hrefForPage} onNavigate={props.onPage} />
                </div>
              }
            />
          )}
          {props.children}
        </section>
      </div>
    </div>
  );
}
