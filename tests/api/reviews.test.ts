import { describe, expect, test } from 'vitest'
import { MAX_PAGE_SIZE } from '../../contracts/limits'
import type { Product } from '../../contracts/product'
import { ALREADY_REVIEWED, EVERY_ORDER_REVIEWED, NOT_A_BUYER } from '../../rules/reviews'
import { accountService } from '../../src/services/account-service'
import { cartService } from '../../src/services/cart-service'
import { catalogueService } from '../../src/services/catalogue-service'
import { orderService } from '../../src/services/order-service'
import { rejectionOf, signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'
import { registerBuyerReadyToBuy } from './support/buyers'

serveBackend()

/*
 * Issue 26, points 3 and 6: answers about products carry review counts, never the reviews (which
 * grow with the catalogue's history); a product's reviews are read a page at a time; and only a
 * buyer of a product may review it, once per order.
 */

/** The raw JSON of a public call: the contract's decoding would drop a field it does not name. */
async function raw(path: string): Promise<unknown> {
  const answer = await fetch(`http://localhost/api${path}`)
  expect(answer.status).toBe(200)
  return answer.json()
}

/** Every product object in an answer, wherever it sits. */
function productsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(productsIn)
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const own = 'productVarieties' in record ? [record] : []
  return [...own, ...Object.values(record).flatMap(productsIn)]
}

async function allProducts(): Promise<readonly Product[]> {
  return (await catalogueService.listProducts({})).data
}

async function withReviews(min: number): Promise<Product> {
  const product = (await allProducts()).find((p) => (p.reviewCount ?? 0) >= min)
  if (!product) throw new Error(`no product with ${min} reviews`)
  return product
}

/** Buys one metre of a product's first colour in stock as the signed-in buyer; its order number. */
async function buy(product: Product): Promise<string> {
  const variety = product.productVarieties.find((v) => v.stock > 0)
  if (!variety) throw new Error(`${product._id} is out of stock`)
  await cartService.add({ productId: product._id, color: variety.color, quantity: 1 })
  const answer = await orderService.buy({ paymentMethod: 'Cash on Delivery' }, `review-${product._id}-${Date.now()}`)
  return answer.orderId ?? ''
}

const buyable = async () => (await allProducts()).find((p) => p.productVarieties.some((v) => v.stock > 0))!

describe('answers about products carry review counts, not reviews', () => {
  test('the listing, the whole catalogue, the highlights and one product', async () => {
    const product = await withReviews(3)
    for (const path of ['/getAllProducts?page=1&limit=12', '/getAllProducts', '/products/highlights', `/product/${product._id}`]) {
      const products = productsIn(await raw(path))
      expect(products.length, path).toBeGreaterThan(0)
      for (const p of products) {
        expect(p, path).not.toHaveProperty('rating')
        const counts = p.ratingCounts as number[]
        expect(counts, path).toHaveLength(5)
        expect(counts.reduce((a, b) => a + b, 0), path).toBe(p.reviewCount)
      }
    }
  })

  test("a product's counts agree with its reviews", async () => {
    const product = await withReviews(3)
    const { data, totalReviews } = await catalogueService.productReviews(product._id, { skip: 0, limit: MAX_PAGE_SIZE })
    expect(totalReviews).toBe(product.reviewCount)
    expect(data).toHaveLength(totalReviews)
    expect(product.ratingCounts).toEqual([1, 2, 3, 4, 5].map((stars) => data.filter((r) => r.value === stars).length))
    const mean = data.reduce((s, r) => s + r.value, 0) / data.length
    expect(product.averageRating).toBe(Math.round(mean * 10) / 10)
  })
})

describe('GET /product/{id}/reviews', () => {
  test('pages the reviews newest first: 2, then 3 more', async () => {
    const product = await withReviews(5)
    const every = await catalogueService.productReviews(product._id, { skip: 0, limit: MAX_PAGE_SIZE })
    const times = every.data.map((r) => Date.parse(r.date ?? ''))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const first = await catalogueService.productReviews(product._id, { skip: 0, limit: 2 })
    const next = await catalogueService.productReviews(product._id, { skip: 2, limit: 3 })
    expect([...first.data, ...next.data]).toEqual(every.data.slice(0, 5))
    expect(first.totalReviews).toBe(every.totalReviews)
    // without skip and limit: the first 2 (SPEC 4)
    expect(((await raw(`/product/${product._id}/reviews`)) as { data: unknown[] }).data).toHaveLength(2)
  })

  test.each([
    ['limit=0', 'Invalid limit'],
    [`limit=${MAX_PAGE_SIZE + 1}`, 'Invalid limit'],
    ['limit=2.5', 'Invalid limit'],
    ['skip=-1', 'Invalid skip'],
    ['skip=x', 'Invalid skip'],
  ])('refuses %s with a 400', async (query, msg) => {
    const product = await withReviews(1)
    const answer = await fetch(`http://localhost/api/product/${product._id}/reviews?${query}`)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ msg })
  })

  test('an unknown product is a 404', async () => {
    expect(await rejectionOf(catalogueService.productReviews('no-such-product', { skip: 0, limit: 2 }))).toMatchObject({
      status: 404,
      serverMessage: 'Product not found',
    })
  })
})

describe('POST /product/addReview: reviews only from buyers, one per order', () => {
  test('a buyer who never ordered the product is refused with a 403 and nothing is added', async () => {
    await registerBuyerReadyToBuy('Browsing Buyer')
    const product = await withReviews(1)
    const error = await rejectionOf(accountService.addReview({ review: 'Never bought it', rating: '1', productId: product._id, reviewImages: [] }))
    expect(error).toMatchObject({ _tag: 'HttpError', status: 403, serverMessage: NOT_A_BUYER })
    const after = (await allProducts()).find((p) => p._id === product._id)
    expect(after?.reviewCount).toBe(product.reviewCount)
    expect(after?.averageRating).toBe(product.averageRating)
  })

  test('a buyer reviews once per order: the review shows at once, a second one is refused', async () => {
    await registerBuyerReadyToBuy('Reviewing Buyer')
    const product = await buyable()
    const orderId = await buy(product)
    expect(await accountService.addReview({ review: 'Even dye, true to the photos', rating: '5', productId: product._id, reviewImages: [] })).toEqual({
      msg: 'Review added successfully',
    })
    const first = await catalogueService.productReviews(product._id, { skip: 0, limit: 2 })
    expect(first.data[0]).toMatchObject({ review: 'Even dye, true to the photos', value: 5, userId: { name: 'Reviewing Buyer' } })
    expect(first.totalReviews).toBe((product.reviewCount ?? 0) + 1)
    const listed = (await allProducts()).find((p) => p._id === product._id)
    expect(listed?.reviewCount).toBe((product.reviewCount ?? 0) + 1)
    expect(listed?.ratingCounts?.[4]).toBe((product.ratingCounts?.[4] ?? 0) + 1)
    expect((await orderService.list(1, 5)).orders.find((o) => o.orderId === orderId)?.reviewed).toBe(true)

    const again = { review: 'Still lovely', rating: '1', productId: product._id, reviewImages: [] }
    expect(await rejectionOf(accountService.addReview(again))).toMatchObject({ status: 403, serverMessage: EVERY_ORDER_REVIEWED })
    expect(await rejectionOf(accountService.addReview({ ...again, orderId }))).toMatchObject({ status: 403, serverMessage: ALREADY_REVIEWED })
    expect((await catalogueService.productReviews(product._id, { skip: 0, limit: 2 })).totalReviews).toBe((product.reviewCount ?? 0) + 1)
  })

  test("an order of another product, or another buyer's order, is refused", async () => {
    await registerBuyerReadyToBuy('Other Buyer')
    const [bought, other] = (await allProducts()).filter((p) => p.productVarieties.some((v) => v.stock > 0))
    const orderId = await buy(bought!)
    const review = { review: 'Nice', rating: '4', reviewImages: [] }
    expect(await rejectionOf(accountService.addReview({ ...review, productId: other!._id, orderId }))).toMatchObject({
      status: 403,
      serverMessage: NOT_A_BUYER,
    })
    await signInAs() // the demo buyer
    expect(await rejectionOf(accountService.addReview({ ...review, productId: bought!._id, orderId }))).toMatchObject({
      status: 403,
      serverMessage: NOT_A_BUYER,
    })
  })

  test('two reviews of one order sent at once: one is added', async () => {
    await registerBuyerReadyToBuy('Double Clicker')
    const product = await buyable()
    const orderId = await buy(product)
    const send = () => accountService.addReview({ review: 'Sent twice', rating: '3', productId: product._id, orderId, reviewImages: [] })
    const results = await Promise.allSettled([send(), send()])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const { data } = await catalogueService.productReviews(product._id, { skip: 0, limit: MAX_PAGE_SIZE })
    expect(data.filter((r) => r.review === 'Sent twice')).toHaveLength(1)
  })
})
