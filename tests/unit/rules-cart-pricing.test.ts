// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { couponStillHolds, priceCart, unitPriceOf } from '../../rules/cart-pricing'

/* rules/cart-pricing.ts: line prices, subtotal, and a coupon's discount spread over the lines. */

const sum = (values: readonly (number | null)[]) => Math.round(values.reduce<number>((s, v) => s + (v ?? 0), 0) * 100) / 100

describe('priceCart', () => {
  it('prices each line and sums them; no coupon leaves every line undiscounted', () => {
    const priced = priceCart([{ unitPrice: 99.99, quantity: 3 }, { unitPrice: 250, quantity: 1 }], null)
    expect(priced).toEqual({ itemPrices: [299.97, 250], discounted: [null, null], subtotal: 549.97, total: 549.97 })
  })

  it('a refused verdict prices as no coupon', () => {
    const priced = priceCart([{ unitPrice: 100, quantity: 1 }], { ok: false, msg: 'Coupon has expired' })
    expect(priced).toMatchObject({ discounted: [null], total: 100 })
  })

  it('spreads a discount in proportion to line price', () => {
    const priced = priceCart([{ unitPrice: 300, quantity: 1 }, { unitPrice: 100, quantity: 1 }], { ok: true, discount: 40 })
    expect(priced).toEqual({ itemPrices: [300, 100], discounted: [270, 90], subtotal: 400, total: 360 })
  })

  it('puts the rounding remainder on the last line, so the lines add up to the total exactly', () => {
    const lines = [
      { unitPrice: 33.33, quantity: 1 },
      { unitPrice: 33.33, quantity: 1 },
      { unitPrice: 33.34, quantity: 1 },
    ]
    const priced = priceCart(lines, { ok: true, discount: 10 })
    expect(priced.total).toBe(90)
    expect(priced.discounted).toEqual([30, 30, 30])
    const odd = priceCart([{ unitPrice: 10, quantity: 1 }, { unitPrice: 10, quantity: 1 }, { unitPrice: 10, quantity: 1 }], { ok: true, discount: 10 })
    expect(odd.discounted).toEqual([6.67, 6.67, 6.66])
    expect(sum(odd.discounted)).toBe(odd.total)
  })

  it('never goes below zero, and an empty cart gets no discount', () => {
    expect(priceCart([{ unitPrice: 100, quantity: 1 }], { ok: true, discount: 150 })).toMatchObject({ total: 0, discounted: [0] })
    expect(priceCart([], { ok: true, discount: 10 })).toEqual({ itemPrices: [], discounted: [], subtotal: 0, total: 0 })
  })
})

describe('unitPriceOf', () => {
  const variety = (color: string, discountedPrice: number) => ({ color, images: [], stock: 1, pricepermeter: discountedPrice + 10, discountedPrice })
  const product = { _id: 'p', name: 'Poplin', description: '', category: [], productVarieties: [variety('red', 120), variety('blue', 140)] } satisfies Product

  it("takes the colour's price, else the first variety's, else 0", () => {
    expect(unitPriceOf(product, 'blue')).toBe(140)
    expect(unitPriceOf(product, 'green')).toBe(120)
    expect(unitPriceOf({ ...product, productVarieties: [] }, 'red')).toBe(0)
  })
})

describe('couponStillHolds', () => {
  it('holds for an accepted verdict on a cart with something in it', () => {
    expect(couponStillHolds({ ok: true, discount: 10 }, 100)).toBe(true)
    expect(couponStillHolds({ ok: true, discount: 0 }, 0)).toBe(false)
    expect(couponStillHolds({ ok: false, msg: 'FLAT500 applies only to orders above ₹2000' }, 1500)).toBe(false)
  })
})
