import {
  REVIEW_MESSAGES,
  type AdminReview,
  type AdminReviewResponse,
  type AdminReviewsQuery,
  type AdminReviewsResponse,
  type HideReviewRequest,
  type ReviewIdParams,
} from '../../../contracts/admin/admin-reviews'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import type { Staff } from '../../../contracts/admin/staff'
import { fail } from '../../../rules/rule-error'
import type { ProductRecord, ReviewRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { withVisibleReviewSummary } from '../catalogue'
import { recordAudit } from './audit-log'
import { pageOf } from './paging'

function reviewOf(product: ProductRecord, review: ReviewRecord): AdminReview {
  return {
    _id: review._id ?? '',
    productId: product._id,
    productName: product.name,
    reviewerName: review.userId?.name ?? 'Customer',
    value: review.value,
    review: review.review,
    images: [...(review.images ?? [])],
    createdAt: review.date ?? product.createdAt ?? '',
    hidden: review.hidden === true,
    ...(review.hidden && review.hiddenReason ? { hiddenReason: review.hiddenReason } : {}),
  }
}

/** GET /admin/reviews?status=visible|hidden&productId=&page=&limit=: every product's reviews, newest first. */
export function reviewsForModeration(ctx: BackendContext, query: AdminReviewsQuery): AdminReviewsResponse {
  const found = ctx.db
    .get('products')
    .filter((p) => !query.productId || p._id === query.productId)
    .flatMap((p) => p.rating.filter((r) => r._id).map((r) => reviewOf(p, r)))
    .filter((r) => !query.status || r.hidden === (query.status === 'hidden'))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id))
  const { items, totalPages, totalItems } = pageOf(found, query)
  return { reviews: items, totalPages, totalItems }
}

/** What the audit log keeps of a review's change. */
const auditedOf = (review: ReviewRecord) => ({ hidden: review.hidden === true, hiddenReason: review.hidden ? (review.hiddenReason ?? null) : null })

/**
 * Hides or shows one review: it leaves (or rejoins) its product's list, count, rating counts
 * and average at once, since every catalogue answer of the fake reads them from the product.
 */
function setHidden(ctx: BackendContext, staff: Staff, id: string, hidden: boolean, reason?: string): AdminReviewResponse {
  const products = ctx.db.get('products')
  const product = products.find((p) => p.rating.some((r) => r._id === id)) ?? fail(404, REVIEW_MESSAGES.notFound)
  const current = product.rating.find((r) => r._id === id) ?? fail(404, REVIEW_MESSAGES.notFound)
  const { hiddenReason: _was, ...rest } = current
  const next: ReviewRecord = hidden ? { ...rest, hidden: true, hiddenReason: reason ?? '' } : { ...rest, hidden: false }
  const changed = withVisibleReviewSummary({ ...product, rating: product.rating.map((r) => (r._id === id ? next : r)) })
  ctx.db.put('products', products.map((p) => (p._id === product._id ? changed : p)))
  recordAudit(ctx, staff, {
    action: hidden ? AUDIT_ACTIONS.reviewHide : AUDIT_ACTIONS.reviewShow,
    entity: AUDIT_ENTITIES.review,
    entityId: id,
    before: auditedOf(current),
    after: auditedOf(next),
  })
  return { review: reviewOf(changed, next) }
}

/** POST /admin/reviews/{id}/hide: with the reason, kept with the review and in the log. */
export function hideReview(ctx: BackendContext, staff: Staff, input: HideReviewRequest): AdminReviewResponse {
  const reason = input.reason.trim()
  if (!reason) fail(400, REVIEW_MESSAGES.emptyReason)
  return setHidden(ctx, staff, input.id, true, reason)
}

/** POST /admin/reviews/{id}/show */
export const showReview = (ctx: BackendContext, staff: Staff, input: ReviewIdParams): AdminReviewResponse =>
  setHidden(ctx, staff, input.id, false)
