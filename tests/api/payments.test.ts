import { describe, expect, test } from 'vitest'
import { DEFAULT_COD_LIMIT, DEFAULT_PAYMENT_HOLD_MINUTES, type PaymentCheckout } from '../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { codOverLimitMessage } from '../../rules/payments'
import { DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { cartService } from '../../src/services/cart-service'
import { catalogueService } from '../../src/services/catalogue-service'
import { orderService } from '../../src/services/order-service'
import { paymentService } from '../../src/services/payment-service'
import { checkoutTotals } from '../../src/lib/checkout-totals'
import { rejectionOf, signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'
import { registerBuyerReadyToBuy } from './support/buyers'
import { callStaff, signInStaff } from './support/staff-calls'

/*
 * Issue 31 on every backend: the buyer's side of a prepaid purchase through the demo gateway
 * (PAYMENT_PROVIDER=demo, the default of the store and of mock mode). The hold's end runs as a
 * job on the server (tests/server/payments-*) and on read in the fake (tests/contract/mock-payments).
 */

const backend = serveBackend()

/** The demo buyer's cart bought by card: the orders await payment through the gateway. */
async function buyByCard(key: string): Promise<PaymentCheckout> {
  const answer = await orderService.buy({ paymentMethod: 'Credit Card', shippingOption: 'free' }, key)
  expect(answer.payment).toBeDefined()
  return answer.payment!
}

/** The signature with its last character changed. */
const tampered = (signature: string) => `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`

/** The buyer's orders of one purchase, as Order History lists them. */
async function ordersOf(payment: PaymentCheckout) {
  const { orders } = await orderService.list(1, 100)
  return orders.filter((o) => payment.orderIds.includes(o.orderId))
}

describe('a purchase paid by card or UPI', () => {
  test('awaits payment for the amount the server adds up: the cart total in paise, held for the hold time', async () => {
    await signInAs()
    const cart = await cartService.get()
    const placedAt = Date.now()
    const payment = await buyByCard('pay-amount')

    expect(payment).toMatchObject({ provider: 'demo', currency: 'INR' })
    expect(payment.amount).toBe(Math.round(checkoutTotals(cart.totalPrice, 0).total * 100))
    expect(payment.orderIds).toHaveLength(cart.products.length)
    const holdEnds = Date.parse(payment.holdUntil) - placedAt
    expect(holdEnds).toBeGreaterThan((DEFAULT_PAYMENT_HOLD_MINUTES - 1) * 60_000)
    expect(holdEnds).toBeLessThanOrEqual(DEFAULT_PAYMENT_HOLD_MINUTES * 60_000 + 5_000)

    const orders = await ordersOf(payment)
    expect(orders.map((o) => o.payment)).toEqual(
      orders.map(() => ({ state: 'awaitingPayment', paymentId: payment.paymentId, holdUntil: payment.holdUntil })),
    )
    expect(await paymentService.status(payment.paymentId)).toMatchObject({ state: 'awaitingPayment', paymentId: payment.paymentId })
  })

  test('a forged return signature is refused and changes nothing; the gateway-signed one marks the orders paid', async () => {
    await signInAs()
    const payment = await buyByCard('pay-forged')
    const returned = await paymentService.demoDecide({ id: payment.paymentId, decision: 'pay' })

    const forged = await rejectionOf(paymentService.confirm({ id: payment.paymentId, providerPaymentId: returned.providerPaymentId, signature: tampered(returned.signature) }))
    expect(forged).toMatchObject({ status: 400, serverMessage: PAYMENT_MESSAGES.notVerified })

    const confirmed = await paymentService.confirm({ id: payment.paymentId, ...returned })
    expect(confirmed).toMatchObject({ paymentId: payment.paymentId, state: 'paid' })
    expect((await ordersOf(payment)).map((o) => o.payment?.state)).toEqual(payment.orderIds.map(() => 'paid'))
    // a paid purchase cannot be paid again
    expect(await rejectionOf(paymentService.payNow(payment.paymentId))).toMatchObject({ status: 409, serverMessage: PAYMENT_MESSAGES.alreadyPaid })
  })

  test('a forged signature before any capture leaves the orders awaiting payment', async () => {
    await signInAs()
    const payment = await buyByCard('pay-forged-only')
    const forged = await rejectionOf(paymentService.confirm({ id: payment.paymentId, providerPaymentId: 'pay_made_up', signature: 'f'.repeat(64) }))
    expect(forged).toMatchObject({ status: 400 })
    expect(await paymentService.status(payment.paymentId)).toMatchObject({ state: 'awaitingPayment' })
  })

  test('after a decline, Pay Now reopens the same gateway order while the hold lasts', async () => {
    await signInAs()
    const payment = await buyByCard('pay-decline')
    expect(await rejectionOf(paymentService.demoDecide({ id: payment.paymentId, decision: 'decline' }))).toMatchObject({ status: 402 })
    expect(await paymentService.status(payment.paymentId)).toMatchObject({ state: 'awaitingPayment' })

    const again = await paymentService.payNow(payment.paymentId)
    expect(again).toEqual(payment)
  })

  test("another buyer's payment is not found", async () => {
    await signInAs()
    const payment = await buyByCard('pay-other-buyer')
    await signInAs(DEMO_WEAVER)
    // one call at a time: each refusal is awaited as it comes
    for (const call of [
      () => paymentService.status(payment.paymentId),
      () => paymentService.payNow(payment.paymentId),
      () => paymentService.demoDecide({ id: payment.paymentId, decision: 'pay' }),
      () => paymentService.confirm({ id: payment.paymentId, providerPaymentId: 'pay_x', signature: 'x' }),
    ]) {
      expect(await rejectionOf(call())).toMatchObject({ status: 404 })
    }
  })

  test('cancelling a paid order refunds it', async () => {
    await signInAs()
    const payment = await buyByCard('pay-then-cancel')
    const returned = await paymentService.demoDecide({ id: payment.paymentId, decision: 'pay' })
    await paymentService.confirm({ id: payment.paymentId, ...returned })
    const [first] = await ordersOf(payment)
    await orderService.cancel(first!._id)
    // the demo gateway refunds at once; a real one answers later through its webhook
    await expect.poll(async () => (await ordersOf(payment)).find((o) => o._id === first!._id)?.payment?.state, { timeout: 10_000 }).toMatch(/^refund(Pending|ed)$/)
  })
})

describe('a purchase a coupon made free', () => {
  test('is placed at once by card, asking no gateway: no checkout, and its orders have no payment to show', async () => {
    const staff = await signInStaff(backend, 'owner')
    const everything = { code: 'ALLONUS', kind: 'percent', amount: 100, minSubtotal: null, startsAt: null, expiresAt: null, perBuyerLimit: 1, totalLimit: null, state: 'active' } as const
    await callStaff(backend, 'createCoupon', everything, staff)
    await signInAs()
    await cartService.applyCoupon(everything.code)
    expect(checkoutTotals((await cartService.get()).totalPrice, 0).total).toBe(0)

    const answer = await orderService.buy({ paymentMethod: 'Credit Card', shippingOption: 'free' }, 'free-by-card')
    expect(answer.payment).toBeUndefined()
    const { orders } = await orderService.list(1, 100)
    const placed = orders.filter((o) => answer.orderIds?.includes(o.orderId))
    expect(placed.map((o) => o.payment)).toEqual(answer.orderIds?.map(() => undefined))
    expect(placed.map((o) => o.trackingDetails?.at(-1)?.status)).not.toContain('Cancelled')
  })
})

describe('Cash on Delivery', () => {
  test('places the order as before, with no payment', async () => {
    await signInAs()
    const answer = await orderService.buy({ paymentMethod: 'Cash on Delivery', shippingOption: 'free' }, 'cod-small')
    expect(answer.payment).toBeUndefined()
    const { orders } = await orderService.list(1, 100)
    expect(orders.filter((o) => answer.orderIds?.includes(o.orderId)).map((o) => o.payment)).toEqual(answer.orderIds?.map(() => undefined))
  })

  test('is refused over the limit, and the cart stays', async () => {
    await registerBuyerReadyToBuy('Bulk Buyer')
    const { data } = await catalogueService.listProducts({ page: '1', limit: '100' })
    const line = data
      .flatMap((p) => p.productVarieties.map((v) => ({ product: p, variety: v })))
      .find(({ variety }) => variety.discountedPrice * variety.stock > DEFAULT_COD_LIMIT * 1.2)
    if (!line) throw new Error('the seed has no variety worth more than the Cash on Delivery limit')
    const quantity = Math.ceil((DEFAULT_COD_LIMIT * 1.1) / line.variety.discountedPrice)
    await cartService.add({ productId: line.product._id, color: line.variety.color, quantity })

    const refused = await rejectionOf(orderService.buy({ paymentMethod: 'Cash on Delivery', shippingOption: 'free' }, 'cod-over'))
    // the store's one wording of its limit (rules/payments.ts): ₹50,000
    expect(refused).toMatchObject({ status: 400, serverMessage: codOverLimitMessage(DEFAULT_COD_LIMIT) })
    expect(codOverLimitMessage(DEFAULT_COD_LIMIT)).toContain('₹50,000.')
    expect((await cartService.get()).products).toHaveLength(1)
    // the same cart may be paid by card
    expect((await orderService.buy({ paymentMethod: 'UPI', shippingOption: 'free' }, 'upi-over')).payment?.amount).toBeGreaterThan(DEFAULT_COD_LIMIT * 100)
  })
})
