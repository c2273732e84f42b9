import type {
  AdminProductDetail,
  AdminProductRow,
  AdminProductsQuery,
  AdminProductsResponse,
  ProductStatus,
  ProductUpdateRequest,
  ProductWrite,
} from '../../../contracts/admin/admin-products'
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { Staff } from '../../../contracts/admin/staff'
import { acceptProductWrite } from '../../../rules/catalogue-products'
import { searchedTextsOf } from '../../../rules/listing'
import { productAuditFields, productFieldsChanged, type CatalogueProduct } from '../../../rules/product-writes'
import { fail } from '../../../rules/rule-error'
import type { ProductRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { recordAudit } from './audit-log'
import { addToVocabulary, catalogueKnowledge } from './catalogue-knowledge'
import { pageOf } from './paging'
import { catalogueProductOf, writeProducts } from './product-writer'

/*
 * The back office's products (issue 30; the mirror of server/domain/admin/catalogue-products.ts):
 * the table, a product's page, and the writes, each judged against the store's categories and
 * vocabularies (rules/catalogue-products.ts) and written by the one product writer.
 */

/** Whether the record is what the table's search asks for: its id, or text in what buyers' search reads. */
function matches(record: ProductRecord, search: string): boolean {
  const wanted = search.trim().toLowerCase()
  return !wanted || record._id === search.trim() || searchedTextsOf(record).join('\n').includes(wanted)
}

function rowOf(record: ProductRecord): AdminProductRow {
  const { id, status, version } = catalogueProductOf(record)
  const picture = record.productVarieties[0]?.images[0]
  return {
    _id: id,
    name: record.name,
    categories: record.category.map((c) => c.categoryName),
    status,
    ...(picture ? { picture } : {}),
    varieties: record.productVarieties.map((v) => ({ color: v.color, stock: v.stock, pricePerMeter: v.pricepermeter, discountedPrice: v.discountedPrice })),
    version,
    ...(record.updatedAt ? { updatedAt: record.updatedAt } : {}),
  }
}

/** GET /admin/products?search=&category=&status=&page=&limit=: archived ones too, in the catalogue's own order. */
export function adminProducts(ctx: BackendContext, query: AdminProductsQuery): AdminProductsResponse {
  const category = query.category?.trim().toLowerCase()
  const found = ctx.db
    .get('products')
    .filter((p) => matches(p, query.search ?? ''))
    .filter((p) => !category || p.category.some((c) => c.categoryName.toLowerCase() === category))
    .filter((p) => !query.status || catalogueProductOf(p).status === query.status)
  const { items, totalPages, totalItems } = pageOf(found, query)
  return { products: items.map(rowOf), totalPages, totalItems }
}

function findRecord(ctx: BackendContext, id: string): ProductRecord {
  return ctx.db.get('products').find((p) => p._id === id) ?? fail(404, CATALOGUE_MESSAGES.productNotFound)
}

function detailOf(ctx: BackendContext, record: ProductRecord): AdminProductDetail {
  const { id, status, version, product } = catalogueProductOf(record)
  return {
    _id: id,
    product,
    status,
    version,
    ...(record.createdAt ? { createdAt: record.createdAt } : {}),
    ...(record.updatedAt ? { updatedAt: record.updatedAt } : {}),
    orderCount: ctx.db.get('orders').filter((o) => o.productId === id).length,
  }
}

/** GET /admin/products/{id}: archived ones too. */
export const adminProduct = (ctx: BackendContext, { id }: { readonly id: string }): AdminProductDetail => detailOf(ctx, findRecord(ctx, id))

function audit(ctx: BackendContext, staff: Staff, action: AuditAction, id: string, before: CatalogueProduct | null, after: ProductRecord): void {
  recordAudit(ctx, staff, {
    action,
    entity: AUDIT_ENTITIES.product,
    entityId: id,
    ...(before ? { before: productAuditFields(before) } : {}),
    after: productAuditFields(catalogueProductOf(after)),
  })
}

/** POST /admin/products: judged, the vocabulary additions kept, written at the end of the catalogue. */
export function createProduct(ctx: BackendContext, staff: Staff, input: ProductWrite): AdminProductDetail {
  const judged = acceptProductWrite(input, catalogueKnowledge(ctx))
  addToVocabulary(ctx, judged.additions)
  const [created] = writeProducts(ctx, { creates: [{ product: judged.product, status: 'active' }] }).created
  if (!created) return fail(500, 'The product was not written')
  audit(ctx, staff, AUDIT_ACTIONS.productCreate, created._id, null, created)
  return detailOf(ctx, created)
}

/**
 * PUT /admin/products/{id}: the whole product, if it is still at the version the editor loaded
 * (409 productChanged otherwise). A save that changes nothing writes nothing.
 */
export function updateProduct(ctx: BackendContext, staff: Staff, { id, version, ...write }: ProductUpdateRequest): AdminProductDetail {
  const record = findRecord(ctx, id)
  const stored = catalogueProductOf(record)
  if (stored.version !== version) fail(409, CATALOGUE_MESSAGES.productChanged)
  const judged = acceptProductWrite(write, catalogueKnowledge(ctx))
  addToVocabulary(ctx, judged.additions)
  if (!productFieldsChanged(stored.product, judged.product)) return detailOf(ctx, record)
  const [written] = writeProducts(ctx, { rewrites: [{ id, seenVersion: version, product: judged.product, status: stored.status }] }).rewritten
  if (!written) return fail(404, CATALOGUE_MESSAGES.productNotFound)
  audit(ctx, staff, AUDIT_ACTIONS.productUpdate, id, stored, written)
  return detailOf(ctx, written)
}

/** Archives or restores a product (a new version); one already so is answered as it is. */
function setStatus(ctx: BackendContext, staff: Staff, id: string, status: ProductStatus, action: AuditAction): AdminProductDetail {
  const record = findRecord(ctx, id)
  const stored = catalogueProductOf(record)
  if (stored.status === status) return detailOf(ctx, record)
  const [written] = writeProducts(ctx, { rewrites: [{ id, seenVersion: stored.version, product: stored.product, status }] }).rewritten
  if (!written) return fail(404, CATALOGUE_MESSAGES.productNotFound)
  audit(ctx, staff, action, id, stored, written)
  return detailOf(ctx, written)
}

/** POST /admin/products/{id}/archive: out of what buyers browse; kept whole for the orders that name it. */
export const archiveProduct = (ctx: BackendContext, staff: Staff, { id }: { readonly id: string }): AdminProductDetail =>
  setStatus(ctx, staff, id, 'archived', AUDIT_ACTIONS.productArchive)

/** POST /admin/products/{id}/restore: on sale again. */
export const restoreProduct = (ctx: BackendContext, staff: Staff, { id }: { readonly id: string }): AdminProductDetail =>
  setStatus(ctx, staff, id, 'active', AUDIT_ACTIONS.productRestore)
