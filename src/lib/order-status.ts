import type { Order } from '../../contracts/order'
import { DELAYED_STATUS, PENDING_STATUS } from '../../contracts/order-status'
import { roundMoney } from '../../contracts/pricing'

export type StatusTone = 'neutral' | 'progress' | 'success' | 'danger'

/** How loud a status badge is; the wording itself always comes from `orderStatusOf`. */
export function statusToneOf(status: string): StatusTone {
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
