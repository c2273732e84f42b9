import { DEFAULT_ADMIN_PAGE_SIZE } from '../../../contracts/admin/admin-paging'
import { pageRequest, type PageRequest } from '../../../rules/query-numbers'

/** A back-office list's page: page from 1, limit DEFAULT_ADMIN_PAGE_SIZE unless asked, at most MAX_PAGE_SIZE (400 past either). */
export const adminPageOf = (query: { readonly page?: string | undefined; readonly limit?: string | undefined }): PageRequest =>
  pageRequest(query, DEFAULT_ADMIN_PAGE_SIZE)

/** How every paged answer ends: how many rows match, on how many pages. */
export const pageInfoOf = (total: number, limit: number): { totalItems: number; totalPages: number } => ({
  totalItems: total,
  totalPages: Math.ceil(total / limit),
})

/** A row's offset: the rows of the pages before it. */
export const offsetOf = ({ page, limit }: PageRequest): number => (page - 1) * limit
