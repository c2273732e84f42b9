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

/** What a buyer reads beside the tracking (issue 31, point 5); a failed refund is still pending to them. */
export const PAYMENT_STATE_LABELS: Readonly<Record<OrderPaymentState, string>> = {
  awaitingPayment: 'Awaiting payment',
  paid: 'Paid',
  unpaid: 'Not paid',
  refundPending: 'Refund pending',
  refunded: 'Refunded',
  refundFailed: 'Refund pending',
}

/** What staff read in the back office: the failed refund says so. */
export const STAFF_PAYMENT_STATE_LABELS: Readonly<Record<OrderPaymentState, string>> = {
  ...PAYMENT_STATE_LABELS,
  refundFailed: 'Refund failed (retrying)',
}

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

/** The messages of the payment flow; SPEC 8's popups stay as they are around them. */
export const PAYMENT_MESSAGES = {
  /** Cash on Delivery over COD_LIMIT: the buyer pays by card or UPI instead. */
  codOverLimit: (limit: string) => `Cash on Delivery is available for orders up to ${limit}. Please pay by Credit Card or Paypal.`,
  /** Pay Now or a return after the hold ended: the orders are cancelled and the stock released. */
  holdEnded: 'The time to pay for this order has ended, and it has been cancelled.',
  /** A return whose signature does not match: nothing is marked paid. */
  notVerified: 'We could not verify this payment. If money left your account, it will be refunded.',
  /** Pay Now on an order that is already paid. */
  alreadyPaid: 'This order is already paid.',
  /** The demo gateway's Decline (402): the buyer may pay again while the hold lasts. */
  demoDeclined: 'The payment was declined. You can pay again from your order while the time to pay lasts.',
  /** The buyer closed the gateway (or it never answered) before paying: the orders still await payment. */
  notCompleted: 'The payment was not completed: the payment window was closed before paying.',
  /** The gateway took the money but has not confirmed it within the checkout's wait. */
  notConfirmedYet: 'The payment gateway has not confirmed your payment yet. Your order will show Paid as soon as it does.',
  /** Where a buyer pays again after a failure, while the hold lasts. */
  payAgainLater: 'Pay Now from the order in Order History while the time to pay lasts.',
  /** Beside Pay Now on an order card: until when the stock is held for the buyer. */
  payBy: (when: string) => `Pay by ${when} to keep this order`,
  /** Pay Now went through: the order card then shows Paid. */
  received: 'Payment received. Thank you!',
  /** The demo gateway's notice: no money moves. */
  demoNotice: 'This is a demo payment gateway. No money moves: choose Pay or Decline.',
  /** A capture after the hold ended: refunded at once, and the buyer is told. */
  refundedLate: 'Your payment arrived after the order was cancelled, so we have refunded it.',
  /** The back office refuses to ship a prepaid order until it is paid. */
  unpaidNotShippable: 'This order is not paid yet, so it cannot be shipped.',
  /** A payment id that is not the caller's (or none at all): told apart from nothing. */
  notFound: 'Payment not found',
  /** The cart's total changed between pricing the gateway's order and placing the orders (a rare race): nothing was placed. */
  cartChanged: 'Your cart changed while the order was being placed. Please place it again.',
} as const
