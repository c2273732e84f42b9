import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RazorpaySettings } from '../../server/payments/razorpay-settings'
import { hmacSha256Hex, returnMessage } from '../../server/payments/signatures'

/*
 * Razorpay's API as the server calls it, on 127.0.0.1 (issue 31, point 6), like the social
 * sign-in stand-ins: orders (POST /v1/orders, GET /v1/orders/:id/payments) and refunds
 * (POST /v1/payments/:id/refund, honouring X-Refund-Idempotency), every call checked against the
 * key's Basic auth. Tests play the rest of Razorpay with it: a buyer paying in Checkout (a
 * captured payment and the signed return the browser hands back) and the webhooks Razorpay
 * signs. Errors have Razorpay's shape: `{ error: { code, description } }`.
 */

export interface StandInOrder {
  readonly id: string
  readonly amount: number
  readonly currency: string
  readonly receipt: string
  readonly notes: Readonly<Record<string, string>>
}

export interface StandInPayment {
  readonly id: string
  readonly order_id: string
  readonly amount: number
  readonly currency: string
  status: 'captured' | 'failed'
  amount_refunded: number
}

export interface StandInRefund {
  readonly id: string
  readonly payment_id: string
  readonly amount: number
  readonly currency: string
  readonly status: 'processed' | 'pending'
  readonly notes: Readonly<Record<string, string>>
}

/** What the browser hands back from Checkout on success (handler's razorpay_* fields). */
export interface CheckoutReturn {
  readonly providerOrderId: string
  readonly providerPaymentId: string
  readonly signature: string
}

/** A webhook as Razorpay sends it: the raw body and the headers that sign and name it. */
export interface SignedWebhook {
  readonly body: string
  readonly headers: Record<string, string>
}

export type WebhookEventName = 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed' | 'refund.failed' | 'payment.authorized'

export interface RazorpayStandIn {
  /** What the server is started with (RAZORPAY_*): it asks this stand-in instead of Razorpay. */
  readonly settings: RazorpaySettings
  readonly orders: ReadonlyMap<string, StandInOrder>
  /** Every refund made, once per idempotency key. */
  readonly refunds: readonly StandInRefund[]
  /** The buyer pays the order in Checkout: a captured payment, and the return the browser gets. */
  pay(orderId: string): CheckoutReturn
  /** The buyer's payment is declined: a failed payment on the order. */
  decline(orderId: string): StandInPayment
  /** The next `count` refund calls are refused with Razorpay's BAD_REQUEST_ERROR and `description`. */
  refuseNextRefunds(count: number, description?: string): void
  /**
   * The next refund is made pending (the bank settles it later), and `beforeAnswer` runs before
   * the server is answered: how Razorpay's refund webhook can overtake the answer to the request.
   */
  overtakeNextRefund(beforeAnswer: (refund: StandInRefund) => Promise<void>): void
  /** A webhook about a payment (and its refund), signed with the webhook secret, with a new event id unless given. */
  webhook(event: WebhookEventName, about: { payment: StandInPayment; refund?: StandInRefund; eventId?: string }): SignedWebhook
  /** The payment made on an order by pay() or decline(). */
  paymentOf(orderId: string): StandInPayment | undefined
  close(): Promise<void>
}

export const STAND_IN_KEY_ID = 'rzp_test_standin0001'
export const STAND_IN_KEY_SECRET = 'stand-in-key-secret'
export const STAND_IN_WEBHOOK_SECRET = 'stand-in-webhook-secret'

/** Razorpay's ids: a prefix and 14 characters. */
const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

const refusal = (res: ServerResponse, status: number, description: string, code = 'BAD_REQUEST_ERROR') =>
  answer(res, status, { error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } })

async function jsonOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  const value: unknown = JSON.parse(text)
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
}

const notesOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, note]) => [key, String(note)])) : {}

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const orders = new Map<string, StandInOrder>()
  const payments = new Map<string, StandInPayment>()
  const refunds: StandInRefund[] = []
  /** Idempotency key -> the refund it made and the body that made it (Razorpay refuses the key with another body). */
  const byKey = new Map<string, { refund: StandInRefund; body: string }>()
  let refusals: { count: number; description: string } = { count: 0, description: '' }
  let overtaking: ((refund: StandInRefund) => Promise<void>) | null = null
  const authorization = `Basic ${Buffer.from(`${STAND_IN_KEY_ID}:${STAND_IN_KEY_SECRET}`).toString('base64')}`

  const server = createServer((req, res) => {
    void (async () => {
      if (req.headers.authorization !== authorization) return refusal(res, 401, 'Authentication failed', 'BAD_REQUEST_ERROR')
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname
      const body = req.method === 'POST' ? await jsonOf(req) : {}

      if (req.method === 'POST' && path === '/v1/orders') {
        const amount = body.amount
        if (!Number.isSafeInteger(amount) || (amount as number) < 100) return refusal(res, 400, 'The amount must be atleast INR 1.00.')
        if (body.currency !== 'INR') return refusal(res, 400, 'Currency is not supported')
        const receipt = typeof body.receipt === 'string' ? body.receipt : ''
        if (receipt.length > 40) return refusal(res, 400, 'receipt: the length must be no more than 40.')
        const order: StandInOrder = { id: newId('order'), amount: amount as number, currency: 'INR', receipt, notes: notesOf(body.notes) }
        orders.set(order.id, order)
        return answer(res, 200, { ...order, entity: 'order', amount_paid: 0, amount_due: order.amount, status: 'created', attempts: 0, created_at: Math.floor(Date.now() / 1000) })
      }

      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path)
      if (req.method === 'GET' && orderPayments) {
        const orderId = decodeURIComponent(orderPayments[1]!)
        if (!orders.has(orderId)) return refusal(res, 400, 'The id provided does not exist')
        const items = [...payments.values()].filter((payment) => payment.order_id === orderId).map((payment) => ({ ...payment, entity: 'payment' }))
        return answer(res, 200, { entity: 'collection', count: items.length, items })
      }

      const paymentRefund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)
      if (req.method === 'POST' && paymentRefund) {
        const key = req.headers['x-refund-idempotency']
        const asked = JSON.stringify(body)
        if (typeof key === 'string' && byKey.has(key)) {
          const made = byKey.get(key)!
          if (made.body !== asked) return refusal(res, 400, 'Different request with the same idempotency key has already been processed.')
          return answer(res, 200, { ...made.refund, entity: 'refund' })
        }
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 }
          return refusal(res, 400, refusals.description)
        }
        const payment = payments.get(decodeURIComponent(paymentRefund[1]!))
        if (!payment) return refusal(res, 400, 'The id provided does not exist')
        if (payment.status !== 'captured') return refusal(res, 400, 'The payment has not been captured')
        const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount
        if (!Number.isSafeInteger(amount) || (amount as number) < 100) return refusal(res, 400, 'The refund amount must be atleast INR 1.00')
        if ((amount as number) > payment.amount - payment.amount_refunded) return refusal(res, 400, 'The refund amount provided is greater than amount captured')
        const beforeAnswer = overtaking
        overtaking = null
        const status = beforeAnswer ? 'pending' : 'processed'
        const refund: StandInRefund = { id: newId('rfnd'), payment_id: payment.id, amount: amount as number, currency: 'INR', status, notes: notesOf(body.notes) }
        payment.amount_refunded += refund.amount
        refunds.push(refund)
        if (typeof key === 'string') byKey.set(key, { refund, body: asked })
        await beforeAnswer?.(refund)
        return answer(res, 200, { ...refund, entity: 'refund', speed_processed: 'normal', created_at: Math.floor(Date.now() / 1000) })
      }

      return refusal(res, 400, 'The requested URL was not found on the server.', 'NOT_FOUND')
    })().catch((error: unknown) => refusal(res, 500, error instanceof Error ? error.message : 'stand-in failure', 'SERVER_ERROR'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const paymentOn = (orderId: string, status: StandInPayment['status']): StandInPayment => {
    const order = orders.get(orderId)
    if (!order) throw new Error(`The stand-in made no order ${orderId}`)
    const payment: StandInPayment = { id: newId('pay'), order_id: order.id, amount: order.amount, currency: order.currency, status, amount_refunded: 0 }
    payments.set(payment.id, payment)
    return payment
  }

  return {
    settings: { keyId: STAND_IN_KEY_ID, keySecret: STAND_IN_KEY_SECRET, webhookSecret: STAND_IN_WEBHOOK_SECRET, apiUrl: `${origin}/v1` },
    orders,
    refunds,
    pay(orderId) {
      const payment = paymentOn(orderId, 'captured')
      return { providerOrderId: orderId, providerPaymentId: payment.id, signature: hmacSha256Hex(STAND_IN_KEY_SECRET, returnMessage(orderId, payment.id)) }
    },
    decline: (orderId) => paymentOn(orderId, 'failed'),
    overtakeNextRefund(beforeAnswer) {
      overtaking = beforeAnswer
    },
    refuseNextRefunds(count, description = 'The bank is not answering: try again later') {
      refusals = { count, description }
    },
    webhook(event, { payment, refund, eventId = newId('evt') }) {
      const order = orders.get(payment.order_id)
      const payload = {
        payment: { entity: { ...payment, entity: 'payment' } },
        ...(event === 'order.paid' && order ? { order: { entity: { ...order, entity: 'order', amount_paid: order.amount, amount_due: 0, status: 'paid' } } } : {}),
        ...(refund ? { refund: { entity: { ...refund, entity: 'refund', ...(event === 'refund.failed' ? { status: 'failed' } : event === 'refund.processed' ? { status: 'processed' } : {}) } } } : {}),
      }
      const body = JSON.stringify({ entity: 'event', account_id: 'acc_standin', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) })
      return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(STAND_IN_WEBHOOK_SECRET, body), 'x-razorpay-event-id': eventId } }
    },
    paymentOf: (orderId) => [...payments.values()].find((payment) => payment.order_id === orderId),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
