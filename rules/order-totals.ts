import { roundMoney } from '../contracts/pricing'
import type { Order } from '../contracts/order'

/** What the buyer pays for one order: its line after any coupon, its share of the tax and its shipping. */
export function orderTotalOf(order: Pick<Order, 'item' | 'pricing'>): number {
  return roundMoney(order.item.price + (order.pricing?.estimatedTax ?? 0) + (order.pricing?.estimatedShippingHandling ?? 0))
}
