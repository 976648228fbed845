// A product listing (search results or a category): the address decides what is listed; the
// machine loads it, shows results, an empty state or an error, and appends the next page on 'show
// more' (CC-4-022, CC-4-023) while page links replace the items (CC-4-025).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { applyPage } from '../grid/grid-pagination.ts';
import type { Availability } from './availability.ts';
import { pageCount, toProductCard, type ProductCard, type SearchAnswer, type SearchFacet } from './search-results.ts';
import { LISTING_PAGE_SIZE, sameListing, type ListingState } from './url-state.ts';

export interface ListingLoadInput {
  state: ListingState;
  categoryId?: string;
}

export interface ListingResult {
  answer: SearchAnswer;
  availability: Record<string, Availability>;
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
  | { type: 'focus.done' };

export type ListingEmitted =
  | { type: 'results.shown'; state: ListingState; categoryId: string | undefined; items: ProductCard[]; total: number }
  | { type: 'page.appended'; state: ListingState; items: ProductCard[] };

export function hasMorePages(context: Pick<ListingContext, 'state' | 'total' | 'pageSize'>): boolean {
  return context.state.page < pageCount(context.total, context.pageSize);
}

export const listingMachine = setup({
  types: {
    input: {} as ListingInput,
    context: {} as ListingContext,
    events: {} as ListingEvent,
    emitted: {} as ListingEmitted,
  },
  actors: {
    loadListing: fromPromise<ListingResult, ListingLoadInput>(async () => {
      throw new Error('loadListing must be provided');
    }),
  },
  guards: {
    isSameListing: ({ context, event }) => {
      assertEvent(event, 'listing.changed');
      return sameListing(context.state, event.state) && context.categoryId === event.categoryId && context.scope === (event.scope ?? '');
    },
    isEmptyAnswer: ({ event }) => (event as unknown as { output: ListingResult }).output.answer.productsPage.products.length === 0,
    hasMore: ({ context }) => hasMorePages(context),
  },
  actions: {
    takeListing: assign(({ event }) => {
      assertEvent(event, 'listing.changed');
      return { state: event.state, categoryId: event.categoryId, scope: event.scope ?? '' };
    }),
    showResult: assign(({ context, event }) => {
      const { answer, availability } = (event as unknown as { output: ListingResult }).output;
      return {
        items: answer.productsPage.products.map((product) => toProductCard(product, context.state.term)),
        facets: answer.facets ?? [],
        total: answer.productsPage.total,
        currencyIsoCode: answer.productsPage.currencyIsoCode,
        availability,
        firstPage: context.state.page,
        focusItemId: null,
        error: undefined,
        moreFailed: false,
      };
    }),
    announceResults: emit(({ context }) => ({
      type: 'results.shown' as const,
      state: context.state,
      categoryId: context.categoryId,
      items: context.items,
      total: context.total,
    })),
    appendResult: assign(({ context, event }) => {
      const { answer, availability } = (event as unknown as { output: ListingResult }).output;
      const incoming = answer.productsPage.products.map((product) => toProductCard(product, context.state.term));
      const page = applyPage(context.items, incoming, { mode: 'append' });
      return {
        items: page.items,
        focusItemId: page.focusItemId,
        total: answer.productsPage.total,
        availability: { ...context.availability, ...availability },
        state: { ...context.state, page: context.state.page + 1 },
        moreFailed: false,
      };
    }),
    announceAppended: emit(({ context }) => ({
      type: 'page.appended' as const,
      state: context.state,
      items: context.items.slice(context.items.findIndex((item) => item.id === context.focusItemId)),
    })),
    keepError: assign(({ event }) => ({ error: (event as unknown as { error: unknown }).error })),
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
        src: 'loadListing',
        input: ({ context }) => ({ state: context.state, categoryId: context.categoryId }),
        onDone: [
          { guard: 'isEmptyAnswer', target: 'empty', actions: ['showResult', 'announceResults'] },
          { target: 'shown', actions: ['showResult', 'announceResults'] },
        ],
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    shown: {
      on: { showMore: { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        src: 'loadListing',
        input: ({ context }) => ({ state: { ...context.state, page: context.state.page + 1 }, categoryId: context.categoryId }),
        onDone: { target: 'shown', actions: ['appendResult', 'announceAppended'] },
        onError: { target: 'shown', actions: 'markMoreFailed' },
      },
    },
    empty: {},
    failed: {
      on: { retry: 'loading' },
    },
  },
});
