import { getTableColumns, inArray, isNull, sql } from 'drizzle-orm'
import type { Product, RatingCounts, Review } from '../../contracts/product'
import type { Database, Tx } from '../db/connection'
import { products, productVarieties, reviews } from '../db/schema'

type ProductRow = typeof products.$inferSelect
type VarietyFields = Pick<typeof productVarieties.$inferSelect, 'varietyId' | 'color' | 'images' | 'stock' | 'pricePerMeter' | 'discountedPrice'>
export type ReviewFields = Pick<typeof reviews.$inferSelect, 'id' | 'userId' | 'reviewerName' | 'reviewerPic' | 'value' | 'review' | 'images' | 'createdAt'>

/** A transaction, or the database itself for a read that needs none. */
export type Reader = Pick<Database, 'select'> | Pick<Tx, 'select'>

/** Leaves a key out rather than sending null where the contract's field is optional. */
const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

/** A stored review as the API shows it. */
export function toReview(row: ReviewFields): Review {
  return {
    _id: row.id,
    value: row.value,
    review: row.review,
    date: new Date(row.createdAt).toISOString(),
    images: row.images,
    userId: { ...optional('_id', row.userId), name: row.reviewerName, profile_pic: row.reviewerPic },
  }
}

/** What productDetails says of a product's reviews: how many, and how many gave each star value. */
interface ReviewCounts {
  readonly count: number
  /** One star first. */
  readonly stars: readonly number[]
}

const ratingCountsOf = (stars: readonly number[]): RatingCounts => [stars[0] ?? 0, stars[1] ?? 0, stars[2] ?? 0, stars[3] ?? 0, stars[4] ?? 0]

/** A product row with its varieties and review counts (as productDetails selects them), as the API shows it. */
export function toProduct(row: ProductRow & { varieties: readonly VarietyFields[]; reviewCounts: ReviewCounts }): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.categoryNames.map((categoryName) => ({ categoryName })),
    ...optional('fabricType', row.fabricType),
    ...optional('pattern', row.pattern),
    averageRating: row.averageRating,
    reviewCount: Number(row.reviewCounts.count),
    ratingCounts: ratingCountsOf(row.reviewCounts.stars.map(Number)),
    productVarieties: row.varieties.map((v) => ({
      ...optional('_id', v.varietyId),
      color: v.color,
      images: v.images,
      stock: v.stock,
      // numeric arrives as a JSON number; Number() keeps it a number on either driver
      pricepermeter: Number(v.pricePerMeter),
      discountedPrice: Number(v.discountedPrice),
    })),
    ...optional('subCategory', row.subCategory),
    ...optional('weight', row.weight),
    ...optional('count', row.count),
    ...optional('construction', row.construction),
    newArrival: row.newArrival,
    ...optional('createdAt', row.createdAt === null ? null : new Date(row.createdAt).toISOString()),
  }
}

/**
 * The columns a product is shown with: its own, its varieties as a JSON array in their order and
 * its review counts (issue 26: never the reviews, which grow with the catalogue's history; GET
 * /product/{id}/reviews pages them), each from a correlated subquery on its index
 * (product_varieties' primary key, reviews_product_idx). One statement answers any number of
 * products, with no follow-up query. A review staff hid (issue 29) is not counted.
 * The outer product is named in full ("products"."id"): Drizzle leaves a single table's columns
 * unqualified, and a bare "id" would mean the review's own.
 */
const productId = sql`${products}.${sql.identifier(products.id.name)}`

export const productDetails = {
  ...getTableColumns(products),
  varieties: sql<VarietyFields[]>`coalesce((
    select json_agg(json_build_object(
      'varietyId', v.variety_id, 'color', v.color, 'images', v.images, 'stock', v.stock,
      'pricePerMeter', v.price_per_meter, 'discountedPrice', v.discounted_price) order by v.position)
    from ${productVarieties} v where v.product_id = ${productId}), '[]'::json)`,
  reviewCounts: sql<ReviewCounts>`(
    select json_build_object('count', count(*), 'stars', json_build_array(
      count(*) filter (where r.value = 1), count(*) filter (where r.value = 2), count(*) filter (where r.value = 3),
      count(*) filter (where r.value = 4), count(*) filter (where r.value = 5)))
    from ${reviews} r where r.product_id = ${productId} and not r.hidden)`,
}

/**
 * Issue 30: what buyers may find and buy. An archived product (staff set archived_at) leaves the
 * listing, search, the highlights, the sitemap and its own page, and is kept whole for the orders,
 * carts and wishlists that name it. Every buyer-facing read of the catalogue adds this condition;
 * archived products are few, so each index the listing reads keeps serving it (a filter on its scan).
 */
export const onSale = isNull(products.archivedAt)

/** A product as a cart or wishlist holds it: shown whole, and said to be no longer sold once archived. */
export interface HeldProduct {
  readonly product: Product
  /** When staff archived it (rules/on-sale.ts reads it); null while it is on sale. */
  readonly archivedAt: string | null
}

/** The products with these ids, on sale or archived, keyed by id (missing ids are simply absent). */
export async function heldProductsById(db: Reader, ids: readonly string[]): Promise<Map<string, HeldProduct>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db.select(productDetails).from(products).where(inArray(products.id, unique))
  return new Map(rows.map((row) => [row.id, { product: toProduct(row), archivedAt: row.archivedAt }]))
}
