import type { AddReviewRequest } from '../../contracts/product'
import type { SupportRequest } from '../../contracts/support'
import type { EditUserRequest } from '../../contracts/user'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

/** Profile, support and review calls (SPEC 7). */
export function createAccountService(http: HttpClient) {
  return {
    editUser: (body: EditUserRequest, signal?: AbortSignal) => http.call('editUser', body, { signal }).then((r) => r.data),
    support: (body: SupportRequest, signal?: AbortSignal) => http.call('support', body, { signal }),
    addReview: (body: AddReviewRequest, signal?: AbortSignal) => http.call('addReview', body, { signal }),
  }
}

export type AccountService = ReturnType<typeof createAccountService>
export const accountService = createAccountService(apiClient)
