import Razorpay from 'razorpay'
import type { GatewayEvent, PaymentProvider, RefundRequest } from './payment-provider'
import type { RazorpaySettings } from './razorpay-settings'
import { hmacSha256Hex, isSignature, returnMessage } from './signatures'

/*
 * PAYMENT_PROVIDER=razorpay (issue 31, decision 27): Razorpay's API through its official package
 * (orders in paise with our purchase id as the receipt, refunds), and its signatures checked here,
 * timing-safe: Checkout's return over OUR stored order id, and each webhook over its raw bytes.
 */

/** Razorpay's header for a refund's idempotency key: a retry with the same key answers the same refund. */
export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency'
/** A webhook's signature (HMAC-SHA256 of the raw body under the webhook secret) and its event's id. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature'
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id'

/** No answer from Razorpay within this is a failure the caller retries, never a request hanging on. */
const API_TIMEOUT_MS = 15_000

/**
 * The package's HTTP client (axios, with the key's Basic auth and its user agent). Used directly
 * for what the package has no parameter for: its base URL (a stand-in's in tests) and a header of
 * the request's own (the refund's idempotency key). Pinned with the package (2.9.8).
 */
interface PackageHttp {
  readonly defaults: { baseURL?: string; timeout?: number }
  post(url: string, data: unknown, config?: { headers?: Record<string, string> }): Promise<{ data: unknown }>
}

/** Razorpay's refusals carry `{ error: { code, description } }`; the package rethrows them as `{ statusCode, error }`. */
function razorpayMessage(error: unknown): string {
  const body = error as { error?: { description?: unknown }; response?: { status?: number; data?: { error?: { description?: unknown } } }; message?: unknown }
  const description = body?.error?.description ?? body?.response?.data?.error?.description
  if (typeof description === 'string' && description) return description
  if (typeof body?.message === 'string' && body.message) return `Razorpay could not be reached: ${body.message}`
  return 'Razorpay refused the request'
}

interface WebhookEntity {
  readonly id?: unknown
  readonly order_id?: unknown
  readonly payment_id?: unknown
  readonly amount?: unknown
  readonly notes?: unknown
}

interface WebhookBody {
  readonly event?: unknown
  readonly payload?: {
    readonly payment?: { readonly entity?: WebhookEntity }
    readonly order?: { readonly entity?: WebhookEntity }
    readonly refund?: { readonly entity?: WebhookEntity }
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined)
const paise = (value: unknown): number | undefined => (Number.isSafeInteger(value) ? (value as number) : undefined)

/** What each Razorpay event means to the payment rules; any other event is acknowledged and ignored. */
const KINDS: Readonly<Record<string, GatewayEvent['kind']>> = {
  'payment.captured': 'captured',
  // an order is paid when a payment on it is captured: the same news, which may come first
  'order.paid': 'captured',
  'payment.failed': 'declined',
  'refund.processed': 'refundSucceeded',
  'refund.failed': 'refundFailed',
}

/** A signed webhook's body as a GatewayEvent: ids from the entities it carries, amounts in paise. */
export function gatewayEventOf(eventId: string, body: WebhookBody): GatewayEvent {
  const type = text(body.event) ?? 'unknown'
  const payment = body.payload?.payment?.entity
  const order = body.payload?.order?.entity
  const refund = body.payload?.refund?.entity
  const providerOrderId = text(payment?.order_id) ?? text(order?.id)
  const providerPaymentId = text(payment?.id) ?? text(refund?.payment_id)
  const providerRefundId = text(refund?.id)
  // the notes our refund request carried (server/domain/payments/refunds.ts sendRefund)
  const refundId = text((refund?.notes as { readonly refundId?: unknown } | undefined)?.refundId)
  const amountPaise = refund ? paise(refund.amount) : (paise(payment?.amount) ?? paise(order?.amount))
  return {
    eventId,
    kind: KINDS[type] ?? 'ignored',
    type,
    ...(providerOrderId ? { providerOrderId } : {}),
    ...(providerPaymentId ? { providerPaymentId } : {}),
    ...(providerRefundId ? { providerRefundId } : {}),
    ...(refundId ? { refundId } : {}),
    ...(amountPaise === undefined ? {} : { amountPaise }),
  }
}

/** The Razorpay gateway. Each call that reaches Razorpay throws an Error with Razorpay's own words when it refuses. */
export function createRazorpayGateway(settings: RazorpaySettings, log?: { error(...parts: unknown[]): void }): PaymentProvider {
  const razorpay = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret })
  const http = (razorpay.api as unknown as { rq?: PackageHttp }).rq
  if (!http?.defaults || typeof http.post !== 'function') throw new Error('The razorpay package no longer exposes its HTTP client (api.rq): see server/payments/razorpay-gateway.ts')
  // settings.apiUrl is the API root with its version (…/v1); the package adds the version itself
  http.defaults.baseURL = settings.apiUrl.replace(/\/v1$/, '')
  http.defaults.timeout = API_TIMEOUT_MS

  return {
    name: 'razorpay',
    publicCheckout: { keyId: settings.keyId },

    async createOrder(request) {
      try {
        const order = await razorpay.orders.create({
          amount: request.amountPaise,
          currency: request.currency,
          receipt: request.receipt,
          ...(request.notes ? { notes: { ...request.notes } } : {}),
        })
        return { providerOrderId: order.id }
      } catch (error) {
        throw new Error(`Razorpay did not create the order: ${razorpayMessage(error)}`, { cause: error })
      }
    },

    verifyReturn(given) {
      return isSignature(hmacSha256Hex(settings.keySecret, returnMessage(given.providerOrderId, given.providerPaymentId)), given.signature)
    },

    readWebhook(rawBody, headers) {
      const signature = headers.get(WEBHOOK_SIGNATURE_HEADER)
      const eventId = headers.get(WEBHOOK_EVENT_ID_HEADER)?.trim()
      if (!signature || !isSignature(hmacSha256Hex(settings.webhookSecret, rawBody), signature)) return null
      // signed, but without the id that makes it once-only: not a webhook Razorpay sends
      if (!eventId) return null
      let body: WebhookBody
      try {
        body = JSON.parse(Buffer.from(rawBody).toString('utf8')) as WebhookBody
      } catch {
        log?.error(`razorpay webhook ${eventId}: signed, but its body is not JSON; ignored`)
        return { eventId, kind: 'ignored', type: 'unreadable' }
      }
      return gatewayEventOf(eventId, body && typeof body === 'object' ? body : {})
    },

    async refund(request: RefundRequest) {
      let answer: { id?: unknown; status?: unknown }
      try {
        const response = await http.post(
          `/v1/payments/${encodeURIComponent(request.providerPaymentId)}/refund`,
          { amount: request.amountPaise, ...(request.notes ? { notes: { ...request.notes } } : {}) },
          { headers: { [REFUND_IDEMPOTENCY_HEADER]: request.idempotencyKey } },
        )
        answer = (response.data ?? {}) as typeof answer
      } catch (error) {
        const message = razorpayMessage(error)
        log?.error(`razorpay refund ${request.idempotencyKey}: ${message}`)
        throw new Error(message, { cause: error })
      }
      const providerRefundId = text(answer.id)
      if (!providerRefundId) throw new Error('Razorpay answered the refund without its id')
      if (answer.status === 'failed') throw new Error(`Razorpay's refund ${providerRefundId} failed`)
      return { providerRefundId, settled: answer.status === 'processed' }
    },
  }
}
