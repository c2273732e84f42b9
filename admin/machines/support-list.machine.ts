import { SUPPORT_STATUSES, type AdminSupportListResponse, type AdminSupportQuery, type SupportStatus } from '../../contracts/admin/admin-support'
import { supportService } from '../services/support-service'
import { choiceFrom, LIST_PAGE_SIZE, pageFrom, textFrom } from './list-query'
import { queryMachineFor } from './query.machine'

/** The inbox's filter and the request open beside it, as the URL holds them. */
export interface SupportFilter {
  readonly status: SupportStatus | null
  readonly page: number
  /** The request whose page is open (`?request=<id>`): one of the rows of the page shown. */
  readonly request: string | null
}

export function supportFilterFrom(search: URLSearchParams): SupportFilter {
  return { status: choiceFrom(search, 'status', SUPPORT_STATUSES), page: pageFrom(search), request: textFrom(search, 'request') }
}

/** The GET /admin/support query for a filter: opening a request changes nothing the server is asked. */
export function supportQueryOf(filter: Pick<SupportFilter, 'status' | 'page'>): AdminSupportQuery {
  return { ...(filter.status ? { status: filter.status } : {}), page: String(filter.page), limit: String(LIST_PAGE_SIZE) }
}

/** The support inbox (GET /admin/support): newest first, a status filter and server paging, from the URL. */
export const supportListQuery = queryMachineFor<AdminSupportQuery, AdminSupportListResponse>(supportService.list)
