import type { PaymentProviderName } from '../../contracts/payment'

/*
 * The gateways behind one interface (issue 31), as Medusa's payment providers and Saleor's
 * payment apps put them: the store's payment rules (server/domain/payments) never know which one
 * answers. `demo` is ours and moves no money; `razorpay` calls Razorpay's API through its
 * official package. Each checks its own signatures, timing-safe.
 */

/** What a gateway's order is made from: the server's amount, never the browser's. */
export interface GatewayOrderRequest {
  readonly amountPaise: number
  readonly currency: 'INR'
  /** Our purchase id: Razorpay shows it as the order's receipt. */
  readonly receipt: string
  readonly notes?: Readonly<Record<string, string>>
}

/** What the browser handed back from the gateway on success. */
export interface GatewayReturn {
  /** OUR stored gateway order id for the payment, never the one the browser sent. */
  readonly providerOrderId: string
  readonly providerPaymentId: string
  readonly signature: string
}

/** A webhook the gateway signed, read into what the payment rules act on. */
export interface GatewayEvent {
  /** The gateway's id for the event (Razorpay: the x-razorpay-event-id header): kept, so each is handled once. */
  readonly eventId: string
  readonly kind: 'captured' | 'declined' | 'refundSucceeded' | 'refundFailed' | 'ignored'
  /** The gateway's own name for it (payment.captured, refund.failed, …), for the history. */
  readonly type: string
  readonly providerOrderId?: string
  readonly providerPaymentId?: string
  readonly providerRefundId?: string
  /**
   * Our refund's id, from the notes we sent with it: a refund's webhook may come before the
   * gateway's answer to our request (and so before its refund id is stored), and still finds it.
   */
  readonly refundId?: string
  readonly amountPaise?: number
}

export interface RefundRequest {
  readonly providerPaymentId: string
  readonly amountPaise: number
  /** Our refund's id: a retry after a lost answer must not refund twice. */
  readonly idempotencyKey: string
  readonly notes?: Readonly<Record<string, string>>
}

export interface PaymentProvider {
  readonly name: PaymentProviderName
  /** What the browser needs besides the order (Razorpay: the public key id; never a secret). */
  readonly publicCheckout: { readonly keyId?: string }
  createOrder(request: GatewayOrderRequest): Promise<{ readonly providerOrderId: string }>
  /** Whether the return's signature is the gateway's over order id|payment id (timing-safe). */
  verifyReturn(given: GatewayReturn): boolean
  /**
   * A webhook's raw body and headers, checked against the webhook secret (HMAC-SHA256 of the raw
   * bytes, timing-safe): the event, or null when the signature is missing or wrong.
   */
  readWebhook(rawBody: Uint8Array, headers: Headers): GatewayEvent | null
  /** Asks the gateway to refund; throws when it refuses or cannot be reached (the caller retries). */
  refund(request: RefundRequest): Promise<{ readonly providerRefundId: string; readonly settled: boolean }>
}
