import type { StockChangeRequest } from '../contracts/admin/admin-stock'
import { MAX_STOCK_METRES } from '../contracts/admin/catalogue-limits'
import { CATALOGUE_MESSAGES } from '../contracts/admin/catalogue-messages'
import type { AuditFields } from './audit'
import { fail } from './rule-error'

/*
 * Stock received or counted by staff (issue 30, point 3), judged once for both backends. Each
 * backend applies a change as one conditional update of the colour's stock: the server's
 * `update ... where <appliesTo>`, the fake's synchronous read and write. So an order taking
 * metres at the same moment is never lost: a receipt moves whatever the stock is by then, and a
 * count applies only if the stock is still what the counter started from.
 */

/** A change as both backends apply it: the colour and reason trimmed, and exactly one kind. */
export type StockChange =
  | { readonly kind: 'add'; readonly color: string; readonly reason: string; readonly add: number }
  | { readonly kind: 'set'; readonly color: string; readonly reason: string; readonly set: number; readonly was: number }

/** A change from its request; a reason of spaces only is refused (400), as the audit log keeps why. */
export function stockChangeOf(request: StockChangeRequest): StockChange {
  const color = request.color.trim()
  const reason = request.reason.trim()
  if (!reason) return fail(400, CATALOGUE_MESSAGES.stockReasonBlank)
  if (request.add !== undefined && request.set === undefined) return { kind: 'add', color, reason, add: request.add }
  if (request.set !== undefined && request.was !== undefined && request.add === undefined) {
    return { kind: 'set', color, reason, set: request.set, was: request.was }
  }
  return fail(400, CATALOGUE_MESSAGES.stockSetOrAdd)
}

/** Whether a request's colour names a product's colour: a product never has two whose names differ only in case. */
export const isColourNamed = (stored: string, asked: string): boolean => stored.trim().toLowerCase() === asked.trim().toLowerCase()

/**
 * The condition of the one conditional update, on the colour's stock as it is when the update
 * runs: a receipt may not take it below zero nor (a write-off aside) above MAX_STOCK_METRES; a
 * count applies only to the stock it started from.
 */
export function appliesTo(change: StockChange, stock: number): boolean {
  if (change.kind === 'set') return stock === change.was
  const next = stock + change.add
  return next >= 0 && (next <= MAX_STOCK_METRES || change.add <= 0)
}

/** The stock once the change applied. */
export const stockAfter = (change: StockChange, stock: number): number => (change.kind === 'add' ? stock + change.add : change.set)

/** The stock the change applied to, from the stock it left (what the audit log keeps as before). */
export const stockBefore = (change: StockChange, after: number): number => (change.kind === 'add' ? after - change.add : change.was)

/**
 * Why the conditional update changed nothing, from the colour's stock read afterwards (undefined:
 * the product has no such colour, 404). A receipt fails only below zero (taking metres) or above
 * the maximum (adding them), whatever the stock is by the time it is read again; a stale count
 * says what the stock is now, so the counter can count again (409).
 */
export function refuseStockChange(change: StockChange, stock: number | undefined): never {
  if (stock === undefined) return fail(404, CATALOGUE_MESSAGES.unknownColour)
  if (change.kind === 'set') return fail(409, CATALOGUE_MESSAGES.stockChangedSinceCount(stock))
  return fail(409, change.add < 0 ? CATALOGUE_MESSAGES.stockBelowZero : CATALOGUE_MESSAGES.stockAboveMaximum)
}

/**
 * What the audit log keeps of an applied change: the stock before and after, and, beside the
 * new figure, the colour, the reason and what staff typed (the metres added, or the count). The
 * log keeps only what differs, so the colour (as the product names it) and the reason go in
 * `after` alone.
 */
export function auditedStockChange(change: StockChange, color: string, before: number, after: number): { before: AuditFields; after: AuditFields } {
  const typed = change.kind === 'add' ? { added: change.add } : { counted: change.set }
  return { before: { stock: before }, after: { color, stock: after, reason: change.reason, ...typed } }
}
