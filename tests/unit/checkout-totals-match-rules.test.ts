// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { priceCart, type LineToPrice } from '../../rules/cart-pricing'
import { judgeCoupon, type CouponDefinition } from '../../rules/coupons'
import { composePurchase } from '../../rules/orders'
import { checkoutTotals } from '../../src/lib/checkout-totals'
import { shippingOptionById, type ShippingChoice } from '../../src/lib/shipping-options'

/*
 * What step 3 of the checkout shows (src/lib/checkout-totals.ts, computed in the browser) must be
 * what POST /buy charges for the same cart (rules/: priceCart, then one order per line with its
 * tax and, on the first, the shipping). Both read contracts/pricing.ts; this pins the sums.
 */

const product = (id: string, discountedPrice: number): Product => ({
  _id: id,
  name: `Fabric ${id}`,
  description: 'By the metre',
  category: [{ categoryName: 'Cotton' }],
  productVarieties: [{ color: 'Indigo', images: ['/x.webp'], stock: 1000, pricepermeter: discountedPrice + 10, discountedPrice }],
})

interface Line {
  readonly product: Product
  readonly quantity: number
}

const coupon = (definition: Omit<CouponDefinition, 'expiresAt' | 'perBuyerLimit' | 'totalLimit' | 'startsAt' | 'paused'>): CouponDefinition => ({
  ...definition,
  expiresAt: null,
  perBuyerLimit: 1,
  totalLimit: null,
  startsAt: null,
  paused: false,
})
const WELCOME10 = coupon({ code: 'WELCOME10', kind: 'percent', amount: 10, minSubtotal: null })
const FLAT500 = coupon({ code: 'FLAT500', kind: 'flat', amount: 500, minSubtotal: 2000 })

/** What the server charges: the cart priced as POST /buy prices it, then the orders it writes, added up. */
function chargedByTheRules(lines: readonly Line[], couponDefinition: CouponDefinition | null, shipping: ShippingChoice) {
  const toPrice: LineToPrice[] = lines.map((l) => ({ unitPrice: l.product.productVarieties[0]?.discountedPrice ?? 0, quantity: l.quantity }))
  const subtotal = priceCart(toPrice, null).subtotal
  const verdict = couponDefinition ? judgeCoupon(couponDefinition, subtotal, Date.UTC(2026, 0, 10)) : null
  const priced = priceCart(toPrice, verdict)
  const { orders } = composePurchase(
    {
      ids: lines.map((_, i) => ({ _id: `o${i}`, orderId: `TBN202601100000${i}` })),
      user: { _id: 'u1', name: 'Aarav Mehta' },
      address: { address: '14 Ring Road', city: 'Surat', state: 'Gujarat', alternativePhoneNumber: '9876543210' },
      placedAt: Date.UTC(2026, 0, 10),
      paymentMethod: 'UPI',
      shippingOption: shipping.optionId,
      ...(shipping.date ? { shippingDate: shipping.date } : {}),
    },
    lines.map((l, i) => ({ product: l.product, color: 'Indigo', quantity: l.quantity, price: priced.discounted[i] ?? priced.itemPrices[i] ?? 0 })),
  )
  const sum = (values: readonly number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100
  const subTotal = sum(orders.map((o) => o.item.price))
  const estimatedTax = sum(orders.map((o) => o.pricing?.estimatedTax ?? 0))
  const shippingCharged = sum(orders.map((o) => o.pricing?.estimatedShippingHandling ?? 0))
  return {
    cartTotal: priced.total,
    taxes: orders.map((o) => o.pricing?.estimatedTax ?? 0),
    totals: { subTotal, estimatedTax, shipping: shippingCharged, total: sum([subTotal, estimatedTax, shippingCharged]) },
  }
}

/** What step 3 shows: the server's cart total, the chosen option's price, and the client's sums. */
function shownAtCheckout(cartTotal: number, shipping: ShippingChoice) {
  return checkoutTotals(cartTotal, shippingOptionById(shipping.optionId).price)
}

const free: ShippingChoice = { optionId: 'free', date: null }
const express: ShippingChoice = { optionId: 'express', date: null }
const scheduled: ShippingChoice = { optionId: 'scheduled', date: '2026-01-20' }

const cotton = product('cotton', 245)
const silk = product('silk', 1899)
const linen = product('linen', 733)
const yarn = product('yarn', 37)

const carts: readonly [string, readonly Line[], CouponDefinition | null, ShippingChoice][] = [
  ['one line, free shipping', [{ product: cotton, quantity: 3 }], null, free],
  ['three lines, express shipping', [{ product: cotton, quantity: 2 }, { product: silk, quantity: 1 }, { product: yarn, quantity: 7 }], null, express],
  ['three lines, express shipping, 10% off', [{ product: cotton, quantity: 3 }, { product: linen, quantity: 1 }, { product: yarn, quantity: 11 }], WELCOME10, express],
  ['two lines, scheduled delivery, 10% off', [{ product: linen, quantity: 7 }, { product: yarn, quantity: 3 }], WELCOME10, scheduled],
  ['four lines, free shipping, ₹500 off', [{ product: silk, quantity: 1 }, { product: linen, quantity: 1 }, { product: cotton, quantity: 1 }, { product: yarn, quantity: 1 }], FLAT500, free],
  ['two lines, express shipping, ₹500 off', [{ product: silk, quantity: 2 }, { product: yarn, quantity: 9 }], FLAT500, express],
]

describe('the checkout shows what the backends charge (SPEC 9)', () => {
  it.each(carts)('%s', (_, lines, couponDefinition, shipping) => {
    const charged = chargedByTheRules(lines, couponDefinition, shipping)
    expect(shownAtCheckout(charged.cartTotal, shipping)).toEqual(charged.totals)
  })

  it('agrees on a thousand more carts, every order taxed at zero or more', () => {
    // a fixed sequence, so a failure names the same cart every run
    let seed = 7
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      // the high bits: an LCG's low bits repeat quickly
      return Math.floor((seed / 2 ** 31) * below)
    }
    const coupons = [null, WELCOME10, FLAT500, coupon({ code: 'LAUNCH250', kind: 'flat', amount: 250, minSubtotal: null })]
    const options = [free, express, scheduled]
    for (let n = 0; n < 1000; n++) {
      const lines = Array.from({ length: 1 + next(6) }, (_, i) => ({ product: product(`p${i}`, 10 + next(3000)), quantity: 1 + next(40) }))
      const shipping = options[next(options.length)] ?? free
      const charged = chargedByTheRules(lines, coupons[next(coupons.length)] ?? null, shipping)
      expect(shownAtCheckout(charged.cartTotal, shipping)).toEqual(charged.totals)
      expect(charged.taxes.every((tax) => tax >= 0)).toBe(true)
    }
  })

  it('charges express shipping once, 8.50, and free or scheduled shipping nothing', () => {
    const lines = [{ product: cotton, quantity: 1 }, { product: yarn, quantity: 1 }]
    expect(chargedByTheRules(lines, null, express).totals.shipping).toBe(8.5)
    expect(chargedByTheRules(lines, null, free).totals.shipping).toBe(0)
    expect(chargedByTheRules(lines, null, scheduled).totals.shipping).toBe(0)
  })
})
