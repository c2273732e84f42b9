import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { Product } from '../../contracts/product'
import { GALLERY_INTERVAL_MS, productDetailMachine } from '../../src/machines/product-detail.machine'

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

const start = (input: { productId: string; product: Product | null }) => createActor(productDetailMachine, { input }).start()

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('product detail: finding the product', () => {
  it('shows the product from navigation state at once', () => {
    const actor = start({ productId: 'p1', product })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
  })

  it('ignores navigation state for another id and waits for the store', () => {
    const actor = start({ productId: 'p2', product })
    expect(actor.getSnapshot().value).toBe('resolving')
    actor.send({ type: 'catalogue.changed', products: [], status: 'loading' })
    expect(actor.getSnapshot().value).toBe('resolving')
    actor.send({ type: 'catalogue.changed', products: [{ ...product, _id: 'p2' }], status: 'ready' })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    expect(actor.getSnapshot().context.product?._id).toBe('p2')
  })

  it('says not found once the loaded store lacks the id, and unavailable when the store failed', () => {
    const missing = start({ productId: 'nope', product: null })
    missing.send({ type: 'catalogue.changed', products: [product], status: 'ready' })
    expect(missing.getSnapshot().value).toBe('notFound')

    const failed = start({ productId: 'p1', product: null })
    failed.send({ type: 'catalogue.changed', products: [], status: 'failed' })
    expect(failed.getSnapshot().value).toBe('unavailable')
    failed.send({ type: 'catalogue.changed', products: [], status: 'loading' })
    expect(failed.getSnapshot().value).toBe('resolving')
    failed.send({ type: 'catalogue.changed', products: [product], status: 'ready' })
    expect(failed.getSnapshot().matches('showing')).toBe(true)
  })

  it('takes the store\'s newer copy (new reviews) while showing', () => {
    const actor = start({ productId: 'p1', product })
    const reviewed = { ...product, rating: [{ value: 5, review: 'Lovely' }] }
    actor.send({ type: 'catalogue.changed', products: [reviewed], status: 'ready' })
    expect(actor.getSnapshot().context.product?.rating).toHaveLength(1)
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

  it('never moves under reduced motion, even when it arrives before the product', () => {
    const actor = start({ productId: 'p1', product: null })
    actor.send({ type: 'gallery.hold', reason: 'reducedMotion' })
    actor.send({ type: 'catalogue.changed', products: [product], status: 'ready' })
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
