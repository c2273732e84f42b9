import { Schema } from 'effect'
import { NonEmptyTextUpTo, TEXT_MAX } from './limits'

/*
 * Payments (issue 31). SPEC 9 leaves the card and Paypal/UPI flows unshown; the store takes them
 * through a gateway. A purchase paid by Credit Card or Paypal (sent as UPI) has one payment; Cash on
 * Delivery has none. The payment's state lives apart from SPEC 4's tracking, as Medusa and Saleor
 * keep it: each order of the purchase carries its own payment state (a refund is per order).
 */

/** The gateways behind one interface: ours (the default, a demo that moves no money) and Razorpay. */
export const PAYMENT_PROVIDERS = ['demo', 'razorpay'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

/** The payment methods that go through the gateway; Cash on Delivery does not. */
export const PREPAID_METHODS = ['Credit Card', 'UPI'] as const

/**
 * The payment state of one order:
 * - awaitingPayment: placed, its stock held until `holdUntil`; Pay Now reopens the gateway;
 * - paid: the gateway captured the money (a verified return or a webhook);
 * - unpaid: the hold ended before any payment; the order is cancelled and its stock back;
 * - refundPending: cancelled after payment, the refund asked of the gateway (and retried);
 * - refunded: the gateway refunded it;
 * - refundFailed: the gateway refused the refund, for staff to see (it is retried).
 */
export const ORDER_PAYMENT_STATES = ['awaitingPayment', 'paid', 'unpaid', 'refundPending', 'refunded', 'refundFailed'] as const
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number]

/** An order's payment as the buyer's order card reads it (absent for Cash on Delivery and old orders). */
export const OrderPayment = Schema.Struct({
  state: Schema.Literals(ORDER_PAYMENT_STATES),
  /** The purchase's payment, for Pay Now while it awaits payment. */
  paymentId: Schema.String,
  /** While awaiting payment: when the hold on the stock ends (ISO time). */
  holdUntil: Schema.optional(Schema.String),
})
export type OrderPayment = typeof OrderPayment.Type

/** Amounts go to gateways in paise, the smallest unit of the rupee (an integer). */
export const Paise = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000_000_000 }))

/**
 * What the browser needs to open the gateway for a purchase: POST /buy answers it for a prepaid
 * method, and Pay Now answers it again while the hold lasts. The amount is the server's; the
 * browser only shows it.
 */
const CheckoutCommon = {
  paymentId: Schema.String,
  /** The gateway's order id (Razorpay's `order_…`; the demo's own): what the return must be signed with. */
  providerOrderId: Schema.String,
  amount: Paise,
  currency: Schema.Literal('INR'),
  /** The purchase's order numbers, for the gateway's description and the popups. */
  orderIds: Schema.Array(Schema.String),
  holdUntil: Schema.String,
}
export const PaymentCheckout = Schema.Union([
  Schema.Struct({ provider: Schema.Literal('demo'), ...CheckoutCommon }),
  /** Razorpay Checkout's options: the public key id (never the secret). */
  Schema.Struct({ provider: Schema.Literal('razorpay'), keyId: Schema.String, ...CheckoutCommon }),
])
export type PaymentCheckout = typeof PaymentCheckout.Type

/** POST /payments/{id}/pay-now: the same payment, reopened while its hold lasts. */
export const PaymentIdParams = Schema.Struct({ id: NonEmptyTextUpTo(TEXT_MAX.recordId) })
export type PaymentIdParams = typeof PaymentIdParams.Type

/** The longest id or signature a gateway returns (Razorpay's are under 40 and 64 characters). */
export const GATEWAY_TEXT_MAX = 128

/**
 * POST /payments/{id}/confirm: what the gateway handed the browser on success. The server checks
 * the signature over ITS OWN provider order id and this payment id, never trusting the browser's
 * order id or amount.
 */
export const ConfirmPaymentRequest = Schema.Struct({
  id: NonEmptyTextUpTo(TEXT_MAX.recordId),
  providerPaymentId: NonEmptyTextUpTo(GATEWAY_TEXT_MAX),
  signature: NonEmptyTextUpTo(GATEWAY_TEXT_MAX),
})
export type ConfirmPaymentRequest = typeof ConfirmPaymentRequest.Type

/** The payment's state as the buyer's own calls read it (confirm, and GET /payments/{id}). */
export const PaymentStatusResponse = Schema.Struct({
  paymentId: Schema.String,
  /** The purchase's state: every order of an unrefunded purchase shares it. */
  state: Schema.Literals(ORDER_PAYMENT_STATES),
  orderIds: Schema.Array(Schema.String),
  holdUntil: Schema.optional(Schema.String),
})
export type PaymentStatusResponse = typeof PaymentStatusResponse.Type

/**
 * The demo gateway (ours, PAYMENT_PROVIDER=demo): POST /payments/demo/{id}/decide. Pay answers
 * what a real gateway hands the browser (a payment id and the signature over order|payment), and
 * sends the same webhook a real gateway would; Decline answers 402 and sends payment.failed.
 */
export const DEMO_DECISIONS = ['pay', 'decline'] as const
export const DemoDecisionRequest = Schema.Struct({
  id: NonEmptyTextUpTo(TEXT_MAX.recordId),
  decision: Schema.Literals(DEMO_DECISIONS),
})
export type DemoDecisionRequest = typeof DemoDecisionRequest.Type
export const DemoDecisionResponse = Schema.Struct({
  providerPaymentId: Schema.String,
  signature: Schema.String,
})
export type DemoDecisionResponse = typeof DemoDecisionResponse.Type

/** How long an unpaid purchase holds its stock by default (PAYMENT_HOLD_MINUTES). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15
/** The largest order total Cash on Delivery takes by default (COD_LIMIT), in rupees. */
export const DEFAULT_COD_LIMIT = 50_000
