import type {
  AdminSupportListResponse,
  AdminSupportQuery,
  AdminSupportRequest,
  SupportReplyRequest,
  SupportStatusRequest,
} from '../../contracts/admin/admin-support'
import { adminApi } from './admin-api'

/** The support inbox's reads and writes; each write answers the request as it now stands. */
export const supportService = {
  list: (query: AdminSupportQuery, signal?: AbortSignal): Promise<AdminSupportListResponse> => adminApi.call('support', query, signal),
  reply: async (request: SupportReplyRequest, signal?: AbortSignal): Promise<AdminSupportRequest> =>
    (await adminApi.call('supportReply', request, signal)).request,
  setStatus: async (request: SupportStatusRequest, signal?: AbortSignal): Promise<AdminSupportRequest> =>
    (await adminApi.call('supportStatus', request, signal)).request,
}
