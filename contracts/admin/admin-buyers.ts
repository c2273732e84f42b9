import { Schema } from 'effect'
import { Amount } from '../common'
import { NonEmptyTextUpTo, TEXT_MAX, TextUpTo } from '../limits'
import { PageInfo, PageQuery } from './admin-paging'

/** A buyer as support reads them (read-only): contact details, and how much they have ordered. */
export const AdminBuyer = Schema.Struct({
  id: Schema.NonEmptyString,
  name: Schema.String,
  email: Schema.String,
  phone: Schema.optional(Schema.String),
  createdAt: Schema.String,
  orders: Amount,
})
export type AdminBuyer = typeof AdminBuyer.Type

/** GET /admin/buyers?search=&page=&limit= (search: name or email) */
export const AdminBuyersQuery = Schema.Struct({ search: Schema.optional(TextUpTo(TEXT_MAX.search)), ...PageQuery })
export type AdminBuyersQuery = typeof AdminBuyersQuery.Type

export const AdminBuyersResponse = Schema.Struct({ buyers: Schema.Array(AdminBuyer), ...PageInfo })
export type AdminBuyersResponse = typeof AdminBuyersResponse.Type

export const AdminBuyerIdParams = Schema.Struct({ id: NonEmptyTextUpTo(TEXT_MAX.recordId) })
