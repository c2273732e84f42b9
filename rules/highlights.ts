import type { Product } from '../contracts/product'

/** Share of the list price taken off, for the product's best variety (0 when none). */
export function discountShare(product: Product): number {
  return product.productVarieties.reduce((best, v) => {
    if (v.pricepermeter <= 0 || v.discountedPrice >= v.pricepermeter) return best
    return Math.max(best, (v.pricepermeter - v.discountedPrice) / v.pricepermeter)
  }, 0)
}

export const BEST_DEALS_COUNT = 8

/**
 * The best-deals carousel's products: the biggest discounts first. Products at full price are
 * left out; ties keep the store's order.
 */
export function bestDeals(products: readonly Product[], count = BEST_DEALS_COUNT): Product[] {
  return products
    .map((product, index) => ({ product, index, share: discountShare(product) }))
    .filter((p) => p.share > 0)
    .sort((a, b) => b.share - a.share || a.index - b.index)
    .slice(0, count)
    .map((p) => p.product)
}

export const NEW_ARRIVALS_COUNT = 3

/** SPEC 9: New arrivals show the first 3 products of the store. */
export function newArrivals(products: readonly Product[]): Product[] {
  return products.slice(0, NEW_ARRIVALS_COUNT)
}

/**
 * What the landing shows (GET /products/highlights), picked by both backends from the whole
 * catalogue so a first visit downloads these products, not the catalogue.
 */
export function highlightsOf(products: readonly Product[]): { newArrivals: Product[]; bestDeals: Product[] } {
  return { newArrivals: newArrivals(products), bestDeals: bestDeals(products) }
}
