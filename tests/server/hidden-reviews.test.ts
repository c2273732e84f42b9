// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { REVIEW_MESSAGES } from '../../contracts/admin/admin-reviews'
import { averageOf, ratingCountsOf } from '../../rules/ratings'
import { auditLog } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { reviewableByDemoBuyer, reviewAsDemoBuyer } from '../support/catalogue-writes'
import { staffCall, staffRefusal } from './back-office-calls'
import { ok, startServerProcess, storeRoom, type Json, type ServerProcess } from './server-processes'

/*
 * Issue 29, point 6: a review staff hide leaves the product's reviews, its count, its star counts
 * and its average at once, on every server process: staff act through the store beside the
 * database (A, in this process), and a second server process (B, `server/main.ts`, keeping its
 * catalogue answers as a deployment does) is asked what a buyer sees. The reviews table's
 * announcement (migration 0003) is what empties B's kept answers.
 */

const { staticDir, postgres } = storeRoom('hidden-reviews')
let a: RunningServer
let b: ServerProcess

beforeAll(async () => {
  const databaseUrl = (await postgres()).createDatabase('hidden_reviews')
  a = await startServer({ port: 0, database: { kind: 'postgres', url: databaseUrl } })
  b = await startServerProcess({ staticDir, databaseUrl })
}, 90_000)

afterAll(async () => {
  await a?.close()
}, 30_000)

/** Asked again until it passes, for at most 3 s: an announcement takes milliseconds. */
const SOON = { timeout: 3000, interval: 25 }

const productOn = async (origin: string, id: string) => (await ok<Json<'product'>>(origin, 'GET', `/api/product/${encodeURIComponent(id)}`)).data
const reviewsOn = (origin: string, id: string) => ok<Json<'productReviews'>>(origin, 'GET', `/api/product/${encodeURIComponent(id)}/reviews?limit=100`)

/** What B says of the product's reviews: the summary on the product and the list beside it. */
async function seenOnB(id: string) {
  const [product, reviews] = await Promise.all([productOn(b.origin, id), reviewsOn(b.origin, id)])
  return {
    reviewCount: product.reviewCount,
    ratingCounts: product.ratingCounts,
    averageRating: product.averageRating,
    ids: reviews.data.map((r) => r._id),
    totalReviews: reviews.totalReviews,
  }
}

/** What the visible reviews add up to, by the store's own rule (rules/ratings.ts). */
const summaryOf = (reviews: readonly { _id?: string | undefined; value: number }[]) => ({
  reviewCount: reviews.length,
  ratingCounts: ratingCountsOf(reviews),
  averageRating: averageOf(reviews),
  ids: reviews.map((r) => r._id),
  totalReviews: reviews.length,
})

describe('hiding a review, seen by a second server process', () => {
  test('hidden: out of the list, the count, the star counts and the average on B at once; shown: back again', async () => {
    const { data: listed } = await ok<Json<'products'>>(b.origin, 'GET', '/api/getAllProducts')
    const product = listed.find((p) => (p.reviewCount ?? 0) >= 3 && new Set(p.ratingCounts ?? []).size > 2) ?? listed.find((p) => (p.reviewCount ?? 0) >= 3)
    if (!product) throw new Error('The seed has no product with three reviews')
    // B keeps these answers from now on
    const before = await reviewsOn(b.origin, product._id)
    expect(await seenOnB(product._id)).toEqual(summaryOf(before.data))

    // the review whose star value moves the average most
    const average = averageOf(before.data)
    const target = [...before.data].sort((x, y) => Math.abs(y.value - average) - Math.abs(x.value - average))[0]!
    const targetId = target._id ?? ''
    const hidden = await staffCall(a, 'support', 'hideReview', { id: targetId, reason: 'Names a competitor' })
    expect(hidden.review).toMatchObject({ _id: targetId, productId: product._id, productName: product.name, hidden: true, hiddenReason: 'Names a competitor' })

    const visible = before.data.filter((r) => r._id !== targetId)
    await expect.poll(() => seenOnB(product._id), SOON).toEqual(summaryOf(visible))
    // the listing's filter reads the average column, recomputed in the same transaction
    const { data: rated } = await ok<Json<'products'>>(b.origin, 'GET', `/api/getAllProducts?rating=${Math.floor(averageOf(visible))}`)
    expect(rated.find((p) => p._id === product._id)?.averageRating).toBe(averageOf(visible))

    const moderation = await staffCall(a, 'owner', 'reviews', { status: 'hidden', productId: product._id })
    expect(moderation.reviews.map((r) => r._id)).toEqual([targetId])
    expect((await staffCall(a, 'owner', 'reviews', { status: 'visible', productId: product._id })).totalItems).toBe(visible.length)

    await staffCall(a, 'support', 'showReview', { id: targetId })
    await expect.poll(() => seenOnB(product._id), SOON).toEqual(summaryOf(before.data))

    const audited = await a.database.db.select().from(auditLog).where(eq(auditLog.entityId, targetId)).orderBy(auditLog.seq)
    expect(audited.map((e) => ({ action: e.action, entity: e.entity, before: e.before, after: e.after }))).toEqual([
      { action: 'review.hide', entity: 'review', before: { hidden: false, hiddenReason: null }, after: { hidden: true, hiddenReason: 'Names a competitor' } },
      { action: 'review.show', entity: 'review', before: { hidden: true, hiddenReason: 'Names a competitor' }, after: { hidden: false, hiddenReason: null } },
    ])
  })

  test("a new review's average leaves the hidden ones out", async () => {
    const productId = await reviewableByDemoBuyer(a.origin)
    const before = (await reviewsOn(a.origin, productId)).data
    const spam = before[0]?._id
    if (!spam) throw new Error('The product to review has no review to hide')
    await staffCall(a, 'support', 'hideReview', { id: spam, reason: 'Spam' })
    expect(await reviewAsDemoBuyer(a.origin, productId, 'Even weave, true colour', 5)).toBe(200)
    const visible = (await reviewsOn(a.origin, productId)).data
    expect(visible.map((r) => r._id)).not.toContain(spam)
    expect(visible).toHaveLength(before.length)
    await expect.poll(async () => (await productOn(b.origin, productId)).averageRating, SOON).toBe(averageOf(visible))
  })

  test('an unknown review is not found; a blank reason is refused', async () => {
    expect(await staffRefusal(a, 'support', 'hideReview', { id: 'no-such-review', reason: 'x' })).toEqual({ status: 404, msg: REVIEW_MESSAGES.notFound })
    expect(await staffRefusal(a, 'support', 'showReview', { id: 'no-such-review' })).toEqual({ status: 404, msg: REVIEW_MESSAGES.notFound })
    const { data } = await ok<Json<'products'>>(a.origin, 'GET', '/api/getAllProducts?page=1&limit=12')
    const reviewed = data.find((p) => (p.reviewCount ?? 0) > 0)!
    const [review] = (await reviewsOn(a.origin, reviewed._id)).data
    expect(await staffRefusal(a, 'support', 'hideReview', { id: review?._id ?? '', reason: '   ' })).toEqual({ status: 400, msg: REVIEW_MESSAGES.emptyReason })
  })
})
