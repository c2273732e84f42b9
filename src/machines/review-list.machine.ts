import { assign, setup } from 'xstate'

/** SPEC 9: 2 reviews at first, 3 more per Load More. */
export const REVIEWS_FIRST = 2
export const REVIEWS_STEP = 3

export interface ReviewListContext {
  readonly shown: number
  readonly total: number
}

export type ReviewListEvent =
  | { type: 'reviews.more' }
  | { type: 'reviews.less' }
  /** The product's reviews changed (a review was added). */
  | { type: 'reviews.total'; total: number }

/**
 * How many of a product's reviews are shown (SPEC 4): 2 at first, Load More adds 3 while more
 * remain, View Less returns to 2.
 */
export const reviewListMachine = setup({
  types: {
    context: {} as ReviewListContext,
    events: {} as ReviewListEvent,
    input: {} as { total: number },
  },
  guards: {
    hasMore: ({ context }) => context.shown < context.total,
  },
}).createMachine({
  id: 'reviewList',
  context: ({ input }) => ({ shown: REVIEWS_FIRST, total: input.total }),
  initial: 'collapsed',
  on: {
    'reviews.total': { actions: assign({ total: ({ event }) => event.total }) },
  },
  states: {
    collapsed: {
      on: {
        'reviews.more': { guard: 'hasMore', target: 'expanded', actions: assign({ shown: ({ context }) => context.shown + REVIEWS_STEP }) },
      },
    },
    expanded: {
      on: {
        'reviews.more': { guard: 'hasMore', actions: assign({ shown: ({ context }) => context.shown + REVIEWS_STEP }) },
        'reviews.less': { target: 'collapsed', actions: assign({ shown: REVIEWS_FIRST }) },
      },
    },
  },
})
