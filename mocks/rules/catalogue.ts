import type { CategoriesResponse, CategoryNamesResponse } from '../../contracts/category'
import type { ProductsQuery, ProductsResponse } from '../../contracts/product'
import type { ProductRecord } from '../db/records'
import { fail, type BackendContext } from './backend-context'

/** SPEC 9: the listing shows 12 products a page. */
export const DEFAULT_PAGE_SIZE = 12

/** SPEC 9's price ranges, on the discounted price of the first variety: [min, max). */
const priceRanges: Record<string, readonly [number, number]> = {
  '0-50': [0, 50],
  '50-100': [50, 100],
  '100-200': [100, 200],
  '200-500': [200, 500],
  '500-1000': [500, 1000],
  '1000+': [1000, Number.POSITIVE_INFINITY],
}

const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)

const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== ''

function numberParam(name: string, text: string | undefined): number | undefined {
  if (!present(text)) return undefined
  const value = Number(text)
  return Number.isFinite(value) ? value : fail(400, `Invalid ${name}`)
}

function positiveInt(name: string, text: string | undefined, fallback: number): number {
  if (!present(text)) return fallback
  const value = Number(text)
  return Number.isInteger(value) && value >= 1 ? value : fail(400, `Invalid ${name}`)
}

/** One predicate per query parameter; absent parameters keep everything. */
function filtersFor(query: ProductsQuery): ((p: ProductRecord) => boolean)[] {
  const filters: ((p: ProductRecord) => boolean)[] = []

  const rating = numberParam('rating', query.rating)
  if (rating !== undefined && rating > 0) filters.push((p) => (p.averageRating ?? 0) >= rating)

  if (present(query.priceRange)) {
    const range = priceRanges[query.priceRange.trim()] ?? fail(400, 'Invalid priceRange')
    const [min, max] = range
    filters.push((p) => {
      const price = p.productVarieties[0]?.discountedPrice
      return price !== undefined && price >= min && price < max
    })
  }

  const categories = listOf(query.category)
  if (categories.length > 0) {
    filters.push((p) => p.category.some((c) => categories.includes(c.categoryName.toLowerCase())))
  }

  if (query.newArrival?.trim() === 'true') filters.push((p) => p.newArrival === true)

  if (present(query.search)) {
    const needle = query.search.trim().toLowerCase()
    filters.push((p) =>
      [p.name, p.description, p.subCategory ?? '', ...p.category.map((c) => c.categoryName)].some((text) =>
        text.toLowerCase().includes(needle),
      ),
    )
  }

  const weight = numberParam('weight', query.weight)
  if (weight !== undefined) filters.push((p) => p.weight !== undefined && p.weight <= weight)

  const subCategories = listOf(query.subCategory)
  if (subCategories.length > 0) filters.push((p) => subCategories.includes((p.subCategory ?? '').toLowerCase()))

  if (present(query.count)) {
    const count = query.count.trim().toLowerCase()
    filters.push((p) => (p.count ?? '').toLowerCase() === count)
  }
  if (present(query.construction)) {
    const construction = query.construction.trim().toLowerCase()
    filters.push((p) => (p.construction ?? '').toLowerCase() === construction)
  }
  return filters
}

/**
 * GET /getAllProducts. With page or limit: one page (limit 12 by default). Without both: the
 * whole matching catalogue, which the startup product store loads.
 */
export function queryProducts(ctx: BackendContext, query: ProductsQuery): ProductsResponse {
  const filters = filtersFor(query)
  const matching = ctx.db.get('products').filter((p) => filters.every((keep) => keep(p)))
  const totalProducts = matching.length

  if (!present(query.page) && !present(query.limit)) {
    return { data: matching, totalProducts, totalPage: totalProducts > 0 ? 1 : 0 }
  }
  const limit = positiveInt('limit', query.limit, DEFAULT_PAGE_SIZE)
  const page = positiveInt('page', query.page, 1)
  const start = (page - 1) * limit
  return { data: matching.slice(start, start + limit), totalProducts, totalPage: Math.ceil(totalProducts / limit) }
}

/** GET /categories/array: names in the stored order (the category bar shows the first 8). */
export function categoryNames(ctx: BackendContext): CategoryNamesResponse {
  return { data: ctx.db.get('categories').map((c) => c.name) }
}

/** GET /categories: every category with its subcategories. */
export function allCategories(ctx: BackendContext): CategoriesResponse {
  return { data: ctx.db.get('categories') }
}

export function findProduct(ctx: BackendContext, productId: string): ProductRecord {
  return ctx.db.get('products').find((p) => p._id === productId) ?? fail(404, 'Product not found')
}
