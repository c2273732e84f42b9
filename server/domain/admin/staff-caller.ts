import type { Staff } from '../../../contracts/admin/staff'

/**
 * Who makes a staff call (server/http/admin-routes.ts found them by their session cookie and
 * checked their role against the call's row). Null on the public calls (signing in, setting a
 * password from a link).
 */
export interface StaffCaller<Member extends Staff | null = Staff | null> {
  readonly staff: Member
  /** The SHA-256 of the session's token (what signing out ends); null on public calls. */
  readonly sessionHash: Member extends Staff ? string : string | null
}
