import { MAX_PAGE_SIZE, MAX_SKIP } from '../contracts/limits'
import { REVIEWS_FIRST, type ProductReviewsRequest, type Review } from '../contracts/product'
import { wholeNumber } from './query-numbers'
import { fail } from './rule-error'

/** Which reviews one read gives: `skip` of the newest left out, at most `limit` after them. */
export interface ReviewsPage {
  readonly skip: number
  readonly limit: number
}

/** Parses GET /product/{id}/reviews's query; 400 'Invalid skip' or 'Invalid limit' (1 to 100). */
export function parseReviewsPage(query: Pick<ProductReviewsRequest, 'skip' | 'limit'>): ReviewsPage {
  return {
    skip: wholeNumber('skip', query.skip, { min: 0, max: MAX_SKIP }, 0),
    limit: wholeNumber('limit', query.limit, { min: 1, max: MAX_PAGE_SIZE }, REVIEWS_FIRST),
  }
}

/** Newest first; reviews of the same moment, the later written first (`written` is the write order). */
export function newestFirst<R extends Pick<Review, 'date'>>(reviews: readonly R[]): R[] {
  const time = (r: R) => (r.date ? Date.parse(r.date) || 0 : 0)
  return reviews
    .map((review, written) => ({ review, written }))
    .sort((a, b) => time(b.review) - time(a.review) || b.written - a.written)
    .map((r) => r.review)
}

/** One of the reviewer's orders, as deciding a review needs it. */
export interface ReviewerOrder {
  readonly id: string
  /** The number the buyer sees (TBN...). */
  readonly orderNumber: string
  readonly productId: string
  readonly reviewed: boolean
  readonly createdAt: string
}

export const NOT_A_BUYER = 'Only buyers can review this product: order it first'
export const ALREADY_REVIEWED = 'You have already reviewed this order'
export const EVERY_ORDER_REVIEWED = 'You have already reviewed each of your orders of this product'

/**
 * The order a review is written for (issue 26): a review needs an order of that product by the
 * reviewer, and there is one review per order. Every stored order counts, from the moment it is
 * placed: nothing in this store moves an order on to Delivered, so asking for delivery would shut
 * every buyer out (docs/spec-notes.md). With `orderId` (its id or its number) that order, which
 * must be the reviewer's, of this product and not yet reviewed; without, the reviewer's oldest
 * order of it not yet reviewed. Anything else is a 403 whose message the review popup shows.
 */
export function orderToReview(orders: readonly ReviewerOrder[], productId: string, orderId: string | null): ReviewerOrder {
  if (orderId !== null) {
    const named = orders.find((o) => o.id === orderId || o.orderNumber === orderId)
    if (!named || named.productId !== productId) return fail(403, NOT_A_BUYER)
    return named.reviewed ? fail(403, ALREADY_REVIEWED) : named
  }
  const ofProduct = orders.filter((o) => o.productId === productId)
  if (ofProduct.length === 0) return fail(403, NOT_A_BUYER)
  const open = ofProduct.filter((o) => !o.reviewed).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
  return open[0] ?? fail(403, EVERY_ORDER_REVIEWED)
}
