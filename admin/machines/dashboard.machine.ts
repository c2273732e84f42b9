import type { DashboardResponse } from '../../contracts/admin/admin-dashboard'
import { dashboardService } from '../services/dashboard-service'
import { queryMachineFor } from './query.machine'

/** The dashboard every role opens on (GET /admin/dashboard): one query with no filters. */
export const dashboardQuery = queryMachineFor<Record<string, never>, DashboardResponse>((_, signal) => dashboardService.load(signal))
