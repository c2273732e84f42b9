import { and, asc, count, eq, gte, inArray, lt, ne } from 'drizzle-orm'
import { LOW_STOCK_LIST_MAX, LOW_STOCK_METRES, type DashboardResponse } from '../../../contracts/admin/admin-dashboard'
import { CANCELLED_STATUS, DELAYED_STATUS } from '../../../contracts/order-status'
import { roundMoney } from '../../../contracts/pricing'
import { orderTotalOf, storeDayOf, WAITING_STATUSES } from '../../../rules/back-office'
import { orders, products, productVarieties, supportRequests } from '../../db/schema'
import type { ServerContext } from '../context'

/**
 * GET /admin/dashboard, what every role sees first, read in one transaction: the orders placed
 * today (the store's day in India, rules/back-office.ts storeDayOf) and what they come to
 * (cancelled ones left out), the orders waiting for staff at each step, the delayed ones, the
 * open support requests, and the varieties under LOW_STOCK_METRES, lowest first.
 */
export async function dashboard(ctx: ServerContext): Promise<DashboardResponse> {
  const day = storeDayOf(ctx.now())
  return ctx.db.transaction(async (tx) => {
    const today = await tx
      .select({ item: orders.item, pricing: orders.pricing })
      .from(orders)
      .where(
        and(
          gte(orders.createdAt, new Date(day.start).toISOString()),
          lt(orders.createdAt, new Date(day.end).toISOString()),
          ne(orders.status, CANCELLED_STATUS),
        ),
      )
    const byStatus = await tx
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(inArray(orders.status, [...WAITING_STATUSES, DELAYED_STATUS]))
      .groupBy(orders.status)
    const countOf = (status: string) => byStatus.find((row) => row.status === status)?.count ?? 0
    const [{ open } = { open: 0 }] = await tx.select({ open: count() }).from(supportRequests).where(eq(supportRequests.status, 'open'))
    const lowStock = await tx
      .select({ productId: productVarieties.productId, name: products.name, color: productVarieties.color, stock: productVarieties.stock })
      .from(productVarieties)
      .innerJoin(products, eq(products.id, productVarieties.productId))
      .where(lt(productVarieties.stock, LOW_STOCK_METRES))
      .orderBy(asc(productVarieties.stock), asc(products.name), asc(productVarieties.color))
      .limit(LOW_STOCK_LIST_MAX)
    return {
      today: {
        orders: today.length,
        value: roundMoney(today.reduce((sum, order) => sum + orderTotalOf({ item: order.item, ...(order.pricing === null ? {} : { pricing: order.pricing }) }), 0)),
      },
      waiting: WAITING_STATUSES.map((status) => ({ status, count: countOf(status) })),
      delayed: countOf(DELAYED_STATUS),
      openSupport: open,
      lowStock,
      lowStockThreshold: LOW_STOCK_METRES,
    }
  })
}
