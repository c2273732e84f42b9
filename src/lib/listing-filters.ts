import type { Category } from '../../contracts/category'
import { isListingSort, isPriceRange, LISTING_PAGE_SIZE, type ListingSort, type PriceRange } from '../../contracts/listing-rules'
import type { ProductsQuery } from '../../contracts/product'
import { CONSTRUCTION_OPTIONS, COUNT_OPTIONS } from '../../contracts/textile-vocabulary'

/*
 * The listing's filters (SPEC 3 and 9) and their three shapes: the URL query a link or the
 * Back button restores, the state the listing machine holds, and the query the server reads.
 * URL format (shared by the category bar and the landing links):
 *   /products?category=Cotton,Silk&subCategory=A,B&price=0-50&rating=4&todaysDeals=true
 *            &weight=300&count=20x20&construction=64x44&search=linen&sort=price-asc&page=2
 * A key that is absent means the default.
 */

export const RATING_OPTIONS = [5, 4, 3, 2, 1] as const

export const WEIGHT_MIN = 50
export const WEIGHT_MAX = 400
export const WEIGHT_STEP = 10

export interface ListingFilters {
  readonly price: PriceRange | ''
  /** 0 = any; 1 to 5 = at least that many stars. */
  readonly rating: number
  /** SPEC 4: Today's Deals maps to the server's new arrivals. */
  readonly todaysDeals: boolean
  readonly categories: readonly string[]
  readonly subCategory: readonly string[]
  /** Upper bound of the weight slider; the maximum means no bound. */
  readonly weight: number
  readonly count: string
  readonly construction: string
}

/**
 * A sort the listing asks for (beyond SPEC 7), or '' for the default: closest first with a search
 * (the API's `relevance`, which is never sent), the catalogue's own order, newest first, without.
 */
export type ChosenSort = Exclude<ListingSort, 'relevance'> | ''

/** Everything that decides which products the listing shows, and in what order. */
export interface ListingQuery {
  readonly filters: ListingFilters
  /** The applied search: it changes only when Search is pressed (SPEC 4). */
  readonly search: string
  readonly sort: ChosenSort
  readonly page: number
}

/** The sort a buyer picked, as the query keeps it: relevance is the default of a search. */
export function chosenSortOf(sort: ListingSort): ChosenSort {
  return sort === 'relevance' ? '' : sort
}

/** The sort the control shows: the chosen one, else the default (relevance with a search, the catalogue's newest-first order without). */
export function shownSortOf(query: Pick<ListingQuery, 'search' | 'sort'>): ListingSort {
  return query.sort || (query.search ? 'relevance' : 'newest')
}

/** SPEC 3 filter defaults. */
export const defaultFilters: ListingFilters = {
  price: '',
  rating: 0,
  todaysDeals: false,
  categories: [],
  subCategory: [],
  weight: WEIGHT_MAX,
  count: '',
  construction: '',
}

export const defaultListingQuery: ListingQuery = { filters: defaultFilters, search: '', sort: '', page: 1 }

function intIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d+$/.test(text)) return null
  const n = Number(text)
  return n >= min && n <= max ? n : null
}

function listOf(text: string | null): string[] {
  if (!text) return []
  return [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))]
}

function oneOf(text: string | null, options: readonly string[]): string {
  return text !== null && options.includes(text) ? text : ''
}

function sortOf(text: string | null): ChosenSort {
  return text !== null && isListingSort(text) ? chosenSortOf(text) : ''
}

/** Reads a listing query from the URL. Anything unknown or out of range falls back to its default. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const price = params.get('price') ?? ''
  const weight = intIn(params.get('weight'), WEIGHT_MIN, WEIGHT_MAX)
  return {
    filters: {
      price: isPriceRange(price) ? price : '',
      rating: intIn(params.get('rating'), 1, 5) ?? 0,
      todaysDeals: params.get('todaysDeals') === 'true',
      categories: listOf(params.get('category')),
      subCategory: listOf(params.get('subCategory')),
      weight: weight ?? WEIGHT_MAX,
      count: oneOf(params.get('count'), COUNT_OPTIONS),
      construction: oneOf(params.get('construction'), CONSTRUCTION_OPTIONS),
    },
    search: (params.get('search') ?? '').trim(),
    sort: sortOf(params.get('sort')),
    page: intIn(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
  }
}

/** The URL query for a listing query: defaults are left out, keys in one fixed order. */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const { filters: f } = query
  const params = new URLSearchParams()
  if (f.categories.length) params.set('category', f.categories.join(','))
  if (f.subCategory.length) params.set('subCategory', f.subCategory.join(','))
  if (f.price) params.set('price', f.price)
  if (f.rating > 0) params.set('rating', String(f.rating))
  if (f.todaysDeals) params.set('todaysDeals', 'true')
  if (f.weight !== WEIGHT_MAX) params.set('weight', String(f.weight))
  if (f.count) params.set('count', f.count)
  if (f.construction) params.set('construction', f.construction)
  if (query.search) params.set('search', query.search)
  if (query.sort) params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

/** `?category=...` (or '' for the defaults): what the listing's URL should carry. */
export function listingSearch(query: ListingQuery): string {
  const text = listingSearchParams(query).toString()
  return text ? `?${text}` : ''
}

/** Two queries select the same products in the same order on the same page. */
export function sameListingQuery(a: ListingQuery, b: ListingQuery): boolean {
  return listingSearch(a) === listingSearch(b)
}

/** The GET /getAllProducts query for a listing query (SPEC 7): lists comma-joined, defaults left out. */
export function toProductsQuery(query: ListingQuery): ProductsQuery {
  const { filters: f } = query
  return {
    page: String(query.page),
    limit: String(LISTING_PAGE_SIZE),
    ...(f.rating > 0 && { rating: String(f.rating) }),
    ...(f.price && { priceRange: f.price }),
    ...(f.categories.length > 0 && { category: f.categories.join(',') }),
    ...(f.todaysDeals && { newArrival: 'true' }),
    ...(query.search && { search: query.search }),
    // the slider's maximum is "any weight"; only a lower bound restricts the results
    ...(f.weight !== WEIGHT_MAX && { weight: String(f.weight) }),
    ...(f.subCategory.length > 0 && { subCategory: f.subCategory.join(',') }),
    ...(f.count && { count: f.count }),
    ...(f.construction && { construction: f.construction }),
    ...(query.sort && { sort: query.sort }),
  }
}

/** How many filters differ from their defaults (the Filter button's badge). */
export function activeFilterCount(f: ListingFilters): number {
  return [
    f.price !== '',
    f.rating > 0,
    f.todaysDeals,
    f.categories.length > 0,
    f.subCategory.length > 0,
    f.weight !== WEIGHT_MAX,
    f.count !== '',
    f.construction !== '',
  ].filter(Boolean).length
}

/**
 * The subcategories a shopper can pick: those of the chosen categories (of every category when
 * none is chosen), plus any already selected, so a selection never hides itself from view.
 * Names are unique and keep the catalogue's order.
 */
export function subCategoryOptions(
  categories: readonly Category[],
  chosenCategories: readonly string[],
  selected: readonly string[] = [],
): string[] {
  const pool = chosenCategories.length ? categories.filter((c) => chosenCategories.includes(c.name)) : categories
  return [...new Set([...pool.flatMap((c) => c.subCategory.map((s) => s.subCategoryName)), ...selected])]
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

/** '₹100 – ₹200', 'Above ₹1,000': filter labels in whole rupees with Indian grouping (SPEC 9). */
export function priceRangeLabel(range: PriceRange): string {
  if (range.endsWith('+')) return `Above ${wholeRupees.format(Number(range.slice(0, -1)))}`
  const [low = 0, high = 0] = range.split('-').map(Number)
  return `${wholeRupees.format(low)} – ${wholeRupees.format(high)}`
}
