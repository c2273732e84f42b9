import type { AddStaffRequest, AddStaffResponse, StaffMember, UpdateStaffRequest } from '../../contracts/admin/staff'
import { adminApi } from './admin-api'

/** The owners' staff screen: the members, adding one (with their one-time link), and changing one. */
export const staffService = {
  list: async (signal?: AbortSignal): Promise<readonly StaffMember[]> => (await adminApi.call('staff', {}, signal)).staff,
  add: (request: AddStaffRequest, signal?: AbortSignal): Promise<AddStaffResponse> => adminApi.call('addStaff', request, signal),
  update: async (request: UpdateStaffRequest, signal?: AbortSignal): Promise<StaffMember> => (await adminApi.call('updateStaff', request, signal)).staff,
}
