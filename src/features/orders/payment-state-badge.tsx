import { Badge } from '@mantine/core'
import type { OrderPayment, OrderPaymentState } from '../../../contracts/payment'
import { PAYMENT_STATE_LABELS } from '../../../contracts/payment-messages'

/* The theme's palettes, as the tracking badge uses them (their light badges pass WCAG AA). */
const colorOf: Readonly<Record<OrderPaymentState, string>> = {
  awaitingPayment: 'indigo',
  paid: 'leaf',
  unpaid: 'gray',
  refundPending: 'indigo',
  refunded: 'gray',
  refundFailed: 'indigo',
}

/**
 * An order's payment state beside SPEC 4's tracking (issue 31, point 5): Awaiting payment, Paid,
 * Refunded, ... Cash on Delivery and old orders have no payment, and show nothing.
 */
export function PaymentStateBadge({ payment }: { payment: OrderPayment | undefined }) {
  if (!payment) return null
  return (
    <Badge color={colorOf[payment.state]} variant="outline" radius="sm" data-payment-state={payment.state}>
      {PAYMENT_STATE_LABELS[payment.state]}
    </Badge>
  )
}

/** Whether Pay Now is offered: the order awaits payment and its hold has not ended at `now`. */
export function mayPayNow(payment: OrderPayment | undefined, now: number): boolean {
  return payment?.state === 'awaitingPayment' && (payment.holdUntil === undefined || Date.parse(payment.holdUntil) > now)
}
