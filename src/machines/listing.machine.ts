import { assign, emit, fromPromise, setup } from 'xstate'
import type { ListingSort } from '../../contracts/listing-rules'
import type { Product, ProductsResponse } from '../../contracts/product'
import {
  chosenSortOf,
  defaultFilters,
  sameListingQuery,
  toProductsQuery,
  type ListingFilters,
  type ListingQuery,
} from '../lib/listing-filters'
import { catalogueService } from '../services/catalogue-service'

export interface ListingContext {
  /** What the shown (or awaited) products were asked for: filters, applied search, sort, page. */
  readonly query: ListingQuery
  /** The text in the search box; it becomes the applied search only on Search (SPEC 4). */
  readonly searchDraft: string
  readonly products: readonly Product[]
  readonly totalPage: number
  readonly totalProducts: number
  /**
   * The spelling the last answer offers for the applied search ('Did you mean Linen?'): what it
   * found came from it, or nothing was found and it is the closest name. Null when none.
   */
  readonly suggestion: string | null
}

export type ListingEvent =
  /** The URL changed (first load, Back, a category-bar link): adopt its query. */
  | { type: 'listing.sync'; query: ListingQuery }
  | { type: 'filters.change'; changes: Partial<ListingFilters> }
  | { type: 'filters.clear' }
  | { type: 'search.type'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  /** Searches for the answer's suggestion, as if typed and submitted. */
  | { type: 'suggestion.accept' }
  | { type: 'sort.change'; sort: ListingSort }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'listing.retry' }

/**
 * Told to the view whenever the shopper changed the query, so it can mirror it in the URL.
 * `cause` lets the view keep the scroll position for filters and go to the top for a new page.
 */
export type ListingEmitted = { type: 'listing.queryChanged'; query: ListingQuery; cause: 'filters' | 'page' }

const withChanges = (query: ListingQuery, changes: Partial<ListingFilters>): ListingQuery => ({
  ...query,
  filters: { ...query.filters, ...changes },
  page: 1, // SPEC 4: any filter change resets to page 1
})

const withSearch = (query: ListingQuery, search: string): ListingQuery => ({ ...query, search, page: 1 })

/**
 * The product listing (SPEC 2 and 4). It owns the query and the one request in flight: every
 * change of filters, search, sort or page re-enters `loading`, which aborts the previous request
 * through the actor's signal, so a slower stale answer can never render. Any filter change goes
 * back to page 1, and so does a new sort, which filters and pages keep; the search applies only
 * on `search.submit` (or on taking the answer's suggestion). Shopper-made changes are emitted as
 * `listing.queryChanged` for the URL; `listing.sync` adopts a query coming from the URL.
 */
export const listingMachine = setup({
  types: {
    context: {} as ListingContext,
    events: {} as ListingEvent,
    emitted: {} as ListingEmitted,
    input: {} as { query: ListingQuery },
  },
  actors: {
    fetchProducts: fromPromise<ProductsResponse, ListingQuery>(({ input, signal }) =>
      catalogueService.listProducts(toProductsQuery(input), signal),
    ),
  },
  actions: {
    announceQuery: emit(({ context }, params: { cause: 'filters' | 'page' }) => ({
      type: 'listing.queryChanged' as const,
      query: context.query,
      cause: params.cause,
    })),
  },
  guards: {
    isNewQueryFromUrl: ({ context, event }) => event.type === 'listing.sync' && !sameListingQuery(context.query, event.query),
    changesFilters: ({ context, event }) =>
      event.type === 'filters.change' && !sameListingQuery(context.query, withChanges(context.query, event.changes)),
    hasFiltersOrPage: ({ context }) => !sameListingQuery(context.query, { ...context.query, filters: defaultFilters, page: 1 }),
    changesSearch: ({ context }) => context.searchDraft.trim() !== context.query.search,
    hasAppliedSearch: ({ context }) => context.query.search !== '',
    hasSuggestion: ({ context }) => context.suggestion !== null && context.suggestion !== context.query.search,
    changesSort: ({ context, event }) => event.type === 'sort.change' && chosenSortOf(event.sort) !== context.query.sort,
    hasNextPage: ({ context }) => context.query.page < context.totalPage,
    hasPreviousPage: ({ context }) => context.query.page > 1,
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => ({
    query: input.query,
    searchDraft: input.query.search,
    products: [],
    totalPage: 0,
    totalProducts: 0,
    suggestion: null,
  }),
  initial: 'loading',
  on: {
    // Each transition below targets `loading` from the root: the active `loading` is exited and
    // entered again, which stops (and aborts) the request in flight and starts a new one.
    'listing.sync': {
      guard: 'isNewQueryFromUrl',
      target: '.loading',
      actions: assign(({ event }) => ({ query: event.query, searchDraft: event.query.search })),
    },
    'filters.change': {
      guard: 'changesFilters',
      target: '.loading',
      actions: [assign({ query: ({ context, event }) => withChanges(context.query, event.changes) }), { type: 'announceQuery', params: { cause: 'filters' } }],
    },
    'filters.clear': {
      guard: 'hasFiltersOrPage',
      target: '.loading',
      actions: [assign({ query: ({ context }) => ({ ...context.query, filters: defaultFilters, page: 1 }) }), { type: 'announceQuery', params: { cause: 'filters' } }],
    },
    'search.type': { actions: assign({ searchDraft: ({ event }) => event.text }) },
    'search.submit': {
      guard: 'changesSearch',
      target: '.loading',
      actions: [assign({ query: ({ context }) => withSearch(context.query, context.searchDraft.trim()) }), { type: 'announceQuery', params: { cause: 'filters' } }],
    },
    'suggestion.accept': {
      guard: 'hasSuggestion',
      target: '.loading',
      actions: [
        assign(({ context }) => ({ searchDraft: context.suggestion ?? '', query: withSearch(context.query, context.suggestion ?? '') })),
        { type: 'announceQuery', params: { cause: 'filters' } },
      ],
    },
    'sort.change': {
      guard: 'changesSort',
      target: '.loading',
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, sort: chosenSortOf(event.sort), page: 1 }) }),
        { type: 'announceQuery', params: { cause: 'filters' } },
      ],
    },
    'search.clear': [
      {
        guard: 'hasAppliedSearch',
        target: '.loading',
        actions: [assign({ searchDraft: '', query: ({ context }) => withSearch(context.query, '') }), { type: 'announceQuery', params: { cause: 'filters' } }],
      },
      { actions: assign({ searchDraft: '' }) },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchProducts',
        src: 'fetchProducts',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: ({ event }) => event.output.data.length > 0,
            target: 'showing',
            actions: assign(({ event }) => ({
              products: event.output.data,
              totalPage: event.output.totalPage,
              totalProducts: event.output.totalProducts,
              suggestion: event.output.suggestion ?? null,
            })),
          },
          {
            target: 'empty',
            actions: assign(({ event }) => ({
              products: [],
              totalPage: event.output.totalPage,
              totalProducts: event.output.totalProducts,
              suggestion: event.output.suggestion ?? null,
            })),
          },
        ],
        onError: { target: 'failed', actions: assign({ products: [], totalPage: 0, totalProducts: 0, suggestion: null }) },
      },
    },
    showing: {
      on: {
        'page.next': {
          guard: 'hasNextPage',
          target: 'loading',
          actions: [assign({ query: ({ context }) => ({ ...context.query, page: context.query.page + 1 }) }), { type: 'announceQuery', params: { cause: 'page' } }],
        },
        'page.previous': {
          guard: 'hasPreviousPage',
          target: 'loading',
          actions: [assign({ query: ({ context }) => ({ ...context.query, page: context.query.page - 1 }) }), { type: 'announceQuery', params: { cause: 'page' } }],
        },
      },
    },
    /** 'No Products Found'. */
    empty: {},
    failed: { on: { 'listing.retry': 'loading' } },
  },
})
