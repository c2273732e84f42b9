import { count, desc, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AdminBuyer, AdminBuyersQuery, AdminBuyersResponse } from '../../../contracts/admin/admin-buyers'
import { orders, users } from '../../db/schema'
import type { ServerContext } from '../context'
import { containing } from '../like-pattern'
import { adminPageOf, offsetOf, pageInfoOf } from './paging'

/*
 * The buyers as support reads them (issue 29): read-only, their contact details and how many
 * orders each has placed. Nothing in the back office changes a buyer's account.
 */

/** What the search looks in: the buyer's name and email, case-insensitive, as literal text. */
function searchOf(text: string | undefined): SQL | undefined {
  const search = text?.trim()
  if (!search) return undefined
  const pattern = containing(search)
  return or(ilike(users.name, pattern), ilike(users.email, pattern))
}

/** The outer buyer named in full inside the subquery: a bare "id" would be the order's own. */
const userId = sql`${users}.${sql.identifier(users.id.name)}`

/** GET /admin/buyers?search=&page=&limit=: newest accounts first, one page. */
export async function listBuyers(ctx: ServerContext, query: AdminBuyersQuery): Promise<AdminBuyersResponse> {
  const page = adminPageOf(query)
  const where = searchOf(query.search)
  return ctx.db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(users).where(where)
    const rows = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
        // orders_user_created_idx serves the count
        orders: sql<number>`(select count(*)::int from ${orders} o where o.user_id = ${userId})`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(offsetOf(page))
    const buyers: AdminBuyer[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      ...(row.phone ? { phone: row.phone } : {}),
      createdAt: new Date(row.createdAt).toISOString(),
      orders: Number(row.orders),
    }))
    return { buyers, ...pageInfoOf(total, page.limit) }
  })
}
