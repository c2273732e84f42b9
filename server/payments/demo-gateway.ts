import { randomBytes } from 'node:crypto'
import type { GatewayEvent, PaymentProvider } from './payment-provider'
import { hmacSha256Hex, isSignature, returnMessage } from './signatures'

/*
 * The demo gateway (PAYMENT_PROVIDER=demo, the default): ours, and it moves no money. It plays
 * Razorpay's part in the same shapes, so the store's payment rules run exactly as they will with
 * the real one: order ids it makes up, a checkout return signed over `order_id|payment_id`, and
 * webhooks in Razorpay's body shape signed over the raw bytes, which reach the same handler
 * (server/domain/payments/webhooks.ts). Its secrets are derived from the server's secret, which
 * every process shares (it is kept in the database), so any process verifies what another signed.
 */

/** The demo's webhook headers, named after Razorpay's x-razorpay-signature and x-razorpay-event-id. */
export const DEMO_SIGNATURE_HEADER = 'x-demo-gateway-signature'
export const DEMO_EVENT_ID_HEADER = 'x-demo-gateway-event-id'

/** A webhook as the demo gateway sends it: the raw body, its signature, and the event's id. */
export interface DemoWebhook {
  readonly body: string
  readonly signature: string
  readonly eventId: string
}

export interface DemoGateway extends PaymentProvider {
  readonly name: 'demo'
  /** What the demo's page hands the browser when the buyer presses Pay: a payment id and the return's signature. */
  pay(providerOrderId: string): { readonly providerPaymentId: string; readonly signature: string }
  /** The webhook a real gateway would send after Pay (payment.captured) or Decline (payment.failed). */
  paymentWebhook(kind: 'captured' | 'failed', payment: { readonly providerOrderId: string; readonly providerPaymentId: string; readonly amountPaise: number }): DemoWebhook
}

const randomId = (prefix: string) => `${prefix}${randomBytes(9).toString('hex')}`

/** Razorpay's webhook events the demo sends, read back into what the payment rules act on. */
const EVENT_KINDS: Readonly<Record<string, GatewayEvent['kind']>> = {
  'payment.captured': 'captured',
  'payment.failed': 'declined',
  'refund.processed': 'refundSucceeded',
  'refund.failed': 'refundFailed',
}

interface DemoEventBody {
  readonly event?: unknown
  readonly payload?: {
    readonly payment?: { readonly entity?: { readonly id?: unknown; readonly order_id?: unknown; readonly amount?: unknown } }
    readonly refund?: { readonly entity?: { readonly id?: unknown; readonly payment_id?: unknown } }
  }
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** A signed body's event, or null when it is not JSON of the expected shape. */
function eventOf(eventId: string, rawBody: Uint8Array): GatewayEvent | null {
  let body: DemoEventBody
  try {
    body = JSON.parse(new TextDecoder().decode(rawBody)) as DemoEventBody
  } catch {
    return null
  }
  const type = textOf(body?.event)
  if (!type) return null
  const payment = body.payload?.payment?.entity
  const refund = body.payload?.refund?.entity
  const providerOrderId = textOf(payment?.order_id)
  const providerPaymentId = textOf(payment?.id) ?? textOf(refund?.payment_id)
  const providerRefundId = textOf(refund?.id)
  return {
    eventId,
    kind: EVENT_KINDS[type] ?? 'ignored',
    type,
    ...(providerOrderId ? { providerOrderId } : {}),
    ...(providerPaymentId ? { providerPaymentId } : {}),
    ...(providerRefundId ? { providerRefundId } : {}),
    ...(typeof payment?.amount === 'number' ? { amountPaise: payment.amount } : {}),
  }
}

/** The demo gateway, its secrets derived from the server's `secret`. */
export function createDemoGateway(secret: Uint8Array): DemoGateway {
  const keySecret = hmacSha256Hex(Buffer.from(secret).toString('hex'), 'tanabana demo gateway: checkout returns')
  const webhookSecret = hmacSha256Hex(Buffer.from(secret).toString('hex'), 'tanabana demo gateway: webhooks')
  return {
    name: 'demo',
    publicCheckout: {},
    createOrder: async () => ({ providerOrderId: randomId('order_demo_') }),
    verifyReturn: ({ providerOrderId, providerPaymentId, signature }) =>
      isSignature(hmacSha256Hex(keySecret, returnMessage(providerOrderId, providerPaymentId)), signature),
    readWebhook(rawBody, headers) {
      const signature = headers.get(DEMO_SIGNATURE_HEADER)
      const eventId = headers.get(DEMO_EVENT_ID_HEADER)?.trim()
      if (!signature || !eventId || !isSignature(hmacSha256Hex(webhookSecret, rawBody), signature)) return null
      return eventOf(eventId, rawBody)
    },
    // the demo's refunds settle at once; the same idempotency key names the same refund, as Razorpay's does
    refund: async ({ idempotencyKey }) => ({ providerRefundId: `rfnd_demo_${hmacSha256Hex(keySecret, idempotencyKey).slice(0, 18)}`, settled: true }),
    pay(providerOrderId) {
      const providerPaymentId = randomId('pay_demo_')
      return { providerPaymentId, signature: hmacSha256Hex(keySecret, returnMessage(providerOrderId, providerPaymentId)) }
    },
    paymentWebhook(kind, { providerOrderId, providerPaymentId, amountPaise }) {
      const body = JSON.stringify({
        entity: 'event',
        event: kind === 'captured' ? 'payment.captured' : 'payment.failed',
        payload: { payment: { entity: { id: providerPaymentId, order_id: providerOrderId, amount: amountPaise, currency: 'INR', status: kind } } },
      })
      return { body, signature: hmacSha256Hex(webhookSecret, body), eventId: randomId('evt_demo_') }
    },
  }
}

/** Whether the configured gateway is the demo (its decide call answers only then). */
export const isDemoGateway = (provider: PaymentProvider): provider is DemoGateway => provider.name === 'demo' && 'pay' in provider
