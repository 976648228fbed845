// A product listing (search results or a category): the address decides what is listed; the
// machine searches it and shows the cards at once, an empty state or an error, then reads the
// prices and the availability of the cards, each filling in as it answers (PX-06-043). 'Show more'
// appends the next page's cards and reads theirs (CC-4-022, CC-4-023) while page links replace the
// items (CC-4-025).
import { assertEvent, assign, emit, enqueueActions, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { applyPage } from '../grid/grid-pagination.ts';
import type { Availability } from './availability.ts';
import { pageCount, stockedIds, toProductCard, withCardPrices, type CardPrice, type ProductCard, type SearchAnswer, type SearchFacet } from './search-results.ts';
import { LISTING_PAGE_SIZE, sameListing, type ListingState } from './url-state.ts';

export interface ListingLoadInput {
  state: ListingState;
  categoryId?: string;
}

export interface ListingInput extends ListingLoadInput {
  pageSize?: number;
  /** Who is asking (currency, effective account): a change reloads the same listing. */
  scope?: string;
}

export interface ListingContext {
  /** The listing shown; after 'show more' its page is the last page appended. */
  state: ListingState;
  categoryId: string | undefined;
  scope: string;
  pageSize: number;
  items: ProductCard[];
  facets: SearchFacet[];
  total: number;
  currencyIsoCode: string | undefined;
  availability: Record<string, Availability>;
  /** Cards whose price, or availability, is still being read (their places are kept, PX-06-043). */
  pending: { prices: string[]; availability: string[] };
  /** The search analytics of this listing have been sent (once its first prices settled). */
  announced: boolean;
  /** The page of the first item shown (append mode keeps earlier pages on screen). */
  firstPage: number;
  /** The first new item after 'show more', until the view has moved focus to it. */
  focusItemId: string | null;
  error: unknown;
  moreFailed: boolean;
}

export type ListingEvent =
  | { type: 'listing.changed'; state: ListingState; categoryId?: string; scope?: string }
  | { type: 'showMore' }
  | { type: 'retry' }
  | { type: 'focus.done' }
  | { type: 'cards.added' };

export type ListingEmitted =
  /** The cards are on screen (prices may still be on their way). */
  | { type: 'results.listed'; state: ListingState }
  /** The results with their prices, for the search analytics (PX-06-043). */
  | { type: 'results.shown'; state: ListingState; categoryId: string | undefined; items: ProductCard[]; total: number }
  | { type: 'page.appended'; state: ListingState; items: ProductCard[] };

export type ListingStatus = 'loading' | 'shown' | 'loadingMore' | 'empty' | 'failed';

export function hasMorePages(context: Pick<ListingContext, 'state' | 'total' | 'pageSize'>): boolean {
  return context.state.page < pageCount(context.total, context.pageSize);
}

const noPending = { prices: [], availability: [] };

export const listingMachine = setup({
  types: {
    input: {} as ListingInput,
    context: {} as ListingContext,
    events: {} as ListingEvent,
    emitted: {} as ListingEmitted,
  },
  actors: {
    search: fromPromise<SearchAnswer, ListingLoadInput>(async () => {
      throw new Error('search must be provided');
    }),
    loadPrices: fromPromise<Record<string, CardPrice>, { productIds: string[] }>(async () => {
      throw new Error('loadPrices must be provided');
    }),
    loadAvailability: fromPromise<Record<string, Availability>, { productIds: string[] }>(async () => {
      throw new Error('loadAvailability must be provided');
    }),
  },
  guards: {
    isSameListing: ({ context, event }) => {
      assertEvent(event, 'listing.changed');
      return sameListing(context.state, event.state) && context.categoryId === event.categoryId && context.scope === (event.scope ?? '');
    },
    isEmptyAnswer: (_, params: { answer: SearchAnswer }) => params.answer.productsPage.products.length === 0,
    hasMore: ({ context }) => hasMorePages(context),
    noPricesPending: ({ context }) => context.pending.prices.length === 0,
    noAvailabilityPending: ({ context }) => context.pending.availability.length === 0,
  },
  actions: {
    takeListing: assign(({ event }) => {
      assertEvent(event, 'listing.changed');
      return { state: event.state, categoryId: event.categoryId, scope: event.scope ?? '' };
    }),
    showResult: assign(({ context }, { answer }: { answer: SearchAnswer }) => {
      const items = answer.productsPage.products.map((product) => toProductCard(product, context.state.term));
      return {
        items,
        facets: answer.facets ?? [],
        total: answer.productsPage.total,
        currencyIsoCode: answer.productsPage.currencyIsoCode,
        availability: {},
        pending: { prices: items.map((item) => item.id), availability: stockedIds(items) },
        announced: false,
        firstPage: context.state.page,
        focusItemId: null,
        error: undefined,
        moreFailed: false,
      };
    }),
    announceListed: emit(({ context }) => ({ type: 'results.listed' as const, state: context.state })),
    // Once per listing, when its first prices have settled: the analytics carry them (PX-06-043).
    announceResults: enqueueActions(({ context, enqueue }) => {
      if (context.announced) return;
      enqueue.assign({ announced: true });
      enqueue.emit({ type: 'results.shown', state: context.state, categoryId: context.categoryId, items: context.items, total: context.total });
    }),
    appendResult: assign(({ context }, { answer }: { answer: SearchAnswer }) => {
      const incoming = answer.productsPage.products.map((product) => toProductCard(product, context.state.term));
      const page = applyPage(context.items, incoming, { mode: 'append' });
      const added = page.items.slice(context.items.length);
      return {
        items: page.items,
        focusItemId: page.focusItemId,
        total: answer.productsPage.total,
        pending: { prices: [...context.pending.prices, ...added.map((item) => item.id)], availability: [...context.pending.availability, ...stockedIds(added)] },
        state: { ...context.state, page: context.state.page + 1 },
        moreFailed: false,
      };
    }),
    announceAppended: emit(({ context }) => ({
      type: 'page.appended' as const,
      state: context.state,
      items: context.items.slice(context.items.findIndex((item) => item.id === context.focusItemId)),
    })),
    readAddedCards: raise({ type: 'cards.added' as const }),
    takePrices: assign(({ context }, { prices }: { prices: Record<string, CardPrice> }) => {
      return { items: withCardPrices(context.items, prices), pending: { ...context.pending, prices: [] } };
    }),
    // A failed read leaves the cards without (PX-06-007); a cancelled one never lands here.
    dropPrices: assign(({ context }) => ({ pending: { ...context.pending, prices: [] } })),
    takeAvailability: assign(({ context }, { availability }: { availability: Record<string, Availability> }) => {
      return { availability: { ...context.availability, ...availability }, pending: { ...context.pending, availability: [] } };
    }),
    dropAvailability: assign(({ context }) => ({ pending: { ...context.pending, availability: [] } })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    markMoreFailed: assign({ moreFailed: true }),
    clearFocus: assign({ focusItemId: null }),
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => ({
    state: input.state,
    categoryId: input.categoryId,
    scope: input.scope ?? '',
    pageSize: input.pageSize ?? LISTING_PAGE_SIZE,
    items: [],
    facets: [],
    total: 0,
    currencyIsoCode: undefined,
    availability: {},
    pending: noPending,
    announced: false,
    firstPage: input.state.page,
    focusItemId: null,
    error: undefined,
    moreFailed: false,
  }),
  initial: 'loading',
  on: {
    'listing.changed': [{ guard: 'isSameListing' }, { target: '.loading', actions: 'takeListing' }],
    'focus.done': { actions: 'clearFocus' },
  },
  states: {
    loading: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ state: context.state, categoryId: context.categoryId }),
        onDone: [
          {
            guard: { type: 'isEmptyAnswer', params: ({ event }) => ({ answer: event.output }) },
            target: 'empty',
            actions: [{ type: 'showResult', params: ({ event }) => ({ answer: event.output }) }, 'announceListed', 'announceResults'],
          },
          { target: 'shown', actions: [{ type: 'showResult', params: ({ event }) => ({ answer: event.output }) }, 'announceListed'] },
        ],
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {
      type: 'parallel',
      states: {
        prices: {
          initial: 'loading',
          // Cards appended while a read is under way: read again for every card still waiting.
          on: { 'cards.added': { target: '.loading', reenter: true } },
          states: {
            loading: {
              always: { guard: 'noPricesPending', target: 'settled' },
              invoke: {
                src: 'loadPrices',
                input: ({ context }) => ({ productIds: context.pending.prices }),
                onDone: { target: 'settled', actions: { type: 'takePrices', params: ({ event }) => ({ prices: event.output }) } },
                onError: { target: 'settled', actions: 'dropPrices' },
              },
            },
            settled: {
              entry: { type: 'announceResults' },
            },
          },
        },
        availability: {
          initial: 'loading',
          on: { 'cards.added': { target: '.loading', reenter: true } },
          states: {
            loading: {
              always: { guard: 'noAvailabilityPending', target: 'settled' },
              invoke: {
                src: 'loadAvailability',
                input: ({ context }) => ({ productIds: context.pending.availability }),
                onDone: { target: 'settled', actions: { type: 'takeAvailability', params: ({ event }) => ({ availability: event.output }) } },
                onError: { target: 'settled', actions: 'dropAvailability' },
              },
            },
            settled: {},
          },
        },
        more: {
          initial: 'idle',
          states: {
            idle: {
              on: { showMore: { guard: 'hasMore', target: 'loadingMore' } },
            },
            loadingMore: {
              invoke: {
                src: 'search',
                input: ({ context }) => ({ state: { ...context.state, page: context.state.page + 1 }, categoryId: context.categoryId }),
                onDone: { target: 'idle', actions: [{ type: 'appendResult', params: ({ event }) => ({ answer: event.output }) }, 'announceAppended', 'readAddedCards'] },
                onError: { target: 'idle', actions: 'markMoreFailed' },
              },
            },
          },
        },
      },
    },
    empty: {},
    failed: {
      on: { retry: 'loading' },
    },
  },
});

/** The cards that keep a place for their price or availability; with inventory off none waits for availability (CC-5-010). */
export function keptPlaces(pending: ListingContext['pending'], readsAvailability: boolean): ListingContext['pending'] {
  return readsAvailability ? pending : { ...pending, availability: [] };
}

/** The listing's state as the view shows it. */
export function listingStatus(snapshot: SnapshotFrom<typeof listingMachine>): ListingStatus {
  if (snapshot.matches({ shown: { more: 'loadingMore' } })) return 'loadingMore';
  if (snapshot.matches('shown')) return 'shown';
  return snapshot.value as Exclude<ListingStatus, 'shown' | 'loadingMore'>;
}
