import { AUDIT_ACTION_LABELS, type AuditAction } from '../../../contracts/admin/audit-actions'
import type { AuditEntry } from '../../../contracts/admin/admin-audit'
import { AUDIT_SCREEN } from '../../../contracts/admin/moderation-screens'

/** One changed field of an audit entry, as the log reads it. */
export interface AuditChange {
  readonly field: string
  readonly before: string
  readonly after: string
}

/** 'hiddenReason' -> 'hidden reason': a field's name as words. */
export const fieldLabelOf = (field: string): string => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()

/**
 * A recorded value as text: words as they are, numbers and yes/no plainly, a tracking entry or a
 * restock as its fields ('color: Indigo, metres: 2'), a list item by item, nothing as '(none)'.
 */
export function readableValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return AUDIT_SCREEN.nothing
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.length === 0 ? AUDIT_SCREEN.nothing : value.map(readableValue).join('; ')
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([key, v]) => `${fieldLabelOf(key)}: ${readableValue(v)}`)
      .join(', ')
  }
  return String(value)
}

/** Every field the entry recorded, before and after, in the order the write named them. */
export function auditChangesOf(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
  return fields.map((field) => ({ field: fieldLabelOf(field), before: readableValue(entry.before?.[field]), after: readableValue(entry.after?.[field]) }))
}

/** What the entry did, in words ('Hid a review'), or the action's own name for one this screen does not know. */
export const actionLabelOf = (action: string): string => AUDIT_ACTION_LABELS[action as AuditAction] ?? action
