import { inArray, sql } from 'drizzle-orm'
import type { ProductStatus } from '../../../contracts/admin/admin-products'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { StockReceived } from '../../../rules/catalogue-csv-import'
import type { ProductFields } from '../../../rules/product-writes'
import { fail } from '../../../rules/rule-error'
import type { Tx } from '../../db/connection'
import { products, productVarieties } from '../../db/schema'
import type { ServerContext } from '../context'

/*
 * The server's one product writer (issue 30): the editor's calls and the CSV import both write
 * through it, in the caller's transaction, many products per statement (an import of 10,000
 * products is a few dozen statements). It never writes list_price, discount_share,
 * average_rating, search_text or category_keys: the database derives them from what is written
 * here (migration 0010), whoever writes.
 */

/** Products per statement: PostgreSQL takes at most 65,535 parameters in one. */
const CHUNK = 500

/** Any fixed number: two writers adding products at once take positions one after the other. */
const POSITIONS_LOCK = 3_010_301

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

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK))
  return out
}

/** The product's own columns from a write (blank optional texts as null). */
function columnsOf(product: ProductFields) {
  return {
    name: product.name,
    description: product.description,
    categoryNames: [...product.categories],
    subCategory: product.subCategory || null,
    fabricType: product.fabricType || null,
    pattern: product.pattern || null,
    count: product.count || null,
    construction: product.construction || null,
    weight: product.weight ?? null,
    newArrival: product.newArrival,
  }
}

/**
 * Writes the colours of the products named, in each write's order (position = index): a new
 * colour starts at the write's stock; an existing one keeps its stock (it moves only by
 * conditional updates: PATCH stock, orders, an import's stock_received) and has only what
 * differs rewritten; a colour the write no longer names is removed.
 */
async function writeVarieties(ctx: ServerContext, tx: Tx, writes: readonly { readonly id: string; readonly product: ProductFields }[], removeOthers: boolean): Promise<void> {
  for (const chunk of chunks(writes)) {
    if (removeOthers) {
      const kept = JSON.stringify(chunk.flatMap((w) => w.product.varieties.map((v) => ({ productId: w.id, color: v.color }))))
      await tx.execute(sql`
        delete from ${productVarieties} v
        using (select distinct k."productId" from jsonb_to_recordset(${kept}::jsonb) as k("productId" text, "color" text)) w
        where v.product_id = w."productId" and not exists (
          select 1 from jsonb_to_recordset(${kept}::jsonb) as k("productId" text, "color" text)
          where k."productId" = v.product_id and k."color" = v.color)`)
    }
    const rows = chunk.flatMap((w) =>
      w.product.varieties.map((v, position) => ({
        productId: w.id,
        color: v.color,
        position,
        varietyId: ctx.newId(),
        images: [...v.images],
        stock: v.stock,
        pricePerMeter: v.pricePerMeter,
        discountedPrice: v.discountedPrice,
      })),
    )
    if (rows.length === 0) continue
    await tx
      .insert(productVarieties)
      .values(rows)
      .onConflictDoUpdate({
        target: [productVarieties.productId, productVarieties.color],
        set: {
          position: sql`excluded.position`,
          images: sql`excluded.images`,
          pricePerMeter: sql`excluded.price_per_meter`,
          discountedPrice: sql`excluded.discounted_price`,
        },
        // a colour that stays as it was is not rewritten (its update would announce nothing new)
        setWhere: sql`(${productVarieties.position}, ${productVarieties.images}, ${productVarieties.pricePerMeter}, ${productVarieties.discountedPrice})
          is distinct from (excluded.position, excluded.images, excluded.price_per_meter, excluded.discounted_price)`,
      })
  }
}

/** Adds products at the end of the catalogue's order, version 1; answers their new ids in the order given. */
async function createProducts(ctx: ServerContext, tx: Tx, creates: readonly ProductToCreate[], now: string): Promise<string[]> {
  if (creates.length === 0) return []
  await tx.execute(sql`select pg_advisory_xact_lock(${POSITIONS_LOCK})`)
  const [{ top } = { top: -1 }] = await tx.select({ top: sql<number>`coalesce(max(${products.position}), -1)::int` }).from(products)
  const written = creates.map((create, index) => ({ id: ctx.newId(), position: top + 1 + index, ...create }))
  for (const chunk of chunks(written)) {
    await tx.insert(products).values(
      chunk.map((w) => ({
        id: w.id,
        position: w.position,
        ...columnsOf(w.product),
        createdAt: now,
        archivedAt: w.status === 'archived' ? now : null,
        version: 1,
        updatedAt: now,
      })),
    )
  }
  await writeVarieties(ctx, tx, written, false)
  return written.map((w) => w.id)
}

/**
 * What search's vocabulary is made of: the words of the products on sale (migration 0008's
 * search_words, rebuilt whole whenever a statement writes any of these columns).
 */
const wordsOf = (p: { readonly name: string; readonly subCategory: string | null; readonly categoryNames: readonly string[]; readonly archived: boolean }) =>
  JSON.stringify([p.name, p.subCategory, p.categoryNames, p.archived])

/**
 * Rewrites products that are still at the version seen (a conditional update: 409 productChanged
 * for any that moved on, and the caller's transaction is rolled back), each to the next version.
 * The name, sub-category, categories and archived_at are written only for the products whose
 * words or status change: writing them at all makes the database rebuild search's whole
 * vocabulary, which a price change or a new description has no need of.
 */
async function rewriteProducts(ctx: ServerContext, tx: Tx, rewrites: readonly ProductToRewrite[], now: string): Promise<void> {
  for (const chunk of chunks(rewrites)) {
    const current = await tx
      .select({ id: products.id, name: products.name, subCategory: products.subCategory, categoryNames: products.categoryNames, archivedAt: products.archivedAt })
      .from(products)
      .where(inArray(products.id, chunk.map((w) => w.id)))
    const wordsNow = new Map(current.map((row) => [row.id, wordsOf({ ...row, archived: row.archivedAt !== null })]))
    const records = chunk.map((w) => ({ id: w.id, seen: w.seenVersion, archived: w.status === 'archived', ...columnsOf(w.product) }))
    const renaming = records.filter((r) => wordsNow.get(r.id) !== wordsOf(r))
    const keeping = records.filter((r) => wordsNow.get(r.id) === wordsOf(r))
    let written = 0
    if (renaming.length > 0) written += rowCount(await tx.execute(updateStatement(renaming, now, true)))
    if (keeping.length > 0) written += rowCount(await tx.execute(updateStatement(keeping, now, false)))
    if (written !== chunk.length) fail(409, CATALOGUE_MESSAGES.productChanged)
  }
  await writeVarieties(ctx, tx, rewrites, true)
}

/** One statement rewriting many products from a JSON array of their columns, each only at the version seen. */
function updateStatement(records: readonly Record<string, unknown>[], now: string, withWords: boolean) {
  const words = withWords
    ? sql`name = d."name", sub_category = d."subCategory", category_names = d."categoryNames",
      archived_at = case when d."archived" then coalesce(p.archived_at, ${now}::timestamptz) end,`
    : sql``
  return sql`
    update ${products} p set ${words}
      description = d."description", fabric_type = d."fabricType", pattern = d."pattern",
      count = d."count", construction = d."construction", weight = d."weight", new_arrival = d."newArrival",
      version = p.version + 1, updated_at = ${now}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as d(
      "id" text, "seen" integer, "archived" boolean, "name" text, "description" text, "categoryNames" jsonb,
      "subCategory" text, "fabricType" text, "pattern" text, "count" text, "construction" text, "weight" real, "newArrival" boolean)
    where p.id = d."id" and p.version = d."seen"
    returning p.id`
}

/** How many rows a statement returned, on either driver (node-postgres and PGlite both answer `rows`). */
const rowCount = (result: unknown): number => (result as { rows?: unknown[] }).rows?.length ?? 0

/**
 * Adds and rewrites products in the caller's transaction, as the module's header says. Answers
 * the ids of the products added, in the order given.
 */
export async function writeProducts(
  ctx: ServerContext,
  tx: Tx,
  writes: { readonly creates?: readonly ProductToCreate[]; readonly rewrites?: readonly ProductToRewrite[] },
): Promise<string[]> {
  const now = new Date(ctx.now()).toISOString()
  await rewriteProducts(ctx, tx, writes.rewrites ?? [], now)
  return createProducts(ctx, tx, writes.creates ?? [], now)
}

/**
 * Adds metres to existing colours (negative: written off) with one conditional update, as PATCH
 * stock does: a colour is changed only if it stays at 0 or more, so an order that took metres
 * meanwhile is never oversold. Answers the first move refused (the caller rolls back), or null.
 */
export async function receiveStock(tx: Tx, moves: readonly StockReceived[]): Promise<StockReceived | null> {
  for (const chunk of chunks(moves)) {
    const records = chunk.map((m) => ({ productId: m.productId, color: m.color, add: m.add }))
    const result = await tx.execute(sql`
      update ${productVarieties} v set stock = v.stock + d."add"
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as d("productId" text, "color" text, "add" integer)
      where v.product_id = d."productId" and v.color = d."color" and v.stock + d."add" >= 0
      returning v.product_id as "productId", v.color as "color"`)
    const done = new Set(((result as { rows?: { productId: string; color: string }[] }).rows ?? []).map((r) => `${r.productId}\u0000${r.color}`))
    const refused = chunk.find((m) => !done.has(`${m.productId}\u0000${m.color}`))
    if (refused) return refused
  }
  return null
}
