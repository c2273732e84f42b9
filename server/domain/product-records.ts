import { asc, inArray } from 'drizzle-orm'
import type { Product, Review } from '../../contracts/product'
import type { Tx } from '../db/connection'
import { products, productVarieties, reviews } from '../db/schema'

type ProductRow = typeof products.$inferSelect
type VarietyRow = typeof productVarieties.$inferSelect
type ReviewRow = typeof reviews.$inferSelect

/** Leaves a key out rather than sending null where the contract's field is optional. */
const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    value: row.value,
    review: row.review,
    date: new Date(row.createdAt).toISOString(),
    images: row.images,
    userId: { ...optional('_id', row.userId), name: row.reviewerName, profile_pic: row.reviewerPic },
  }
}

function toProduct(row: ProductRow, varieties: readonly VarietyRow[], productReviews: readonly ReviewRow[]): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.categoryNames.map((categoryName) => ({ categoryName })),
    ...optional('fabricType', row.fabricType),
    ...optional('pattern', row.pattern),
    averageRating: row.averageRating,
    rating: productReviews.map(toReview),
    productVarieties: varieties.map((v) => ({
      ...optional('_id', v.varietyId),
      color: v.color,
      images: v.images,
      stock: v.stock,
      pricepermeter: v.pricePerMeter,
      discountedPrice: v.discountedPrice,
    })),
    ...optional('subCategory', row.subCategory),
    ...optional('weight', row.weight),
    ...optional('count', row.count),
    ...optional('construction', row.construction),
    newArrival: row.newArrival,
    ...optional('createdAt', row.createdAt === null ? null : new Date(row.createdAt).toISOString()),
  }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const list = groups.get(key(row))
    if (list) list.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

/**
 * Products as the API shows them, with varieties and reviews, in the order of the given rows.
 * Three queries whatever the number of products (never one per product).
 */
export async function assembleProducts(tx: Tx, rows: readonly ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [varietyRows, reviewRows] = await Promise.all([
    tx.select().from(productVarieties).where(inArray(productVarieties.productId, ids)).orderBy(asc(productVarieties.position)),
    tx.select().from(reviews).where(inArray(reviews.productId, ids)).orderBy(asc(reviews.seq)),
  ])
  const varietiesOf = groupBy(varietyRows, (v) => v.productId)
  const reviewsOf = groupBy(reviewRows, (r) => r.productId)
  return rows.map((row) => toProduct(row, varietiesOf.get(row.id) ?? [], reviewsOf.get(row.id) ?? []))
}

/** The products with these ids, keyed by id (missing ids are simply absent). */
export async function productsById(tx: Tx, ids: readonly string[]): Promise<Map<string, Product>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await tx.select().from(products).where(inArray(products.id, unique))
  const assembled = await assembleProducts(tx, rows)
  return new Map(assembled.map((p) => [p._id, p]))
}
