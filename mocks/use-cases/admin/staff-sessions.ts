import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import {
  STAFF_MESSAGES,
  STAFF_SESSION_IDLE_MS,
  type SetStaffPasswordRequest,
  type Staff,
  type StaffSigninRequest,
} from '../../../contracts/admin/staff'
import type { MessageResponse } from '../../../contracts/common'
import { isValidPassword, PASSWORD_RULE_MESSAGE } from '../../../contracts/password-rule'
import { fail } from '../../../rules/rule-error'
import { normaliseEmail } from '../../../rules/validation'
import type { StaffRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { recordAudit } from './audit-log'

/** Who makes a staff call: the member, as they are now, and the session's token. */
export interface FakeStaffCaller {
  readonly staff: Staff
  readonly token: string
}

export const staffOf = (member: StaffRecord): Staff => ({ id: member._id, name: member.name, email: member.email, role: member.role })

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The member a session cookie's token belongs to, or null: an unknown or ended token, a session
 * idle for STAFF_SESSION_IDLE_MS (which ends it), or a disabled member. A session in use is
 * kept alive: each call moves its last use on.
 */
export function staffForSession(ctx: BackendContext, token: string): FakeStaffCaller | null {
  const sessions = ctx.db.get('staffSessions')
  const session = sessions.find((s) => s.token === token)
  if (!session) return null
  const now = ctx.now()
  const member = ctx.db.get('staff').find((m) => m._id === session.staffId)
  if (!member || member.disabled || now - Date.parse(session.lastSeenAt) >= STAFF_SESSION_IDLE_MS) {
    ctx.db.put('staffSessions', sessions.filter((s) => s.token !== token))
    return null
  }
  ctx.db.put('staffSessions', sessions.map((s) => (s.token === token ? { ...s, lastSeenAt: iso(now) } : s)))
  return { staff: staffOf(member), token }
}

/**
 * POST /admin/session: email and password. One message for every refusal (no such member, no
 * password set yet, a wrong one, a disabled account), so accounts cannot be probed.
 */
export function staffSignIn(ctx: BackendContext, input: StaffSigninRequest): FakeStaffCaller {
  const email = normaliseEmail(input.email)
  const member = ctx.db.get('staff').find((m) => m.email === email)
  if (!member || member.disabled || member.password === null || member.password !== input.password) {
    return fail(401, STAFF_MESSAGES.wrongCredentials)
  }
  const token = ctx.newToken()
  const now = iso(ctx.now())
  ctx.db.put('staffSessions', [...ctx.db.get('staffSessions'), { token, staffId: member._id, createdAt: now, lastSeenAt: now }])
  return { staff: staffOf(member), token }
}

/** DELETE /admin/session: this session ends now. */
export function staffSignOut(ctx: BackendContext, token: string): MessageResponse {
  ctx.db.put('staffSessions', ctx.db.get('staffSessions').filter((s) => s.token !== token))
  return { msg: STAFF_MESSAGES.signOutDone }
}

/** Ends every session of a member at once (a disabled account). */
export function endStaffSessions(ctx: BackendContext, staffId: string): void {
  ctx.db.put('staffSessions', ctx.db.get('staffSessions').filter((s) => s.staffId !== staffId))
}

/**
 * POST /admin/set-password: a password that satisfies SPEC 5's rule, and a live one-time link's
 * token (24 hours, unused, of a member not disabled). Every link of the member is spent with it
 * and their sessions end (setting a password this way is also how a forgotten one is replaced);
 * recorded as the member's own act.
 */
export function setStaffPassword(ctx: BackendContext, input: SetStaffPasswordRequest): MessageResponse {
  if (!isValidPassword(input.password)) return fail(400, PASSWORD_RULE_MESSAGE)
  const now = ctx.now()
  const links = ctx.db.get('staffPasswordLinks')
  const link = links.find((l) => l.token === input.token && l.usedAt === null && now < l.expiresAt)
  const member = link && ctx.db.get('staff').find((m) => m._id === link.staffId && !m.disabled)
  if (!link || !member) return fail(400, STAFF_MESSAGES.linkInvalid)
  ctx.db.put('staffPasswordLinks', links.map((l) => (l.staffId === member._id && l.usedAt === null ? { ...l, usedAt: iso(now) } : l)))
  ctx.db.put('staff', ctx.db.get('staff').map((m) => (m._id === member._id ? { ...m, password: input.password } : m)))
  endStaffSessions(ctx, member._id)
  recordAudit(ctx, staffOf(member), {
    action: AUDIT_ACTIONS.staffPassword,
    entity: AUDIT_ENTITIES.staff,
    entityId: member._id,
    before: { hasPassword: member.password !== null },
    after: { hasPassword: true },
  })
  return { msg: STAFF_MESSAGES.passwordSet }
}
