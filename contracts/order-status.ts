import type { Order } from './order'
import { TRACKING_STATUSES } from './tracking'

/** What an order card's badge says when the order has no tracking entry yet (SPEC 4). */
export const PENDING_STATUS = 'Pending'
/** What the badge says when the latest tracking entry is an error (SPEC 4). */
export const DELAYED_STATUS = 'Delayed'
/** The status of the entry a cancellation adds (issue 29: staff or the buyer cancel an order). */
export const CANCELLED_STATUS = 'Cancelled'

/**
 * Every status an order card can show, in the order an order lives through them: what the back
 * office filters its orders by, spelled as the buyer reads them.
 */
export const ORDER_CARD_STATUSES = [PENDING_STATUS, ...TRACKING_STATUSES, DELAYED_STATUS, CANCELLED_STATUS] as const
export type OrderCardStatus = (typeof ORDER_CARD_STATUSES)[number]

/**
 * The status on an order card: the last tracking entry's status, 'Delayed' when that entry is
 * an error, 'Pending' when there are no entries (SPEC 4).
 */
export function orderStatusOf(order: Pick<Order, 'trackingDetails'>): string {
  const last = order.trackingDetails?.at(-1)
  if (!last) return PENDING_STATUS
  return last.isError ? DELAYED_STATUS : last.status
}
