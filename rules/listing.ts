import { RATING_RANGE, WEIGHT_RANGE } from '../contracts/limits'
import { isPriceRange, LISTING_PAGE_SIZE, PRICE_RANGE_BOUNDS } from '../contracts/listing-rules'
import type { Product, ProductsQuery } from '../contracts/product'
import { numberInRange, pageRequest, type PageRequest } from './query-numbers'
import { fail } from './rule-error'

/** A price filter's bounds, or a 400 for text that names no range of SPEC 9. */
function priceBoundsOf(text: string): readonly [number, number] {
  const range = text.trim()
  return isPriceRange(range) ? PRICE_RANGE_BOUNDS[range] : fail(400, 'Invalid priceRange')
}

/** GET /getAllProducts's filters, parsed; null or empty means the filter keeps everything. */
export interface ListingFilter {
  /** Only when above 0: a rating of 0 keeps everything. */
  readonly minRating: number | null
  /** [min, max) on the first variety's discountedPrice. */
  readonly price: readonly [number, number] | null
  /** Lower-cased; a product in any of them matches. */
  readonly categories: readonly string[]
  readonly newArrival: boolean
  /** Trimmed, lower-cased. */
  readonly search: string | null
  readonly maxWeight: number | null
  /** Lower-cased; a product in any of them matches. */
  readonly subCategories: readonly string[]
  /** Lower-cased. */
  readonly count: string | null
  /** Lower-cased. */
  readonly construction: string | null
}

export type ListingPage = PageRequest

const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)

const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== ''

const lowerOrNull = (text: string | undefined): string | null => (present(text) ? text.trim().toLowerCase() : null)

/**
 * Parses GET /getAllProducts's query. Fails 400 with 'Invalid rating', 'Invalid priceRange',
 * 'Invalid weight', 'Invalid limit' or 'Invalid page' (each outside its range too: contracts/limits.ts). With page or limit: one page (limit 12,
 * page 1 by default); page null = the whole catalogue (no page and no limit given). Absent and
 * blank parameters keep everything.
 */
export function parseListingQuery(query: ProductsQuery): { readonly filter: ListingFilter; readonly page: ListingPage | null } {
  const rating = numberInRange('rating', query.rating, RATING_RANGE)
  const price = present(query.priceRange) ? priceBoundsOf(query.priceRange) : null
  const filter: ListingFilter = {
    minRating: rating !== null && rating > 0 ? rating : null,
    price,
    categories: listOf(query.category),
    newArrival: query.newArrival?.trim() === 'true',
    search: lowerOrNull(query.search),
    maxWeight: numberInRange('weight', query.weight, WEIGHT_RANGE),
    subCategories: listOf(query.subCategory),
    count: lowerOrNull(query.count),
    construction: lowerOrNull(query.construction),
  }
  if (!present(query.page) && !present(query.limit)) return { filter, page: null }
  return { filter, page: pageRequest(query, LISTING_PAGE_SIZE) }
}

/** Whether a product passes every filter. The search looks in the name, description, subcategory and category names. */
export function matchesListing(product: Product, filter: ListingFilter): boolean {
  const { minRating, price, categories, search, maxWeight, subCategories, count, construction } = filter
  if (minRating !== null && (product.averageRating ?? 0) < minRating) return false
  if (price !== null) {
    const first = product.productVarieties[0]?.discountedPrice
    if (first === undefined || first < price[0] || first >= price[1]) return false
  }
  if (categories.length > 0 && !product.category.some((c) => categories.includes(c.categoryName.toLowerCase()))) return false
  if (filter.newArrival && product.newArrival !== true) return false
  if (search !== null) {
    const haystack = [product.name, product.description, product.subCategory ?? '', ...product.category.map((c) => c.categoryName)]
    if (!haystack.some((text) => text.toLowerCase().includes(search))) return false
  }
  if (maxWeight !== null && !(product.weight !== undefined && product.weight <= maxWeight)) return false
  if (subCategories.length > 0 && !subCategories.includes((product.subCategory ?? '').toLowerCase())) return false
  if (count !== null && (product.count ?? '').toLowerCase() !== count) return false
  if (construction !== null && (product.construction ?? '').toLowerCase() !== construction) return false
  return true
}

/** How many pages of `limit` products `total` products fill. */
export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit)
}
