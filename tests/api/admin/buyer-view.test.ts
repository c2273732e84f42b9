import { describe, expect, test } from 'vitest'
import { FULFILMENT_MESSAGES } from '../../../contracts/fulfilment-rules'
import { BUYER_CANCEL_CLOSED, BUYER_CANCEL_DONE, BUYER_CANCEL_WINDOW_MS, canBuyerCancel } from '../../../contracts/order-cancellation'
import { orderStatusOf } from '../../../contracts/order-status'
import { apiClient } from '../../../src/services/api-client'
import { rejectionOf } from '../../support/api-calls'
import { serveBackend } from '../../support/backend-under-test'
import { as } from '../support/buyers'
import { buyerOrder, chooseLines, placePurchase, stockOf } from '../support/placed-orders'
import { callStaff, callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * What the buyer's order history shows after each staff action (issue 29, points 3 and 4), and
 * the buyer's own cancellation within SPEC 9's policy: within 12 hours of ordering and before
 * dispatch, whichever is earlier; their metres go back in stock.
 */

const MINUTE = 60_000

async function purchaseAndStaff(options: { quantity?: number } = {}) {
  const buy = await chooseLines({ quantity: options.quantity ?? 2 })
  const stockBefore = await stockOf(buy[0] ?? { productId: '', color: '' })
  const purchase = await placePurchase({ buy })
  const order = purchase.orders[0]
  if (!order) throw new Error('the purchase made no order')
  const session = await signInStaff(backend, 'fulfilment')
  const card = () => buyerOrder(purchase.buyer, order._id)
  return { purchase, order, line: purchase.lines[0] ?? buy[0] ?? { productId: '', color: '', quantity: 0 }, stockBefore, session, card }
}

const cancelAsBuyer = (token: string, id: string) => as(token, () => apiClient.call('cancelOrder', { id }))

describe('the buyer’s card after each staff action', () => {
  test('a new order: Ordered Placed, with its colour, purchase, placing time and the moment its cancelling ends', async () => {
    const { order, line } = await purchaseAndStaff()
    expect(orderStatusOf(order)).toBe('Ordered Placed')
    expect(order.color).toBe(line.color)
    expect(order.purchaseId).toEqual(expect.any(String))
    const placedAt = Date.parse(order.placedAt ?? '')
    expect(Math.abs(placedAt - Date.now())).toBeLessThan(5 * MINUTE)
    expect(Date.parse(order.cancellableUntil ?? '')).toBe(placedAt + BUYER_CANCEL_WINDOW_MS)
    expect(canBuyerCancel(order, Date.now())).toBe(true)
  })

  test('Ongoing, then Shipped with its carrier and tracking number (no more cancelling), then Delivered', async () => {
    const { order, session, card } = await purchaseAndStaff()
    await callStaff(backend, 'orderStatus', { id: order._id, status: 'Ongoing' }, session)
    const ongoing = await card()
    expect(orderStatusOf(ongoing)).toBe('Ongoing')
    expect(ongoing.cancellableUntil).toBeDefined()

    await callStaff(backend, 'orderStatus', { id: order._id, status: 'Shipped', carrier: 'Blue Dart', trackingNumber: 'BD-77001' }, session)
    const shipped = await card()
    expect(orderStatusOf(shipped)).toBe('Shipped')
    expect(shipped.trackingDetails?.at(-1)).toMatchObject({ status: 'Shipped', carrier: 'Blue Dart', trackingNumber: 'BD-77001', time: expect.any(String) })
    expect(shipped.cancellableUntil).toBeUndefined()

    await callStaff(backend, 'orderStatus', { id: order._id, status: 'Delivered' }, session)
    expect(orderStatusOf(await card())).toBe('Delivered')
  })

  test('Delayed, with the staff’s message', async () => {
    const { order, session, card } = await purchaseAndStaff()
    await callStaff(backend, 'orderDelay', { id: order._id, message: 'Heavy rain at the mill' }, session)
    const delayed = await card()
    expect(orderStatusOf(delayed)).toBe('Delayed')
    expect(delayed.trackingDetails?.at(-1)).toMatchObject({ isError: true, message: 'Heavy rain at the mill' })
  })

  test('Cancelled by staff, with their reason, and nothing left to cancel', async () => {
    const { purchase, order, session, card } = await purchaseAndStaff()
    await callStaff(backend, 'orderCancel', { id: order._id, reason: 'This dye lot ran out' }, session)
    const cancelled = await card()
    expect(orderStatusOf(cancelled)).toBe('Cancelled')
    expect(cancelled.trackingDetails?.at(-1)).toMatchObject({ status: 'Cancelled', message: 'This dye lot ran out' })
    expect(cancelled.cancellableUntil).toBeUndefined()
    expect(await rejectionOf(cancelAsBuyer(purchase.buyer.token, order._id))).toMatchObject({ status: 409, serverMessage: BUYER_CANCEL_CLOSED })
  })
})

describe('the buyer cancels', () => {
  test('within 12 hours: the card says Cancelled, the metres go back in stock, and staff see it', async () => {
    const { purchase, order, line, stockBefore, session, card } = await purchaseAndStaff({ quantity: 3 })
    expect(await stockOf(line)).toBe(stockBefore - 3)
    backend.advanceClock(BUYER_CANCEL_WINDOW_MS - 10 * MINUTE)
    expect(await cancelAsBuyer(purchase.buyer.token, order._id)).toMatchObject({ msg: BUYER_CANCEL_DONE })
    const cancelled = await card()
    expect(orderStatusOf(cancelled)).toBe('Cancelled')
    expect(cancelled.cancellableUntil).toBeUndefined()
    expect(await stockOf(line)).toBe(stockBefore)
    // once only, and the stock is put back once
    expect(await rejectionOf(cancelAsBuyer(purchase.buyer.token, order._id))).toMatchObject({ status: 409, serverMessage: BUYER_CANCEL_CLOSED })
    expect(await stockOf(line)).toBe(stockBefore)
    // the back office reads it, and nobody moves it on
    const staffSession = await signInStaff(backend, 'fulfilment')
    expect(await callStaff(backend, 'order', { id: order._id }, staffSession)).toMatchObject({ status: 'Cancelled', nextStep: null, canCancel: false })
    expect((await callStaffRaw(backend, 'orderStatus', { id: order._id, status: 'Ongoing' }, { session })).status).toBe(409)
  })

  test('cancels the one order only: the purchase’s other orders go on', async () => {
    const purchase = await placePurchase({ lines: 2 })
    const [first, second] = purchase.orders
    await cancelAsBuyer(purchase.buyer.token, first?._id ?? '')
    expect(orderStatusOf(await buyerOrder(purchase.buyer, first?._id ?? ''))).toBe('Cancelled')
    expect(orderStatusOf(await buyerOrder(purchase.buyer, second?._id ?? ''))).toBe('Ordered Placed')
  })

  test('not after 12 hours: the card no longer offers it and the call is refused', async () => {
    const { purchase, order, line, card } = await purchaseAndStaff()
    backend.advanceClock(BUYER_CANCEL_WINDOW_MS + MINUTE)
    const late = await card()
    expect(late.cancellableUntil).toBeUndefined()
    const stock = await stockOf(line)
    expect(await rejectionOf(cancelAsBuyer(purchase.buyer.token, order._id))).toMatchObject({ status: 409, serverMessage: BUYER_CANCEL_CLOSED })
    expect(orderStatusOf(await card())).toBe('Ordered Placed')
    expect(await stockOf(line)).toBe(stock)
  })

  test('not once it has shipped, even within 12 hours', async () => {
    const { purchase, order, session } = await purchaseAndStaff()
    await callStaff(backend, 'orderStatus', { id: order._id, status: 'Ongoing' }, session)
    await callStaff(backend, 'orderStatus', { id: order._id, status: 'Shipped', carrier: 'India Post', trackingNumber: 'EE123456789IN' }, session)
    expect(await rejectionOf(cancelAsBuyer(purchase.buyer.token, order._id))).toMatchObject({ status: 409, serverMessage: BUYER_CANCEL_CLOSED })
  })

  test('while it is Ongoing or Delayed, within 12 hours', async () => {
    const { purchase, order, session, card } = await purchaseAndStaff()
    await callStaff(backend, 'orderStatus', { id: order._id, status: 'Ongoing' }, session)
    await callStaff(backend, 'orderDelay', { id: order._id, message: 'Loom under repair' }, session)
    expect(await cancelAsBuyer(purchase.buyer.token, order._id)).toMatchObject({ msg: BUYER_CANCEL_DONE })
    expect(orderStatusOf(await card())).toBe('Cancelled')
  })

  test('another buyer’s order is not found, and stays as it is', async () => {
    const { order, card } = await purchaseAndStaff()
    const other = await placePurchase({ skip: 1 })
    expect(await rejectionOf(cancelAsBuyer(other.buyer.token, order._id))).toMatchObject({ status: 404, serverMessage: FULFILMENT_MESSAGES.notFound })
    expect(orderStatusOf(await card())).toBe('Ordered Placed')
  })

  test('an order that does not exist is not found; without a token the call is 401', async () => {
    const { purchase, order } = await purchaseAndStaff()
    expect(await rejectionOf(cancelAsBuyer(purchase.buyer.token, 'no-such-order'))).toMatchObject({ status: 404, serverMessage: FULFILMENT_MESSAGES.notFound })
    expect(await rejectionOf(cancelAsBuyer('', order._id))).toMatchObject({ status: 401 })
  })

  test('a staff change made on the view read before the buyer cancelled is refused', async () => {
    const { purchase, order, session } = await purchaseAndStaff()
    const { version } = await callStaff(backend, 'order', { id: order._id }, session)
    await cancelAsBuyer(purchase.buyer.token, order._id)
    expect(await callStaffRaw(backend, 'orderStatus', { id: order._id, status: 'Ongoing', version }, { session })).toMatchObject({
      status: 409,
      body: { msg: FULFILMENT_MESSAGES.orderChanged },
    })
  })
})
