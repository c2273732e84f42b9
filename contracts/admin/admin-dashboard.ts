import { Schema } from 'effect'
import { Amount } from '../common'

/** A variety counts as low on stock under this many metres. */
export const LOW_STOCK_METRES = 20
/** The most low-stock varieties the dashboard lists (lowest first). */
export const LOW_STOCK_LIST_MAX = 20

/** GET /admin/dashboard: what every role sees first. Today is the store's day in India (IST). */
export const DashboardResponse = Schema.Struct({
  today: Schema.Struct({ orders: Amount, value: Amount }),
  /** Orders at each card status that still needs staff (Ordered Placed, Ongoing, Shipped). */
  waiting: Schema.Array(Schema.Struct({ status: Schema.String, count: Amount })),
  delayed: Amount,
  openSupport: Amount,
  lowStock: Schema.Array(Schema.Struct({ productId: Schema.String, name: Schema.String, color: Schema.String, stock: Amount })),
  lowStockThreshold: Amount,
})
export type DashboardResponse = typeof DashboardResponse.Type
