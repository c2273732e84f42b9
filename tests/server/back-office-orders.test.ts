// @vitest-environment node
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FULFILMENT_MESSAGES } from '../../contracts/fulfilment-rules'
import { BUYER_CANCEL_CLOSED, BUYER_CANCEL_DONE, BUYER_CANCEL_WINDOW_MS } from '../../contracts/order-cancellation'
import { TRACKING_MESSAGES } from '../../contracts/tracking'
import { BUYER_CANCEL_MESSAGE } from '../../rules/fulfilment'
import { auditLog, orders } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import {
  buyerReadyToBuy,
  freshVariety,
  ordersOf,
  placeOrder,
  setStock,
  staffCall,
  staffRefusal,
  stockIn,
  type StaffRefusal,
} from './back-office-calls'
import { call, ok, type Buyer } from './server-processes'

/*
 * Issue 29, points 3 and 4, on the embedded database and on a PostgreSQL server: orders that say
 * what to cut, staff moving them on, the buyer's own cancellation, the metres going back to the
 * variety bought, two staff acting on one order at once, and a cancel racing a purchase of the
 * last metres. Buyers act over HTTP, and so do staff, signed in (back-office-calls.ts).
 */

const HOUR = 60 * 60 * 1000

describe.each(['embedded', 'postgres'] as const)('orders in the back office, on the %s database', (kind) => {
  let cluster: ThrowawayPostgres | null = null
  let server: RunningServer
  /** The clock every rule reads: a test moves it on past the buyer's window, then back. */
  let offset = 0
  const used = new Set<string>()

  beforeAll(async () => {
    const database =
      kind === 'embedded' ? ({ kind: 'embedded' } as const) : ({ kind: 'postgres', url: (cluster = await startThrowawayPostgres()).createDatabase('back_office_orders') } as const)
    // stock is read straight from the database: no kept catalogue answers to wait for
    server = await startServer({ port: 0, database, catalogueCacheMs: 0, now: () => Date.now() + offset })
  }, 90_000)

  afterAll(async () => {
    await server?.close()
    cluster?.stop()
  }, 30_000)

  const db = () => server.database.db
  const cancelAsBuyer = (buyer: Buyer, orderId: string) =>
    call<{ msg: string }>(server.origin, 'POST', `/api/user/orders/${encodeURIComponent(orderId)}/cancel`, { token: buyer.token })

  test('an order keeps its colour, price per metre, coupon, discount and purchase; one checkout shares one purchase', async () => {
    const buyer = await buyerReadyToBuy(server.origin, `${kind}-keeps`)
    const [first, second] = [await freshVariety(server.origin, used, 3), await freshVariety(server.origin, used, 2)]
    await ok(server.origin, 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { productId: first.productId, color: first.color, quantity: 3 } })
    await ok(server.origin, 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { productId: second.productId, color: second.color, quantity: 2 } })
    await ok(server.origin, 'POST', '/api/user/apply-coupon', { token: buyer.token, json: { couponCode: 'WELCOME10' } })
    await ok(server.origin, 'POST', '/api/buy', { token: buyer.token, json: { paymentMethod: 'Cash on Delivery' } })

    const cards = await ordersOf(server.origin, buyer)
    expect(cards).toHaveLength(2)
    const byProduct = (id: string) => cards.find((o) => o.productId === id)!
    expect(byProduct(first.productId).color).toBe(first.color)
    expect(byProduct(second.productId).color).toBe(second.color)
    expect(new Set(cards.map((o) => o.purchaseId)).size).toBe(1)
    for (const card of cards) {
      expect(card.placedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
      expect(Date.parse(card.cancellableUntil!)).toBe(Date.parse(card.placedAt!) + BUYER_CANCEL_WINDOW_MS)
    }

    const detail = await staffCall(server, 'owner', 'order', { id: byProduct(first.productId)._id })
    // WELCOME10: the line was sold at its list price per metre, 10% off
    const listPrice = detail.unitPrice! * 3
    expect(detail.couponCode).toBe('WELCOME10')
    expect(detail.discount).toBeCloseTo(listPrice - detail.order.item.price, 2)
    expect(detail.discount).toBeGreaterThan(0)
    expect(detail.purchaseOrders.map((o) => o.orderId)).toEqual([byProduct(second.productId).orderId])
    expect(detail.status).toBe('Ordered Placed')
    expect(detail.nextStep).toBe('Ongoing')
    expect({ canCancel: detail.canCancel, canDelay: detail.canDelay, version: detail.version }).toEqual({ canCancel: true, canDelay: true, version: 0 })
  })

  test("the buyer cancels within the window: Cancelled, the metres back in the variety bought, and nobody else's order is touched", async () => {
    const buyer = await buyerReadyToBuy(server.origin, `${kind}-cancels`)
    const other = await buyerReadyToBuy(server.origin, `${kind}-other`)
    const variety = await freshVariety(server.origin, used, 4)
    const before = await stockIn(db(), variety.productId, variety.color)
    const order = await placeOrder(server.origin, buyer, variety, 4)
    expect(await stockIn(db(), variety.productId, variety.color)).toBe(before - 4)

    // another buyer's order is not found, exactly like a missing one; nothing moves
    for (const [who, id] of [[other, order._id], [buyer, 'no-such-order']] as const) {
      const refused = await cancelAsBuyer(who, id)
      expect(refused).toEqual({ status: 404, body: { msg: FULFILMENT_MESSAGES.notFound } })
    }
    expect(await stockIn(db(), variety.productId, variety.color)).toBe(before - 4)

    expect(await cancelAsBuyer(buyer, order._id)).toEqual({ status: 200, body: { msg: BUYER_CANCEL_DONE } })
    expect(await stockIn(db(), variety.productId, variety.color)).toBe(before)
    const card = (await ordersOf(server.origin, buyer)).find((o) => o._id === order._id)!
    expect(card.trackingDetails?.at(-1)).toMatchObject({ status: 'Cancelled', message: BUYER_CANCEL_MESSAGE })
    expect(card.cancellableUntil).toBeUndefined()
    const detail = await staffCall(server, 'fulfilment', 'order', { id: order._id })
    expect({ status: detail.status, version: detail.version, nextStep: detail.nextStep, canCancel: detail.canCancel }).toEqual({
      status: 'Cancelled',
      version: 1,
      nextStep: null,
      canCancel: false,
    })

    // once is all: a second cancel restocks nothing
    expect(await cancelAsBuyer(buyer, order._id)).toEqual({ status: 409, body: { msg: BUYER_CANCEL_CLOSED } })
    expect(await stockIn(db(), variety.productId, variety.color)).toBe(before)
  })

  test('past 12 hours, or once shipped, the buyer may no longer cancel', async () => {
    const buyer = await buyerReadyToBuy(server.origin, `${kind}-late`)
    const variety = await freshVariety(server.origin, used, 2)
    const late = await placeOrder(server.origin, buyer, variety, 1)
    const shipped = await placeOrder(server.origin, buyer, variety, 1)
    const ongoing = await staffCall(server, 'fulfilment', 'orderStatus', { id: shipped._id, status: 'Ongoing' })
    await staffCall(server, 'fulfilment', 'orderStatus', { id: shipped._id, status: 'Shipped', carrier: 'Delhivery', trackingNumber: 'DL123', version: ongoing.version })
    expect(await cancelAsBuyer(buyer, shipped._id)).toEqual({ status: 409, body: { msg: BUYER_CANCEL_CLOSED } })

    offset = 12 * HOUR + 1000
    try {
      expect((await ordersOf(server.origin, buyer)).find((o) => o._id === late._id)?.cancellableUntil).toBeUndefined()
      expect(await cancelAsBuyer(buyer, late._id)).toEqual({ status: 409, body: { msg: BUYER_CANCEL_CLOSED } })
    } finally {
      offset = 0
    }
    const stock = await stockIn(db(), variety.productId, variety.color)
    expect(stock).toBe(variety.stock - 2)
  })

  test('staff move an order forward one step at a time; Shipped needs tracking; no cancel once shipped', async () => {
    const buyer = await buyerReadyToBuy(server.origin, `${kind}-steps`)
    const order = await placeOrder(server.origin, buyer, await freshVariety(server.origin, used, 1), 1)
    expect(await staffRefusal(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Shipped', carrier: 'X', trackingNumber: 'Y' })).toMatchObject({ status: 409 })
    const ongoing = await staffCall(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Ongoing' })
    expect(ongoing.order.trackingDetails?.at(-1)).toMatchObject({ status: 'Ongoing', message: TRACKING_MESSAGES.Ongoing })
    expect(await staffRefusal(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Shipped', carrier: 'BlueDart', trackingNumber: ' ' })).toEqual({
      status: 400,
      msg: FULFILMENT_MESSAGES.shippedNeedsTracking,
    })
    const shipped = await staffCall(server, 'owner', 'orderStatus', { id: order._id, status: 'Shipped', carrier: 'BlueDart', trackingNumber: 'BD-778812' })
    expect({ status: shipped.status, nextStep: shipped.nextStep, canCancel: shipped.canCancel }).toEqual({ status: 'Shipped', nextStep: 'Delivered', canCancel: false })
    expect(await staffRefusal(server, 'fulfilment', 'orderCancel', { id: order._id, reason: 'Too late' })).toEqual({ status: 409, msg: FULFILMENT_MESSAGES.alreadyShipped })

    // the buyer's Track My Order shows what staff did, carrier and tracking number included
    const card = (await ordersOf(server.origin, buyer)).find((o) => o._id === order._id)!
    expect(card.trackingDetails?.map((s) => s.status)).toEqual(['Ordered Placed', 'Ongoing', 'Shipped'])
    expect(card.trackingDetails?.at(-1)).toMatchObject({ carrier: 'BlueDart', trackingNumber: 'BD-778812' })

    const delayed = await staffCall(server, 'fulfilment', 'orderDelay', { id: order._id, message: 'Held at the Surat hub by rain' })
    expect(delayed.status).toBe('Delayed')
    const delivered = await staffCall(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Delivered' })
    expect({ status: delivered.status, nextStep: delivered.nextStep, canDelay: delivered.canDelay, version: delivered.version }).toEqual({
      status: 'Delivered',
      nextStep: null,
      canDelay: false,
      version: 4,
    })

    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, order._id)).orderBy(auditLog.seq)
    expect(entries.map((e) => [e.action, e.staffName])).toEqual([
      ['order.status', 'Sunita Rao'],
      ['order.status', 'Meera Kapoor'],
      ['order.delay', 'Sunita Rao'],
      ['order.status', 'Sunita Rao'],
    ])
    expect(entries[1]).toMatchObject({
      entity: 'order',
      before: { status: 'Ongoing', version: 1 },
      after: { status: 'Shipped', version: 2, entry: { status: 'Shipped', carrier: 'BlueDart', trackingNumber: 'BD-778812' } },
    })
  })

  test("staff cancel: the metres go back to the order's own colour in the same transaction, and the audit says so", async () => {
    const buyer = await buyerReadyToBuy(server.origin, `${kind}-staff-cancel`)
    const variety = await freshVariety(server.origin, used, 5)
    const before = await stockIn(db(), variety.productId, variety.color)
    const order = await placeOrder(server.origin, buyer, variety, 5)
    expect(await stockIn(db(), variety.productId, variety.color)).toBe(before - 5)

    const cancelled = await staffCall(server, 'fulfilment', 'orderCancel', { id: order._id, reason: 'Out of this dye lot', version: 0 })
    expect({ status: cancelled.status, version: cancelled.version, canCancel: cancelled.canCancel }).toEqual({ status: 'Cancelled', version: 1, canCancel: false })
    expect(cancelled.order.trackingDetails?.at(-1)).toMatchObject({ status: 'Cancelled', message: 'Out of this dye lot' })
    expect(await stockIn(db(), variety.productId, variety.color)).toBe(before)
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.cancel')))
    expect(entry?.after).toMatchObject({ status: 'Cancelled', version: 1, restocked: { color: variety.color, metres: 5 } })

    expect(await staffRefusal(server, 'fulfilment', 'orderCancel', { id: order._id, reason: 'Again' })).toEqual({ status: 409, msg: FULFILMENT_MESSAGES.cancelled })
    expect(await stockIn(db(), variety.productId, variety.color)).toBe(before)
  })

  test('two staff acting on one order at once: one wins, the other is told the order changed, one entry is added', async () => {
    const buyer = await buyerReadyToBuy(server.origin, `${kind}-race`)
    const variety = await freshVariety(server.origin, used, 2)
    for (const [a, b] of [
      ['orderStatus', 'orderStatus'],
      ['orderCancel', 'orderDelay'],
    ] as const) {
      const order = await placeOrder(server.origin, buyer, variety, 1)
      const seen = await staffCall(server, 'fulfilment', 'order', { id: order._id })
      const act = (name: 'orderStatus' | 'orderCancel' | 'orderDelay') =>
        name === 'orderStatus'
          ? staffCall(server, 'fulfilment', name, { id: order._id, status: 'Ongoing', version: seen.version })
          : name === 'orderCancel'
            ? staffCall(server, 'owner', name, { id: order._id, reason: 'Buyer phoned to cancel', version: seen.version })
            : staffCall(server, 'fulfilment', name, { id: order._id, message: 'Loom breakdown', version: seen.version })
      const results = await Promise.allSettled([act(a), act(b)])
      const won = results.filter((r) => r.status === 'fulfilled')
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as StaffRefusal] : []))
      expect(won).toHaveLength(1)
      expect(lost.map((e) => ({ status: e.status, msg: e.msg }))).toEqual([{ status: 409, msg: FULFILMENT_MESSAGES.orderChanged }])

      const [row] = await db().select().from(orders).where(eq(orders.id, order._id))
      expect(row?.trackingDetails).toHaveLength(2)
      expect(row?.version).toBe(1)
      const audited = await db().select().from(auditLog).where(eq(auditLog.entityId, order._id))
      expect(audited).toHaveLength(1)
    }
    // of the two orders, the one cancelled (if the cancel won) gave its metre back
    const cards = await ordersOf(server.origin, buyer)
    const cancelledCount = cards.filter((o) => o.trackingDetails?.at(-1)?.status === 'Cancelled').length
    expect(await stockIn(db(), variety.productId, variety.color)).toBe(variety.stock - 2 + cancelledCount)
  })

  test('a cancel racing a purchase of the last metres never oversells, and neither change is lost', async () => {
    const variety = await freshVariety(server.origin, used, 1)
    const holder = await buyerReadyToBuy(server.origin, `${kind}-holder`)
    const racer = await buyerReadyToBuy(server.origin, `${kind}-racer`)
    const ROUNDS = 4
    const METRES = 3
    for (let round = 0; round < ROUNDS; round++) {
      // both carts hold the last metres; the holder's order took them: the variety is out of stock
      await setStock(db(), variety.productId, variety.color, METRES)
      await ok(server.origin, 'POST', '/api/user/add-to-cart', { token: racer.token, json: { productId: variety.productId, color: variety.color, quantity: METRES } })
      const held = await placeOrder(server.origin, holder, variety, METRES)
      expect(await stockIn(db(), variety.productId, variety.color)).toBe(0)

      const cancel = round % 2 === 0 ? cancelAsBuyer(holder, held._id) : staffCall(server, 'fulfilment', 'orderCancel', { id: held._id, reason: 'Buyer asked' }).then(() => ({ status: 200 }))
      const [cancelled, bought] = await Promise.all([cancel, call(server.origin, 'POST', '/api/buy', { token: racer.token, json: { paymentMethod: 'UPI' } })])
      expect(cancelled.status).toBe(200)
      expect([200, 409]).toContain(bought.status)
      // the cancel's metres are in stock, less what the racer bought: never below 0, never counted twice
      expect(await stockIn(db(), variety.productId, variety.color)).toBe(bought.status === 200 ? 0 : METRES)
      if (bought.status !== 200) await ok(server.origin, 'POST', '/api/user/remove-from-cart', { token: racer.token, json: { productId: variety.productId, color: variety.color } })
    }
  }, 60_000)

  test('the status the back office filters on follows any writer, an UPDATE by SQL included', async () => {
    const buyer = await buyerReadyToBuy(server.origin, `${kind}-sql-writer`)
    const order = await placeOrder(server.origin, buyer, await freshVariety(server.origin, used, 1), 1)
    const listed = async (status: 'Delivered' | 'Delayed' | 'Ordered Placed') =>
      (await staffCall(server, 'support', 'orders', { status, search: order.orderId })).orders.map((o) => o.orderId)
    expect(await listed('Ordered Placed')).toEqual([order.orderId])

    const delivered = JSON.stringify([...(order.trackingDetails ?? []), { status: 'Delivered', message: 'Handed over', time: new Date().toISOString() }])
    await db().execute(sql`update ${orders} set tracking_details = ${delivered}::jsonb where id = ${order._id}`)
    expect(await listed('Ordered Placed')).toEqual([])
    expect(await listed('Delivered')).toEqual([order.orderId])

    const delayed = JSON.stringify([...JSON.parse(delivered), { status: 'Delivered', message: 'Returned to hub', isError: true }])
    await db().execute(sql`update ${orders} set tracking_details = ${delayed}::jsonb where id = ${order._id}`)
    expect(await listed('Delivered')).toEqual([])
    expect(await listed('Delayed')).toEqual([order.orderId])
  })

  test('the orders table: search by number, buyer name or email (wildcards literal), newest first, paged; contact only for the roles that need it', async () => {
    const buyer = await buyerReadyToBuy(server.origin, `${kind}-table`)
    const variety = await freshVariety(server.origin, used, 3)
    const placed = [await placeOrder(server.origin, buyer, variety, 1), await placeOrder(server.origin, buyer, variety, 1), await placeOrder(server.origin, buyer, variety, 1)]
    const newestFirst = [...placed].reverse().map((o) => o.orderId)

    const byEmail = await staffCall(server, 'fulfilment', 'orders', { search: buyer.email.toUpperCase() })
    expect(byEmail.orders.map((o) => o.orderId)).toEqual(newestFirst)
    expect(byEmail.totalItems).toBe(3)
    expect(byEmail.orders[0]).toMatchObject({ buyerName: buyer.name, color: variety.color, quantity: 1, status: 'Ordered Placed', paymentMethod: 'Cash on Delivery' })
    expect(byEmail.orders[0]?.total).toBeGreaterThan(0)

    const paged = await staffCall(server, 'fulfilment', 'orders', { search: buyer.email, page: '2', limit: '2' })
    expect({ orders: paged.orders.map((o) => o.orderId), totalPages: paged.totalPages, totalItems: paged.totalItems }).toEqual({
      orders: [newestFirst[2]],
      totalPages: 2,
      totalItems: 3,
    })
    expect((await staffCall(server, 'owner', 'orders', { search: placed[1]!.orderId.toLowerCase() })).orders.map((o) => o.orderId)).toEqual([placed[1]!.orderId])
    // % and _ are letters here, not wildcards
    expect((await staffCall(server, 'owner', 'orders', { search: '%' })).totalItems).toBe(0)
    expect((await staffCall(server, 'owner', 'orders', { search: '_' })).totalItems).toBe(0)
    expect(await staffRefusal(server, 'owner', 'orders', { limit: '101' })).toEqual({ status: 400, msg: 'Invalid limit' })

    const forFulfilment = await staffCall(server, 'fulfilment', 'order', { id: placed[0]!._id })
    expect(forFulfilment.buyer).toEqual({ id: forFulfilment.buyer.id, name: buyer.name })
    const forSupport = await staffCall(server, 'support', 'order', { id: placed[0]!._id })
    expect(forSupport.buyer).toMatchObject({ name: buyer.name, email: buyer.email, phone: '9876543210' })
    expect(await staffRefusal(server, 'support', 'order', { id: 'no-such-order' })).toEqual({ status: 404, msg: FULFILMENT_MESSAGES.notFound })
  })

  test('a change made on a stale view is refused, and nothing is written', async () => {
    const buyer = await buyerReadyToBuy(server.origin, `${kind}-stale`)
    const order = await placeOrder(server.origin, buyer, await freshVariety(server.origin, used, 1), 1)
    await staffCall(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Ongoing', version: 0 })
    expect(await staffRefusal(server, 'fulfilment', 'orderDelay', { id: order._id, message: 'Late', version: 0 })).toEqual({
      status: 409,
      msg: FULFILMENT_MESSAGES.orderChanged,
    })
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id))
    expect({ version: row?.version, status: row?.status }).toEqual({ version: 1, status: 'Ongoing' })
  })
})
