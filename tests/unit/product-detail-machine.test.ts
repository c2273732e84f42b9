import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Product } from '../../contracts/product'
import { GALLERY_INTERVAL_MS, productDetailMachine } from '../../src/machines/product-detail.machine'
import { HttpError } from '../../src/services/api-error'

const variety = (color: string, images: number) => ({
  color,
  images: Array.from({ length: images }, (_, i) => `/${color}-${i}.svg`),
  stock: 10,
  pricepermeter: 100,
  discountedPrice: 90,
})
const product: Product = {
  _id: 'p1',
  name: 'Khadi Cotton',
  description: 'Handspun',
  category: [{ categoryName: 'Cotton' }],
  productVarieties: [variety('Indigo', 3), variety('Maroon', 1)],
}

/** GET /product/{id} as the machine calls it: each load waits until the test answers it. */
interface PendingLoad {
  readonly productId: string
  resolve(product: Product): void
  reject(error: unknown): void
}
let loads: PendingLoad[] = []
const loadProduct = fromPromise<Product, { productId: string }>(
  ({ input }) => new Promise((resolve, reject) => loads.push({ productId: input.productId, resolve, reject })),
)

const start = (input: { productId: string; product: Product | null }) =>
  createActor(productDetailMachine.provide({ actors: { loadProduct } }), { input }).start()

/** Lets pending promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  loads = []
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('product detail: finding the product', () => {
  it('shows the product from navigation state at once and takes the fresh copy read behind it', async () => {
    const actor = start({ productId: 'p1', product })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    expect(loads.map((l) => l.productId)).toEqual(['p1'])
    loads[0]!.resolve({ ...product, productVarieties: [variety('Indigo', 3)] })
    await settle()
    expect(actor.getSnapshot().context.product?.productVarieties).toHaveLength(1)
    expect(actor.getSnapshot().matches('showing')).toBe(true)
  })

  it('ignores navigation state for another id and loads that product alone', async () => {
    const actor = start({ productId: 'p2', product })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loads.map((l) => l.productId)).toEqual(['p2'])
    loads[0]!.resolve({ ...product, _id: 'p2' })
    await settle()
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    expect(actor.getSnapshot().context.product?._id).toBe('p2')
  })

  it('says not found on a 404, and unavailable on any other failure, which a retry can mend', async () => {
    const missing = start({ productId: 'nope', product: null })
    loads[0]!.reject(new HttpError('product', 404, 'Product not found'))
    await settle()
    expect(missing.getSnapshot().value).toBe('notFound')

    const failed = start({ productId: 'p1', product: null })
    loads[1]!.reject(new HttpError('product', 500, 'SomeThing Went Wrong'))
    await settle()
    expect(failed.getSnapshot().value).toBe('unavailable')
    failed.send({ type: 'product.retry' })
    expect(failed.getSnapshot().value).toBe('loading')
    loads[2]!.resolve(product)
    await settle()
    expect(failed.getSnapshot().matches('showing')).toBe(true)
  })

  it('reads the product again after a review, and keeps the shown copy when that read fails', async () => {
    const actor = start({ productId: 'p1', product: null })
    loads[0]!.resolve(product)
    await settle()
    actor.send({ type: 'product.refresh' })
    loads[1]!.reject(new HttpError('product', 500, undefined))
    await settle()
    expect(actor.getSnapshot().context.product).toEqual(product)
    actor.send({ type: 'product.refresh' })
    loads[2]!.resolve({ ...product, reviewCount: 1, ratingCounts: [0, 0, 0, 0, 1] })
    await settle()
    expect(actor.getSnapshot().context.product?.reviewCount).toBe(1)
    expect(actor.getSnapshot().matches('showing')).toBe(true)
  })
})

describe('product detail: gallery', () => {
  const imageIndex = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.imageIndex

  it('advances every 8 seconds and wraps around', () => {
    const actor = start({ productId: 'p1', product })
    vi.advanceTimersByTime(GALLERY_INTERVAL_MS - 1)
    expect(imageIndex(actor)).toBe(0)
    vi.advanceTimersByTime(1)
    expect(imageIndex(actor)).toBe(1)
    vi.advanceTimersByTime(GALLERY_INTERVAL_MS * 2)
    expect(imageIndex(actor)).toBe(0)
  })

  it('holds still while hovered, focused, paused or under reduced motion, until every hold is released', () => {
    const actor = start({ productId: 'p1', product })
    actor.send({ type: 'gallery.hold', reason: 'hover' })
    actor.send({ type: 'gallery.hold', reason: 'user' })
    vi.advanceTimersByTime(GALLERY_INTERVAL_MS * 3)
    expect(imageIndex(actor)).toBe(0)
    actor.send({ type: 'gallery.release', reason: 'hover' })
    vi.advanceTimersByTime(GALLERY_INTERVAL_MS * 3)
    expect(imageIndex(actor)).toBe(0)
    actor.send({ type: 'gallery.release', reason: 'user' })
    vi.advanceTimersByTime(GALLERY_INTERVAL_MS)
    expect(imageIndex(actor)).toBe(1)
  })

  it('never moves under reduced motion, even when it arrives before the product', async () => {
    const actor = start({ productId: 'p1', product: null })
    actor.send({ type: 'gallery.hold', reason: 'reducedMotion' })
    loads[0]!.resolve(product)
    await settle()
    vi.advanceTimersByTime(GALLERY_INTERVAL_MS * 4)
    expect(imageIndex(actor)).toBe(0)
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true)
  })

  it('restarts the interval when an image is chosen', () => {
    const actor = start({ productId: 'p1', product })
    vi.advanceTimersByTime(GALLERY_INTERVAL_MS - 1000)
    actor.send({ type: 'gallery.show', index: 2 })
    vi.advanceTimersByTime(GALLERY_INTERVAL_MS - 1)
    expect(imageIndex(actor)).toBe(2)
    vi.advanceTimersByTime(1)
    expect(imageIndex(actor)).toBe(0)
  })

  it('starts a colour at its first image and keeps a single image still', () => {
    const actor = start({ productId: 'p1', product })
    actor.send({ type: 'gallery.next' })
    actor.send({ type: 'variety.select', index: 1 })
    expect(actor.getSnapshot().context).toMatchObject({ varietyIndex: 1, imageIndex: 0 })
    expect(actor.getSnapshot().matches({ showing: 'still' })).toBe(true)
    actor.send({ type: 'variety.select', index: 7 })
    expect(actor.getSnapshot().context.varietyIndex).toBe(1)
  })
})
