import { describe, expect, test } from 'vitest'
import { MAX_STOCK_METRES } from '../../../contracts/admin/catalogue-limits'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import { catalogueService } from '../../../src/services/catalogue-service'
import { serveBackend } from '../../support/backend-under-test'
import { placePurchase, stockOf } from '../support/placed-orders'
import { callStaff, callStaffRaw, signInStaff, staffOf } from '../support/staff-calls'

const backend = serveBackend()

/*
 * Stock in the back office (issue 30, point 3): metres received move whatever the stock is; a
 * count applies only to the stock it started from, so an order placed while staff counted makes
 * the count stale (409, saying what the stock is now) instead of being lost. Each change is in
 * the audit log with its reason; the product page shows the new stock at once.
 */

/** A colour of the seed's catalogue with at least 10 m, as the listing shows it. */
async function stockedColour() {
  const products = (await catalogueService.listProducts({})).data
  const product = products.find((p) => (p.productVarieties[0]?.stock ?? 0) >= 10)
  const variety = product?.productVarieties[0]
  if (!product || !variety) throw new Error('the seed has no colour with 10 m in stock')
  return { productId: product._id, color: variety.color, stock: variety.stock }
}

describe('receiving and counting stock', () => {
  test('receive, then count, then a count made stale by an order is refused with the stock now; each audited with its reason', async () => {
    const line = await stockedColour()
    const session = await signInStaff(backend, 'catalogue')
    const member = await staffOf(backend, session)
    const id = line.productId

    const received = await callStaff(backend, 'changeStock', { id, color: line.color, add: 120, reason: 'Received from the mill' }, session)
    expect(received).toEqual({ productId: id, color: line.color, stock: line.stock + 120 })
    expect(await stockOf(line)).toBe(line.stock + 120)

    // the colour named in another case is the same colour, answered in the product's spelling
    const counted = await callStaff(backend, 'changeStock', { id, color: line.color.toUpperCase(), set: 95, was: line.stock + 120, reason: 'Stock count' }, session)
    expect(counted).toEqual({ productId: id, color: line.color, stock: 95 })
    expect(await stockOf(line)).toBe(95)

    // a buyer orders 2 m while a second counter is still counting from 95
    await placePurchase({ buy: [{ productId: id, color: line.color, quantity: 2 }] })
    const stale = await callStaffRaw(backend, 'changeStock', { id, color: line.color, set: 90, was: 95, reason: 'Stock count' }, { session })
    expect(stale).toMatchObject({ status: 409, body: { msg: CATALOGUE_MESSAGES.stockChangedSinceCount(93) } })
    expect(await stockOf(line)).toBe(93)

    const owner = await signInStaff(backend, 'owner')
    const { entries } = await callStaff(backend, 'audit', { staffId: member.id }, owner)
    expect(entries.filter((e) => e.entityId === id).map((e) => ({ action: e.action, entity: e.entity, before: e.before, after: e.after }))).toEqual([
      {
        action: 'product.stock',
        entity: 'product',
        before: { stock: line.stock + 120 },
        after: { color: line.color, stock: 95, reason: 'Stock count', counted: 95 },
      },
      {
        action: 'product.stock',
        entity: 'product',
        before: { stock: line.stock },
        after: { color: line.color, stock: line.stock + 120, reason: 'Received from the mill', added: 120 },
      },
    ])
  })

  test('below zero or above the maximum, a blank reason, an unknown product or colour: refused, and the stock stays', async () => {
    const line = await stockedColour()
    const session = await signInStaff(backend, 'owner')
    const id = line.productId
    const refusal = async (input: Record<string, unknown>) => {
      const answer = await callStaffRaw(backend, 'changeStock', { id, color: line.color, reason: 'Damaged or cut for samples', ...input }, { session })
      return { status: answer.status, msg: (answer.body as { msg?: string }).msg }
    }

    expect(await refusal({ add: -(line.stock + 1) })).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.stockBelowZero })
    expect(await refusal({ add: 1, reason: '   ' })).toEqual({ status: 400, msg: CATALOGUE_MESSAGES.stockReasonBlank })
    expect(await refusal({ add: 1, set: 5, was: line.stock })).toMatchObject({ status: 400 })
    expect(await refusal({ set: 5 })).toMatchObject({ status: 400 })
    expect(await refusal({ id: 'no-such-product', add: 1 })).toEqual({ status: 404, msg: CATALOGUE_MESSAGES.productNotFound })
    expect(await refusal({ color: 'No Such Colour', add: 1 })).toEqual({ status: 404, msg: CATALOGUE_MESSAGES.unknownColour })
    expect(await stockOf(line)).toBe(line.stock)

    // every metre written off is allowed; past the maximum, a receipt is refused and a write-off is not
    expect(await callStaff(backend, 'changeStock', { id, color: line.color, add: -line.stock, reason: 'Damaged or cut for samples' }, session)).toMatchObject({ stock: 0 })
    await callStaff(backend, 'changeStock', { id, color: line.color, set: MAX_STOCK_METRES, was: 0, reason: 'Stock count' }, session)
    expect(await refusal({ add: 1 })).toEqual({ status: 409, msg: CATALOGUE_MESSAGES.stockAboveMaximum })
    expect(await callStaff(backend, 'changeStock', { id, color: line.color, add: -1, reason: 'Returned to the mill' }, session)).toMatchObject({
      stock: MAX_STOCK_METRES - 1,
    })
  })
})
