import type { AdminBuyersQuery, AdminBuyersResponse } from '../../../contracts/admin/admin-buyers'
import type { BackendContext } from '../backend-context'
import { holds, pageOf } from './paging'

/** GET /admin/buyers?search=&page=&limit=: buyers newest first, read-only; search in name and email. */
export function buyersList(ctx: BackendContext, query: AdminBuyersQuery): AdminBuyersResponse {
  const search = query.search?.trim() ?? ''
  const orderCounts = new Map<string, number>()
  for (const order of ctx.db.get('orders')) orderCounts.set(order.userId, (orderCounts.get(order.userId) ?? 0) + 1)
  const found = ctx.db
    .get('users')
    .filter((u) => !search || holds(u.name, search) || holds(u.email, search))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.email.localeCompare(b.email))
  const { items, totalPages, totalItems } = pageOf(found, query)
  return {
    buyers: items.map((u) => ({
      id: u._id,
      name: u.name,
      email: u.email,
      ...(u.phone ? { phone: u.phone } : {}),
      createdAt: u.createdAt,
      orders: orderCounts.get(u._id) ?? 0,
    })),
    totalPages,
    totalItems,
  }
}
