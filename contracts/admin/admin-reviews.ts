import { Schema } from 'effect'
import { Amount } from '../common'
import { NonEmptyTextUpTo, TEXT_MAX } from '../limits'
import { PageInfo, PageQuery } from './admin-paging'

/** The longest reason staff give for hiding a review (kept with the review and in the audit log). */
export const HIDE_REASON_MAX = 500

export const AdminReview = Schema.Struct({
  _id: Schema.NonEmptyString,
  productId: Schema.String,
  productName: Schema.String,
  reviewerName: Schema.String,
  value: Amount,
  review: Schema.String,
  images: Schema.Array(Schema.String),
  createdAt: Schema.String,
  hidden: Schema.Boolean,
  hiddenReason: Schema.optional(Schema.String),
})
export type AdminReview = typeof AdminReview.Type

/** GET /admin/reviews?status=visible|hidden&productId=&page=&limit= (newest first) */
export const AdminReviewsQuery = Schema.Struct({
  status: Schema.optional(Schema.Literals(['visible', 'hidden'])),
  productId: Schema.optional(NonEmptyTextUpTo(TEXT_MAX.recordId)),
  ...PageQuery,
})
export type AdminReviewsQuery = typeof AdminReviewsQuery.Type

export const AdminReviewsResponse = Schema.Struct({ reviews: Schema.Array(AdminReview), ...PageInfo })
export type AdminReviewsResponse = typeof AdminReviewsResponse.Type

/** POST /admin/reviews/{id}/hide: the review leaves the product's list, count and average at once. */
export const HideReviewRequest = Schema.Struct({ id: NonEmptyTextUpTo(TEXT_MAX.recordId), reason: NonEmptyTextUpTo(HIDE_REASON_MAX) })
export type HideReviewRequest = typeof HideReviewRequest.Type

/** What the review calls answer when they refuse (beyond SPEC: docs/spec-notes.md, issue 29). */
export const REVIEW_MESSAGES = {
  notFound: 'Review not found',
  emptyReason: 'Please give a reason for hiding this review',
} as const

/** POST /admin/reviews/{id}/show */
export const ReviewIdParams = Schema.Struct({ id: NonEmptyTextUpTo(TEXT_MAX.recordId) })
export type ReviewIdParams = typeof ReviewIdParams.Type

export const AdminReviewResponse = Schema.Struct({ review: AdminReview })
export type AdminReviewResponse = typeof AdminReviewResponse.Type
