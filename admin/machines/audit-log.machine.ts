import type { AuditQuery, AuditResponse } from '../../contracts/admin/admin-audit'
import { auditService } from '../services/audit-service'
import { LIST_PAGE_SIZE, pageFrom, textFrom } from './list-query'
import { queryMachineFor } from './query.machine'

/** The audit log's filter as the URL holds it: one member's entries, and the page. */
export interface AuditFilter {
  readonly staffId: string | null
  readonly page: number
}

export function auditFilterFrom(search: URLSearchParams): AuditFilter {
  return { staffId: textFrom(search, 'member'), page: pageFrom(search) }
}

export function auditQueryOf(filter: AuditFilter): AuditQuery {
  return { ...(filter.staffId ? { staffId: filter.staffId } : {}), page: String(filter.page), limit: String(LIST_PAGE_SIZE) }
}

/** The owners' audit log (GET /admin/audit): newest first, one member's or everyone's, paged on the server. */
export const auditLogQuery = queryMachineFor<AuditQuery, AuditResponse>(auditService.list)
