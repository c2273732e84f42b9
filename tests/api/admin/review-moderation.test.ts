import { describe, expect, test } from 'vitest'
import { REVIEW_MESSAGES } from '../../../contracts/admin/admin-reviews'
import type { Product } from '../../../contracts/product'
import { averageOf, ratingCountsOf } from '../../../rules/ratings'
import { catalogueService } from '../../../src/services/catalogue-service'
import { serveBackend } from '../../support/backend-under-test'
import { callStaff, callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * Review moderation (issue 29, point 6): a hidden review leaves the product's list, its count,
 * its counts per star and its average at once, in every answer that carries them; shown again,
 * it comes back. The back office keeps it, with the reason.
 */

/** A product of the seed with at least three reviews, as the listing shows it. */
async function reviewedProduct(): Promise<Product> {
  const products = (await catalogueService.listProducts({})).data
  const product = products.find((p) => (p.reviewCount ?? 0) >= 3 && new Set(p.ratingCounts?.flatMap((n, i) => (n > 0 ? [i] : []))).size >= 2)
  if (!product) throw new Error('the seed has no product with three reviews of different stars')
  return product
}

/** What every answer about the product says of its reviews: its page, the listing, and the reviews call. */
async function publicView(id: string) {
  const page = await catalogueService.product(id)
  const listed = (await catalogueService.listProducts({})).data.find((p) => p._id === id)
  const reviews = await catalogueService.productReviews(id, { skip: 0, limit: 100 })
  return { page, listed, reviews }
}

const summaryOf = (p: Product | undefined) => ({ averageRating: p?.averageRating, reviewCount: p?.reviewCount, ratingCounts: p?.ratingCounts })

describe('hiding a review', () => {
  test('takes it out of the product’s reviews, count, counts per star and average; showing it brings it back', async () => {
    const product = await reviewedProduct()
    const session = await signInStaff(backend, 'support')
    const { reviews } = await callStaff(backend, 'reviews', { productId: product._id, limit: '100' }, session)
    expect(reviews).toHaveLength(product.reviewCount ?? 0)
    expect(reviews.every((r) => r.productId === product._id && r.productName === product.name && !r.hidden)).toBe(true)
    // hide a review without which the average moves, so a stale average shows
    const target = reviews.find((r) => averageOf(reviews.filter((o) => o !== r)) !== product.averageRating)
    const before = await publicView(product._id)
    expect(before.reviews.totalReviews).toBe(reviews.length)

    const hidden = await callStaff(backend, 'hideReview', { id: target?._id ?? '', reason: 'Names a competitor' }, session)
    expect(hidden.review).toMatchObject({ _id: target?._id, hidden: true, hiddenReason: 'Names a competitor' })

    const left = reviews.filter((r) => r._id !== target?._id)
    const expected = { averageRating: averageOf(left), reviewCount: left.length, ratingCounts: ratingCountsOf(left) }
    const after = await publicView(product._id)
    expect(summaryOf(after.page)).toEqual(expected)
    expect(summaryOf(after.listed)).toEqual(expected)
    expect(after.reviews.totalReviews).toBe(left.length)
    expect(after.reviews.data.map((r) => r._id)).not.toContain(target?._id)
    expect(after.page.averageRating).not.toBe(before.page.averageRating)

    // the back office still has it, among the hidden ones
    const hiddenList = await callStaff(backend, 'reviews', { status: 'hidden' }, session)
    expect(hiddenList.reviews).toEqual([expect.objectContaining({ _id: target?._id, hidden: true, hiddenReason: 'Names a competitor' })])
    const visible = await callStaff(backend, 'reviews', { status: 'visible', productId: product._id, limit: '100' }, session)
    expect(visible.reviews.map((r) => r._id)).not.toContain(target?._id)

    const shown = await callStaff(backend, 'showReview', { id: target?._id ?? '' }, session)
    expect(shown.review).toMatchObject({ _id: target?._id, hidden: false })
    expect(shown.review.hiddenReason).toBeUndefined()
    const back = await publicView(product._id)
    expect(summaryOf(back.page)).toEqual(summaryOf(before.page))
    expect(summaryOf(back.listed)).toEqual(summaryOf(before.listed))
    expect(back.reviews.data.map((r) => r._id)).toContain(target?._id)
    expect((await callStaff(backend, 'reviews', { status: 'hidden' }, session)).totalItems).toBe(0)
  })

  test('a product whose only review is hidden shows none and no average', async () => {
    const products = (await catalogueService.listProducts({})).data
    const single = products.find((p) => p.reviewCount === 1)
    if (!single) throw new Error('the seed has no product with a single review')
    const session = await signInStaff(backend, 'owner')
    const [review] = (await callStaff(backend, 'reviews', { productId: single._id }, session)).reviews
    await callStaff(backend, 'hideReview', { id: review?._id ?? '', reason: 'Spam' }, session)
    const after = await publicView(single._id)
    expect(summaryOf(after.page)).toEqual({ averageRating: 0, reviewCount: 0, ratingCounts: [0, 0, 0, 0, 0] })
    expect(after.reviews).toEqual({ data: [], totalReviews: 0 })
  })

  test('the moderation list pages every product’s reviews, newest first', async () => {
    const session = await signInStaff(backend, 'support')
    const first = await callStaff(backend, 'reviews', { limit: '20' }, session)
    expect(first.reviews).toHaveLength(20)
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 20))
    const second = await callStaff(backend, 'reviews', { limit: '20', page: '2' }, session)
    const times = [...first.reviews, ...second.reviews].map((r) => r.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const total = (await catalogueService.listProducts({})).data.reduce((sum, p) => sum + (p.reviewCount ?? 0), 0)
    expect(first.totalItems).toBe(total)
  })

  test('an unknown review is not found; hiding needs a reason', async () => {
    const session = await signInStaff(backend, 'support')
    expect(await callStaffRaw(backend, 'hideReview', { id: 'no-such-review', reason: 'Spam' }, { session })).toMatchObject({
      status: 404,
      body: { msg: REVIEW_MESSAGES.notFound },
    })
    expect((await callStaffRaw(backend, 'showReview', { id: 'no-such-review' }, { session })).status).toBe(404)
    const [review] = (await callStaff(backend, 'reviews', {}, session)).reviews
    expect((await callStaffRaw(backend, 'hideReview', { id: review?._id ?? '', reason: '' }, { session })).status).toBe(400)
    expect(await callStaffRaw(backend, 'hideReview', { id: review?._id ?? '', reason: '  ' }, { session })).toMatchObject({
      status: 400,
      body: { msg: REVIEW_MESSAGES.emptyReason },
    })
  })
})
