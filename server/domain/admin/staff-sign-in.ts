import { and, eq } from 'drizzle-orm'
import type { MessageResponse } from '../../../contracts/common'
import { STAFF_MESSAGES, type Staff, type StaffSessionResponse, type StaffSigninRequest, type StaffWhoAmIResponse } from '../../../contracts/admin/staff'
import { fail } from '../../../rules/rule-error'
import { normaliseEmail } from '../../../rules/validation'
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords'
import { endStaffSession, startStaffSession, touchStaffSession } from '../../auth/staff-sessions'
import { staff } from '../../db/schema'
import type { ServerContext } from '../context'
import type { StaffCaller } from './staff-caller'
import { findStaffByEmail, findStaffById, staffOf } from './staff-records'

/** What signing in gives the route: the answer, and the token its cookie carries (never in the body). */
export interface StaffSignedIn extends StaffSessionResponse {
  readonly sessionToken: string
}

/**
 * POST /admin/session. One message for every failure (unknown email, wrong password, a member
 * disabled or without a password yet), and the same time for each: a password is always
 * verified, against a decoy hash when there is none, so staff accounts cannot be probed. The
 * argon2 check runs between two short transactions, never inside one (the embedded database runs
 * transactions one at a time).
 */
export async function signInStaff(ctx: ServerContext, input: StaffSigninRequest): Promise<StaffSignedIn> {
  const email = normaliseEmail(input.email)
  const member = await ctx.db.transaction((tx) => findStaffByEmail(tx, email))
  const matches = await verifyPassword(member?.passwordHash ?? (await decoyPasswordHash()), input.password)
  if (!member || member.disabled || member.passwordHash === null || !matches) return fail(401, STAFF_MESSAGES.wrongCredentials)
  const checkedHash = member.passwordHash
  return ctx.db.transaction(async (tx) => {
    // disabled, or given a new password, while the password was being checked: no session. The
    // share lock waits for such a change under way, which ends the sessions it can see
    const [still] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.id, member.id), eq(staff.disabled, false), eq(staff.passwordHash, checkedHash)))
      .for('share')
    if (!still) return fail(401, STAFF_MESSAGES.wrongCredentials)
    return { staff: staffOf(still), sessionToken: await startStaffSession(tx, still.id, ctx.now()) }
  })
}

/**
 * The member a session cookie's token stands for, with the role they have now (a changed role
 * counts from the next call); the session's idle time starts again. Null for an unknown, idle
 * or ended session, and for a disabled member (whose sessions are ended on the way).
 */
export async function readStaffSession(ctx: ServerContext, token: string): Promise<StaffCaller<Staff> | null> {
  return ctx.db.transaction(async (tx) => {
    const session = await touchStaffSession(tx, token, ctx.now())
    if (!session) return null
    const member = await findStaffById(tx, session.staffId)
    if (!member || member.disabled) {
      await endStaffSession(tx, session.tokenHash)
      return null
    }
    return { staff: staffOf(member), sessionHash: session.tokenHash }
  })
}

/** GET /admin/session: who is signed in (the route has read and touched the session). */
export const currentStaff = (caller: StaffCaller): StaffWhoAmIResponse => ({ staff: caller.staff })

/** DELETE /admin/session: this session ends now, on every server process. */
export async function signOutStaff(ctx: ServerContext, caller: StaffCaller<Staff>): Promise<MessageResponse> {
  await ctx.db.transaction((tx) => endStaffSession(tx, caller.sessionHash))
  return { msg: STAFF_MESSAGES.signOutDone }
}
