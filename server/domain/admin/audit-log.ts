import type { AuditAction, AuditEntity } from '../../../contracts/admin/audit-actions'
import type { Staff } from '../../../contracts/admin/staff'
import { changedFields, type AuditFields } from '../../../rules/audit'
import type { Tx } from '../../db/connection'
import { auditLog } from '../../db/schema'
import type { ServerContext } from '../context'

/** One staff write as the audit log records it: what was done to which record, and its fields before and after. */
export interface AuditedWrite {
  readonly action: AuditAction
  readonly entity: AuditEntity
  readonly entityId: string
  /** The record's fields before the write (omit for a record the write created). */
  readonly before?: AuditFields
  readonly after?: AuditFields
}

/**
 * Records a staff write in the transaction that makes it (issue 29), so the log holds exactly the
 * writes that happened: only the fields that changed are kept, as they were and as they became.
 */
export async function recordAudit(ctx: ServerContext, tx: Tx, staff: Pick<Staff, 'id' | 'name'>, write: AuditedWrite): Promise<void> {
  const changed = write.before ? changedFields(write.before, write.after ?? {}) : { before: undefined, after: write.after }
  await tx.insert(auditLog).values({
    id: ctx.newId(),
    at: new Date(ctx.now()).toISOString(),
    staffId: staff.id,
    staffName: staff.name,
    action: write.action,
    entity: write.entity,
    entityId: write.entityId,
    before: changed.before ?? null,
    after: changed.after ?? null,
  })
}
