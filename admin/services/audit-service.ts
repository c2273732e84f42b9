import type { AuditQuery, AuditResponse } from '../../contracts/admin/admin-audit'
import { adminApi } from './admin-api'

/** The owners' audit log: a page of entries, newest first, optionally of one member. */
export const auditService = {
  list: (query: AuditQuery, signal?: AbortSignal): Promise<AuditResponse> => adminApi.call('audit', query, signal),
}
