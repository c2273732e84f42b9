import { describe, expect, test } from 'vitest'
import { HttpError } from '../../src/services/api-error'
import { cartService } from '../../src/services/cart-service'
import { catalogueService } from '../../src/services/catalogue-service'
import { orderService } from '../../src/services/order-service'
import { rejectionOf } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'
import { as, registerBuyerReadyToBuy, type Buyer } from './support/buyers'

serveBackend()

/*
 * Coupons with rules (issue 26, point 7): each works once per buyer unless it says otherwise, and
 * LAUNCH250 (seed/coupons.ts) only on the store's first two orders with it. Counted when an order
 * is placed, in its transaction; a refusal says why, at apply time or at Place Order.
 */

const ALREADY_USED = 'This coupon has already been used'
const USED_UP = 'This coupon has reached its usage limit'

/**
 * Lines of `count` different varieties in stock, one unit each: buyers of different varieties
 * wait on no common stock row, so their purchases really overlap on PostgreSQL.
 */
async function linesInStock(count: number) {
  const products = await catalogueService.listProducts({}).then((r) => r.data)
  const stocked = products.filter((p) => (p.productVarieties[0]?.stock ?? 0) >= 10).slice(0, count)
  expect(stocked).toHaveLength(count)
  return stocked.map((p) => ({ productId: p._id, color: p.productVarieties[0]?.color ?? '', quantity: 1 }))
}

async function plentifulLine() {
  const [line] = await linesInStock(1)
  return line ?? { productId: '', color: '', quantity: 1 }
}

/** A new buyer with one line in the cart and `code` applied. */
async function buyerHolding(code: string, line: { productId: string; color: string; quantity: number }): Promise<Buyer> {
  const buyer = await registerBuyerReadyToBuy()
  await as(buyer.token, () => cartService.add(line))
  expect(await as(buyer.token, () => cartService.applyCoupon(code))).toEqual({ msg: 'Coupon applied successfully' })
  return buyer
}

const ordersOf = async (buyer: Buyer) => (await as(buyer.token, () => orderService.list(1, 5))).totalItems

describe('a coupon per buyer', () => {
  test('works once: after an order with it, applying it again says it has been used; other buyers still get it', async () => {
    const line = await plentifulLine()
    const buyer = await buyerHolding('WELCOME10', line)
    await as(buyer.token, () => orderService.buy({ paymentMethod: 'UPI' }, 'welcome-once'))
    await as(buyer.token, () => cartService.add(line))
    const refused = await rejectionOf(as(buyer.token, () => cartService.applyCoupon('welcome10')))
    expect(refused).toMatchObject({ status: 400, serverMessage: ALREADY_USED })
    expect((await as(buyer.token, () => cartService.get())).products.every((l) => !l.appliedCoupon)).toBe(true)
    await buyerHolding('WELCOME10', line)
  })
})

describe('a coupon with a total limit', () => {
  test('used up while it sat in a cart: Place Order is refused with the reason and changes nothing; without it the order goes through', async () => {
    const line = await plentifulLine()
    const [first, second, late] = [await buyerHolding('LAUNCH250', line), await buyerHolding('LAUNCH250', line), await buyerHolding('LAUNCH250', line)]
    await as(first.token, () => orderService.buy({ paymentMethod: 'UPI' }, 'launch-1'))
    await as(second.token, () => orderService.buy({ paymentMethod: 'UPI' }, 'launch-2'))

    const refused = await rejectionOf(as(late.token, () => orderService.buy({ paymentMethod: 'UPI' }, 'launch-3')))
    expect(refused).toMatchObject({ status: 400, serverMessage: USED_UP })
    expect(await ordersOf(late)).toBe(0)
    expect((await as(late.token, () => cartService.get())).products).toHaveLength(1)

    await as(late.token, () => cartService.removeCoupon('LAUNCH250'))
    expect(await as(late.token, () => orderService.buy({ paymentMethod: 'UPI' }, 'launch-3-plain'))).toMatchObject({ msg: 'Order placed successfully' })
    const another = await registerBuyerReadyToBuy()
    await as(another.token, () => cartService.add(line))
    expect(await rejectionOf(as(another.token, () => cartService.applyCoupon('LAUNCH250')))).toMatchObject({ status: 400, serverMessage: USED_UP })
  })

  test('buyers placing orders at the same moment for its last uses: exactly as many get it as it allows', async () => {
    const buyers: Buyer[] = []
    for (const line of await linesInStock(4)) buyers.push(await buyerHolding('LAUNCH250', line))
    const outcomes = await Promise.allSettled(buyers.map((b, i) => as(b.token, () => orderService.buy({ paymentMethod: 'UPI' }, `launch-race-${i}`))))
    const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []))
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2)
    expect(lost).toHaveLength(2)
    for (const error of lost) {
      expect(error).toBeInstanceOf(HttpError)
      expect(error).toMatchObject({ status: 400, serverMessage: USED_UP })
    }
    const orders = await Promise.all(buyers.map(ordersOf))
    expect(orders.sort()).toEqual([0, 0, 1, 1])
  })
})
