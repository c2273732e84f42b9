import { STAFF_MESSAGES, type Staff, type StaffSigninRequest } from '../../contracts/admin/staff'
import { adminApi } from './admin-api'

/** The staff session: kept by the server behind an HttpOnly cookie, so the page only asks who it is. */
export const staffSessionService = {
  /** The signed-in member, or null when there is no live session (the server answers nobody, not a 401). */
  async current(signal?: AbortSignal): Promise<Staff | null> {
    return (await adminApi.call('staffSession', {}, signal)).staff
  },
  async signIn(request: StaffSigninRequest, signal?: AbortSignal): Promise<Staff> {
    return (await adminApi.call('staffSignin', request, signal)).staff
  },
  async signOut(signal?: AbortSignal): Promise<void> {
    await adminApi.call('staffSignout', {}, signal)
  },
  /** Sets a new member's password from their one-time link; answers the server's message. */
  async setPassword(request: { token: string; password: string }, signal?: AbortSignal): Promise<string> {
    const answer = await adminApi.call('setStaffPassword', request, signal)
    return answer.msg ?? STAFF_MESSAGES.passwordSet
  },
}
