import { and, count, desc, eq } from 'drizzle-orm'
import {
  REVIEW_MESSAGES,
  type AdminReview,
  type AdminReviewResponse,
  type AdminReviewsQuery,
  type AdminReviewsResponse,
  type HideReviewRequest,
  type ReviewIdParams,
} from '../../../contracts/admin/admin-reviews'
import type { Staff } from '../../../contracts/admin/staff'
import { fail } from '../../../rules/rule-error'
import type { Tx } from '../../db/connection'
import { products, reviews } from '../../db/schema'
import type { ServerContext } from '../context'
import { recordAudit } from './audit-log'
import { adminPageOf, offsetOf, pageInfoOf } from './paging'

/*
 * Review moderation (issue 29). A hidden review is kept, with the reason, and leaves the
 * product's reviews, its count, its star counts and its average at once: the catalogue reads
 * only visible reviews (server/domain/catalogue.ts, product-records.ts), the average column is
 * recomputed in the same transaction, and the reviews table's trigger (migration 0003) announces
 * the commit, so every server process forgets the catalogue answers it kept.
 */

type ReviewRow = typeof reviews.$inferSelect

function toAdminReview(row: ReviewRow, productName: string): AdminReview {
  return {
    _id: row.id,
    productId: row.productId,
    productName,
    reviewerName: row.reviewerName,
    value: row.value,
    review: row.review,
    images: row.images,
    createdAt: new Date(row.createdAt).toISOString(),
    hidden: row.hidden,
    ...(row.hiddenReason === null ? {} : { hiddenReason: row.hiddenReason }),
  }
}

/** GET /admin/reviews?status=visible|hidden&productId=&page=&limit=: newest first, one page, each with its product's name. */
export async function listReviews(ctx: ServerContext, query: AdminReviewsQuery): Promise<AdminReviewsResponse> {
  const page = adminPageOf(query)
  const where = and(
    query.status === undefined ? undefined : eq(reviews.hidden, query.status === 'hidden'),
    query.productId === undefined ? undefined : eq(reviews.productId, query.productId),
  )
  return ctx.db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(reviews).where(where)
    const rows = await tx
      .select({ review: reviews, productName: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.seq))
      .limit(page.limit)
      .offset(offsetOf(page))
    return { reviews: rows.map((row) => toAdminReview(row.review, row.productName)), ...pageInfoOf(total, page.limit) }
  })
}

/**
 * The review and its product, both locked: the product first, as a new review locks it
 * (server/domain/account.ts addReview), so the two never wait on each other in opposite orders.
 */
async function lockReview(tx: Tx, id: string): Promise<{ review: ReviewRow; productName: string }> {
  const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id))
  if (!found) return fail(404, REVIEW_MESSAGES.notFound)
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, found.productId)).for('update')
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update')
  if (!review || !product) return fail(404, REVIEW_MESSAGES.notFound)
  return { review, productName: product.name }
}

const auditedOf = (row: Pick<ReviewRow, 'hidden' | 'hiddenReason'>) => ({ hidden: row.hidden, hiddenReason: row.hiddenReason })

/** Hides or shows a review, records the write, in one transaction. */
async function setVisibility(ctx: ServerContext, staff: Staff, id: string, hiddenReason: string | null): Promise<AdminReviewResponse> {
  return ctx.db.transaction(async (tx) => {
    const { review, productName } = await lockReview(tx, id)
    const [saved] = await tx
      .update(reviews)
      .set({ hidden: hiddenReason !== null, hiddenReason })
      .where(eq(reviews.id, review.id))
      .returning()
    if (!saved) return fail(404, REVIEW_MESSAGES.notFound)
    await recordAudit(ctx, tx, staff, {
      action: hiddenReason === null ? 'review.show' : 'review.hide',
      entity: 'review',
      entityId: review.id,
      before: auditedOf(review),
      after: auditedOf(saved),
    })
    return { review: toAdminReview(saved, productName) }
  })
}

/** POST /admin/reviews/{id}/hide {reason} */
export async function hideReview(ctx: ServerContext, staff: Staff, input: HideReviewRequest): Promise<AdminReviewResponse> {
  const reason = input.reason.trim()
  if (!reason) return fail(400, REVIEW_MESSAGES.emptyReason)
  return setVisibility(ctx, staff, input.id, reason)
}

/** POST /admin/reviews/{id}/show */
export const showReview = (ctx: ServerContext, staff: Staff, input: ReviewIdParams): Promise<AdminReviewResponse> => setVisibility(ctx, staff, input.id, null)
