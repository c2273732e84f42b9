import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Product } from '../../../contracts/product'
import { onSale, type Reader } from '../../domain/product-records'
import { products, productVarieties, reviews } from '../../db/schema'

/*
 * The lean reads of the pages' heads and the sitemap: only the columns they write, each one
 * statement on the products table and its indexes (never the full product with every review).
 */

/** What a product page's head shows of its product: the page's first variety is the one it opens on. */
export interface ProductHeadFacts {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly categoryNames: readonly string[]
  readonly averageRating: number
  readonly reviewCount: number
  readonly firstVariety: { readonly images: readonly string[]; readonly stock: number; readonly discountedPrice: number } | null
}

/** The head facts of a product already read whole (a server-rendered page's). */
export function headFactsOf(product: Product): ProductHeadFacts {
  const first = product.productVarieties[0]
  return {
    id: product._id,
    name: product.name,
    description: product.description,
    categoryNames: product.category.map((c) => c.categoryName),
    averageRating: product.averageRating ?? 0,
    reviewCount: product.reviewCount ?? 0,
    firstVariety: first ? { images: first.images, stock: first.stock, discountedPrice: first.discountedPrice } : null,
  }
}

/** The outer product named in full: a bare "id" inside the subqueries would be ambiguous. */
const productId = sql`${products}.${sql.identifier(products.id.name)}`

/** One product's head facts (its first variety by position, its number of reviews), or null when there is none on sale (an archived product's page is a 404). */
export async function readProductHead(db: Reader, id: string): Promise<ProductHeadFacts | null> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      categoryNames: products.categoryNames,
      averageRating: products.averageRating,
      // the visible reviews, as the product's answer counts them (a review staff hid is not)
      reviewCount: sql<number>`(select count(*)::int from ${reviews} r where r.product_id = ${productId} and not r.hidden)`,
      firstVariety: sql<{ images: string[]; stock: number; discountedPrice: number | string } | null>`(
        select json_build_object('images', v.images, 'stock', v.stock, 'discountedPrice', v.discounted_price)
        from ${productVarieties} v where v.product_id = ${productId} order by v.position limit 1)`,
    })
    .from(products)
    .where(and(eq(products.id, id), onSale))
    .limit(1)
  const row = rows[0]
  if (!row) return null
  const variety = row.firstVariety
  return {
    ...row,
    reviewCount: Number(row.reviewCount),
    // numeric arrives as a JSON number; Number() keeps it a number on either driver
    firstVariety: variety ? { images: variety.images, stock: Number(variety.stock), discountedPrice: Number(variety.discountedPrice) } : null,
  }
}

/** The ids of `limit` products on sale from `offset` on, in the catalogue's order (products_position_key). */
export async function readProductIds(db: Reader, offset: number, limit: number): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).where(onSale).orderBy(asc(products.position)).limit(limit).offset(offset)
  return rows.map((row) => row.id)
}

/** How many products the catalogue has on sale. */
export async function countProducts(db: Reader): Promise<number> {
  const rows = await db.select({ total: count() }).from(products).where(onSale)
  return Number(rows[0]?.total ?? 0)
}
