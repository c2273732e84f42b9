import { SET_PASSWORD_PATH, STAFF_MESSAGES, type StaffRole } from '../contracts/admin/staff'
import { fail } from './rule-error'

/*
 * The rules of the owner's staff screen (issue 29), the same on the fake backend and the server:
 * what a change makes of a member, and the one change refused, leaving no active owner.
 */

/** What an owner may change about a member. */
export interface StaffStanding {
  readonly role: StaffRole
  readonly disabled: boolean
}

export const isActiveOwner = (member: StaffStanding): boolean => member.role === 'owner' && !member.disabled

/** The member as a PATCH /admin/staff/{id} leaves them: each field the request names, the rest as it was. */
export function standingAfter(member: StaffStanding, change: { readonly role?: StaffRole | undefined; readonly disabled?: boolean | undefined }): StaffStanding {
  return { role: change.role ?? member.role, disabled: change.disabled ?? member.disabled }
}

/**
 * Refuses a change that would leave the store without an active owner (409): nobody could then
 * add staff, change a role or read the audit log. `otherActiveOwners`: the active owners besides
 * this member, counted in the same transaction (the server locks them, so two owners demoting
 * each other at once cannot both succeed).
 */
export function assertKeepsAnOwner(before: StaffStanding, after: StaffStanding, otherActiveOwners: number): void {
  if (isActiveOwner(before) && !isActiveOwner(after) && otherActiveOwners === 0) fail(409, STAFF_MESSAGES.lastOwner)
}

/**
 * A set-password link's path on the store's origin. The token rides in the fragment, which the
 * browser never sends: it stays out of server logs and of the Referer of anything the page loads.
 */
export const setPasswordPathOf = (token: string): string => `${SET_PASSWORD_PATH}#token=${encodeURIComponent(token)}`
