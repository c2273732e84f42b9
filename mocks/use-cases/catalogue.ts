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
import { reviewSummaryOf } from '../../rules/ratings'
import { highlightsOf } from '../../rules/highlights'
import { listingOf } from '../../rules/listing'
import { newestFirst, parseReviewsPage } from '../../rules/reviews'
import { fail } from '../../rules/rule-error'
import { vocabularyOf } from '../../rules/search'
import type { ProductRecord, ReviewRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'

/** The vocabulary of each catalogue the fake has held: a catalogue is a new array after every change. */
const vocabularies = new WeakMap<readonly ProductRecord[], readonly string[]>()

function vocabularyOfCatalogue(products: readonly ProductRecord[]): readonly string[] {
  let vocabulary = vocabularies.get(products)
  if (!vocabulary) vocabularies.set(products, (vocabulary = vocabularyOf(products)))
  return vocabulary
}

/**
 * GET /getAllProducts (rules/listing.ts, rules/search.ts). With page or limit: one page (limit 12
 * by default). Without both: the whole matching catalogue (SPEC 7; the storefront no longer
 * loads it at startup).
 */
export function queryProducts(ctx: BackendContext, query: ProductsQuery): ProductsResponse {
  const products = ctx.db.get('products')
  return listingOf(products, query, vocabularyOfCatalogue(products))
}

/** GET /product/{id}: one product, for a direct link to its page. */
export function getProduct(ctx: BackendContext, { id }: ProductIdParams): ProductResponse {
  return { data: findProduct(ctx, id) }
}

/** The reviews buyers see: all but those staff have hidden (issue 29). */
export const visibleReviews = (rating: readonly ReviewRecord[]): ReviewRecord[] => rating.filter((r) => r.hidden !== true)

/**
 * The product with the counts every answer carries (average, count, counts per star) taken from
 * its visible reviews only, so a hidden review leaves them as it leaves the list.
 */
export function withVisibleReviewSummary(product: ProductRecord): ProductRecord {
  return { ...product, ...reviewSummaryOf(visibleReviews(product.rating)) }
}

/** GET /product/{id}/reviews: newest first, one page (rules/reviews.ts); hidden reviews left out. */
export function productReviews(ctx: BackendContext, { id, ...query }: ProductReviewsRequest): ProductReviewsResponse {
  const { skip, limit } = parseReviewsPage(query)
  const reviews = newestFirst(visibleReviews(findProduct(ctx, id).rating))
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
