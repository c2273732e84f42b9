import { DEFAULT_ADMIN_PAGE_SIZE } from '../../../contracts/admin/admin-paging'
import { pageRequest } from '../../../rules/query-numbers'

/** One page of a back-office list (page from 1, DEFAULT_ADMIN_PAGE_SIZE rows unless asked), and its counts. */
export function pageOf<T>(
  items: readonly T[],
  query: { readonly page?: string | undefined; readonly limit?: string | undefined },
): { items: T[]; totalPages: number; totalItems: number } {
  const { page, limit } = pageRequest(query, DEFAULT_ADMIN_PAGE_SIZE)
  const start = (page - 1) * limit
  return { items: items.slice(start, start + limit), totalPages: Math.ceil(items.length / limit), totalItems: items.length }
}

/** Whether `text` holds `search`, ignoring case and the spaces around the search. */
export function holds(text: string | undefined, search: string): boolean {
  return (text ?? '').toLowerCase().includes(search.trim().toLowerCase())
}
