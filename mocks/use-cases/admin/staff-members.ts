import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import {
  SET_PASSWORD_LINK_MS,
  STAFF_MESSAGES,
  type AddStaffRequest,
  type AddStaffResponse,
  type Staff,
  type StaffListResponse,
  type StaffMember,
  type UpdateStaffRequest,
  type UpdateStaffResponse,
} from '../../../contracts/admin/staff'
import { EMAIL_PATTERN, validationMessages } from '../../../contracts/form-rules'
import { fail } from '../../../rules/rule-error'
import { assertKeepsAnOwner, isActiveOwner, setPasswordPathOf, standingAfter } from '../../../rules/staff-members'
import { normaliseEmail } from '../../../rules/validation'
import type { StaffRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { recordAudit } from './audit-log'
import { endStaffSessions } from './staff-sessions'

function memberOf(record: StaffRecord): StaffMember {
  return {
    id: record._id,
    name: record.name,
    email: record.email,
    role: record.role,
    disabled: record.disabled,
    hasPassword: record.password !== null,
    createdAt: record.createdAt,
  }
}

/** GET /admin/staff: every member, in the order they joined. */
export function staffList(ctx: BackendContext): StaffListResponse {
  const members = [...ctx.db.get('staff')].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.email.localeCompare(b.email))
  return { staff: members.map(memberOf) }
}

/**
 * POST /admin/staff: a new member without a password, and the path of their one-time link to
 * set one (24 hours, once; the token in the fragment), which the owner hands over.
 */
export function addStaff(ctx: BackendContext, owner: Staff, input: AddStaffRequest): AddStaffResponse {
  const email = normaliseEmail(input.email)
  const name = input.name.trim()
  if (!EMAIL_PATTERN.test(email)) fail(400, validationMessages.invalidEmail)
  if (!name) fail(400, validationMessages.fillAllFields)
  if (ctx.db.get('staff').some((m) => m.email === email)) fail(409, STAFF_MESSAGES.emailTaken)
  const now = ctx.now()
  const record: StaffRecord = { _id: ctx.newId(), name, email, role: input.role, password: null, disabled: false, createdAt: new Date(now).toISOString() }
  const token = ctx.newToken()
  ctx.db.put('staff', [...ctx.db.get('staff'), record])
  ctx.db.put('staffPasswordLinks', [...ctx.db.get('staffPasswordLinks'), { token, staffId: record._id, expiresAt: now + SET_PASSWORD_LINK_MS, usedAt: null }])
  recordAudit(ctx, owner, { action: AUDIT_ACTIONS.staffAdd, entity: AUDIT_ENTITIES.staff, entityId: record._id, after: { email, name, role: record.role } })
  return { staff: memberOf(record), setPasswordPath: setPasswordPathOf(token) }
}

/**
 * PATCH /admin/staff/{id}: a new role, or disabled (which ends the member's sessions at once) or
 * enabled again (rules/staff-members.ts). Refused when it would leave the store without an
 * active owner; a request that changes nothing writes nothing.
 */
export function updateStaff(ctx: BackendContext, owner: Staff, input: UpdateStaffRequest): UpdateStaffResponse {
  const members = ctx.db.get('staff')
  const current = members.find((m) => m._id === input.id) ?? fail(404, STAFF_MESSAGES.notFound)
  const before = { role: current.role, disabled: current.disabled }
  const after = standingAfter(before, input)
  if (after.role === before.role && after.disabled === before.disabled) return { staff: memberOf(current) }
  assertKeepsAnOwner(before, after, members.filter((m) => m._id !== current._id && isActiveOwner(m)).length)
  const next: StaffRecord = { ...current, ...after }
  ctx.db.put('staff', members.map((m) => (m._id === current._id ? next : m)))
  if (after.disabled && !before.disabled) endStaffSessions(ctx, current._id)
  recordAudit(ctx, owner, { action: AUDIT_ACTIONS.staffUpdate, entity: AUDIT_ENTITIES.staff, entityId: current._id, before: { ...before }, after: { ...after } })
  return { staff: memberOf(next) }
}
