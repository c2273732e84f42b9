import type { CartLine } from '../../contracts/cart'
import { estimatedTaxOf, roundMoney } from '../../contracts/pricing'

/** The variety a line was added in (its colour), if the product still has it. */
function varietyOf(line: CartLine) {
  return line.productId.productVarieties.find((v) => v.color === line.productColor)
}

/**
 * The per-metre price of a line: its variety's price, else the line price spread over its
 * metres. (The server's itemPrice is the whole line: per-metre price times quantity.)
 */
export function perMetrePrice(line: CartLine): number {
  const variety = varietyOf(line)
  if (variety) return variety.discountedPrice
  return line.quantity > 0 ? roundMoney(line.itemPrice / line.quantity) : line.itemPrice
}

/** What the buyer pays for a line before any coupon. */
export function linePriceBeforeCoupon(line: CartLine): number {
  return roundMoney(line.itemPrice)
}

/** What the buyer pays for a line: the server's coupon price when a coupon applies to it. */
export function linePrice(line: CartLine): number {
  const discounted = line.couponDiscountedPrice
  return typeof discounted === 'number' ? roundMoney(discounted) : linePriceBeforeCoupon(line)
}

/** The first image of the line's colour, else of the product. */
export function lineImage(line: CartLine): string | undefined {
  return varietyOf(line)?.images[0] ?? line.productId.productVarieties[0]?.images[0]
}

export interface CheckoutTotals {
  readonly subTotal: number
  readonly estimatedTax: number
  readonly shipping: number
  readonly total: number
}

/**
 * Step 3's figures (SPEC 9): tax is 10% of the subtotal and Total = subtotal + shipping + tax,
 * each rounded to paise, by the rule the backends charge (contracts/pricing.ts). The subtotal is
 * the server's cart total, which already counts coupons.
 */
export function checkoutTotals(subTotal: number, shippingPrice: number): CheckoutTotals {
  const sub = roundMoney(subTotal)
  const estimatedTax = estimatedTaxOf(sub)
  const shipping = roundMoney(shippingPrice)
  return { subTotal: sub, estimatedTax, shipping, total: roundMoney(sub + shipping + estimatedTax) }
}
