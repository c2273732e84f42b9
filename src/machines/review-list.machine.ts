import { assign, fromPromise, setup } from 'xstate'
import { REVIEWS_FIRST, REVIEWS_STEP, type ProductReviewsResponse, type Review } from '../../contracts/product'
import { catalogueService } from '../services/catalogue-service'

export { REVIEWS_FIRST, REVIEWS_STEP }

export interface ReviewListInput {
  readonly productId: string
  /** The first reviews, served with a server-rendered page: shown without a request. */
  readonly first?: ProductReviewsResponse | null
}

export interface ReviewListContext {
  readonly productId: string
  /** The reviews read so far, newest first. */
  readonly reviews: readonly Review[]
  /** How many of them are shown. */
  readonly shown: number
  /** How many reviews the product has. */
  readonly total: number
  /** The first reviews came with the page (no read at the start). */
  readonly served: boolean
}

export type ReviewListEvent =
  | { type: 'reviews.more' }
  | { type: 'reviews.less' }
  /** The product's reviews changed (a review was added): read the first ones again. */
  | { type: 'reviews.refresh' }
  /** The first reviews could not be read: try again. */
  | { type: 'reviews.retry' }

/** The reviews a read asks for: `skip` of the newest left out, at most `limit` after them. */
interface ReviewsRead {
  readonly productId: string
  readonly skip: number
  readonly limit: number
}

/** Appends a further page, leaving out any review already shown (a review written meanwhile shifts the pages). */
function appended(shown: readonly Review[], more: readonly Review[]): Review[] {
  const ids = new Set(shown.map((r) => r._id).filter(Boolean))
  return [...shown, ...more.filter((r) => !r._id || !ids.has(r._id))]
}

/**
 * A product's reviews (SPEC 4, 9), read a page at a time from GET /product/{id}/reviews (issue 26:
 * no answer carries every review): the newest 2 first, Load More reads and shows 3 more while
 * more remain, View Less returns to 2. A new review reads the first 2 again.
 */
export const reviewListMachine = setup({
  types: {
    context: {} as ReviewListContext,
    events: {} as ReviewListEvent,
    input: {} as ReviewListInput,
  },
  actors: {
    readReviews: fromPromise<ProductReviewsResponse, ReviewsRead>(({ input, signal }) =>
      catalogueService.productReviews(input.productId, { skip: input.skip, limit: input.limit }, signal),
    ),
  },
  guards: {
    served: ({ context }) => context.served,
    hasMore: ({ context }) => context.shown < context.total,
    beyondFirst: ({ context }) => context.shown > REVIEWS_FIRST,
  },
}).createMachine({
  id: 'reviewList',
  context: ({ input }) => ({
    productId: input.productId,
    reviews: input.first?.data.slice(0, REVIEWS_FIRST) ?? [],
    shown: REVIEWS_FIRST,
    total: input.first?.totalReviews ?? 0,
    served: Boolean(input.first),
  }),
  initial: 'loading',
  states: {
    loading: {
      // served reviews show at once (the read is left before it starts)
      always: { guard: 'served', target: 'collapsed', actions: assign({ served: false }) },
      invoke: {
        id: 'readFirst',
        src: 'readReviews',
        input: ({ context }) => ({ productId: context.productId, skip: 0, limit: REVIEWS_FIRST }),
        onDone: {
          target: 'collapsed',
          actions: assign({ reviews: ({ event }) => event.output.data, total: ({ event }) => event.output.totalReviews, shown: REVIEWS_FIRST }),
        },
        onError: 'failed',
      },
    },
    /** The first reviews could not be read (offline, a server error). */
    failed: {
      on: { 'reviews.retry': 'loading' },
    },
    collapsed: {
      on: {
        'reviews.more': { guard: 'hasMore', target: 'loadingMore' },
        'reviews.refresh': 'loading',
      },
    },
    /** Reading the next 3; the shown reviews stay meanwhile. */
    loadingMore: {
      invoke: {
        id: 'readMore',
        src: 'readReviews',
        input: ({ context }) => ({ productId: context.productId, skip: context.reviews.length, limit: REVIEWS_STEP }),
        onDone: {
          target: 'expanded',
          actions: assign(({ context, event }) => {
            const reviews = appended(context.reviews, event.output.data)
            return { reviews, shown: reviews.length, total: event.output.totalReviews }
          }),
        },
        // a failed read leaves the list as it was: Load More can be pressed again
        onError: [{ guard: 'beyondFirst', target: 'expanded' }, { target: 'collapsed' }],
      },
    },
    expanded: {
      on: {
        'reviews.more': { guard: 'hasMore', target: 'loadingMore' },
        // back to 2: the next Load More reads from there again
        'reviews.less': {
          target: 'collapsed',
          actions: assign({ reviews: ({ context }) => context.reviews.slice(0, REVIEWS_FIRST), shown: REVIEWS_FIRST }),
        },
        'reviews.refresh': 'loading',
      },
    },
  },
})
