import type { MessageResponse } from '../../contracts/common'
import type { AddReviewRequest } from '../../contracts/product'
import { MAX_REVIEW_IMAGES, reviewMessages } from '../../contracts/review-rules'
import type { SupportRequest } from '../../contracts/support'
import type { EditUserRequest, EditUserResponse } from '../../contracts/user'
import { orderToReview } from '../../rules/reviews'
import { fail } from '../../rules/rule-error'
import { judgeImages } from '../../rules/uploads'
import { parseRating } from '../../rules/validation'
import type { BackendContext } from './backend-context'
import { findProduct, withVisibleReviewSummary } from './catalogue'
import { dropReplacedPicture, storeUploads } from './uploads'
import { getUser, updateUser } from './users'

/**
 * PUT /user/edit-user: name, dob and optionally a new picture, counted against the daily upload
 * limit; the picture it replaces is deleted unless a review shows it.
 */
export async function editUser(ctx: BackendContext, userId: string, input: EditUserRequest): Promise<EditUserResponse> {
  const name = input.name.trim()
  if (!name) fail(400, 'Name is required')
  const picture = input.profile_pic && input.profile_pic.size > 0 ? input.profile_pic : undefined
  const [judged] = picture ? await judgeImages([picture]) : []
  const [stored] = judged ? await storeUploads(ctx, userId, [judged]) : []
  // read after the last await: the picture replaced is the one the buyer has now
  const replaced = getUser(ctx, userId).profile_pic
  const user = updateUser(ctx, userId, (u) => ({ ...u, name, dob: input.dob.trim() || u.dob, profile_pic: stored ?? u.profile_pic }))
  if (stored) dropReplacedPicture(ctx, replaced)
  return { data: { name: user.name, dob: user.dob, profile_pic: user.profile_pic }, msg: 'Profile updated successfully' }
}

/** POST /user/support: stored for the support team; signed-in senders are linked. */
export function submitSupport(ctx: BackendContext, userId: string | null, input: SupportRequest): MessageResponse {
  ctx.db.put('supportRequests', [
    ...ctx.db.get('supportRequests'),
    { _id: ctx.newId(), userId, ...input, createdAt: new Date(ctx.now()).toISOString(), status: 'open', replies: [] },
  ])
  return { msg: 'Form submitted successfully!' }
}

/**
 * POST /product/addReview: rating 1 to 5, at most 5 pictures, pictures only (by their bytes, 5 MB
 * at most each); only from a buyer of the product, once per order (rules/reviews.ts). The review
 * joins the product, its counts are recomputed, and its order is marked reviewed.
 */
export async function addReview(ctx: BackendContext, userId: string, input: AddReviewRequest): Promise<MessageResponse> {
  const value = parseRating(input.rating)
  if (input.reviewImages.length > MAX_REVIEW_IMAGES) fail(400, reviewMessages.tooManyImages)
  const pictures = await judgeImages(input.reviewImages)
  findProduct(ctx, input.productId)
  const own = ctx.db
    .get('orders')
    .filter((o) => o.userId === userId)
    .map((o) => ({ id: o._id, orderNumber: o.orderId, productId: o.productId ?? '', reviewed: o.reviewed === true, createdAt: o.createdAt }))
  const order = orderToReview(own, input.productId, input.orderId?.trim() || null)

  const images = await storeUploads(ctx, userId, pictures)
  // read after the last await: a profile picture replaced meanwhile may be deleted (editUser)
  const user = getUser(ctx, userId)
  const review = {
    _id: ctx.newId(),
    value,
    review: input.review.trim(),
    date: new Date(ctx.now()).toISOString(),
    images,
    userId: { _id: user._id, name: user.name, profile_pic: user.profile_pic },
  }
  ctx.db.put(
    'products',
    ctx.db.get('products').map((p) => {
      if (p._id !== input.productId) return p
      return withVisibleReviewSummary({ ...p, rating: [...p.rating, review] })
    }),
  )
  ctx.db.put('orders', ctx.db.get('orders').map((o) => (o._id === order.id ? { ...o, reviewed: true } : o)))
  return { msg: 'Review added successfully' }
}
