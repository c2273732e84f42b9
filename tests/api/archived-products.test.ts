import { describe, expect, test } from 'vitest'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import type { CartLine } from '../../contracts/cart'
import { BUYER_CANCEL_DONE } from '../../contracts/order-cancellation'
import type { Order } from '../../contracts/order'
import type { Product } from '../../contracts/product'
import { accountService } from '../../src/services/account-service'
import { cartService } from '../../src/services/cart-service'
import { catalogueService } from '../../src/services/catalogue-service'
import { orderService } from '../../src/services/order-service'
import { wishlistService } from '../../src/services/wishlist-service'
import { rejectionOf, signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'
import { callStaff, signInStaff } from './support/staff-calls'

const backend = serveBackend()

/*
 * Issue 30, point 1: an archived product leaves what buyers browse (the listing, search and its
 * suggestions, the highlights, its page and reviews) and everything that names it keeps it: the
 * carts and wishlists holding it say it is no longer sold and refuse to buy it, orders of it stay
 * whole (the list, a review, a cancel). Staff archive and restore through the back office's calls.
 */

const NOT_SOLD = { status: 400, serverMessage: CATALOGUE_MESSAGES.noLongerSold }
const NOT_FOUND = { status: 404, serverMessage: 'Product not found' }

const inStock = (product: Product) => product.productVarieties.find((v) => v.stock >= 2)!
const lineOf = (lines: readonly CartLine[], id: string, color: string) => lines.find((l) => l.productId._id === id && l.productColor === color)
const idsOf = (products: readonly Product[]) => products.map((p) => p._id)

async function archive(id: string): Promise<void> {
  const detail = await callStaff(backend, 'archiveProduct', { id }, await signInStaff(backend, 'catalogue'))
  expect(detail.status).toBe('archived')
}

async function restore(id: string): Promise<void> {
  const detail = await callStaff(backend, 'restoreProduct', { id }, await signInStaff(backend, 'catalogue'))
  expect(detail.status).toBe('active')
}

describe('an archived product', () => {
  test('leaves the listing, search, the highlights and its page; a cart and a wishlist keep it, unbuyable; restored, it is back', async () => {
    await signInAs()
    // one product the landing shows, one whose name alone holds a word of the vocabulary (SPEC's search forgives 'brocadr')
    const shown = (await catalogueService.highlights()).newArrivals.find((p) => p.productVarieties.some((v) => v.stock >= 2))!
    const corrected = await catalogueService.listProducts({ search: 'brocadr' })
    expect(corrected.suggestion?.toLowerCase()).toBe('brocade')
    const brocade = corrected.data.find((p) => /brocade/i.test(p.name))!
    expect(brocade._id).not.toBe(shown._id)
    const variety = inStock(shown)
    await cartService.add({ productId: shown._id, color: variety.color, quantity: 2 })
    await wishlistService.add(shown._id, variety.color)
    const cartBefore = await cartService.get()
    const everything = await catalogueService.listProducts({})

    await archive(shown._id)
    await archive(brocade._id)

    const listed = await catalogueService.listProducts({})
    expect(idsOf(listed.data)).toEqual(idsOf(everything.data).filter((id) => id !== shown._id && id !== brocade._id))
    expect(listed.totalProducts).toBe(everything.totalProducts - 2)
    const paged = await catalogueService.listProducts({ page: '1', limit: '100' })
    expect(paged.totalProducts).toBe(everything.totalProducts - 2)
    expect(idsOf((await catalogueService.listProducts({ search: shown.name })).data)).not.toContain(shown._id)
    // no suggestion leads to it: the word only it had left the vocabulary
    const typo = await catalogueService.listProducts({ search: 'brocadr' })
    expect(typo.suggestion?.toLowerCase()).not.toBe('brocade')
    expect(idsOf(typo.data)).not.toContain(brocade._id)
    const highlights = await catalogueService.highlights()
    expect(idsOf([...highlights.newArrivals, ...highlights.bestDeals])).not.toContain(shown._id)
    expect(idsOf([...highlights.newArrivals, ...highlights.bestDeals])).not.toContain(brocade._id)
    expect(await rejectionOf(catalogueService.product(shown._id))).toMatchObject(NOT_FOUND)
    expect(await rejectionOf(catalogueService.productReviews(shown._id, { skip: 0, limit: 2 }))).toMatchObject(NOT_FOUND)

    // the cart keeps the line, marked, at 0 and out of the total; the other lines are as they were
    const cart = await cartService.get()
    const kept = lineOf(cart.products, shown._id, variety.color)!
    expect(kept).toMatchObject({ productColor: variety.color, quantity: 2, itemPrice: 0, noLongerSold: true })
    expect(kept.productId.name).toBe(shown.name)
    expect(cart.products.filter((l) => l !== kept).every((l) => l.noLongerSold === undefined)).toBe(true)
    expect(cart.totalPrice).toBeCloseTo(cartBefore.totalPrice - lineOf(cartBefore.products, shown._id, variety.color)!.itemPrice, 2)
    expect(await cartService.totalPrice()).toBe(cart.totalPrice)
    expect(await rejectionOf(cartService.add({ productId: shown._id, color: variety.color, quantity: 1 }))).toMatchObject(NOT_SOLD)
    expect(await rejectionOf(cartService.update({ productId: shown._id, color: variety.color, quantity: 1 }))).toMatchObject(NOT_SOLD)
    const ordered = (await orderService.list(1, 1)).totalItems
    expect(await rejectionOf(orderService.buy({ paymentMethod: 'UPI' }, 'archived-in-cart'))).toMatchObject(NOT_SOLD)
    expect((await orderService.list(1, 1)).totalItems).toBe(ordered)

    // the wishlist keeps it, marked; it cannot move to the cart, and an archived product cannot be added
    const wished = (await wishlistService.list()).find((e) => e.productId._id === shown._id)
    expect(wished?.noLongerSold).toBe(true)
    expect((await wishlistService.list()).filter((e) => e.productId._id !== shown._id).every((e) => e.noLongerSold === undefined)).toBe(true)
    expect(await rejectionOf(wishlistService.moveToCart({ productId: shown._id, color: variety.color, quantity: 1 }))).toMatchObject(NOT_SOLD)
    expect(await rejectionOf(wishlistService.add(brocade._id, brocade.productVarieties[0]!.color))).toMatchObject(NOT_SOLD)

    // restored: found, priced and buyable again, nothing lost
    await restore(shown._id)
    expect((await catalogueService.product(shown._id)).name).toBe(shown.name)
    expect(idsOf((await catalogueService.listProducts({})).data)).toContain(shown._id)
    const back = await cartService.get()
    expect(back.totalPrice).toBe(cartBefore.totalPrice)
    expect(lineOf(back.products, shown._id, variety.color)?.noLongerSold).toBeUndefined()
    expect((await wishlistService.list()).find((e) => e.productId._id === shown._id)?.noLongerSold).toBeUndefined()

    // archived again, and its line removed: the rest of the cart is bought
    await archive(shown._id)
    await cartService.remove({ productId: shown._id, color: variety.color })
    expect((await orderService.buy({ paymentMethod: 'UPI' }, 'without-archived')).msg).toBe('Order placed successfully')
  })

  test('keeps its orders whole: they stay listed, may be reviewed and cancelled, and the stock goes back', async () => {
    await signInAs()
    const before = (await orderService.list(1, 100)).orders
    const toReview = before.find((o) => !o.reviewed && o.productId)!
    // a fresh purchase of another product, which the buyer may still cancel
    const bought = (await catalogueService.listProducts({})).data.find((p) => p._id !== toReview.productId && p.productVarieties.some((v) => v.stock >= 3))!
    const variety = inStock(bought)
    for (const line of (await cartService.get()).products) await cartService.remove({ productId: line.productId._id, color: line.productColor })
    await cartService.add({ productId: bought._id, color: variety.color, quantity: 3 })
    const placed = await orderService.buy({ paymentMethod: 'UPI' }, 'before-archive')
    const listed = (await orderService.list(1, 100)).orders

    await archive(toReview.productId!)
    await archive(bought._id)

    // as they were, but for the cancel deadlines the clock may have passed meanwhile
    const withoutDeadline = (order: Order) => ({ ...order, cancellableUntil: undefined })
    expect((await orderService.list(1, 100)).orders.map(withoutDeadline)).toEqual(listed.map(withoutDeadline))
    expect(
      await accountService.addReview({ review: 'Held up well after washing', rating: '4', productId: toReview.productId!, orderId: toReview._id, reviewImages: [] }),
    ).toMatchObject({ msg: 'Review added successfully' })
    const order = (await orderService.list(1, 100)).orders.find((o) => o.orderId === placed.orderId)!
    expect(order).toMatchObject({ productId: bought._id, color: variety.color, item: { name: bought.name, quantity: 3 } })
    expect(await orderService.cancel(order._id)).toMatchObject({ msg: BUYER_CANCEL_DONE })

    // nothing was lost: restored, the product has the stock the cancel put back
    await restore(bought._id)
    expect((await catalogueService.product(bought._id)).productVarieties.find((v) => v.color === variety.color)?.stock).toBe(variety.stock)
  })
})
