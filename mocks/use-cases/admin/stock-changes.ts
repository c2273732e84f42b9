import type { StockChangeRequest, StockChangeResponse } from '../../../contracts/admin/admin-stock'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import type { Staff } from '../../../contracts/admin/staff'
import { fail } from '../../../rules/rule-error'
import { appliesTo, auditedStockChange, isColourNamed, refuseStockChange, stockAfter, stockChangeOf } from '../../../rules/stock-changes'
import type { BackendContext } from '../backend-context'
import { recordAudit } from './audit-log'

/**
 * PATCH /admin/products/{id}/stock (the mirror of server/domain/admin/stock-changes.ts): the
 * change judged on the colour's stock and written in one synchronous step, so nothing (an order)
 * runs between the judgement and the write, with its audit entry. Archived products too.
 */
export function changeStock(ctx: BackendContext, staff: Staff, input: StockChangeRequest): StockChangeResponse {
  const change = stockChangeOf(input)
  const products = ctx.db.get('products')
  const product = products.find((p) => p._id === input.id) ?? fail(404, CATALOGUE_MESSAGES.productNotFound)
  const variety = product.productVarieties.find((v) => isColourNamed(v.color, change.color))
  if (!variety || !appliesTo(change, variety.stock)) return refuseStockChange(change, variety?.stock)
  const stock = stockAfter(change, variety.stock)
  const changed = { ...product, productVarieties: product.productVarieties.map((v) => (v === variety ? { ...v, stock } : v)) }
  ctx.db.put('products', products.map((p) => (p === product ? changed : p)))
  recordAudit(ctx, staff, {
    action: AUDIT_ACTIONS.productStock,
    entity: AUDIT_ENTITIES.product,
    entityId: product._id,
    ...auditedStockChange(change, variety.color, variety.stock, stock),
  })
  return { productId: product._id, color: variety.color, stock }
}
