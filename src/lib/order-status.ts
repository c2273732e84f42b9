import type { Order } from '../../contracts/order'
import { CANCELLED_STATUS, DELAYED_STATUS, PENDING_STATUS } from '../../contracts/order-status'
import { roundMoney } from '../../contracts/pricing'

export type StatusTone = 'neutral' | 'progress' | 'success' | 'danger' | 'ended'

/** How loud a status badge is; the wording itself always comes from `orderStatusOf`. */
export function statusToneOf(status: string): StatusTone {
  // a cancelled order is over, not in trouble: set apart from Delayed's alarm and Pending's wait
  if (status === CANCELLED_STATUS) return 'ended'
  if (status === DELAYED_STATUS) return 'danger'
  if (status === 'Delivered') return 'success'
  if (status === PENDING_STATUS) return 'neutral'
  return 'progress'
}

/**
 * An order line can be reviewed from the moment it is placed, once (it has no review yet): what
 * the server accepts (rules/reviews.ts). SPEC 2 does not say when the card offers it, and nothing
 * in this store moves an order on to Delivered, so asking for delivery would hide it for good.
 */
export function canReviewOrder(order: Pick<Order, 'productId' | 'reviewed'>): boolean {
  return Boolean(order.productId) && order.reviewed !== true
}

/**
 * An order card's pricing. The item's price is what the line cost (quantity included, after any
 * coupon); estimated tax and shipping show 0 when the server sent none (SPEC 9).
 */
export function orderPricingOf(order: Pick<Order, 'pricing' | 'item'>) {
  const tax = order.pricing?.estimatedTax ?? 0
  const shipping = order.pricing?.estimatedShippingHandling ?? 0
  const subtotal = order.item.price
  return { subtotal, tax, shipping, total: roundMoney(subtotal + tax + shipping) }
}

/**
 * The other orders of the same purchase (one checkout makes one order per cart line, issue 29):
 * their numbers, from the orders of the answer at hand only, in the answer's order.
 */
export function boughtTogetherWith(order: Pick<Order, '_id' | 'purchaseId'>, orders: readonly Order[]): string[] {
  if (!order.purchaseId) return []
  return orders.filter((o) => o._id !== order._id && o.purchaseId === order.purchaseId).map((o) => o.orderId)
}
