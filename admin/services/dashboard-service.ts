import type { DashboardResponse } from '../../contracts/admin/admin-dashboard'
import { adminApi } from './admin-api'

export const dashboardService = {
  load: (signal?: AbortSignal): Promise<DashboardResponse> => adminApi.call('dashboard', {}, signal),
}
