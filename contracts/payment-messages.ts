import type { OrderPaymentState } from './payment'

/*
 * What the payment flow of issue 31 says: the payment states' labels and its messages, for the
 * storefront, the back office and both backends. Apart from contracts/payment.ts (the shapes the
 * endpoint table carries into every page) so that only the screens that pay carry the words.
 */

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
