import type { HttpHandler } from 'msw'
import { auditEntries } from '../../use-cases/admin/audit-log'
import { addStaff, staffList, updateStaff } from '../../use-cases/admin/staff-members'
import { setStaffPassword, staffSignIn, staffSignOut } from '../../use-cases/admin/staff-sessions'
import { adminHandler, type AdminHandlerContext } from './admin-endpoint-handler'

/** Sessions, passwords, members and the audit log. */
export function staffHandlers(context: AdminHandlerContext): HttpHandler[] {
  const { backend } = context
  return [
    adminHandler(context, 'staffSignin', (input, { setSession }) => {
      const { staff, token } = staffSignIn(backend, input)
      setSession(token)
      return { staff }
    }),
    adminHandler(context, 'staffSession', (_input, { caller }) => ({ staff: caller?.staff ?? null })),
    adminHandler(context, 'staffSignout', (_input, { caller, setSession }) => {
      setSession(null)
      return staffSignOut(backend, caller.token)
    }),
    adminHandler(context, 'setStaffPassword', (input) => setStaffPassword(backend, input)),
    adminHandler(context, 'staff', () => staffList(backend)),
    adminHandler(context, 'addStaff', (input, { caller }) => addStaff(backend, caller.staff, input)),
    adminHandler(context, 'updateStaff', (input, { caller }) => updateStaff(backend, caller.staff, input)),
    adminHandler(context, 'audit', (input) => auditEntries(backend, input)),
  ]
}
