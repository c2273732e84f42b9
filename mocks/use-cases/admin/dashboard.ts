import { LOW_STOCK_LIST_MAX, LOW_STOCK_METRES, type DashboardResponse } from '../../../contracts/admin/admin-dashboard'
import { roundMoney } from '../../../contracts/pricing'
import { CANCELLED_STATUS, DELAYED_STATUS, orderStatusOf } from '../../../contracts/order-status'
import { orderTotalOf, storeDayOf, WAITING_STATUSES } from '../../../rules/back-office'
import type { BackendContext } from '../backend-context'

/**
 * GET /admin/dashboard: the orders placed today (the store's day in India, rules/back-office.ts)
 * and what buyers pay for them, cancelled ones left out; the orders waiting at each status, the
 * delayed ones, the open support requests, and the varieties under LOW_STOCK_METRES (lowest first).
 */
export function dashboard(ctx: BackendContext): DashboardResponse {
  const orders = ctx.db.get('orders')
  const day = storeDayOf(ctx.now())
  const today = orders.filter((o) => {
    const placed = Date.parse(o.createdAt)
    return placed >= day.start && placed < day.end && orderStatusOf(o) !== CANCELLED_STATUS
  })
  const statuses = orders.map(orderStatusOf)
  const lowStock = ctx.db
    .get('products')
    .flatMap((p) => p.productVarieties.filter((v) => v.stock < LOW_STOCK_METRES).map((v) => ({ productId: p._id, name: p.name, color: v.color, stock: v.stock })))
    .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name) || a.color.localeCompare(b.color))
    .slice(0, LOW_STOCK_LIST_MAX)
  return {
    today: { orders: today.length, value: roundMoney(today.reduce((sum, o) => sum + orderTotalOf(o), 0)) },
    waiting: WAITING_STATUSES.map((status) => ({ status, count: statuses.filter((s) => s === status).length })),
    delayed: statuses.filter((s) => s === DELAYED_STATUS).length,
    openSupport: ctx.db.get('supportRequests').filter((r) => r.status === 'open').length,
    lowStock,
    lowStockThreshold: LOW_STOCK_METRES,
  }
}
