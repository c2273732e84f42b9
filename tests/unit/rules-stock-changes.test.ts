// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_STOCK_METRES } from '../../contracts/admin/catalogue-limits'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { RuleError } from '../../rules/rule-error'
import { appliesTo, auditedStockChange, refuseStockChange, stockAfter, stockBefore, stockChangeOf } from '../../rules/stock-changes'

/* rules/stock-changes.ts: a receipt or a count, the condition of its one update, and why it was refused. */

const refusalOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof RuleError) return { status: error.status, msg: error.msg }
    throw error
  }
  throw new Error('not refused')
}

const receipt = (add: number) => stockChangeOf({ id: 'p1', color: ' Indigo ', add, reason: ' Received from the mill ' })
const count = (set: number, was: number) => stockChangeOf({ id: 'p1', color: 'Indigo', set, was, reason: 'Stock count' })

describe('stock changes', () => {
  it('a receipt moves whatever the stock is, never below zero nor, adding, above the maximum', () => {
    expect(receipt(120)).toEqual({ kind: 'add', color: 'Indigo', reason: 'Received from the mill', add: 120 })
    expect([appliesTo(receipt(-5), 5), appliesTo(receipt(-6), 5), appliesTo(receipt(0), 0)]).toEqual([true, false, true])
    expect([appliesTo(receipt(1), MAX_STOCK_METRES - 1), appliesTo(receipt(1), MAX_STOCK_METRES), appliesTo(receipt(-1), MAX_STOCK_METRES + 5)]).toEqual([
      true,
      false,
      true,
    ])
    expect(stockAfter(receipt(120), 30)).toBe(150)
    expect(stockBefore(receipt(120), 150)).toBe(30)
    expect(refusalOf(() => refuseStockChange(receipt(-6), 5))).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.stockBelowZero })
    // by the time the refusal reads the stock again, it may have moved: the sign says which limit it met
    expect(refusalOf(() => refuseStockChange(receipt(-6), 40))).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.stockBelowZero })
    expect(refusalOf(() => refuseStockChange(receipt(3), MAX_STOCK_METRES))).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.stockAboveMaximum })
  })

  it('a count applies only to the stock it started from, and a stale one says what the stock is now', () => {
    expect([appliesTo(count(95, 120), 120), appliesTo(count(95, 120), 118)]).toEqual([true, false])
    expect(stockAfter(count(95, 120), 120)).toBe(95)
    expect(stockBefore(count(95, 120), 95)).toBe(120)
    expect(refusalOf(() => refuseStockChange(count(95, 120), 118))).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.stockChangedSinceCount(118) })
    expect(refusalOf(() => refuseStockChange(count(95, 120), undefined))).toEqual({ status: 404, msg: CATALOGUE_MESSAGES.unknownColour })
  })

  it('needs a reason and exactly one of a receipt and a count; the audit keeps the colour and reason beside the new stock', () => {
    expect(refusalOf(() => stockChangeOf({ id: 'p1', color: 'Indigo', add: 1, reason: '  ' }))).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.stockReasonBlank })
    expect(refusalOf(() => stockChangeOf({ id: 'p1', color: 'Indigo', set: 1, reason: 'Stock count' }))).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.stockSetOrAdd })
    expect(refusalOf(() => stockChangeOf({ id: 'p1', color: 'Indigo', add: 1, set: 1, was: 1, reason: 'x' }))).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.stockSetOrAdd })
    expect(auditedStockChange(count(95, 120), 'Indigo', 120, 95)).toEqual({
      before: { stock: 120 },
      after: { color: 'Indigo', stock: 95, reason: 'Stock count', counted: 95 },
    })
  })
})
