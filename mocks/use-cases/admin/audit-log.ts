import type { AuditQuery, AuditResponse } from '../../../contracts/admin/admin-audit'
import type { Staff } from '../../../contracts/admin/staff'
import { changedFields, type AuditFields } from '../../../rules/audit'
import type { AuditRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { pageOf } from './paging'

/** One staff write as the audit log records it (the mirror of server/domain/admin/audit-log.ts). */
export interface AuditedWrite {
  readonly action: string
  readonly entity: string
  readonly entityId: string
  /** The record's fields before the write (omit for a record the write created). */
  readonly before?: AuditFields
  readonly after?: AuditFields
}

/**
 * Records a staff write with the write itself: the fake's use cases are synchronous, so nothing
 * runs between the change and its entry. Only the fields that changed are kept.
 */
export function recordAudit(ctx: BackendContext, staff: Pick<Staff, 'id' | 'name'>, write: AuditedWrite): void {
  const changed = write.before ? changedFields(write.before, write.after ?? {}) : { before: undefined, after: write.after }
  const entry: AuditRecord = {
    _id: ctx.newId(),
    at: new Date(ctx.now()).toISOString(),
    staffId: staff.id,
    staffName: staff.name,
    action: write.action,
    entity: write.entity,
    entityId: write.entityId,
    ...(changed.before ? { before: changed.before } : {}),
    ...(changed.after ? { after: changed.after } : {}),
  }
  ctx.db.put('auditLog', [...ctx.db.get('auditLog'), entry])
}

/** GET /admin/audit?staffId=&page=&limit=: newest first (entries are appended, so the last is the newest). */
export function auditEntries(ctx: BackendContext, query: AuditQuery): AuditResponse {
  const staffId = query.staffId?.trim()
  const entries = [...ctx.db.get('auditLog')].reverse().filter((e) => !staffId || e.staffId === staffId)
  const { items, totalPages, totalItems } = pageOf(entries, query)
  return { entries: items, totalPages, totalItems }
}
