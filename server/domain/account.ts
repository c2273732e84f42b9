import { and, eq, or } from 'drizzle-orm'
import type { MessageResponse } from '../../contracts/common'
import type { AddReviewRequest } from '../../contracts/product'
import type { SupportRequest } from '../../contracts/support'
import type { EditUserRequest, EditUserResponse } from '../../contracts/user'
import { averageOf } from '../../rules/ratings'
import { fail } from '../../rules/rule-error'
import { judgeImages } from '../../rules/uploads'
import { MAX_REVIEW_IMAGES, parseRating } from '../../rules/validation'
import { orders, products, reviews, supportRequests, users } from '../db/schema'
import type { ServerContext } from './context'
import { storeUpload } from './uploads'
import { getUser } from './users'

/** PUT /user/edit-user: name, dob and optionally a new picture, judged by its bytes. */
export async function editUser(ctx: ServerContext, userId: string, input: EditUserRequest): Promise<EditUserResponse> {
  const name = input.name.trim()
  if (!name) return fail(400, 'Name is required')
  const given = input.profile_pic && input.profile_pic.size > 0 ? input.profile_pic : undefined
  // the bytes are read and judged before the transaction, which the embedded database runs alone
  const [picture] = given ? await judgeImages([given]) : []
  return ctx.db.transaction(async (tx) => {
    const user = await getUser(tx, userId)
    const profilePic = picture ? await storeUpload(ctx, tx, picture) : user.profilePic
    const [saved] = await tx
      .update(users)
      .set({ name, dob: input.dob.trim() || user.dob, profilePic })
      .where(eq(users.id, userId))
      .returning()
    if (!saved) return fail(401, 'Unauthorized')
    return { data: { name: saved.name, dob: saved.dob, profile_pic: saved.profilePic }, msg: 'Profile updated successfully' }
  })
}

/** POST /user/support: stored for the support team; a signed-in sender is linked. */
export async function submitSupport(ctx: ServerContext, userId: string | null, input: SupportRequest): Promise<MessageResponse> {
  await ctx.db.insert(supportRequests).values({
    id: ctx.newId(),
    userId,
    name: input.name,
    contactDetails: input.contactDetails,
    message: input.message,
    createdAt: new Date(ctx.now()).toISOString(),
  })
  return { msg: 'Form submitted successfully!' }
}

/**
 * POST /product/addReview: rating 1 to 5, at most 5 pictures (judged by their bytes). The review
 * joins the product, its average is recomputed with rules/ratings.ts, and a review from an
 * order marks that order reviewed.
 */
export async function addReview(ctx: ServerContext, userId: string, input: AddReviewRequest): Promise<MessageResponse> {
  const value = parseRating(input.rating)
  if (input.reviewImages.length > MAX_REVIEW_IMAGES) return fail(400, 'You can only upload 5 images')
  const pictures = await judgeImages(input.reviewImages)
  const orderId = input.orderId?.trim() || null
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId)).for('update')
    if (!product) return fail(404, 'Product not found')
    const ownOrder = orderId ? and(eq(orders.userId, userId), or(eq(orders.id, orderId), eq(orders.orderNumber, orderId))) : undefined
    if (ownOrder && (await tx.select({ id: orders.id }).from(orders).where(ownOrder)).length === 0) return fail(404, 'Order not found')

    const user = await getUser(tx, userId)
    const images: string[] = []
    for (const picture of pictures) images.push(await storeUpload(ctx, tx, picture))
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
    })
    const values = await tx.select({ value: reviews.value }).from(reviews).where(eq(reviews.productId, input.productId))
    await tx.update(products).set({ averageRating: averageOf(values) }).where(eq(products.id, input.productId))
    if (ownOrder) await tx.update(orders).set({ reviewed: true }).where(ownOrder)
    return { msg: 'Review added successfully' }
  })
}
