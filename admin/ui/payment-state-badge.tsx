import { Badge } from '@mantine/core'
import type { OrderPaymentState } from '../../contracts/payment'
import { STAFF_PAYMENT_STATE_LABELS } from '../../contracts/payment-messages'

/**
 * How each payment state stands out to staff (issue 31): money still to come waits in gold, paid
 * is settled green, money owed back to the buyer is in progress (indigo) until it has gone back,
 * a refund the gateway refused is the alarm, and an order never paid is over (grey outline).
 */
const looks: Record<OrderPaymentState, { color: string; variant: 'light' | 'outline' }> = {
  awaitingPayment: { color: 'turmeric', variant: 'light' },
  paid: { color: 'leaf', variant: 'light' },
  unpaid: { color: 'gray', variant: 'outline' },
  refundPending: { color: 'indigo', variant: 'light' },
  refunded: { color: 'gray', variant: 'light' },
  refundFailed: { color: 'madder', variant: 'light' },
}

/** An order's payment state as the back office names it (STAFF_PAYMENT_STATE_LABELS). */
export function PaymentStateBadge({ state }: { state: OrderPaymentState }) {
  const { color, variant } = looks[state]
  return (
    <Badge color={color} variant={variant} radius="sm" tt="none" style={{ overflow: 'visible' }} styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}>
      {STAFF_PAYMENT_STATE_LABELS[state]}
    </Badge>
  )
}
