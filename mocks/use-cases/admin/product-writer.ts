import type { ProductStatus } from '../../../contracts/admin/admin-products'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { StockReceived } from '../../../rules/catalogue-csv-import'
import { varietiesToWrite, type CatalogueProduct, type ProductFields } from '../../../rules/product-writes'
import { fail } from '../../../rules/rule-error'
import type { ProductRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { withVisibleReviewSummary } from '../catalogue'

/*
 * The fake backend's one product writer (issue 30; the mirror of server/domain/admin/product-writer.ts):
 * the editor's calls and the CSV import both write through it. What the listing derives (the
 * list price, the discount share, search's texts, the average rating) the fake derives from the
 * record whenever it reads it (rules/listing.ts, rules/highlights.ts), and the review summary is
 * taken from the visible reviews, as after a review is hidden: nothing here writes them apart.
 */

/** A product as the catalogue holds it, from the fake's record. */
export function catalogueProductOf(record: ProductRecord): CatalogueProduct {
  return {
    id: record._id,
    status: record.archivedAt ? 'archived' : 'active',
    version: record.version ?? 1,
    product: {
      name: record.name,
      description: record.description,
      categories: record.category.map((c) => c.categoryName),
      ...(record.subCategory ? { subCategory: record.subCategory } : {}),
      ...(record.fabricType ? { fabricType: record.fabricType } : {}),
      ...(record.pattern ? { pattern: record.pattern } : {}),
      ...(record.count ? { count: record.count } : {}),
      ...(record.construction ? { construction: record.construction } : {}),
      ...(record.weight === undefined ? {} : { weight: record.weight }),
      newArrival: record.newArrival ?? false,
      varieties: record.productVarieties.map((v) => ({
        color: v.color,
        images: [...v.images],
        stock: v.stock,
        pricePerMeter: v.pricepermeter,
        discountedPrice: v.discountedPrice,
      })),
    },
  }
}

/** A product to add. */
export interface ProductToCreate {
  readonly product: ProductFields
  readonly status: ProductStatus
}

/** A product to rewrite: its fields and status, if it is still at the version the writer saw. */
export interface ProductToRewrite {
  readonly id: string
  readonly seenVersion: number
  readonly product: ProductFields
  readonly status: ProductStatus
}

/** The record's own fields from a write (the optional ones left out when blank). */
function fieldsOf(product: ProductFields) {
  return {
    name: product.name,
    description: product.description,
    category: product.categories.map((categoryName) => ({ categoryName })),
    subCategory: product.subCategory,
    fabricType: product.fabricType,
    pattern: product.pattern,
    count: product.count,
    construction: product.construction,
    weight: product.weight,
    newArrival: product.newArrival,
  }
}

/** Leaves out the keys a write left blank, as a stored record never holds them as undefined (localStorage drops them). */
const withoutBlanks = <T extends object>(record: T): T => JSON.parse(JSON.stringify(record)) as T

function archivedAtOf(status: ProductStatus, was: string | undefined, now: string): string | undefined {
  return status === 'archived' ? (was ?? now) : undefined
}

/**
 * Adds and rewrites products in one put: new ones at the end of the catalogue's order with version
 * 1, rewritten ones with the version after the one seen (409 productChanged if it moved on).
 * Colours come in the write's order; an existing colour keeps its stock, a new one starts at the
 * write's; colours the write no longer names are removed. Answers the records as written.
 */
export function writeProducts(
  ctx: BackendContext,
  writes: { readonly creates?: readonly ProductToCreate[]; readonly rewrites?: readonly ProductToRewrite[] },
): { created: ProductRecord[]; rewritten: ProductRecord[] } {
  const now = new Date(ctx.now()).toISOString()
  const rewrites = new Map((writes.rewrites ?? []).map((r) => [r.id, r]))
  const rewritten: ProductRecord[] = []
  const kept = ctx.db.get('products').map((record) => {
    const write = rewrites.get(record._id)
    if (!write) return record
    if ((record.version ?? 1) !== write.seenVersion) fail(409, CATALOGUE_MESSAGES.productChanged)
    const { write: varieties } = varietiesToWrite(catalogueProductOf(record).product.varieties, write.product.varieties)
    const next: ProductRecord = withoutBlanks({
      ...record,
      // every field of the write, a blank one as none (withoutBlanks then leaves it out)
      ...fieldsOf(write.product),
      productVarieties: varieties.map((v) => {
        const was = record.productVarieties.find((r) => r.color === v.color)
        return { ...(was?._id ? { _id: was._id } : { _id: ctx.newId() }), color: v.color, images: [...v.images], stock: v.stock, pricepermeter: v.pricePerMeter, discountedPrice: v.discountedPrice }
      }),
      archivedAt: archivedAtOf(write.status, record.archivedAt, now),
      version: write.seenVersion + 1,
      updatedAt: now,
    })
    rewritten.push(next)
    return next
  })
  if (rewritten.length !== rewrites.size) fail(404, CATALOGUE_MESSAGES.productNotFound)

  const created = (writes.creates ?? []).map(({ product, status }) =>
    withVisibleReviewSummary(
      withoutBlanks({
        _id: ctx.newId(),
        ...fieldsOf(product),
        productVarieties: product.varieties.map((v) => ({ _id: ctx.newId(), color: v.color, images: [...v.images], stock: v.stock, pricepermeter: v.pricePerMeter, discountedPrice: v.discountedPrice })),
        rating: [],
        createdAt: now,
        archivedAt: archivedAtOf(status, undefined, now),
        version: 1,
        updatedAt: now,
      }),
    ),
  )
  ctx.db.put('products', [...kept, ...created])
  return { created, rewritten }
}

/**
 * Adds metres to existing colours (negative: written off), each only if it leaves the stock at 0
 * or more, as PATCH stock's conditional update does; all or none. Answers the first move refused.
 */
export function receiveStock(ctx: BackendContext, moves: readonly StockReceived[]): StockReceived | null {
  if (moves.length === 0) return null
  const products = ctx.db.get('products')
  const byId = new Map(products.map((p) => [p._id, p]))
  for (const move of moves) {
    const product = byId.get(move.productId)
    const variety = product?.productVarieties.find((v) => v.color === move.color)
    if (!product || !variety || variety.stock + move.add < 0) return move
    byId.set(product._id, {
      ...product,
      productVarieties: product.productVarieties.map((v) => (v === variety ? { ...v, stock: v.stock + move.add } : v)),
    })
  }
  ctx.db.put('products', products.map((p) => byId.get(p._id) ?? p))
  return null
}
