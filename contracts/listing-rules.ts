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

/**
 * GET /getAllProducts's `sort` (beyond SPEC 7): the orders a listing can be asked for. Absent, the
 * listing keeps its default: closest first for a search (as `relevance`), the catalogue's own
 * order otherwise (`relevance` without a search falls back to it). Ties keep the catalogue's order.
 */
export const LISTING_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const

export type ListingSort = (typeof LISTING_SORTS)[number]

export function isListingSort(text: string): text is ListingSort {
  return (LISTING_SORTS as readonly string[]).includes(text)
}
