import { roundMoney } from '../contracts/pricing'
import { PREPAID_METHODS, type OrderPaymentState } from '../contracts/payment'
import { PAYMENT_MESSAGES } from '../contracts/payment-messages'

/*
 * The payment rules of issue 31, one home for the server and the fake backend alike: what a
 * purchase costs in paise, how long its stock is held, what Cash on Delivery takes, and what each
 * gateway event does to an order's payment state. Pure: no clock, no storage, no gateway.
 */

/** Whether a payment method goes through the gateway (Credit Card, and Paypal sent as UPI). */
export function isPrepaid(paymentMethod: string): boolean {
  return (PREPAID_METHODS as readonly string[]).includes(paymentMethod)
}

/**
 * Whether a purchase is paid through the gateway: a prepaid method and something to pay. A
 * purchase a coupon made free is placed at once, as no gateway takes an order for nothing.
 */
export function paidThroughGateway(paymentMethod: string, amountPaise: number): boolean {
  return isPrepaid(paymentMethod) && amountPaise > 0
}

/** What one order costs the buyer: its line (after any coupon), its tax share and its shipping. */
export interface OrderCharge {
  readonly item: { readonly price: number }
  readonly pricing?: { readonly estimatedTax?: number; readonly estimatedShippingHandling?: number }
}

/** One order's total in rupees, as the Payment step's Total adds it up. */
export function orderTotal(order: OrderCharge): number {
  return roundMoney(order.item.price + (order.pricing?.estimatedTax ?? 0) + (order.pricing?.estimatedShippingHandling ?? 0))
}

/** Rupees to paise, the integer gateways take (₹1,234.50 is 123450). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

/** A purchase's amount in paise: the sum of its orders' totals. The server's figure, never the browser's. */
export function purchaseAmountPaise(orders: readonly OrderCharge[]): number {
  return orders.reduce((sum, order) => sum + toPaise(orderTotal(order)), 0)
}

/** When the hold on a purchase's stock ends (ms since the epoch). */
export function holdEndsAt(placedAt: number, holdMinutes: number): number {
  return placedAt + holdMinutes * 60_000
}

/** The store's limit as the Cash on Delivery refusal says it (₹50,000: whole rupees, Indian grouping). */
const codLimitFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

/** What a buyer is told when Cash on Delivery is refused over the limit: one text on both backends. */
export function codOverLimitMessage(codLimit: number): string {
  return PAYMENT_MESSAGES.codOverLimit(codLimitFormat.format(codLimit))
}

/** Whether Cash on Delivery takes a purchase of this total (rupees) under the store's limit. */
export function codAllowed(total: number, codLimit: number): boolean {
  return total <= codLimit
}

/**
 * What happens to a purchase's payment, from wherever it is heard: the browser's verified return,
 * a gateway webhook, the hold's end, a cancellation, or the gateway's answer to a refund.
 */
export type PaymentEvent =
  | { readonly kind: 'captured' }
  | { readonly kind: 'declined' }
  | { readonly kind: 'holdEnded' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'refundSucceeded' }
  | { readonly kind: 'refundFailed' }

/**
 * What an event makes of an order's payment state, or null when it changes nothing (a duplicate,
 * or an event that arrives out of order after a later one). Every writer applies it under a
 * conditional update on the state it read, so a second process or a replayed event finds the
 * state moved and does nothing.
 *
 * - captured: awaiting → paid; after the hold ended (unpaid) the money is refunded at once;
 * - declined: recorded in the history only, the buyer may pay again while the hold lasts;
 * - holdEnded: awaiting → unpaid (the orders cancelled, the stock back);
 * - cancelled: paid → refundPending; awaiting → unpaid (nothing to refund);
 * - refundSucceeded / refundFailed: the refund's answer, retried while it fails.
 */
export function nextPaymentState(state: OrderPaymentState, event: PaymentEvent): OrderPaymentState | null {
  switch (event.kind) {
    case 'captured':
      if (state === 'awaitingPayment') return 'paid'
      if (state === 'unpaid') return 'refundPending'
      return null
    case 'declined':
      return null
    case 'holdEnded':
      return state === 'awaitingPayment' ? 'unpaid' : null
    case 'cancelled':
      if (state === 'paid') return 'refundPending'
      if (state === 'awaitingPayment') return 'unpaid'
      return null
    case 'refundSucceeded':
      return state === 'refundPending' || state === 'refundFailed' ? 'refunded' : null
    case 'refundFailed':
      return state === 'refundPending' ? 'refundFailed' : null
  }
}

/** Whether staff may ship an order: a prepaid order only once paid (Cash on Delivery has no payment). */
export function mayShip(payment: { readonly state: OrderPaymentState } | undefined): boolean {
  return payment === undefined || payment.state === 'paid'
}
