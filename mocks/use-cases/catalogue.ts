import type { CategoriesResponse, CategoryNamesResponse } from '../../contracts/category'
import type {
  HighlightsResponse,
  ProductIdParams,
  ProductResponse,
  ProductReviewsRequest,
  ProductReviewsResponse,
  ProductsQuery,
  ProductsResponse,
} from '../../contracts/product'
import { highlightsOf } from '../../rules/highlights'
import { matchesListing, pageCount, parseListingQuery } from '../../rules/listing'
import { newestFirst, parseReviewsPage } from '../../rules/reviews'
import { fail } from '../../rules/rule-error'
import type { ProductRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'

/**
 * GET /getAllProducts (rules/listing.ts). With page or limit: one page (limit 12 by default).
 * Without both: the whole matching catalogue (SPEC 7; the storefront no longer loads it at startup).
 */
export function queryProducts(ctx: BackendContext, query: ProductsQuery): ProductsResponse {
  const { filter, page } = parseListingQuery(query)
  const matching = ctx.db.get('products').filter((p) => matchesListing(p, filter))
  const totalProducts = matching.length
  if (!page) return { data: matching, totalProducts, totalPage: totalProducts > 0 ? 1 : 0 }
  const start = (page.page - 1) * page.limit
  return { data: matching.slice(start, start + page.limit), totalProducts, totalPage: pageCount(totalProducts, page.limit) }
}

/** GET /product/{id}: one product, for a direct link to its page. */
export function getProduct(ctx: BackendContext, { id }: ProductIdParams): ProductResponse {
  return { data: findProduct(ctx, id) }
}

/** GET /product/{id}/reviews: newest first, one page (rules/reviews.ts). */
export function productReviews(ctx: BackendContext, { id, ...query }: ProductReviewsRequest): ProductReviewsResponse {
  const { skip, limit } = parseReviewsPage(query)
  const reviews = newestFirst(findProduct(ctx, id).rating)
  return { data: reviews.slice(skip, skip + limit), totalReviews: reviews.length }
}

/** GET /products/highlights: the landing's new arrivals and best deals (rules/highlights.ts). */
export function productHighlights(ctx: BackendContext): HighlightsResponse {
  return highlightsOf(ctx.db.get('products'))
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
