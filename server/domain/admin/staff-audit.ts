import { count, desc, eq } from 'drizzle-orm'
import type { AuditEntry, AuditQuery, AuditResponse } from '../../../contracts/admin/admin-audit'
import { DEFAULT_ADMIN_PAGE_SIZE } from '../../../contracts/admin/admin-paging'
import { pageRequest } from '../../../rules/query-numbers'
import { auditLog } from '../../db/schema'
import type { ServerContext } from '../context'
import { isoTime } from './staff-records'

type AuditRow = typeof auditLog.$inferSelect

function auditEntryOf(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: isoTime(row.at),
    staffId: row.staffId,
    staffName: row.staffName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    ...(row.before ? { before: row.before } : {}),
    ...(row.after ? { after: row.after } : {}),
  }
}

/**
 * GET /admin/audit (owners): the log, newest first (by the order entries were written in, as
 * their times can tie), one member's entries when `staffId` says whose, a page at a time.
 */
export async function listAudit(ctx: ServerContext, input: AuditQuery): Promise<AuditResponse> {
  const { page, limit } = pageRequest(input, DEFAULT_ADMIN_PAGE_SIZE)
  const staffId = input.staffId?.trim() || null
  const where = staffId ? eq(auditLog.staffId, staffId) : undefined
  return ctx.db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(auditLog).where(where)
    const rows = await tx
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(limit)
      .offset((page - 1) * limit)
    return { entries: rows.map(auditEntryOf), totalPages: Math.ceil(total / limit), totalItems: total }
  })
}
