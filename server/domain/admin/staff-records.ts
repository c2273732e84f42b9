import { eq } from 'drizzle-orm'
import type { Staff, StaffMember } from '../../../contracts/admin/staff'
import type { Tx } from '../../db/connection'
import { staff } from '../../db/schema'

/** A row of the staff table (server/db/schema.ts). */
export type StaffRow = typeof staff.$inferSelect

/** A timestamp column as the contracts carry it: ISO 8601 (the database's own text differs). */
export const isoTime = (value: string): string => new Date(value).toISOString()

/** A member as their session shows them. */
export const staffOf = (row: StaffRow): Staff => ({ id: row.id, name: row.name, email: row.email, role: row.role })

/** A member as the owner's staff screen lists them; never their password hash. */
export const staffMemberOf = (row: StaffRow): StaffMember => ({
  ...staffOf(row),
  disabled: row.disabled,
  hasPassword: row.passwordHash !== null,
  createdAt: isoTime(row.createdAt),
})

/** The member with this email (stored lower-cased and trimmed: pass it normalised). */
export async function findStaffByEmail(tx: Tx, email: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.email, email))
  return row
}

/**
 * The member with this id; locked for the rest of the transaction when it is about to change
 * (`no key update`: rows that point at it, such as audit entries, may still be written).
 */
export async function findStaffById(tx: Tx, id: string, lock: 'for no key update' | 'no lock' = 'no lock'): Promise<StaffRow | undefined> {
  const query = tx.select().from(staff).where(eq(staff.id, id))
  const [row] = lock === 'for no key update' ? await query.for('no key update') : await query
  return row
}
