import type { AdminReviewsQuery, AdminReviewsResponse } from '../../contracts/admin/admin-reviews'
import { reviewsService } from '../services/reviews-service'
import { choiceFrom, LIST_PAGE_SIZE, pageFrom, textFrom } from './list-query'
import { queryMachineFor } from './query.machine'

export const REVIEW_VISIBILITIES = ['visible', 'hidden'] as const
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number]

/** The reviews list's filters as the URL holds them. */
export interface ReviewsFilter {
  readonly status: ReviewVisibility | null
  /** One product's reviews (`?product=<id>`), chosen from a row's product. */
  readonly productId: string | null
  readonly page: number
}

export function reviewsFilterFrom(search: URLSearchParams): ReviewsFilter {
  return { status: choiceFrom(search, 'status', REVIEW_VISIBILITIES), productId: textFrom(search, 'product'), page: pageFrom(search) }
}

/** The GET /admin/reviews query for a filter. */
export function reviewsQueryOf(filter: ReviewsFilter): AdminReviewsQuery {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.productId ? { productId: filter.productId } : {}),
    page: String(filter.page),
    limit: String(LIST_PAGE_SIZE),
  }
}

/** Every product's reviews for moderation (GET /admin/reviews): newest first, filtered and paged on the server. */
export const reviewsListQuery = queryMachineFor<AdminReviewsQuery, AdminReviewsResponse>(reviewsService.list)
