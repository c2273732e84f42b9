import { Schema } from 'effect'
import { NonEmptyTextUpTo, TEXT_MAX } from '../limits'

/**
 * The back office's roles (issue 29). What each may call is written on each row of the staff
 * endpoint table (contracts/admin/admin-endpoints.ts), the one place roles are checked from.
 */
export const STAFF_ROLES = ['owner', 'catalogue', 'fulfilment', 'support'] as const
export const StaffRole = Schema.Literals(STAFF_ROLES)
export type StaffRole = typeof StaffRole.Type

/** How each role is named on screen. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  fulfilment: 'Fulfilment',
  support: 'Support',
}

/** The roles that may read a buyer's email and account phone (a parcel's phone is on its address). */
export const ROLES_SEEING_BUYER_CONTACT: readonly StaffRole[] = ['owner', 'support']

/** A member of staff as the back office shows them. */
export const Staff = Schema.Struct({
  id: Schema.NonEmptyString,
  name: Schema.String,
  email: Schema.String,
  role: StaffRole,
})
export type Staff = typeof Staff.Type

/** A member of staff as the owner's staff screen lists them. */
export const StaffMember = Schema.Struct({
  ...Staff.fields,
  disabled: Schema.Boolean,
  /** False until the member has set a password through their one-time link. */
  hasPassword: Schema.Boolean,
  createdAt: Schema.String,
})
export type StaffMember = typeof StaffMember.Type

/** POST /admin/session */
export const StaffSigninRequest = Schema.Struct({
  email: NonEmptyTextUpTo(TEXT_MAX.email),
  password: NonEmptyTextUpTo(TEXT_MAX.password),
})
export type StaffSigninRequest = typeof StaffSigninRequest.Type

/** POST /admin/session */
export const StaffSessionResponse = Schema.Struct({ staff: Staff })
export type StaffSessionResponse = typeof StaffSessionResponse.Type

/**
 * GET /admin/session: who is signed in, or `null` for nobody. Asking is not a failure: the back
 * office asks on every start, and a 401 there would be an error in every signed-out console.
 */
export const StaffWhoAmIResponse = Schema.Struct({ staff: Schema.NullOr(Staff) })
export type StaffWhoAmIResponse = typeof StaffWhoAmIResponse.Type

/** GET /admin/staff */
export const StaffListResponse = Schema.Struct({ staff: Schema.Array(StaffMember) })
export type StaffListResponse = typeof StaffListResponse.Type

/** POST /admin/staff: an owner adds a member, who sets their password through a one-time link. */
export const AddStaffRequest = Schema.Struct({
  email: NonEmptyTextUpTo(TEXT_MAX.email),
  name: NonEmptyTextUpTo(TEXT_MAX.personName),
  role: StaffRole,
})
export type AddStaffRequest = typeof AddStaffRequest.Type

/** The one-time link's path (on the store's origin) that lets a new member set their password. */
export const SET_PASSWORD_PATH = '/admin/set-password'
/** How long a set-password link works. */
export const SET_PASSWORD_LINK_MS = 24 * 60 * 60 * 1000

/** POST /admin/staff's answer: the member, and the path of their one-time link (with its token). */
export const AddStaffResponse = Schema.Struct({ staff: StaffMember, setPasswordPath: Schema.String })
export type AddStaffResponse = typeof AddStaffResponse.Type

/** PATCH /admin/staff/{id}: a new role, or disabled (which ends the member's sessions at once). */
export const UpdateStaffRequest = Schema.Struct({
  id: NonEmptyTextUpTo(TEXT_MAX.recordId),
  role: Schema.optional(StaffRole),
  disabled: Schema.optional(Schema.Boolean),
})
export type UpdateStaffRequest = typeof UpdateStaffRequest.Type

export const UpdateStaffResponse = Schema.Struct({ staff: StaffMember })
export type UpdateStaffResponse = typeof UpdateStaffResponse.Type

/** POST /admin/set-password: the one-time link's token and the new password (contracts/password-rule.ts). */
export const SetStaffPasswordRequest = Schema.Struct({
  token: NonEmptyTextUpTo(TEXT_MAX.providerToken),
  password: NonEmptyTextUpTo(TEXT_MAX.password),
})
export type SetStaffPasswordRequest = typeof SetStaffPasswordRequest.Type

/** The cookie that carries a staff session: HttpOnly, SameSite=Strict, Path=/api/admin. */
export const STAFF_SESSION_COOKIE = 'tanabana_staff'
/** The path the cookie is sent on: the staff API only, never a buyer call. */
export const STAFF_COOKIE_PATH = '/api/admin'
/** A staff session ends after this long without a call. */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60 * 1000

export const STAFF_MESSAGES = {
  signedOut: 'Please sign in',
  wrongCredentials: 'Invalid email or password',
  forbidden: 'Your role does not allow this',
  otherOrigin: 'Cross-origin request refused',
  linkInvalid: 'This link has expired or was already used',
  emailTaken: 'A member of staff with this email already exists',
  lastOwner: 'The store must keep at least one active owner',
  notFound: 'Staff member not found',
  /** DELETE /admin/session's answer. */
  signOutDone: 'Signed out',
  /** POST /admin/set-password's answer. */
  passwordSet: 'Your password is set. You can sign in now',
} as const
