import { Schema } from 'effect'
import { TEXT_MAX, TextUpTo } from '../limits'

/**
 * One page of a back-office list: `page` from 1 and `limit` up to MAX_PAGE_SIZE
 * (contracts/limits.ts), both as query text; every list pages on the server.
 */
export const PageQuery = {
  page: Schema.optional(TextUpTo(TEXT_MAX.choice)),
  limit: Schema.optional(TextUpTo(TEXT_MAX.choice)),
}

/** Rows per page when the back office does not say. */
export const DEFAULT_ADMIN_PAGE_SIZE = 20

/** How every paged answer ends. */
export const PageInfo = {
  totalPages: Schema.Finite,
  totalItems: Schema.Finite,
}
