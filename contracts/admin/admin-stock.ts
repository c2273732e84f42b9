import { Schema } from 'effect'
import { Amount } from '../common'
import { NonEmptyTextUpTo, TEXT_MAX } from '../limits'
import { CATALOGUE_TEXT_MAX, MAX_STOCK_METRES, StockMetres } from './catalogue-limits'
import { CATALOGUE_MESSAGES } from './catalogue-messages'

/**
 * PATCH /admin/products/{id}/stock: receive metres (`add`, negative to write off) or count them
 * (`set`, with `was`: the stock the counter started from). Either is one conditional update, so
 * an order taking stock at the same moment is never lost: `add` moves whatever the stock is now
 * (refused below zero), and `set` applies only if the stock is still `was` (409 otherwise, with
 * what it is now). The reason goes to the audit log.
 */
export const StockChangeRequest = Schema.Struct({
  id: NonEmptyTextUpTo(TEXT_MAX.recordId),
  color: NonEmptyTextUpTo(CATALOGUE_TEXT_MAX.colour),
  add: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: -MAX_STOCK_METRES, maximum: MAX_STOCK_METRES }))),
  set: Schema.optional(StockMetres),
  was: Schema.optional(StockMetres),
  reason: NonEmptyTextUpTo(CATALOGUE_TEXT_MAX.stockReason),
}).check(
  Schema.makeFilter((change) =>
    (change.add === undefined) !== (change.set === undefined) && (change.set === undefined || change.was !== undefined)
      ? undefined
      : CATALOGUE_MESSAGES.stockSetOrAdd,
  ),
)
export type StockChangeRequest = typeof StockChangeRequest.Type

export const StockChangeResponse = Schema.Struct({ productId: Schema.String, color: Schema.String, stock: Amount })
export type StockChangeResponse = typeof StockChangeResponse.Type

/** The reasons the stock editor offers first (staff may type their own). */
export const STOCK_REASONS = ['Received from the mill', 'Stock count', 'Damaged or cut for samples', 'Returned by a buyer'] as const
