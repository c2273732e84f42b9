import { Schema } from 'effect'
import { TEXT_MAX, TextUpTo } from '../limits'
import { PageInfo, PageQuery } from './admin-paging'

/**
 * One staff write, recorded in the same transaction as the write (issue 29): who, when, what,
 * which record, and the fields it changed, before and after. Nothing edits or deletes an entry.
 */
export const AuditEntry = Schema.Struct({
  _id: Schema.NonEmptyString,
  at: Schema.String,
  staffId: Schema.String,
  staffName: Schema.String,
  /** What was done, e.g. 'order.status', 'order.cancel', 'review.hide', 'staff.add'. */
  action: Schema.String,
  /** The kind of record and its id, e.g. 'order' and the order's id. */
  entity: Schema.String,
  entityId: Schema.String,
  /** The changed fields as they were, and as they became (absent where there was nothing before). */
  before: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
  after: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
})
export type AuditEntry = typeof AuditEntry.Type

/** GET /admin/audit?staffId=&page=&limit= (owners; newest first) */
export const AuditQuery = Schema.Struct({ staffId: Schema.optional(TextUpTo(TEXT_MAX.recordId)), ...PageQuery })
export type AuditQuery = typeof AuditQuery.Type

export const AuditResponse = Schema.Struct({ entries: Schema.Array(AuditEntry), ...PageInfo })
export type AuditResponse = typeof AuditResponse.Type
