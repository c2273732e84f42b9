// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { securityHeaders } from '../../rules/security-headers'
import type { PaymentProvider } from '../../server/payments/payment-provider'
import { createRazorpayGateway } from '../../server/payments/razorpay-gateway'
import { hmacSha256Hex } from '../../server/payments/signatures'
import { startRazorpayStandIn, type RazorpayStandIn, type SignedWebhook } from '../support/razorpay-stand-in'

/*
 * Issue 31, points 1, 3 and 6: the Razorpay gateway through the official package against a local
 * stand-in for Razorpay's API. Orders are made in paise with our receipt under the key's Basic
 * auth; Checkout's return and each webhook count only with Razorpay's signature over exactly what
 * was signed; a refund retried with its idempotency key refunds once; a refusal is an Error in
 * Razorpay's words. The pages' CSP lets Checkout in only when this gateway is the store's.
 */

let standIn: RazorpayStandIn
let gateway: PaymentProvider

beforeAll(async () => {
  standIn = await startRazorpayStandIn()
  gateway = createRazorpayGateway(standIn.settings)
})

afterAll(() => standIn?.close())

const newOrder = async (amountPaise = 1_234_500) => (await gateway.createOrder({ amountPaise, currency: 'INR', receipt: `purchase-${crypto.randomUUID().slice(0, 8)}`, notes: { orders: '2' } })).providerOrderId
const read = (webhook: SignedWebhook, body: string | Uint8Array = webhook.body, headers: Record<string, string> = webhook.headers) =>
  gateway.readWebhook(typeof body === 'string' ? new TextEncoder().encode(body) : body, new Headers(headers))

describe('the Razorpay gateway', () => {
  test('an order is made in paise, with our receipt and notes, under the key; a wrong secret is refused in Razorpay\'s words', async () => {
    const id = await gateway.createOrder({ amountPaise: 1_234_550, currency: 'INR', receipt: 'purchase-abc123', notes: { orders: 'o1,o2' } })
    expect(standIn.orders.get(id.providerOrderId)).toEqual({ id: id.providerOrderId, amount: 1_234_550, currency: 'INR', receipt: 'purchase-abc123', notes: { orders: 'o1,o2' } })
    expect(gateway.publicCheckout).toEqual({ keyId: standIn.settings.keyId })

    const wrongKey = createRazorpayGateway({ ...standIn.settings, keySecret: 'not-the-secret' })
    await expect(wrongKey.createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'purchase-x' })).rejects.toThrow('Authentication failed')
  })

  test("Checkout's return counts only with Razorpay's signature over our order id and the payment id", async () => {
    const orderId = await newOrder()
    const paid = standIn.pay(orderId)
    expect(gateway.verifyReturn(paid)).toBe(true)
    // forged: signed with another secret
    expect(gateway.verifyReturn({ ...paid, signature: hmacSha256Hex('guessed-secret', `${orderId}|${paid.providerPaymentId}`) })).toBe(false)
    // tampered: the signature of another order's payment, or another payment on this order
    const otherOrder = await newOrder()
    const other = standIn.pay(otherOrder)
    expect(gateway.verifyReturn({ ...other, providerOrderId: orderId })).toBe(false)
    expect(gateway.verifyReturn({ ...paid, providerPaymentId: other.providerPaymentId })).toBe(false)
    expect(gateway.verifyReturn({ ...paid, signature: paid.signature.toUpperCase() })).toBe(false)
    expect(gateway.verifyReturn({ ...paid, signature: '' })).toBe(false)
  })

  test('a webhook is read only with its signature over the raw body, into what the payment rules act on', async () => {
    const orderId = await newOrder(250_000)
    standIn.pay(orderId)
    const payment = standIn.paymentOf(orderId)!
    const captured = standIn.webhook('payment.captured', { payment, eventId: 'evt_captured0001' })
    expect(read(captured)).toEqual({ eventId: 'evt_captured0001', kind: 'captured', type: 'payment.captured', providerOrderId: orderId, providerPaymentId: payment.id, amountPaise: 250_000 })

    // forged (another secret), tampered (one byte of the amount), unsigned, or without its event id: nothing
    expect(read(captured, captured.body, { ...captured.headers, 'x-razorpay-signature': hmacSha256Hex('guessed-secret', captured.body) })).toBeNull()
    expect(read(captured, captured.body.replace('"amount":250000', '"amount":950000'))).toBeNull()
    const { 'x-razorpay-signature': _signature, ...unsigned } = captured.headers
    expect(read(captured, captured.body, unsigned)).toBeNull()
    const { 'x-razorpay-event-id': _eventId, ...anonymous } = captured.headers
    expect(read(captured, captured.body, anonymous)).toBeNull()

    expect(read(standIn.webhook('order.paid', { payment }))).toMatchObject({ kind: 'captured', providerOrderId: orderId, providerPaymentId: payment.id })
    const declinedOrder = await newOrder()
    const declined = standIn.decline(declinedOrder)
    expect(read(standIn.webhook('payment.failed', { payment: declined }))).toMatchObject({ kind: 'declined', providerOrderId: declinedOrder, providerPaymentId: declined.id })
    expect(read(standIn.webhook('payment.authorized', { payment }))).toMatchObject({ kind: 'ignored', type: 'payment.authorized' })

    const refunded = await gateway.refund({ providerPaymentId: payment.id, amountPaise: 250_000, idempotencyKey: 'refund-0000000001' })
    const refund = standIn.refunds.find((made) => made.id === refunded.providerRefundId)!
    expect(read(standIn.webhook('refund.processed', { payment, refund }))).toMatchObject({ kind: 'refundSucceeded', providerRefundId: refund.id, providerPaymentId: payment.id, amountPaise: 250_000 })
    expect(read(standIn.webhook('refund.failed', { payment, refund }))).toMatchObject({ kind: 'refundFailed', providerRefundId: refund.id })
  })

  test('a refund asked twice with one idempotency key refunds once; a refused one throws in Razorpay\'s words, and its retry goes through', async () => {
    const orderId = await newOrder(500_000)
    standIn.pay(orderId)
    const payment = standIn.paymentOf(orderId)!
    const request = { providerPaymentId: payment.id, amountPaise: 500_000, idempotencyKey: 'refund-0000000002', notes: { refund: 'r2' } }
    const first = await gateway.refund(request)
    const again = await gateway.refund(request)
    expect(again).toEqual(first)
    expect(first.settled).toBe(true)
    expect(standIn.refunds.filter((made) => made.payment_id === payment.id)).toHaveLength(1)

    const otherOrder = await newOrder(300_000)
    standIn.pay(otherOrder)
    const other = standIn.paymentOf(otherOrder)!
    standIn.refuseNextRefunds(1, 'The bank is not answering: try again later')
    const retried = { providerPaymentId: other.id, amountPaise: 300_000, idempotencyKey: 'refund-0000000003' }
    await expect(gateway.refund(retried)).rejects.toThrow('The bank is not answering: try again later')
    expect(standIn.refunds.filter((made) => made.payment_id === other.id)).toHaveLength(0)
    await gateway.refund(retried)
    await gateway.refund(retried)
    expect(standIn.refunds.filter((made) => made.payment_id === other.id)).toHaveLength(1)
    // more than was paid: refused
    await expect(gateway.refund({ ...retried, idempotencyKey: 'refund-0000000004' })).rejects.toThrow('greater than amount captured')
  })
})

describe("the pages' CSP and Razorpay Checkout", () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

  test('Checkout may load, frame and report only with PAYMENT_PROVIDER=razorpay', () => {
    const env = { VITE_API_BASE_URL: '/api' }
    const razorpay = securityHeaders(env, { paymentProvider: 'razorpay' })['Content-Security-Policy']!
    expect(directive(razorpay, 'script-src')).toContain('https://checkout.razorpay.com')
    expect(directive(razorpay, 'frame-src')).toContain('https://api.razorpay.com')
    expect(directive(razorpay, 'connect-src')).toContain('https://lumberjack.razorpay.com')
    // still nothing inline, and still never framed itself
    expect(directive(razorpay, 'script-src')).not.toContain('unsafe')
    expect(directive(razorpay, 'frame-ancestors')).toBe("frame-ancestors 'none'")

    const unchanged = securityHeaders(env)
    expect(securityHeaders(env, { paymentProvider: 'demo' })).toEqual(unchanged)
    expect(unchanged['Content-Security-Policy']).not.toContain('razorpay')
  })
})
