/*
 * The product listing's page size and price ranges (SPEC 9): the storefront asks for them and
 * both backends apply them.
 */

/** SPEC 9: the listing shows 12 products a page. */
export const LISTING_PAGE_SIZE = 12

/** SPEC 9's price ranges by the text a filter sends, on the discounted price of the first variety: [min, max). */
export const PRICE_RANGE_BOUNDS = {
  '0-50': [0, 50],
  '50-100': [50, 100],
  '100-200': [100, 200],
  '200-500': [200, 500],
  '500-1000': [500, 1000],
  '1000+': [1000, Number.POSITIVE_INFINITY],
} as const satisfies Record<string, readonly [number, number]>

export type PriceRange = keyof typeof PRICE_RANGE_BOUNDS

/** The price ranges in the order the filter lists them. */
export const PRICE_RANGES = Object.keys(PRICE_RANGE_BOUNDS) as readonly PriceRange[]

export function isPriceRange(text: string): text is PriceRange {
  // own keys only: 'toString' is no price range
  return Object.hasOwn(PRICE_RANGE_BOUNDS, text)
}
