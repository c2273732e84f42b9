import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { StockChangeRequest, StockChangeResponse } from '../../../contracts/admin/admin-stock'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { MAX_STOCK_METRES } from '../../../contracts/admin/catalogue-limits'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { Staff } from '../../../contracts/admin/staff'
import { fail } from '../../../rules/rule-error'
import { auditedStockChange, refuseStockChange, stockBefore, stockChangeOf, type StockChange } from '../../../rules/stock-changes'
import type { Tx } from '../../db/connection'
import { products, productVarieties } from '../../db/schema'
import type { ServerContext } from '../context'
import { recordAudit } from './audit-log'

/** The product's colour named by `color`, whatever its case (rules/stock-changes.ts isColourNamed). */
const colourOf = (productId: string, color: string): SQL | undefined =>
  and(eq(productVarieties.productId, productId), sql`lower(${productVarieties.color}) = lower(${color})`)

/** rules/stock-changes.ts appliesTo, as the update's condition on the stock the row holds when it runs. */
function conditionOf(change: StockChange): SQL {
  if (change.kind === 'set') return eq(productVarieties.stock, change.was)
  const next = sql`${productVarieties.stock} + ${change.add}`
  return change.add <= 0 ? sql`${next} >= 0` : sql`${next} <= ${MAX_STOCK_METRES}`
}

/**
 * Applies a change to a colour's stock as ONE conditional update, in the caller's transaction:
 * `stock = stock + add where stock + add >= 0` (or `<= MAX` when adding), or
 * `stock = set where stock = was`. An order taking metres at the same moment (server/domain/orders.ts
 * takeStock) waits on the row or is waited on; either way both changes land. Answers the colour
 * as the product names it and its stock after; a refusal says why (rules/stock-changes.ts).
 * The import (stock_received) applies its receipts with it too.
 */
export async function applyStockChange(tx: Tx, productId: string, change: StockChange): Promise<{ color: string; stock: number }> {
  const [changed] = await tx
    .update(productVarieties)
    .set({ stock: change.kind === 'add' ? sql`${productVarieties.stock} + ${change.add}` : change.set })
    .where(and(colourOf(productId, change.color), conditionOf(change)))
    .returning({ color: productVarieties.color, stock: productVarieties.stock })
  if (changed) return changed
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId))
  if (!product) return fail(404, CATALOGUE_MESSAGES.productNotFound)
  const [variety] = await tx.select({ stock: productVarieties.stock }).from(productVarieties).where(colourOf(productId, change.color))
  return refuseStockChange(change, variety?.stock)
}

/**
 * PATCH /admin/products/{id}/stock (issue 30, point 3): one transaction, the conditional update
 * and its audit entry (the stock before and after, the reason). Archived products too: their
 * stock is kept for the day they are restored. The product's version does not move: the editor
 * never writes an existing colour's stock, so a receipt leaves an open editor's save valid.
 */
export async function changeStock(ctx: ServerContext, staff: Staff, input: StockChangeRequest): Promise<StockChangeResponse> {
  const change = stockChangeOf(input)
  return ctx.db.transaction(async (tx) => {
    const { color, stock } = await applyStockChange(tx, input.id, change)
    await recordAudit(ctx, tx, staff, {
      action: AUDIT_ACTIONS.productStock,
      entity: AUDIT_ENTITIES.product,
      entityId: input.id,
      ...auditedStockChange(change, color, stockBefore(change, stock), stock),
    })
    return { productId: input.id, color, stock }
  })
}
