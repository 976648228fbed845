// A listing bound to the address: the query string is decoded into the listing state (PX-06-001),
// the listing machine loads it (the cards first, then their prices and availability, PX-06-043),
// and every shopper action (filter, sort, page) becomes a new address, so reload and Back show the
// same listing. 'Show more' appends and moves the address to
// the appended page without a new history entry.
import { useActorRef } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { loadListingAvailability, loadListingPrices, searchListing } from '../../../machines/catalogue/listing-loader.ts';
import { hasMorePages, keptPlaces, listingMachine, listingStatus, type ListingEmitted, type ListingStatus } from '../../../machines/catalogue/listing.machine.ts';
import { fieldLabel } from '../../../machines/catalogue/product-detail.ts';
import { facetModels, pageCount, resultRange, type ProductCard } from '../../../machines/catalogue/search-results.ts';
import {
  clearFilters,
  decodeListing,
  encodeListing,
  sameListing,
  setPage,
  setRange,
  setSort,
  toggleValue,
  type Filter,
  type ListingState,
} from '../../../machines/catalogue/url-state.ts';
import { inventorySourceQuery } from '../../../machines/api/request-rules.ts';
import { useLoadingView } from '../../app/after-first-paint.ts';
import { useApi, useApplicationContext } from '../../app/store/parts.tsx';
import { listingApis } from '../../api/adapters/catalogue.ts';
import { ListingUi } from './ListingUi.tsx';
import { useWishlistHeart } from '../../components/wishlist/useWishlistHeart.ts';
import { useTransitionSnapshot } from '../../components/layout/useTransitionSnapshot.ts';

type ResultsShown = Extract<ListingEmitted, { type: 'results.shown' }>;

export interface ListingProps {
  categoryId?: string;
  resultsHeading: string;
  onResults?(event: ResultsShown): void;
  onOpen?(card: ProductCard, position: number, state: ListingState): void;
}

export function Listing({ categoryId, resultsHeading, onResults, onOpen }: ListingProps) {
  const api = useApi();
  const { locale, requestContext } = useApplicationContext();
  const location = useLocation();
  const navigate = useNavigate();
  const idPrefix = `listing${useId().replace(/:/g, '')}`;
  const addressed = useMemo(() => decodeListing(location.search), [location.search]);
  // The router applies a navigation in a transition; until it lands, controls show the shopper's
  // choice (a checkbox must not spring back while the new address is on its way).
  const [optimistic, setOptimistic] = useState<{ search: string; state: ListingState } | null>(null);
  useEffect(() => {
    if (optimistic && optimistic.search === location.search) setOptimistic(null);
  }, [optimistic, location.search]);
  const state = optimistic && optimistic.search !== location.search ? optimistic.state : addressed;
  const scope = `${requestContext.currencyIsoCode ?? ''}|${requestContext.effectiveAccountId ?? ''}|${requestContext.isGuest}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const onResultsRef = useRef(onResults);
  onResultsRef.current = onResults;

  const machine = useMemo(
    () =>
      listingMachine.provide({
        actors: {
          search: fromPromise(({ input, signal }) => searchListing(listingApis(api), input, signal)),
          loadPrices: fromPromise(({ input, signal }) => loadListingPrices(listingApis(api), input.productIds, signal)),
          loadAvailability: fromPromise(({ input, signal }) => loadListingAvailability(listingApis(api), input.productIds, signal)),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { state: addressed, categoryId, scope } });

  useEffect(() => {
    actor.send({ type: 'listing.changed', state: addressed, categoryId, scope });
  }, [actor, addressed, categoryId, scope]);

  useEffect(() => {
    const shown = actor.on('results.shown', (event) => onResultsRef.current?.(event));
    const listed = actor.on('results.listed', () => {
      if (focusResults.current) {
        focusResults.current = false;
        headingRef.current?.focus();
        headingRef.current?.parentElement?.scrollIntoView?.({ block: 'start' });
      }
    });
    const appended = actor.on('page.appended', (event) => {
      const encoded = encodeListing(event.state);
      navigate(`${location.pathname}${encoded === '' ? '' : `?${encoded}`}`, { replace: true });
    });
    return () => {
      shown.unsubscribe();
      listed.unsubscribe();
      appended.unsubscribe();
    };
  }, [actor, navigate, location.pathname]);

  const wishlistHeart = useWishlistHeart();
  // The answer's twenty cards and facets render in slices, not one long task.
  const snapshot = useTransitionSnapshot(actor);
  const context = snapshot.context;
  // Between a new address and the machine taking it up, the listing already counts as loading.
  const pending = !sameListing(state, context.state) || categoryId !== context.categoryId;
  const machineStatus = listingStatus(snapshot);
  const status: ListingStatus = pending && machineStatus !== 'loadingMore' ? 'loading' : machineStatus;
  useLoadingView(status === 'loading' && context.items.length === 0);
  const readsAvailability = inventorySourceQuery(requestContext.inventoryConfiguration) !== undefined;
  const pendingShown = useMemo(() => keptPlaces(context.pending, readsAvailability), [readsAvailability, context.pending]);
  // Selection follows the address at once (the counts follow when the new answer arrives).
  const facets = useMemo(() => facetModels(context.facets, state), [context.facets, state]);
  const searchOf = (next: ListingState) => {
    const encoded = encodeListing(next);
    return encoded === '' ? '' : `?${encoded}`;
  };
  const hrefFor = (next: ListingState) => `${location.pathname}${searchOf(next)}`;
  const go = (next: ListingState) => {
    setOptimistic({ search: searchOf(next), state: next });
    navigate(hrefFor(next));
  };
  const labelOf = (nameOrId: string) => context.facets.find((facet) => facet.nameOrId === nameOrId)?.displayName ?? fieldLabel(nameOrId);

  function removeFilter(filter: Filter, value?: string) {
    if (filter.type === 'DistinctValue' && value !== undefined) go(toggleValue(state, filter, value));
    else go(setRange(state, filter, null, null));
  }

  return (
    <ListingUi
      idPrefix={idPrefix}
      status={status}
      term={context.state.term}
      items={context.items}
      availability={context.availability}
      pending={pendingShown}
      currencyIsoCode={context.currencyIsoCode ?? requestContext.currencyIsoCode ?? 'USD'}
      locale={locale}
      total={context.total}
      range={resultRange(context.firstPage, context.items.length, context.total, context.pageSize)}
      facets={facets}
      filters={state.filters}
      sortRuleId={state.sortRuleId}
      page={context.state.page}
      pageCount={pageCount(context.total, context.pageSize)}
      hasMore={hasMorePages(context)}
      moreFailed={context.moreFailed}
      focusItemId={context.focusItemId}
      resultsHeadingRef={headingRef}
      resultsHeading={resultsHeading}
      hrefForPage={(page) => hrefFor(setPage(state, page))}
      onPage={() => {
        focusResults.current = true;
      }}
      onSort={(sortRuleId) => go(setSort(state, sortRuleId))}
      onToggle={(facet, option) => go(toggleValue(state, facet, option.value))}
      onRange={(facet, option) => go(setRange(state, facet, option?.min ?? null, option?.max ?? null))}
      onRemoveFilter={removeFilter}
      onClearFilters={() => go(clearFilters(state))}
      onShowMore={() => actor.send({ type: 'showMore' })}
      onRetry={() => actor.send({ type: 'retry' })}
      onFocused={() => actor.send({ type: 'focus.done' })}
      onOpen={(card, position) => onOpen?.(card, position, context.state)}
      wishlist={wishlistHeart}
      facetLabel={labelOf}
    />
  );
}
