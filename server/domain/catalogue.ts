import { and, arrayOverlaps, asc, between, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
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
import { pageCount, parseListingQuery, type ListingFilter, type ListingOrder } from '../../rules/listing'
import { parseReviewsPage } from '../../rules/reviews'
import { fail } from '../../rules/rule-error'
import { planSearch, suggestionOf, vocabularyLengths, type SearchPlan } from '../../rules/search'
import { categories, products, reviews, searchWords } from '../db/schema'
import type { ServerContext } from './context'
import { escapeLike } from './like-pattern'
import { onSale, productDetails, toProduct, toReview, type Reader } from './product-records'


/**
 * rules/listing.ts's filter as SQL, each condition served by an index of the products table,
 * so the listing never reads the whole catalogue; only products on sale (rules/on-sale.ts). The
 * search is apart (searchOf).
 */
function conditionsOf(filter: ListingFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [
    onSale,
    filter.minRating === null ? undefined : gte(products.averageRating, filter.minRating),
    filter.price === null ? undefined : gte(products.listPrice, filter.price[0]),
    filter.price === null || !Number.isFinite(filter.price[1]) ? undefined : lt(products.listPrice, filter.price[1]),
    filter.categories.length === 0 ? undefined : arrayOverlaps(products.categoryKeys, [...filter.categories]),
    filter.newArrival ? eq(products.newArrival, true) : undefined,
    filter.maxWeight === null ? undefined : and(isNotNull(products.weight), lte(products.weight, filter.maxWeight)),
    filter.subCategories.length === 0 ? undefined : inArray(sql`lower(${products.subCategory})`, [...filter.subCategories]),
    filter.count === null ? undefined : eq(sql`lower(${products.count})`, filter.count),
    filter.construction === null ? undefined : eq(sql`lower(${products.construction})`, filter.construction),
  ]
  return conditions.filter((c): c is SQL => c !== undefined)
}

/**
 * The words of the catalogue's vocabulary a search may be corrected to: those of the lengths
 * rules/search.ts's vocabularyLengths names (search_words, kept by migration 0008's triggers).
 */
async function vocabularyFor(db: Reader, search: string): Promise<string[]> {
  const lengths = vocabularyLengths(search)
  if (lengths === null) return []
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(between(sql`char_length(${searchWords.word})`, lengths.min, lengths.max))
  return rows.map((row) => row.word)
}

/** A search's plan as SQL: any of its spellings in the search text (the trigram index serves each LIKE), and which one comes first. */
interface SearchSql {
  readonly where: SQL
  /** The first spelling the row holds (rules/search.ts closenessIn); null when the search has one spelling (always 0). */
  readonly closeness: SQL<number> | null
}

function searchSqlOf(plan: SearchPlan): SearchSql {
  const holds = plan.spellings.map((spelling) => sql`${products.searchText} like ${`%${escapeLike(spelling)}%`}`)
  if (holds.length === 1) return { where: holds[0] as SQL, closeness: null }
  const cases = holds.map((held, index) => sql`when ${held} then ${sql.raw(String(index))}`)
  return { where: or(...holds) as SQL, closeness: sql<number>`(case ${sql.join(cases, sql` `)} end)` }
}

/**
 * rules/listing.ts's orders (compareFound), each read from its index in one pass (products_price_asc_idx,
 * products_price_desc_idx, products_rating_idx, products_newest_idx, products_position_key), the
 * position breaking every tie. Relevance sorts what the search found, closest first.
 */
function orderByOf(order: ListingOrder, closeness: SQL<number> | null): SQL[] {
  const byPosition = asc(products.position)
  switch (order) {
    case 'catalogue':
      return [byPosition]
    case 'relevance':
      return closeness === null ? [byPosition] : [closeness, byPosition]
    case 'newest':
      return [sql`${products.createdAt} desc nulls last`, byPosition]
    case 'price-asc':
      return [asc(products.listPrice), byPosition]
    case 'price-desc':
      return [sql`${products.listPrice} desc nulls last`, byPosition]
    case 'rating':
      return [sql`${products.averageRating} desc nulls last`, byPosition]
  }
}

/** The answer's suggestion (rules/search.ts suggestionOf), beside the answer; none without a search. */
const withSuggestion = (answer: ProductsResponse, plan: SearchPlan | null, closestFound: number | null): ProductsResponse => {
  const suggestion = plan === null ? undefined : suggestionOf(plan, closestFound)
  return suggestion === undefined ? answer : { ...answer, suggestion }
}

/**
 * GET /getAllProducts. With page or limit: one page (12 by default). Without both: the whole
 * matching catalogue (SPEC 7; the storefront no longer loads it at startup: docs/spec-notes.md).
 *
 * One statement, outside any transaction (each statement reads a snapshot of its own, as it
 * would in a read-committed transaction): the page's ids (filter, order, limit and offset), then
 * those products with their varieties and review counts (productDetails), each row carrying the count
 * of every match (an uncorrelated subquery, computed once) and, for a search read in several
 * spellings, the closest one found. Only a page past the end, which has no row to carry them,
 * counts on its own. A search whose words may need correcting first reads the words they may be
 * corrected to (docs/decisions/0021-forgiving-search.md).
 */
export async function listProducts(ctx: ServerContext, query: ProductsQuery): Promise<ProductsResponse> {
  const { filter, page, order } = parseListingQuery(query)
  const plan = filter.search === null ? null : planSearch(filter.search, await vocabularyFor(ctx.db, filter.search))
  const search = plan === null ? null : searchSqlOf(plan)
  const where = and(...conditionsOf(filter), search?.where)
  const closeness = search?.closeness ?? null
  const orderBy = orderByOf(order, closeness)
  const closestOf = (found: number, closest: number | string | null) => (found === 0 ? null : closeness === null ? 0 : Number(closest))
  if (page === null) {
    const rows = await ctx.db
      .select({ ...productDetails, closeness: closeness ?? sql<number>`0` })
      .from(products)
      .where(where)
      .orderBy(...orderBy)
    const closest = rows.reduce((least, row) => Math.min(least, Number(row.closeness)), Number.POSITIVE_INFINITY)
    const answer = { data: rows.map(toProduct), totalProducts: rows.length, totalPage: rows.length > 0 ? 1 : 0 }
    return withSuggestion(answer, plan, closestOf(rows.length, closest))
  }
  const whereClause = where ? sql` where ${where}` : sql``
  const matching = sql<string>`(select count(*) from ${products}${whereClause})`
  const closest = closeness === null ? sql<null>`null` : sql<number | null>`(select min(${closeness}) from ${products}${whereClause})`
  // the page's ids first: the details are then built for its 12 products, not for every row OFFSET skips
  const pageIds = ctx.db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
  const rows = await ctx.db
    .select({ ...productDetails, matching, closest })
    .from(products)
    .where(inArray(products.id, pageIds))
    .orderBy(...orderBy)
  const first = rows[0]
  const counted = first
    ? { total: Number(first.matching), closest: first.closest }
    : page.page === 1
      ? { total: 0, closest: null }
      : await ctx.db
          .select({ total: count(), closest })
          .from(products)
          .where(where)
          .then(([row]) => ({ total: row?.total ?? 0, closest: row?.closest ?? null }))
  const answer = { data: rows.map(toProduct), totalProducts: counted.total, totalPage: pageCount(counted.total, page.limit) }
  return withSuggestion(answer, plan, closestOf(counted.total, counted.closest))
}

/** GET /product/{id}: one product on sale with its varieties and review counts, in one statement; 404 once archived. */
export async function getProduct(ctx: ServerContext, { id }: ProductIdParams): Promise<ProductResponse> {
  const [row] = await ctx.db.select(productDetails).from(products).where(and(eq(products.id, id), onSale))
  return row ? { data: toProduct(row) } : fail(404, 'Product not found')
}

/**
 * GET /product/{id}/reviews: one page of the product's reviews, newest first (rules/reviews.ts
 * newestFirst: later written first among equal dates), read from reviews_product_newest_idx, and
 * how many it has; 404 for an unknown product and for an archived one, as its page. A review staff
 * hid (issue 29) is in neither.
 */
export async function productReviews(ctx: ServerContext, { id, ...query }: ProductReviewsRequest): Promise<ProductReviewsResponse> {
  const { skip, limit } = parseReviewsPage(query)
  const [product] = await ctx.db
    .select({ total: sql<string>`(select count(*) from ${reviews} where ${reviews.productId} = ${id} and not ${reviews.hidden})` })
    .from(products)
    .where(and(eq(products.id, id), onSale))
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
    .where(and(eq(reviews.productId, id), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.seq))
    .limit(limit)
    .offset(skip)
  return { data: rows.map(toReview), totalReviews: Number(product.total) }
}

/**
 * GET /products/highlights: rules/highlights.ts's picks as two index reads (the first products by
 * position; the biggest discount shares, ties in position order, from products_best_deals_idx),
 * so the landing's answer costs the same at 30 products and at 10,000. Only products on sale.
 */
export async function productHighlights(ctx: ServerContext): Promise<HighlightsResponse> {
  const [arrivals, deals] = await Promise.all([
    ctx.db.select(productDetails).from(products).where(onSale).orderBy(asc(products.position)).limit(NEW_ARRIVALS_COUNT),
    ctx.db
      .select(productDetails)
      .from(products)
      .where(and(gt(products.discountShare, 0), onSale))
      // nulls last, as the index is ordered: a bare DESC (nulls first) could not read it in its order
      .orderBy(sql`${products.discountShare} desc nulls last`, asc(products.position))
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
