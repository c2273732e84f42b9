import type { ServerContext } from '../domain/context'
import { addStaff, listStaff, updateStaff } from '../domain/admin/staff-members'
import { setStaffPassword } from '../domain/admin/staff-password'
import { currentStaff, signInStaff, signOutStaff } from '../domain/admin/staff-sign-in'
import { listAudit } from '../domain/admin/staff-audit'
import type { AdminUseCases, StaffCallName } from './admin-use-cases'

/** The staff calls of the endpoint table: sessions, passwords, members and the audit log (server/domain/admin/staff-*.ts). */
export function staffUseCases(ctx: ServerContext): Pick<AdminUseCases, StaffCallName> {
  return {
    staffSignin: (input) => signInStaff(ctx, input),
    staffSession: async (_, caller) => currentStaff(caller),
    staffSignout: (_, caller) => signOutStaff(ctx, caller),
    setStaffPassword: (input) => setStaffPassword(ctx, input),
    staff: () => listStaff(ctx),
    addStaff: (input, caller) => addStaff(ctx, input, caller),
    updateStaff: (input, caller) => updateStaff(ctx, input, caller),
    audit: (input) => listAudit(ctx, input),
  }
}
