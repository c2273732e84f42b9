import { describe, expect, test } from 'vitest'
import { LOW_STOCK_LIST_MAX, LOW_STOCK_METRES, type DashboardResponse } from '../../../contracts/admin/admin-dashboard'
import { roundMoney } from '../../../contracts/pricing'
import { catalogueService } from '../../../src/services/catalogue-service'
import { serveBackend } from '../../support/backend-under-test'
import { placePurchase } from '../support/placed-orders'
import { callStaff, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * The dashboard (issue 29, point 8): today's orders (the store's day in India) and what buyers
 * pay for them, the orders waiting at each status, the delayed ones, open support requests, and
 * the varieties running low.
 */

const waitingAt = (d: DashboardResponse, status: string) => d.waiting.find((w) => w.status === status)?.count ?? NaN

describe('the dashboard', () => {
  test('counts move with an order placed today and with each staff action; a cancelled one leaves today’s', async () => {
    const session = await signInStaff(backend, 'catalogue')
    const before = await callStaff(backend, 'dashboard', {}, session)
    expect(before.waiting.map((w) => w.status)).toEqual(['Ordered Placed', 'Ongoing', 'Shipped'])

    const purchase = await placePurchase({ lines: 2 })
    const paid = purchase.orders.reduce((sum, o) => sum + o.item.price + (o.pricing?.estimatedTax ?? 0) + (o.pricing?.estimatedShippingHandling ?? 0), 0)
    const placed = await callStaff(backend, 'dashboard', {}, session)
    expect(placed.today.orders).toBe(before.today.orders + 2)
    expect(placed.today.value).toBeCloseTo(roundMoney(before.today.value + paid), 2)
    expect(waitingAt(placed, 'Ordered Placed')).toBe(waitingAt(before, 'Ordered Placed') + 2)

    const fulfilment = await signInStaff(backend, 'fulfilment')
    const [first, second] = purchase.orders
    await callStaff(backend, 'orderStatus', { id: first?._id ?? '', status: 'Ongoing' }, fulfilment)
    await callStaff(backend, 'orderDelay', { id: second?._id ?? '', message: 'Loom repair' }, fulfilment)
    const moved = await callStaff(backend, 'dashboard', {}, session)
    expect(waitingAt(moved, 'Ordered Placed')).toBe(waitingAt(before, 'Ordered Placed'))
    expect(waitingAt(moved, 'Ongoing')).toBe(waitingAt(before, 'Ongoing') + 1)
    expect(moved.delayed).toBe(before.delayed + 1)
    expect(moved.today.orders).toBe(placed.today.orders)

    // a cancelled order is no longer today's business
    await callStaff(backend, 'orderCancel', { id: first?._id ?? '', reason: 'Asked to' }, fulfilment)
    const cancelled = await callStaff(backend, 'dashboard', {}, session)
    expect(cancelled.today.orders).toBe(placed.today.orders - 1)
    expect(waitingAt(cancelled, 'Ongoing')).toBe(waitingAt(before, 'Ongoing'))
  })

  test('an order placed more than a day ago is not today’s', async () => {
    const session = await signInStaff(backend, 'owner')
    await placePurchase()
    const today = (await callStaff(backend, 'dashboard', {}, session)).today.orders
    expect(today).toBeGreaterThanOrEqual(1)
    backend.advanceClock(25 * 60 * 60 * 1000)
    const later = await signInStaff(backend, 'owner')
    expect((await callStaff(backend, 'dashboard', {}, later)).today).toEqual({ orders: 0, value: 0 })
  })

  test('lists the varieties under the threshold, lowest first', async () => {
    const session = await signInStaff(backend, 'support')
    const { lowStock, lowStockThreshold } = await callStaff(backend, 'dashboard', {}, session)
    expect(lowStockThreshold).toBe(LOW_STOCK_METRES)
    const low = (await catalogueService.listProducts({})).data.flatMap((p) =>
      p.productVarieties.filter((v) => v.stock < LOW_STOCK_METRES).map((v) => ({ productId: p._id, color: v.color, stock: v.stock })),
    )
    expect(lowStock).toHaveLength(Math.min(low.length, LOW_STOCK_LIST_MAX))
    const stocks = lowStock.map((v) => v.stock)
    expect([...stocks].sort((a, b) => a - b)).toEqual(stocks)
    for (const variety of lowStock) expect(low).toContainEqual({ productId: variety.productId, color: variety.color, stock: variety.stock })
  })
})
