import { and, eq, sql } from 'drizzle-orm'
import { FULFILMENT_MESSAGES } from '../../contracts/fulfilment-rules'
import type { TrackingStep } from '../../contracts/order'
import { fail } from '../../rules/rule-error'
import type { Tx } from '../db/connection'
import { orders, productVarieties } from '../db/schema'

/*
 * The writes every change to a placed order is made of (issue 29), whoever makes it: staff
 * (server/domain/admin/orders.ts) or the buyer cancelling (server/domain/orders.ts). Each runs
 * inside its caller's transaction.
 */

export type OrderRow = typeof orders.$inferSelect

/** When the order was placed, as ISO time (the database's own spelling of a timestamp is not). */
export const placedAtOf = (row: Pick<OrderRow, 'createdAt'>): string => new Date(row.createdAt).toISOString()

/**
 * The order, locked for the rest of the transaction, so a change judged on it is judged on what
 * it still is. With `userId`, only among that buyer's orders: another buyer's order is "not
 * found" exactly like a missing one, so its existence is not told.
 */
export async function lockOrder(tx: Tx, id: string, userId?: string): Promise<OrderRow> {
  const where = userId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, userId))
  const [row] = await tx.select().from(orders).where(where).for('update')
  return row ?? fail(404, FULFILMENT_MESSAGES.notFound)
}

/**
 * Appends a tracking entry and moves the version on, only if the order is still at the version
 * read: the row lock already makes a second writer wait, and the condition is what keeps a
 * writer that read without the lock (or any future path) from losing an update: it is told the
 * order changed instead (409).
 */
export async function appendTracking(tx: Tx, order: OrderRow, entry: TrackingStep): Promise<OrderRow> {
  const [saved] = await tx
    .update(orders)
    .set({ trackingDetails: [...(order.trackingDetails ?? []), entry], version: order.version + 1 })
    .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
    .returning()
  return saved ?? fail(409, FULFILMENT_MESSAGES.orderChanged)
}

/** What a cancellation put back in stock. */
export interface Restocked {
  readonly color: string
  readonly metres: number
}

/**
 * Puts a cancelled order's metres back in its variety (its colour), as one atomic addition
 * (`stock = stock + q`): a purchase taking from the same variety at the same moment waits on the
 * row and then sees the stock with these metres in it, so neither change is lost. Null when the
 * order's colour is unknown (an order from before issue 29 whose pictures matched no variety)
 * or the variety no longer exists: nothing is put back rather than the wrong colour.
 */
export async function restockOrder(tx: Tx, order: OrderRow): Promise<Restocked | null> {
  const metres = order.item.quantity
  if (order.color === null || !(metres > 0)) return null
  const restocked = await tx
    .update(productVarieties)
    .set({ stock: sql`${productVarieties.stock} + ${metres}` })
    .where(and(eq(productVarieties.productId, order.productId), eq(productVarieties.color, order.color)))
    .returning({ stock: productVarieties.stock })
  return restocked.length > 0 ? { color: order.color, metres } : null
}
