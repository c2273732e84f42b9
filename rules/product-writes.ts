import type { AdminProductDetail, ProductStatus, VarietyWrite } from '../contracts/admin/admin-products'
import type { AuditFields } from './audit'

/*
 * How a product staff write lands on what the catalogue holds (issue 30), one home for both
 * backends' product writers, which the editor's calls and the CSV import share.
 */

/** A product's own fields as staff write and read them (the editor's form, a product's CSV rows). */
export type ProductFields = AdminProductDetail['product']

/** A product as the catalogue holds it: what the editor loads, the export writes and an import is compared with. */
export interface CatalogueProduct {
  readonly id: string
  readonly status: ProductStatus
  /** Bumped by every write of its fields or status; an editor saving over a newer one is refused. */
  readonly version: number
  readonly product: ProductFields
}

/** A colour as the writer stores it: its place in the product's order, and whether the product had it. */
export interface VarietyToWrite extends VarietyWrite {
  readonly position: number
  /** A colour the product did not have: it starts at the write's stock. */
  readonly isNew: boolean
}

/**
 * The colours to store, in the write's order, and the colours to remove (those the write no
 * longer names). A colour is the same colour when it is spelled the same (orders and carts name
 * it so); it keeps its stored stock, which moves only by conditional updates (PATCH stock, an
 * order, an import's stock_received), so a save made from a page loaded before an order never
 * puts the order's metres back.
 */
export function varietiesToWrite(stored: readonly VarietyWrite[], next: readonly VarietyWrite[]): { write: VarietyToWrite[]; removed: string[] } {
  const write = next.map((variety, position) => {
    const kept = stored.find((s) => s.color === variety.color)
    return { ...variety, stock: kept ? kept.stock : variety.stock, position, isNew: kept === undefined }
  })
  const removed = stored.filter((s) => !next.some((n) => n.color === s.color)).map((s) => s.color)
  return { write, removed }
}

const blankToNone = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text)

/** What a product write compares on: its fields, blank texts as none, colours without their stock. */
function comparable(product: ProductFields) {
  return {
    name: product.name,
    description: product.description,
    categories: product.categories,
    subCategory: blankToNone(product.subCategory),
    fabricType: blankToNone(product.fabricType),
    pattern: blankToNone(product.pattern),
    count: blankToNone(product.count),
    construction: blankToNone(product.construction),
    weight: product.weight,
    newArrival: product.newArrival,
    varieties: product.varieties.map((v) => ({ color: v.color, images: v.images, pricePerMeter: v.pricePerMeter, discountedPrice: v.discountedPrice })),
  }
}

/**
 * Whether writing `next` over `stored` would change anything: a save or an import row that
 * changes nothing writes nothing, not even a version. An existing colour's stock is not the
 * write's to change (varietiesToWrite), so it is not compared; a new colour is a change.
 */
export const productFieldsChanged = (stored: ProductFields, next: ProductFields): boolean =>
  JSON.stringify(comparable(stored)) !== JSON.stringify(comparable(next))

/** What the audit log keeps of a product (rules/audit.ts keeps only the fields a write changed). */
export const productAuditFields = ({ status, version, product }: Omit<CatalogueProduct, 'id'>): AuditFields => ({ status, version, ...product })
