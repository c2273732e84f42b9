import type { AdminReview, AdminReviewsQuery, AdminReviewsResponse, HideReviewRequest } from '../../contracts/admin/admin-reviews'
import { adminApi } from './admin-api'

/** Review moderation's reads and writes; hiding and showing answer the review as it now stands. */
export const reviewsService = {
  list: (query: AdminReviewsQuery, signal?: AbortSignal): Promise<AdminReviewsResponse> => adminApi.call('reviews', query, signal),
  hide: async (request: HideReviewRequest, signal?: AbortSignal): Promise<AdminReview> => (await adminApi.call('hideReview', request, signal)).review,
  show: async (id: string, signal?: AbortSignal): Promise<AdminReview> => (await adminApi.call('showReview', { id }, signal)).review,
}
