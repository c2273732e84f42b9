import { and, arrayOverlaps, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm'
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
import { BEST_DEALS_COUNT, NEW_ARRIVALS_COUNT } from '../../rules/highlights'
import { pageCount, parseListingQuery, type ListingFilter } from '../../rules/listing'
import { parseReviewsPage } from '../../rules/reviews'
import { fail } from '../../rules/rule-error'
import { categories, products, reviews } from '../db/schema'
import type { ServerContext } from './context'
import { productDetails, toProduct, toReview } from './product-records'

/** LIKE treats % and _ as wildcards: a buyer's search is literal text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * rules/listing.ts's filter as SQL, each condition served by an index of the products table
 * (the search by its trigram index), so the listing never reads the whole catalogue.
 */
function conditionsOf(filter: ListingFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filter.minRating === null ? undefined : gte(products.averageRating, filter.minRating),
    filter.price === null ? undefined : gte(products.listPrice, filter.price[0]),
    filter.price === null || !Number.isFinite(filter.price[1]) ? undefined : lt(products.listPrice, filter.price[1]),
    filter.categories.length === 0 ? undefined : arrayOverlaps(products.categoryKeys, [...filter.categories]),
    filter.newArrival ? eq(products.newArrival, true) : undefined,
    filter.search === null ? undefined : sql`${products.searchText} like ${`%${escapeLike(filter.search)}%`}`,
    filter.maxWeight === null ? undefined : and(isNotNull(products.weight), lte(products.weight, filter.maxWeight)),
    filter.subCategories.length === 0 ? undefined : inArray(sql`lower(${products.subCategory})`, [...filter.subCategories]),
    filter.count === null ? undefined : eq(sql`lower(${products.count})`, filter.count),
    filter.construction === null ? undefined : eq(sql`lower(${products.construction})`, filter.construction),
  ]
  return conditions.filter((c): c is SQL => c !== undefined)
}

/** What search reads: the same fields as rules/listing.ts's matchesListing, one per line. */
export function searchTextOf(product: { name: string; description: string; subCategory?: string | undefined; categoryNames: readonly string[] }): string {
  return [product.name, product.description, product.subCategory ?? '', ...product.categoryNames].join('\n').toLowerCase()
}

/**
 * GET /getAllProducts. With page or limit: one page (12 by default). Without both: the whole
 * matching catalogue (SPEC 7; the storefront no longer loads it at startup: docs/spec-notes.md).
 *
 * One statement, outside any transaction (each statement reads a snapshot of its own, as it
 * would in a read-committed transaction): the page's ids (filter, order, limit and offset), then
 * those products with their varieties and review counts (productDetails), each row carrying the count
 * of every match (an uncorrelated subquery, computed once). Only a page past the end, which has
 * no row to carry it, counts on its own.
 */
export async function listProducts(ctx: ServerContext, query: ProductsQuery): Promise<ProductsResponse> {
  const { filter, page } = parseListingQuery(query)
  const where = and(...conditionsOf(filter))
  if (page === null) {
    const rows = await ctx.db.select(productDetails).from(products).where(where).orderBy(asc(products.position))
    return { data: rows.map(toProduct), totalProducts: rows.length, totalPage: rows.length > 0 ? 1 : 0 }
  }
  const matching = sql<string>`(select count(*) from ${products}${where ? sql` where ${where}` : sql``})`
  // the page's ids first: the details are then built for its 12 products, not for every row OFFSET skips
  const pageIds = ctx.db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(asc(products.position))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
  const rows = await ctx.db
    .select({ ...productDetails, matching })
    .from(products)
    .where(inArray(products.id, pageIds))
    .orderBy(asc(products.position))
  const first = rows[0]
  const total = first ? Number(first.matching) : page.page === 1 ? 0 : ((await ctx.db.select({ total: count() }).from(products).where(where))[0]?.total ?? 0)
  return { data: rows.map(toProduct), totalProducts: total, totalPage: pageCount(total, page.limit) }
}

/** GET /product/{id}: one product with its varieties and review counts, in one statement. */
export async function getProduct(ctx: ServerContext, { id }: ProductIdParams): Promise<ProductResponse> {
  const [row] = await ctx.db.select(productDetails).from(products).where(eq(products.id, id))
  return row ? { data: toProduct(row) } : fail(404, 'Product not found')
}

/**
 * GET /product/{id}/reviews: one page of the product's reviews, newest first (rules/reviews.ts
 * newestFirst: later written first among equal dates), read from reviews_product_newest_idx, and
 * how many it has; 404 for an unknown product.
 */
export async function productReviews(ctx: ServerContext, { id, ...query }: ProductReviewsRequest): Promise<ProductReviewsResponse> {
  const { skip, limit } = parseReviewsPage(query)
  const [product] = await ctx.db
    .select({ total: sql<string>`(select count(*) from ${reviews} where ${reviews.productId} = ${id})` })
    .from(products)
    .where(eq(products.id, id))
  if (!product) return fail(404, 'Product not found')
  const rows = await ctx.db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      reviewerName: reviews.reviewerName,
      reviewerPic: reviews.reviewerPic,
      value: reviews.value,
      review: reviews.review,
      images: reviews.images,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.productId, id))
    .orderBy(desc(reviews.createdAt), desc(reviews.seq))
    .limit(limit)
    .offset(skip)
  return { data: rows.map(toReview), totalReviews: Number(product.total) }
}

/**
 * GET /products/highlights: rules/highlights.ts's picks as two index reads (the first products by
 * position; the biggest discount shares, ties in position order, from products_best_deals_idx),
 * so the landing's answer costs the same at 30 products and at 10,000.
 */
export async function productHighlights(ctx: ServerContext): Promise<HighlightsResponse> {
  const [arrivals, deals] = await Promise.all([
    ctx.db.select(productDetails).from(products).orderBy(asc(products.position)).limit(NEW_ARRIVALS_COUNT),
    ctx.db
      .select(productDetails)
      .from(products)
      .where(gt(products.discountShare, 0))
      .orderBy(desc(products.discountShare), asc(products.position))
      .limit(BEST_DEALS_COUNT),
  ])
  return { newArrivals: arrivals.map(toProduct), bestDeals: deals.map(toProduct) }
}

/** GET /categories/array: names in the category bar's order. */
export async function listCategoryNames(ctx: ServerContext): Promise<CategoryNamesResponse> {
  const rows = await ctx.db.select({ name: categories.name }).from(categories).orderBy(asc(categories.position))
  return { data: rows.map((r) => r.name) }
}

/** GET /categories: every category with its subcategories. */
export async function listCategories(ctx: ServerContext): Promise<CategoriesResponse> {
  const rows = await ctx.db.select().from(categories).orderBy(asc(categories.position))
  return {
    data: rows.map((c) => ({ _id: c.id, name: c.name, subCategory: c.subCategories.map((subCategoryName) => ({ subCategoryName })) })),
  }
}
