import { and, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../../server/db/connection'
import type { Product } from '../../contracts/product'
import { products, productVarieties } from '../../server/db/schema'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { call, ok } from '../server/server-processes'

/*
 * Writes to the catalogue: a review through a server's API, and changes behind a running server,
 * as another tool would make them. Each
 * committed catalogue change is announced to every server process (migration 0003); the
 * unannounced one switches the triggers off for its transaction (session_replication_role), so
 * what a kept answer would show without the announcement can be seen.
 */

export async function renameProduct(db: Database, id: string, name: string): Promise<void> {
  await db.update(products).set({ name }).where(eq(products.id, id))
}

/** Takes `units` off the stock of the product's first variety that has them, as an order does: announced as a stock change of that product. */
export async function takeStock(db: Database, productId: string, units: number): Promise<void> {
  const [variety] = await db
    .select({ color: productVarieties.color })
    .from(productVarieties)
    .where(and(eq(productVarieties.productId, productId), gte(productVarieties.stock, units)))
    .orderBy(productVarieties.position)
    .limit(1)
  if (!variety) throw new Error(`product ${productId} has no variety with ${units} units in stock`)
  await db
    .update(productVarieties)
    .set({ stock: sql`${productVarieties.stock} - ${units}` })
    .where(and(eq(productVarieties.productId, productId), eq(productVarieties.color, variety.color)))
}

/** Changes the price of the product's varieties by a rupee: any change but stock is announced for everything. */
export async function repriceProduct(db: Database, productId: string): Promise<void> {
  await db
    .update(productVarieties)
    .set({ discountedPrice: sql`${productVarieties.discountedPrice} - 1` })
    .where(eq(productVarieties.productId, productId))
}

export async function renameProductUnannounced(db: Database, id: string, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.update(products).set({ name }).where(eq(products.id, id))
  })
}

/** The demo buyer signs in at `origin` and reviews the product there: POST /product/addReview's status. */
export async function reviewAsDemoBuyer(origin: string, productId: string, review: string, rating: number): Promise<number> {
  const { token } = await ok<{ token: string }>(origin, 'POST', '/api/user/signin', { json: { email: DEMO_BUYER.email, password: DEMO_BUYER.password } })
  const form = new FormData()
  form.set('review', review)
  form.set('rating', String(rating))
  form.set('productId', productId)
  return (await call(origin, 'POST', '/api/product/addReview', { token, form })).status
}

/** A product the demo buyer may review at `origin`: one of their orders of it is not reviewed yet (only buyers review). */
export async function reviewableByDemoBuyer(origin: string): Promise<string> {
  const { token } = await ok<{ token: string }>(origin, 'POST', '/api/user/signin', { json: { email: DEMO_BUYER.email, password: DEMO_BUYER.password } })
  const { orders } = await ok<{ orders: { productId?: string; reviewed?: boolean }[] }>(origin, 'GET', '/api/user/orderlist?page=1&limit=100', { token })
  const open = orders.find((o) => !o.reviewed && o.productId)
  if (!open?.productId) throw new Error('the demo buyer has no order left to review')
  return open.productId
}

/** A product's units in stock over all its varieties: what takeStock takes from. */
export function totalStock(product: Product): number {
  return product.productVarieties.reduce((sum, variety) => sum + variety.stock, 0)
}
