import { Badge } from '@mantine/core'
import { orderStatusOf } from '../../../contracts/order-status'
import { statusToneOf, type StatusTone } from '../../lib/order-status'
import type { Order } from '../../../contracts/order'

/*
 * The theme's own palettes: their light badges (shade 9 on shade 1) pass WCAG AA, where
 * Mantine's green light badge measured 3.8:1 under axe on the product page.
 */
const colorOf: Readonly<Record<StatusTone, string>> = {
  neutral: 'gray',
  progress: 'indigo',
  success: 'leaf',
  danger: 'madder',
  ended: 'gray',
}

/** A cancelled order is over: a solid dark badge, where the others are light tints. */
const variantOf = (tone: StatusTone) => (tone === 'ended' ? 'filled' : 'light')

/** The order card's status (SPEC 4): last entry's status, Delayed or Pending; Cancelled (issue 29). */
export function OrderStatusBadge({ order }: { order: Order }) {
  const status = orderStatusOf(order)
  const tone = statusToneOf(status)
  return (
    <Badge color={colorOf[tone]} variant={variantOf(tone)} radius="sm">
      {status}
    </Badge>
  )
}
