import type {
  ProductIdParams,
  ProductResponse,
  ProductReviewsRequest,
  ProductReviewsResponse,
  ProductsQuery,
  ProductsResponse,
} from '../../contracts/product'
import { reviewSummaryOf } from '../../rules/ratings'
import { listingOf } from '../../rules/listing'
import { isOnSale } from '../../rules/on-sale'
import { newestFirst, parseReviewsPage } from '../../rules/reviews'
import { fail } from '../../rules/rule-error'
import { vocabularyOf } from '../../rules/search'
import type { ProductRecord, ReviewRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'
import { productsOnSale } from './products-on-sale'

/** The vocabulary of each list of products on sale: a search is never corrected to a word only an archived product has. */
const vocabularies = new WeakMap<readonly ProductRecord[], readonly string[]>()

function vocabularyOnSale(products: readonly ProductRecord[]): readonly string[] {
  let vocabulary = vocabularies.get(products)
  if (!vocabulary) vocabularies.set(products, (vocabulary = vocabularyOf(products)))
  return vocabulary
}

/**
 * GET /getAllProducts (rules/listing.ts, rules/search.ts) over the products on sale. With page or
 * limit: one page (limit 12 by default). Without both: the whole matching catalogue (SPEC 7; the
 * storefront no longer loads it at startup).
 */
export function queryProducts(ctx: BackendContext, query: ProductsQuery): ProductsResponse {
  const products = productsOnSale(ctx)
  return listingOf(products, query, vocabularyOnSale(products))
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

/** A product, on sale or archived (orders, carts and wishlists keep naming an archived one); 404 for an unknown id. */
export function findProduct(ctx: BackendContext, productId: string): ProductRecord {
  return ctx.db.get('products').find((p) => p._id === productId) ?? fail(404, 'Product not found')
}

/** A product buyers may open: 404 for an unknown id and for an archived product alike. */
function findProductOnSale(ctx: BackendContext, productId: string): ProductRecord {
  const product = findProduct(ctx, productId)
  return isOnSale(product) ? product : fail(404, 'Product not found')
}
