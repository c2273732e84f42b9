/** A record's fields as the audit log keeps them. */
export type AuditFields = Readonly<Record<string, unknown>>

/**
 * The fields a write changed, as they were and as they became (issue 29's audit log): only the
 * keys whose values differ, compared as JSON, so an entry says what moved and nothing else.
 */
export function changedFields(before: AuditFields, after: AuditFields): { before: AuditFields; after: AuditFields } {
  const was: Record<string, unknown> = {}
  const now: Record<string, unknown> = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue
    if (key in before) was[key] = before[key]
    if (key in after) now[key] = after[key]
  }
  return { before: was, after: now }
}
