import { Badge } from '@mantine/core'
import { orderStatusOf, statusToneOf, type StatusTone } from '../../lib/order-status'
import type { Order } from '../../../contracts/order'

const colorOf: Readonly<Record<StatusTone, string>> = {
  neutral: 'gray',
  progress: 'blue',
  success: 'green',
  danger: 'red',
}

/** The order card's status (SPEC 4): last entry's status, Delayed or Pending. */
export function OrderStatusBadge({ order }: { order: Order }) {
  const status = orderStatusOf(order)
  return (
    <Badge color={colorOf[statusToneOf(status)]} variant="light" radius="sm">
      {status}
    </Badge>
  )
}
