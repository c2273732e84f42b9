import { inArray, sql } from 'drizzle-orm'
import type { CatalogueProduct } from '../../../rules/product-writes'
import { products, productVarieties } from '../../db/schema'
import type { Reader } from '../product-records'

/*
 * Products as the back office reads them (issue 30): whole, archived ones too, each with its
 * colours in one statement (a correlated subquery on product_varieties' primary key), so a
 * product is always read as one consistent record.
 */

/** A colour as the subquery gives it: numeric arrives as a JSON number. */
interface VarietyJson {
  readonly color: string
  readonly images: string[]
  readonly stock: number
  readonly pricePerMeter: number
  readonly discountedPrice: number
}

/** "products"."id" in full: in a correlated subquery a bare "id" would be ambiguous. */
const productId = sql`${products}.${sql.identifier(products.id.name)}`

export const catalogueColumns = {
  id: products.id,
  position: products.position,
  name: products.name,
  description: products.description,
  categoryNames: products.categoryNames,
  subCategory: products.subCategory,
  fabricType: products.fabricType,
  pattern: products.pattern,
  count: products.count,
  construction: products.construction,
  weight: products.weight,
  newArrival: products.newArrival,
  createdAt: products.createdAt,
  archivedAt: products.archivedAt,
  version: products.version,
  updatedAt: products.updatedAt,
  varieties: sql<VarietyJson[]>`coalesce((
    select json_agg(json_build_object('color', v.color, 'images', v.images, 'stock', v.stock,
      'pricePerMeter', v.price_per_meter, 'discountedPrice', v.discounted_price) order by v.position)
    from ${productVarieties} v where v.product_id = ${productId}), '[]'::json)`,
}

const optional = <K extends string>(key: K, value: string | null) => (value ? { [key]: value } : {}) as Partial<Record<K, string>>

/** A stored row as the catalogue's product (rules/product-writes.ts): what the editor, the export and the import read. */
export function catalogueProductOf(row: {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly categoryNames: string[]
  readonly subCategory: string | null
  readonly fabricType: string | null
  readonly pattern: string | null
  readonly count: string | null
  readonly construction: string | null
  readonly weight: number | null
  readonly newArrival: boolean
  readonly archivedAt: string | null
  readonly version: number
  readonly varieties: readonly VarietyJson[]
}): CatalogueProduct {
  return {
    id: row.id,
    status: row.archivedAt === null ? 'active' : 'archived',
    version: row.version,
    product: {
      name: row.name,
      description: row.description,
      categories: row.categoryNames,
      ...optional('subCategory', row.subCategory),
      ...optional('fabricType', row.fabricType),
      ...optional('pattern', row.pattern),
      ...optional('count', row.count),
      ...optional('construction', row.construction),
      ...(row.weight === null ? {} : { weight: row.weight }),
      newArrival: row.newArrival,
      varieties: row.varieties.map((v) => ({
        color: v.color,
        images: v.images,
        stock: v.stock,
        // numeric arrives as a JSON number; Number() keeps it one on either driver
        pricePerMeter: Number(v.pricePerMeter),
        discountedPrice: Number(v.discountedPrice),
      })),
    },
  }
}

/**
 * The products with these ids, keyed by id (missing ids are simply absent). `lock` takes their
 * rows for the transaction (FOR UPDATE): a write compares with what it read, and nothing else
 * writes them in between.
 */
export async function readCatalogueProducts(db: Reader, ids: readonly string[], lock: boolean): Promise<Map<string, CatalogueProduct>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const query = db.select(catalogueColumns).from(products).where(inArray(products.id, unique))
  const rows = lock ? await query.for('update') : await query
  return new Map(rows.map((row) => [row.id, catalogueProductOf(row)]))
}

/** An ISO time from a stored timestamp, as every answer spells it. */
export const isoTime = (stored: string | null): string | undefined => (stored === null ? undefined : new Date(stored).toISOString())
