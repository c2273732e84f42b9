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
import { isOnSale } from '../../rules/on-sale'
import { newestFirst, parseReviewsPage } from '../../rules/reviews'
import { fail } from '../../rules/rule-error'
import { vocabularyOf } from '../../rules/search'
import type { ProductRecord, ReviewRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'

/** What buyers browse of each catalogue the fake has held (a catalogue is a new array after every change). */
interface Browsable {
  /** The products on sale, in the catalogue's order: an archived one is left out (rules/on-sale.ts). */
  readonly products: readonly ProductRecord[]
  /** Their vocabulary: a search is never corrected to a word only an archived product has. */
  readonly vocabulary: readonly string[]
}

const browsables = new WeakMap<readonly ProductRecord[], Browsable>()

/** The products on sale of the stored catalogue, with their vocabulary, worked out once per catalogue. */
function browsable(ctx: BackendContext): Browsable {
  const stored = ctx.db.get('products')
  let found = browsables.get(stored)
  if (!found) {
    const products = stored.filter(isOnSale)
    browsables.set(stored, (found = { products, vocabulary: vocabularyOf(products) }))
  }
  return found
}

/**
 * GET /getAllProducts (rules/listing.ts, rules/search.ts) over the products on sale. With page or
 * limit: one page (limit 12 by default). Without both: the whole matching catalogue (SPEC 7; the
 * storefront no longer loads it at startup).
 */
export function queryProducts(ctx: BackendContext, query: ProductsQuery): ProductsResponse {
  const { products, vocabulary } = browsable(ctx)
  return listingOf(products, query, vocabulary)
}

/** GET /product/{id}: one product, for a direct link to its page; 404 once staff archived it. */
export function getProduct(ctx: BackendContext, { id }: ProductIdParams): ProductResponse {
  return { data: findProductOnSale(ctx, id) }
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

/** GET /product/{id}/reviews: newest first, one page (rules/reviews.ts); hidden reviews left out; 404 for an archived product, as its page. */
export function productReviews(ctx: BackendContext, { id, ...query }: ProductReviewsRequest): ProductReviewsResponse {
  const { skip, limit } = parseReviewsPage(query)
  const reviews = newestFirst(visibleReviews(findProductOnSale(ctx, id).rating))
  return { data: reviews.slice(skip, skip + limit), totalReviews: reviews.length }
}

/** GET /products/highlights: the landing's new arrivals and best deals (rules/highlights.ts), of the products on sale. */
export function productHighlights(ctx: BackendContext): HighlightsResponse {
  return highlightsOf(browsable(ctx).products)
}

/** GET /categories/array: names in the stored order (the category bar shows the first 8). */
export function categoryNames(ctx: BackendContext): CategoryNamesResponse {
  return { data: ctx.db.get('categories').map((c) => c.name) }
}

/** GET /categories: every category with its subcategories. */
export function allCategories(ctx: BackendContext): CategoriesResponse {
  return { data: ctx.db.get('categories') }
}

/** A product, on sale or archived (orders, carts and wishlists keep naming an archived one); 404 for an unknown id. */
export function findProduct(ctx: BackendContext, productId: string): ProductRecord {
  return ctx.db.get('products').find((p) => p._id === productId) ?? fail(404, 'Product not found')
}

/** A product buyers may open: 404 for an unknown id and for an archived product alike. */
function findProductOnSale(ctx: BackendContext, productId: string): ProductRecord {
  const product = findProduct(ctx, productId)
  return isOnSale(product) ? product : fail(404, 'Product not found')
}
