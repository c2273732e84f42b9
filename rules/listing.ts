import { RATING_RANGE, WEIGHT_RANGE } from '../contracts/limits'
import { isListingSort, isPriceRange, LISTING_PAGE_SIZE, PRICE_RANGE_BOUNDS, type ListingSort } from '../contracts/listing-rules'
import type { Product, ProductsQuery, ProductsResponse } from '../contracts/product'
import { numberInRange, pageRequest, type PageRequest } from './query-numbers'
import { fail } from './rule-error'
import { closenessIn, planSearch, suggestionOf, vocabularyOf } from './search'

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
  /** Trimmed, lower-cased, each run of spaces one space (rules/search.ts reads it). */
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

/**
 * The order a listing is given in, its `sort` resolved: `catalogue` is the catalogue's own order
 * (products by position), the default without a search; `relevance` (closest spelling first,
 * rules/search.ts), the default with one. Every order ends with the catalogue's, so a page
 * never repeats or drops a product.
 */
export type ListingOrder = ListingSort | 'catalogue'

/** A sort, or a 400 'Invalid sort' for text that names none of LISTING_SORTS; absent or blank is the default. */
function orderOf(text: string | undefined, search: string | null): ListingOrder {
  const sort = present(text) ? text.trim() : null
  if (sort !== null && !isListingSort(sort)) return fail(400, 'Invalid sort')
  if (sort === null || sort === 'relevance') return search === null ? 'catalogue' : 'relevance'
  return sort
}

const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)

const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== ''

const lowerOrNull = (text: string | undefined): string | null => (present(text) ? text.trim().toLowerCase() : null)

/** A search as both backends look for it: spaces, tabs and line breaks in a row read as one space. */
const searchOf = (text: string | undefined): string | null => lowerOrNull(text)?.replace(/\s+/g, ' ') ?? null

/**
 * Parses GET /getAllProducts's query. Fails 400 with 'Invalid rating', 'Invalid priceRange',
 * 'Invalid weight', 'Invalid limit', 'Invalid page' (each outside its range too: contracts/limits.ts)
 * or 'Invalid sort'. With page or limit: one page (limit 12, page 1 by default); page null = the
 * whole catalogue (no page and no limit given). Absent and blank parameters keep everything.
 */
export function parseListingQuery(query: ProductsQuery): {
  readonly filter: ListingFilter
  readonly page: ListingPage | null
  readonly order: ListingOrder
} {
  const rating = numberInRange('rating', query.rating, RATING_RANGE)
  const price = present(query.priceRange) ? priceBoundsOf(query.priceRange) : null
  const filter: ListingFilter = {
    minRating: rating !== null && rating > 0 ? rating : null,
    price,
    categories: listOf(query.category),
    newArrival: query.newArrival?.trim() === 'true',
    search: searchOf(query.search),
    maxWeight: numberInRange('weight', query.weight, WEIGHT_RANGE),
    subCategories: listOf(query.subCategory),
    count: lowerOrNull(query.count),
    construction: lowerOrNull(query.construction),
  }
  const order = orderOf(query.sort, filter.search)
  if (!present(query.page) && !present(query.limit)) return { filter, page: null, order }
  return { filter, page: pageRequest(query, LISTING_PAGE_SIZE), order }
}

/** What a search looks in: the name, description, subcategory and category names, lower-cased. */
export function searchedTextsOf(product: Product): string[] {
  return [product.name, product.description, product.subCategory ?? '', ...product.category.map((c) => c.categoryName)].map((text) => text.toLowerCase())
}

/** Whether a product passes every filter but the search (rules/search.ts decides that one). */
export function matchesFilters(product: Product, filter: ListingFilter): boolean {
  const { minRating, price, categories, maxWeight, subCategories, count, construction } = filter
  if (minRating !== null && (product.averageRating ?? 0) < minRating) return false
  if (price !== null) {
    const first = product.productVarieties[0]?.discountedPrice
    if (first === undefined || first < price[0] || first >= price[1]) return false
  }
  if (categories.length > 0 && !product.category.some((c) => categories.includes(c.categoryName.toLowerCase()))) return false
  if (filter.newArrival && product.newArrival !== true) return false
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

/** What the price filter and the price sorts read: the first variety's discounted price. */
export const listPriceOf = (product: Product): number => product.productVarieties[0]?.discountedPrice ?? 0

/** A product found, with where it stands in the catalogue and how close to the search it is (0 as typed). */
interface Found {
  readonly product: Product
  readonly position: number
  readonly closeness: number
}

const createdAtOf = (product: Product): number => (product.createdAt === undefined ? Number.NaN : Date.parse(product.createdAt))

/** Newest first; a product without a date after every dated one. */
function newestFirst(a: Product, b: Product): number {
  const [x, y] = [createdAtOf(a), createdAtOf(b)]
  if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y))
  return y - x
}

/** The order's comparison, the catalogue's order breaking every tie. */
function compareFound(order: ListingOrder): (a: Found, b: Found) => number {
  const first: (a: Found, b: Found) => number = {
    catalogue: () => 0,
    relevance: (a: Found, b: Found) => a.closeness - b.closeness,
    newest: (a: Found, b: Found) => newestFirst(a.product, b.product),
    'price-asc': (a: Found, b: Found) => listPriceOf(a.product) - listPriceOf(b.product),
    'price-desc': (a: Found, b: Found) => listPriceOf(b.product) - listPriceOf(a.product),
    rating: (a: Found, b: Found) => (b.product.averageRating ?? 0) - (a.product.averageRating ?? 0),
  }[order]
  return (a, b) => first(a, b) || a.position - b.position
}

/**
 * GET /getAllProducts over a catalogue held whole, in its order: the fake backend's listing, and
 * what the API suite holds every backend to. `vocabulary`: vocabularyOf(products), when kept.
 */
export function listingOf(products: readonly Product[], query: ProductsQuery, vocabulary?: readonly string[]): ProductsResponse {
  const { filter, page, order } = parseListingQuery(query)
  const plan = filter.search === null ? null : planSearch(filter.search, vocabulary ?? vocabularyOf(products))
  const found: Found[] = []
  products.forEach((product, position) => {
    if (!matchesFilters(product, filter)) return
    const closeness = plan === null ? 0 : closenessIn(searchedTextsOf(product), plan)
    if (closeness !== null) found.push({ product, position, closeness })
  })
  found.sort(compareFound(order))
  const suggestion = plan === null ? undefined : suggestionOf(plan, found.reduce<number | null>((least, f) => (least === null ? f.closeness : Math.min(least, f.closeness)), null))
  const totalProducts = found.length
  const start = page === null ? 0 : (page.page - 1) * page.limit
  const data = (page === null ? found : found.slice(start, start + page.limit)).map((f) => f.product)
  return {
    data,
    totalProducts,
    totalPage: page === null ? (totalProducts > 0 ? 1 : 0) : pageCount(totalProducts, page.limit),
    ...(suggestion !== undefined && { suggestion }),
  }
}
