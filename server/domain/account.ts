import { and, eq } from 'drizzle-orm'
import type { MessageResponse } from '../../contracts/common'
import type { AddReviewRequest } from '../../contracts/product'
import { MAX_REVIEW_IMAGES, reviewMessages } from '../../contracts/review-rules'
import type { SupportRequest } from '../../contracts/support'
import type { EditUserRequest, EditUserResponse } from '../../contracts/user'
import { orderToReview } from '../../rules/reviews'
import { fail } from '../../rules/rule-error'
import { judgeImages } from '../../rules/uploads'
import { parseRating } from '../../rules/validation'
import { orders, products, reviews, supportRequests, users } from '../db/schema'
import type { ServerContext } from './context'
import { lockBuyer } from './cart'
import { dropReplacedPicture, storeUploads } from './uploads'

/**
 * PUT /user/edit-user: name, dob and optionally a new picture, judged by its bytes and counted
 * against the daily upload limit; the picture it replaces is deleted unless a review shows it.
 */
export async function editUser(ctx: ServerContext, userId: string, input: EditUserRequest): Promise<EditUserResponse> {
  const name = input.name.trim()
  if (!name) return fail(400, 'Name is required')
  const given = input.profile_pic && input.profile_pic.size > 0 ? input.profile_pic : undefined
  // the bytes are read and judged before the transaction, which the embedded database runs alone
  const [picture] = given ? await judgeImages([given]) : []
  return ctx.db.transaction(async (tx) => {
    // locked: a review written meanwhile reads the buyer's picture after this commits, never one it deletes
    const user = await lockBuyer(tx, userId)
    const [stored] = picture ? await storeUploads(ctx, tx, userId, [picture]) : []
    const profilePic = stored ?? user.profilePic
    const [saved] = await tx
      .update(users)
      .set({ name, dob: input.dob.trim() || user.dob, profilePic })
      .where(eq(users.id, userId))
      .returning()
    if (!saved) return fail(401, 'Unauthorized')
    if (stored) await dropReplacedPicture(tx, user.profilePic)
    return { data: { name: saved.name, dob: saved.dob, profile_pic: saved.profilePic }, msg: 'Profile updated successfully' }
  })
}

/** POST /user/support: stored for the support team, open in their inbox (issue 29); a signed-in sender is linked. */
export async function submitSupport(ctx: ServerContext, userId: string | null, input: SupportRequest): Promise<MessageResponse> {
  await ctx.db.insert(supportRequests).values({
    id: ctx.newId(),
    userId,
    name: input.name,
    contactDetails: input.contactDetails,
    message: input.message,
    createdAt: new Date(ctx.now()).toISOString(),
    status: 'open',
    replies: [],
  })
  return { msg: 'Form submitted successfully!' }
}

/**
 * POST /product/addReview: rating 1 to 5, at most 5 pictures (judged by their bytes); only from a
 * buyer of the product, once per order (rules/reviews.ts orderToReview, 403 otherwise). The
 * reviewer's orders are locked first, so two reviews sent at once for one order are judged one
 * after the other (and reviews_order_key refuses a second review of an order whatever happens).
 * The review joins the product, its average is recomputed from the visible reviews, and its order
 * is marked reviewed.
 */
export async function addReview(ctx: ServerContext, userId: string, input: AddReviewRequest): Promise<MessageResponse> {
  const value = parseRating(input.rating)
  if (input.reviewImages.length > MAX_REVIEW_IMAGES) return fail(400, reviewMessages.tooManyImages)
  const pictures = await judgeImages(input.reviewImages)
  const orderId = input.orderId?.trim() || null
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId)).for('update')
    if (!product) return fail(404, 'Product not found')
    const own = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, productId: orders.productId, reviewed: orders.reviewed, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(orders.id)
      .for('update')
    const order = orderToReview(own, input.productId, orderId)

    // locked as editUser locks it: the picture read here is not deleted before this review commits
    const user = await lockBuyer(tx, userId)
    const images = await storeUploads(ctx, tx, userId, pictures)
    await tx.insert(reviews).values({
      id: ctx.newId(),
      productId: input.productId,
      userId,
      reviewerName: user.name,
      reviewerPic: user.profilePic,
      value,
      review: input.review.trim(),
      images,
      createdAt: new Date(ctx.now()).toISOString(),
      orderId: order.id,
    })
    await tx.update(orders).set({ reviewed: true }).where(and(eq(orders.id, order.id), eq(orders.userId, userId)))
    return { msg: 'Review added successfully' }
  })
}
