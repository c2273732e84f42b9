import { describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { bestDeals, discountShare, newArrivals } from '../../rules/highlights'

const product = (id: string, varieties: Array<[price: number, discounted: number]>): Product => ({
  _id: id,
  name: `Fabric ${id}`,
  description: '',
  category: [],
  productVarieties: varieties.map(([pricepermeter, discountedPrice], i) => ({
    color: `c${i}`,
    images: [],
    stock: 10,
    pricepermeter,
    discountedPrice,
  })),
})

describe('best deals: the biggest discounts first', () => {
  it('measures a product by its best variety, as a share of the list price', () => {
    expect(discountShare(product('a', [[200, 150], [100, 50]]))).toBe(0.5)
    expect(discountShare(product('b', [[100, 100]]))).toBe(0)
    expect(discountShare(product('c', []))).toBe(0)
    // a "discount" above the list price, or a free list price, is no discount
    expect(discountShare(product('d', [[100, 120], [0, 0]]))).toBe(0)
  })

  it('orders by discount, leaves out full-price products and keeps the store order on ties', () => {
    const products = [
      product('full', [[100, 100]]),
      product('ten', [[100, 90]]),
      product('half', [[400, 200]]),
      product('ten-too', [[50, 45]]),
    ]
    expect(bestDeals(products).map((p) => p._id)).toEqual(['half', 'ten', 'ten-too'])
  })

  it('shows at most the requested number', () => {
    const products = Array.from({ length: 12 }, (_, i) => product(`p${i}`, [[100, 100 - i - 1]]))
    expect(bestDeals(products)).toHaveLength(8)
    expect(bestDeals(products, 3).map((p) => p._id)).toEqual(['p11', 'p10', 'p9'])
  })
})

describe('new arrivals (SPEC 9)', () => {
  it('are the first 3 products of the store', () => {
    const products = ['a', 'b', 'c', 'd'].map((id) => product(id, [[10, 9]]))
    expect(newArrivals(products).map((p) => p._id)).toEqual(['a', 'b', 'c'])
    expect(newArrivals(products.slice(0, 2))).toHaveLength(2)
  })
})
