import { describe, expect, test } from 'vitest'
import type { AdminOrderDetail } from '../../../contracts/admin/admin-orders'
import { FULFILMENT_MESSAGES } from '../../../contracts/fulfilment-rules'
import { serveBackend } from '../../support/backend-under-test'
import { chooseLines, placePurchase, stockOf, type BoughtLine } from '../support/placed-orders'
import { callStaff, callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * How staff move an order on (issue 29, point 3): forward one step at a time and each step once,
 * Shipped with a carrier and a tracking number, a delay as an error entry, cancelling until the
 * order has shipped (its metres back in stock), and a change made on a stale view refused.
 */

const SHIPPED = { status: 'Shipped' as const, carrier: 'Delhivery', trackingNumber: 'DLV123456789' }

async function newOrder(options: { buy?: readonly BoughtLine[] } = {}) {
  const purchase = await placePurchase(options)
  const [order] = purchase.orders
  const [line] = purchase.lines
  if (!order || !line) throw new Error('the purchase made no order')
  const session = await signInStaff(backend, 'fulfilment')
  return { purchase, order, line, session }
}

const detail = (id: string, session: string) => callStaff(backend, 'order', { id }, session)
const lastEntry = (d: AdminOrderDetail) => d.order.trackingDetails?.at(-1)

describe('moving an order on', () => {
  test('a new order waits at Ordered Placed; its next step is Ongoing and it can be cancelled or delayed', async () => {
    const { order, session } = await newOrder()
    const d = await detail(order._id, session)
    expect(d).toMatchObject({ status: 'Ordered Placed', nextStep: 'Ongoing', canCancel: true, canDelay: true, paymentMethod: 'Cash on Delivery' })
    expect(d.order).toMatchObject({ _id: order._id, orderId: order.orderId })
  })

  test('goes forward one step at a time, each step once', async () => {
    const { order, session } = await newOrder()
    const move = (status: 'Ongoing' | 'Shipped' | 'Delivered', extra = {}) =>
      callStaffRaw(backend, 'orderStatus', { id: order._id, status, ...extra }, { session })
    // no skipping ahead
    expect(await move('Shipped', SHIPPED)).toMatchObject({ status: 409, body: { msg: expect.stringContaining(FULFILMENT_MESSAGES.notNextStep) } })
    expect((await move('Delivered')).status).toBe(409)

    const ongoing = await move('Ongoing', { message: 'Cutting your 2 metres today' })
    expect(ongoing).toMatchObject({ status: 200, body: { status: 'Ongoing', nextStep: 'Shipped' } })
    expect(lastEntry(ongoing.body as AdminOrderDetail)).toMatchObject({ status: 'Ongoing', message: 'Cutting your 2 metres today' })
    // each step once, and never back
    expect((await move('Ongoing')).status).toBe(409)

    expect((await move('Shipped', SHIPPED)).status).toBe(200)
    expect((await move('Shipped', SHIPPED)).status).toBe(409)
    expect((await move('Ongoing')).status).toBe(409)

    const delivered = await move('Delivered')
    expect(delivered).toMatchObject({ status: 200, body: { status: 'Delivered', nextStep: null, canCancel: false, canDelay: false } })
    expect((await move('Delivered')).status).toBe(409)
    const steps = (await detail(order._id, session)).order.trackingDetails?.map((s) => s.status)
    expect(steps).toEqual(['Ordered Placed', 'Ongoing', 'Shipped', 'Delivered'])
  })

  test('Shipped needs a carrier and a tracking number, which the order then carries', async () => {
    const { order, session } = await newOrder()
    await callStaff(backend, 'orderStatus', { id: order._id, status: 'Ongoing' }, session)
    for (const missing of [{}, { carrier: 'Delhivery' }, { trackingNumber: 'DLV1' }, { carrier: '  ', trackingNumber: 'DLV1' }]) {
      expect(await callStaffRaw(backend, 'orderStatus', { id: order._id, status: 'Shipped', ...missing }, { session })).toMatchObject({
        status: 400,
        body: { msg: FULFILMENT_MESSAGES.shippedNeedsTracking },
      })
    }
    const shipped = await callStaff(backend, 'orderStatus', { id: order._id, ...SHIPPED }, session)
    expect(lastEntry(shipped)).toMatchObject({ status: 'Shipped', carrier: 'Delhivery', trackingNumber: 'DLV123456789' })
    expect(shipped).toMatchObject({ status: 'Shipped', nextStep: 'Delivered', canCancel: false, canDelay: true })
  })

  test('a delay is an error entry: the order reads Delayed, and moves on after it', async () => {
    const { order, session } = await newOrder()
    const delayed = await callStaff(backend, 'orderDelay', { id: order._id, message: 'The dyer needs two more days' }, session)
    expect(delayed).toMatchObject({ status: 'Delayed', nextStep: 'Ongoing', canCancel: true })
    expect(lastEntry(delayed)).toMatchObject({ isError: true, message: 'The dyer needs two more days' })
    expect((await callStaff(backend, 'orderStatus', { id: order._id, status: 'Ongoing' }, session)).status).toBe('Ongoing')
  })

  test('an order not found is 404', async () => {
    const session = await signInStaff(backend, 'fulfilment')
    for (const call of [
      callStaffRaw(backend, 'order', { id: 'no-such-order' }, { session }),
      callStaffRaw(backend, 'orderStatus', { id: 'no-such-order', status: 'Ongoing' }, { session }),
      callStaffRaw(backend, 'orderDelay', { id: 'no-such-order', message: 'Rain' }, { session }),
      callStaffRaw(backend, 'orderCancel', { id: 'no-such-order', reason: 'Asked' }, { session }),
    ]) {
      expect(await call).toMatchObject({ status: 404, body: { msg: FULFILMENT_MESSAGES.notFound } })
    }
  })
})

describe('cancelling as staff', () => {
  test('puts the order’s metres back on its variety’s stock', async () => {
    const buy = await chooseLines({ quantity: 3 })
    const stockBefore = await stockOf(buy[0] ?? { productId: '', color: '' })
    const { order, line, session } = await newOrder({ buy })
    expect(await stockOf(line)).toBe(stockBefore - 3)
    const cancelled = await callStaff(backend, 'orderCancel', { id: order._id, reason: 'The buyer phoned to cancel' }, session)
    expect(cancelled).toMatchObject({ status: 'Cancelled', nextStep: null, canCancel: false, canDelay: false })
    expect(lastEntry(cancelled)).toMatchObject({ status: 'Cancelled', message: 'The buyer phoned to cancel' })
    expect(await stockOf(line)).toBe(stockBefore)
    // once cancelled, nothing else: no second restock, no step, no delay
    expect(await callStaffRaw(backend, 'orderCancel', { id: order._id, reason: 'Again' }, { session })).toMatchObject({ status: 409 })
    expect((await callStaffRaw(backend, 'orderStatus', { id: order._id, status: 'Ongoing' }, { session })).status).toBe(409)
    expect((await callStaffRaw(backend, 'orderDelay', { id: order._id, message: 'Rain' }, { session })).status).toBe(409)
    expect(await stockOf(line)).toBe(stockBefore)
  })

  test('is refused once the order has shipped, and the stock stays as it is', async () => {
    const { order, line, session } = await newOrder()
    await callStaff(backend, 'orderStatus', { id: order._id, status: 'Ongoing' }, session)
    await callStaff(backend, 'orderStatus', { id: order._id, ...SHIPPED }, session)
    const stock = await stockOf(line)
    expect(await callStaffRaw(backend, 'orderCancel', { id: order._id, reason: 'Too late' }, { session })).toMatchObject({
      status: 409,
      body: { msg: FULFILMENT_MESSAGES.alreadyShipped },
    })
    expect(await stockOf(line)).toBe(stock)
  })
})

describe('two views of one order', () => {
  test('a change sent with the version read before another change is refused (409), and changes nothing', async () => {
    const { order, session } = await newOrder()
    const seen = (await detail(order._id, session)).version
    const moved = await callStaff(backend, 'orderStatus', { id: order._id, status: 'Ongoing', version: seen }, session)
    expect(moved.version).toBeGreaterThan(seen)
    const stale = { session }
    expect(await callStaffRaw(backend, 'orderDelay', { id: order._id, message: 'Rain', version: seen }, stale)).toMatchObject({
      status: 409,
      body: { msg: FULFILMENT_MESSAGES.orderChanged },
    })
    expect(await callStaffRaw(backend, 'orderCancel', { id: order._id, reason: 'Asked', version: seen }, stale)).toMatchObject({
      status: 409,
      body: { msg: FULFILMENT_MESSAGES.orderChanged },
    })
    expect((await detail(order._id, session)).status).toBe('Ongoing')
    // with the version now read, it goes through
    expect((await callStaff(backend, 'orderDelay', { id: order._id, message: 'Rain', version: moved.version }, session)).status).toBe('Delayed')
  })

  test('two members acting at the same moment: one wins, the other is told the order changed', async () => {
    const { order, line, session } = await newOrder()
    const owner = await signInStaff(backend, 'owner')
    const { version } = await detail(order._id, session)
    const stock = await stockOf(line)
    const [cancel, move] = await Promise.all([
      callStaffRaw(backend, 'orderCancel', { id: order._id, reason: 'Out of this dye lot', version }, { session: owner }),
      callStaffRaw(backend, 'orderStatus', { id: order._id, status: 'Ongoing', version }, { session }),
    ])
    expect([cancel.status, move.status].sort()).toEqual([200, 409])
    const loser = cancel.status === 409 ? cancel : move
    expect(loser.body).toEqual({ msg: FULFILMENT_MESSAGES.orderChanged })
    const now = await detail(order._id, session)
    expect(now.status).toBe(cancel.status === 200 ? 'Cancelled' : 'Ongoing')
    expect(now.order.trackingDetails).toHaveLength(2)
    expect(await stockOf(line)).toBe(cancel.status === 200 ? stock + line.quantity : stock)
  })
})
