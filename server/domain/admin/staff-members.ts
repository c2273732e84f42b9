import { and, asc, eq } from 'drizzle-orm'
import {
  STAFF_MESSAGES,
  type AddStaffRequest,
  type AddStaffResponse,
  type Staff,
  type StaffListResponse,
  type UpdateStaffRequest,
  type UpdateStaffResponse,
} from '../../../contracts/admin/staff'
import { EMAIL_PATTERN, validationMessages } from '../../../contracts/form-rules'
import { fail } from '../../../rules/rule-error'
import { assertKeepsAnOwner, setPasswordPathOf, standingAfter } from '../../../rules/staff-members'
import { normaliseEmail } from '../../../rules/validation'
import { endEveryStaffSession } from '../../auth/staff-sessions'
import type { Database, Tx } from '../../db/connection'
import { staff } from '../../db/schema'
import type { ServerContext } from '../context'
import { isUniqueViolation } from '../users'
import { recordAudit } from './audit-log'
import type { StaffCaller } from './staff-caller'
import { issuePasswordLink } from './staff-password'
import { findStaffByEmail, findStaffById, staffMemberOf, type StaffRow } from './staff-records'

/** GET /admin/staff (owners): every member, the first added first. */
export async function listStaff(ctx: ServerContext): Promise<StaffListResponse> {
  const rows = await ctx.db.transaction((tx) => tx.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.id)))
  return { staff: rows.map(staffMemberOf) }
}

/** What creating a member needs besides the database: the clock and new ids. */
export type StaffClock = Pick<ServerContext, 'now' | 'newId'>

/** A new member, without a password, and the one-time link that lets them set it. */
export interface CreatedStaffMember {
  readonly row: StaffRow
  readonly linkToken: string
  readonly linkExpiresAt: string
}

/**
 * Adds a member in the caller's transaction: the email trimmed and lower-cased and checked, the
 * name trimmed; 409 when the email is taken (also when another process took it a moment ago:
 * the unique index says so, see addStaffMember).
 */
export async function createStaffMember(ctx: StaffClock, tx: Tx, input: AddStaffRequest): Promise<CreatedStaffMember> {
  const email = normaliseEmail(input.email)
  const name = input.name.trim()
  if (!EMAIL_PATTERN.test(email)) return fail(400, validationMessages.invalidEmail)
  if (!name) return fail(400, validationMessages.fillAllFields)
  if (await findStaffByEmail(tx, email)) return fail(409, STAFF_MESSAGES.emailTaken)
  const [row] = await tx
    .insert(staff)
    .values({ id: ctx.newId(), name, email, role: input.role, createdAt: new Date(ctx.now()).toISOString() })
    .returning()
  if (!row) return fail(500, 'The staff member could not be added')
  const link = await issuePasswordLink(ctx, tx, row.id)
  return { row, linkToken: link.token, linkExpiresAt: link.expiresAt }
}

/** One transaction around `write`, with a lost race for the same email answered as the 409 it is. */
async function addStaffMember<T>(db: Database, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write)
  } catch (error) {
    if (isUniqueViolation(error)) return fail(409, STAFF_MESSAGES.emailTaken)
    throw error
  }
}

/**
 * POST /admin/staff (owners): the member and the path of their one-time link, with its token in
 * the fragment (rules/staff-members.ts), for the owner to hand over. Audited as staff.add.
 */
export async function addStaff(ctx: ServerContext, input: AddStaffRequest, caller: StaffCaller<Staff>): Promise<AddStaffResponse> {
  return addStaffMember(ctx.db, async (tx) => {
    const created = await createStaffMember(ctx, tx, input)
    const member = staffMemberOf(created.row)
    await recordAudit(ctx, tx, caller.staff, {
      action: 'staff.add',
      entity: 'staff',
      entityId: member.id,
      after: { email: member.email, name: member.name, role: member.role },
    })
    return { staff: member, setPasswordPath: setPasswordPathOf(created.linkToken) }
  })
}

/** `npm run staff:add` (server/cli/staff-add.ts): a member added from the command line, by whoever holds the database. */
export function addStaffFromCommandLine(db: Database, ctx: StaffClock, input: AddStaffRequest): Promise<CreatedStaffMember> {
  return addStaffMember(db, (tx) => createStaffMember(ctx, tx, input))
}

/**
 * PATCH /admin/staff/{id} (owners): a new role, or disabled or enabled again. Disabling ends
 * every session of the member in the same transaction, so their next call is answered 401.
 * The store keeps at least one active owner: the active owners are locked (in one order) before
 * they are counted, so two owners demoting each other at once cannot both succeed. The locks are
 * `no key update`: audit entries other owners write meanwhile (a foreign key to their row) go on. A request
 * that changes nothing writes nothing. Audited as staff.update with the fields before and after.
 */
export async function updateStaff(ctx: ServerContext, input: UpdateStaffRequest, caller: StaffCaller<Staff>): Promise<UpdateStaffResponse> {
  return ctx.db.transaction(async (tx) => {
    const activeOwners = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), eq(staff.disabled, false)))
      .orderBy(asc(staff.id))
      .for('no key update')
    const member = await findStaffById(tx, input.id, 'for no key update')
    if (!member) return fail(404, STAFF_MESSAGES.notFound)
    const before = { role: member.role, disabled: member.disabled }
    const after = standingAfter(before, input)
    if (after.role === before.role && after.disabled === before.disabled) return { staff: staffMemberOf(member) }
    assertKeepsAnOwner(before, after, activeOwners.filter((owner) => owner.id !== member.id).length)

    const [updated] = await tx.update(staff).set(after).where(eq(staff.id, member.id)).returning()
    if (!updated) return fail(404, STAFF_MESSAGES.notFound)
    if (after.disabled && !before.disabled) await endEveryStaffSession(tx, member.id)
    await recordAudit(ctx, tx, caller.staff, {
      action: 'staff.update',
      entity: 'staff',
      entityId: member.id,
      before: { role: before.role, disabled: before.disabled },
      after: { role: after.role, disabled: after.disabled },
    })
    return { staff: staffMemberOf(updated) }
  })
}

