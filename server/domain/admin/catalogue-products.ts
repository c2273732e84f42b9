import { and, arrayOverlaps, asc, count, eq, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm'
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
import { productAuditFields, productFieldsChanged, type CatalogueProduct } from '../../../rules/product-writes'
import { fail } from '../../../rules/rule-error'
import type { Tx } from '../../db/connection'
import { orders, products, productVarieties } from '../../db/schema'
import type { ServerContext } from '../context'
import { containing } from '../like-pattern'
import { recordAudit } from './audit-log'
import { addToVocabulary, readCatalogueKnowledge } from './catalogue-knowledge'
import { catalogueColumns, catalogueProductOf, isoTime, readCatalogueProducts } from './catalogue-records'
import { adminPageOf, offsetOf, pageInfoOf } from './paging'
import { writeProducts } from './product-writer'

/*
 * The back office's products (issue 30): the table, a product's page, and the writes. Each write
 * is one transaction: judged against the store's categories and vocabularies
 * (rules/catalogue-products.ts), written by the one product writer, the vocabulary additions
 * kept and the audit entry recorded in the same transaction.
 */

/**
 * The table's conditions: a search in what buyers' search reads (search_text, which the trigram
 * index serves) or a product's id, a category (category_keys' index), the status.
 */
function conditionsOf(query: AdminProductsQuery): SQL | undefined {
  const search = query.search?.trim()
  const category = query.category?.trim().toLowerCase()
  return and(
    search ? or(eq(products.id, search), like(products.searchText, containing(search.toLowerCase()))) : undefined,
    category ? arrayOverlaps(products.categoryKeys, [category]) : undefined,
    query.status === 'active' ? isNull(products.archivedAt) : query.status === 'archived' ? isNotNull(products.archivedAt) : undefined,
  )
}

/** "products"."id" in full, for the correlated subquery. */
const productId = sql`${products}.${sql.identifier(products.id.name)}`

const rowColumns = {
  id: products.id,
  name: products.name,
  categoryNames: products.categoryNames,
  archivedAt: products.archivedAt,
  version: products.version,
  updatedAt: products.updatedAt,
  varieties: sql<{ color: string; stock: number; pricePerMeter: number; discountedPrice: number; picture: string | null }[]>`coalesce((
    select json_agg(json_build_object('color', v.color, 'stock', v.stock, 'pricePerMeter', v.price_per_meter,
      'discountedPrice', v.discounted_price, 'picture', v.images ->> 0) order by v.position)
    from ${productVarieties} v where v.product_id = ${productId}), '[]'::json)`,
}

/** GET /admin/products?search=&category=&status=&page=&limit=: archived ones too, in the catalogue's own order. */
export async function listProducts(ctx: ServerContext, query: AdminProductsQuery): Promise<AdminProductsResponse> {
  const page = adminPageOf(query)
  const where = conditionsOf(query)
  return ctx.db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(products).where(where)
    const rows = await tx.select(rowColumns).from(products).where(where).orderBy(asc(products.position)).limit(page.limit).offset(offsetOf(page))
    const answer: AdminProductRow[] = rows.map((row) => {
      const picture = row.varieties[0]?.picture
      const updatedAt = isoTime(row.updatedAt)
      return {
        _id: row.id,
        name: row.name,
        categories: row.categoryNames,
        status: row.archivedAt === null ? 'active' : 'archived',
        ...(picture ? { picture } : {}),
        varieties: row.varieties.map((v) => ({ color: v.color, stock: v.stock, pricePerMeter: Number(v.pricePerMeter), discountedPrice: Number(v.discountedPrice) })),
        version: row.version,
        ...(updatedAt ? { updatedAt } : {}),
      }
    })
    return { products: answer, ...pageInfoOf(total, page.limit) }
  })
}

/** A product's page: as the catalogue holds it, with how many orders name it. */
async function detailOf(tx: Tx, id: string): Promise<AdminProductDetail> {
  const [row] = await tx.select(catalogueColumns).from(products).where(eq(products.id, id))
  if (!row) return fail(404, CATALOGUE_MESSAGES.productNotFound)
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(orders).where(eq(orders.productId, id))
  const { status, version, product } = catalogueProductOf(row)
  const createdAt = isoTime(row.createdAt)
  const updatedAt = isoTime(row.updatedAt)
  return { _id: id, product, status, version, ...(createdAt ? { createdAt } : {}), ...(updatedAt ? { updatedAt } : {}), orderCount: n }
}

/** GET /admin/products/{id}: archived ones too. */
export const getProduct = (ctx: ServerContext, { id }: { readonly id: string }): Promise<AdminProductDetail> =>
  ctx.db.transaction((tx) => detailOf(tx, id))

/** The product, locked for the transaction's write, or 404. */
async function lockedProduct(tx: Tx, id: string): Promise<CatalogueProduct> {
  return (await readCatalogueProducts(tx, [id], true)).get(id) ?? fail(404, CATALOGUE_MESSAGES.productNotFound)
}

async function audit(ctx: ServerContext, tx: Tx, staff: Staff, action: AuditAction, before: CatalogueProduct | null, after: AdminProductDetail): Promise<void> {
  await recordAudit(ctx, tx, staff, {
    action,
    entity: AUDIT_ENTITIES.product,
    entityId: after._id,
    ...(before ? { before: productAuditFields(before) } : {}),
    after: productAuditFields(after),
  })
}

/** POST /admin/products: judged, the vocabulary additions kept, written at the end of the catalogue's order. */
export async function createProduct(ctx: ServerContext, staff: Staff, input: ProductWrite): Promise<AdminProductDetail> {
  return ctx.db.transaction(async (tx) => {
    const judged = acceptProductWrite(input, await readCatalogueKnowledge(tx))
    await addToVocabulary(tx, judged.additions)
    const [id] = await writeProducts(ctx, tx, { creates: [{ product: judged.product, status: 'active' }] })
    const detail = await detailOf(tx, id ?? fail(500, 'The product was not written'))
    await audit(ctx, tx, staff, AUDIT_ACTIONS.productCreate, null, detail)
    return detail
  })
}

/**
 * PUT /admin/products/{id}: the whole product, if it is still at the version the editor loaded
 * (409 productChanged otherwise; the writer's update is conditional on it too). A save that
 * changes nothing writes nothing, not even a version.
 */
export async function updateProduct(ctx: ServerContext, staff: Staff, { id, version, ...write }: ProductUpdateRequest): Promise<AdminProductDetail> {
  return ctx.db.transaction(async (tx) => {
    const stored = await lockedProduct(tx, id)
    if (stored.version !== version) fail(409, CATALOGUE_MESSAGES.productChanged)
    const judged = acceptProductWrite(write, await readCatalogueKnowledge(tx))
    await addToVocabulary(tx, judged.additions)
    if (!productFieldsChanged(stored.product, judged.product)) return detailOf(tx, id)
    await writeProducts(ctx, tx, { rewrites: [{ id, seenVersion: version, product: judged.product, status: stored.status }] })
    const detail = await detailOf(tx, id)
    await audit(ctx, tx, staff, AUDIT_ACTIONS.productUpdate, stored, detail)
    return detail
  })
}

/** Archives or restores a product (a new version); one already so is answered as it is. */
async function setStatus(ctx: ServerContext, staff: Staff, id: string, status: ProductStatus, action: AuditAction): Promise<AdminProductDetail> {
  return ctx.db.transaction(async (tx) => {
    const stored = await lockedProduct(tx, id)
    if (stored.status === status) return detailOf(tx, id)
    await writeProducts(ctx, tx, { rewrites: [{ id, seenVersion: stored.version, product: stored.product, status }] })
    const detail = await detailOf(tx, id)
    await audit(ctx, tx, staff, action, stored, detail)
    return detail
  })
}

/** POST /admin/products/{id}/archive: out of what buyers browse (archived_at); kept whole for the orders that name it. */
export const archiveProduct = (ctx: ServerContext, staff: Staff, { id }: { readonly id: string }): Promise<AdminProductDetail> =>
  setStatus(ctx, staff, id, 'archived', AUDIT_ACTIONS.productArchive)

/** POST /admin/products/{id}/restore: on sale again. */
export const restoreProduct = (ctx: ServerContext, staff: Staff, { id }: { readonly id: string }): Promise<AdminProductDetail> =>
  setStatus(ctx, staff, id, 'active', AUDIT_ACTIONS.productRestore)
