import type { StaffMember } from '../../contracts/admin/staff'
import { staffService } from '../services/staff-service'
import { queryMachineFor } from './query.machine'

/** Every member of staff (GET /admin/staff, owners): the staff screen's rows and the audit log's member filter. */
export const staffListQuery = queryMachineFor<Record<string, never>, readonly StaffMember[]>((_, signal) => staffService.list(signal))
