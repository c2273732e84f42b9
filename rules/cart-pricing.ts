import type { Product } from '../contracts/product'
import type { CouponVerdict } from './coupons'
import { roundMoney } from '../contracts/pricing'

/** One cart line as pricing sees it. */
export interface LineToPrice {
  readonly unitPrice: number
  readonly quantity: number
}

/** A priced cart: the lines in the order given, then the sums. */
export interface PricedCart {
  /** unitPrice × quantity per line, rounded. */
  readonly itemPrices: readonly number[]
  /** Each line's price after the coupon; null on every line when no coupon applies. */
  readonly discounted: readonly (number | null)[]
  readonly subtotal: number
  readonly total: number
}

/** The price of one unit of a product in a colour: that variety's discountedPrice, else the first variety's, else 0. */
export function unitPriceOf(product: Product, color: string): number {
  const variety = product.productVarieties.find((v) => v.color === color) ?? product.productVarieties[0]
  return variety?.discountedPrice ?? 0
}

/**
 * Prices every line; an applicable coupon's discount is spread over the lines in proportion to
 * their price, with the rounding remainder on the last line so the lines add up to the total
 * exactly. A refused verdict (or none, or an empty cart) leaves the prices as they are.
 */
export function priceCart(lines: readonly LineToPrice[], coupon: CouponVerdict | null): PricedCart {
  const itemPrices = lines.map((l) => roundMoney(l.unitPrice * l.quantity))
  const subtotal = roundMoney(itemPrices.reduce((sum, price) => sum + price, 0))
  if (!coupon?.ok || subtotal === 0) {
    return { itemPrices, discounted: itemPrices.map(() => null), subtotal, total: subtotal }
  }
  const total = roundMoney(Math.max(0, subtotal - coupon.discount))
  let assigned = 0
  const discounted = itemPrices.map((price, i) => {
    const share = i === itemPrices.length - 1 ? roundMoney(total - assigned) : roundMoney((price / subtotal) * total)
    assigned = roundMoney(assigned + share)
    return share
  })
  return { itemPrices, discounted, subtotal, total }
}

/**
 * Whether an applied coupon still holds for this subtotal (drop it otherwise): a cart changed
 * under FLAT500's minimum, or emptied, no longer gets the discount, as a real checkout would
 * rather not keep showing a discount it will not give.
 */
export function couponStillHolds(verdict: CouponVerdict, subtotal: number): boolean {
  return subtotal > 0 && verdict.ok
}
