// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOW_STOCK_LIST_MAX, LOW_STOCK_METRES, type DashboardResponse } from '../../contracts/admin/admin-dashboard'
import { SUPPORT_MESSAGES } from '../../contracts/admin/admin-support'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { auditLog } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { buyerReadyToBuy, freshVariety, placeOrder, setStock, staffCall, staffRefusal } from './back-office-calls'
import { ok, registerBuyer, type Json } from './server-processes'

/*
 * Issue 29, points 5 and 8 and the buyers list, on the embedded database with no mail
 * configured: the support inbox, the buyers support reads, and the dashboard every role opens
 * first. The store's clock is the test's: the dashboard's "today" is the store's day in India.
 */

/** 23:30 in India on 10 March 2031 (18:00 UTC): half an hour before the store's day ends. */
const LATE_EVENING_IST = Date.parse('2031-03-10T18:00:00Z')
let clock = LATE_EVENING_IST
let server: RunningServer
const used = new Set<string>()

beforeAll(async () => {
  server = await startServer({ port: 0, database: { kind: 'embedded' }, catalogueCacheMs: 0, now: () => clock })
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const sendSupport = (json: { name: string; contactDetails: string; message: string }, token?: string) =>
  ok(server.origin, 'POST', '/api/user/support', { json, ...(token ? { token } : {}) })

describe('the support inbox', () => {
  test('a request starts open, linked to the buyer who sent it; the inbox lists newest first, by status, a page at a time', async () => {
    const buyer = await registerBuyer(server.origin, server.origin, 'inbox-sender')
    const sent: string[] = []
    for (const [i, label] of ['first', 'second', 'third'].entries()) {
      clock += 1000
      await sendSupport({ name: `Sender ${label}`, contactDetails: buyer.email, message: `Question ${i + 1}` }, i === 0 ? buyer.token : undefined)
      sent.push(`Sender ${label}`)
    }
    const page = await staffCall(server, 'support', 'support', { status: 'open', limit: '2' })
    expect(page.requests.map((r) => r.name)).toEqual(['Sender third', 'Sender second'])
    expect(page.totalItems).toBeGreaterThanOrEqual(3)
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 2))
    const next = await staffCall(server, 'support', 'support', { status: 'open', limit: '2', page: '2' })
    expect(next.requests[0]?.name).toBe('Sender first')
    expect(next.requests[0]).toMatchObject({ status: 'open', replies: [], message: 'Question 1', userId: expect.any(String) })
    expect(page.requests[0]?.userId).toBeUndefined()
    expect(page.requests[0]?.createdAt).toBe(new Date(clock).toISOString())
  })

  test('a reply with no mail configured is kept, not mailed; the status is set and audited when it changes', async () => {
    await sendSupport({ name: 'Unmailed Visitor', contactDetails: 'visitor@example.com', message: 'Do you ship to Nepal?' })
    const [request] = (await staffCall(server, 'owner', 'support', { status: 'open', limit: '1' })).requests
    const replied = await staffCall(server, 'owner', 'supportReply', { id: request!._id, message: '  Not yet, sorry.  ' })
    expect(replied.request).toMatchObject({ status: 'answered', replies: [{ message: 'Not yet, sorry.', staffName: 'Meera Kapoor', mailed: false }] })

    const closed = await staffCall(server, 'support', 'supportStatus', { id: request!._id, status: 'closed' })
    expect(closed.request.status).toBe('closed')
    await staffCall(server, 'support', 'supportStatus', { id: request!._id, status: 'closed' })
    const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, request!._id)).orderBy(auditLog.seq)
    expect(entries.map((e) => [e.action, e.staffName, e.before, e.after])).toEqual([
      ['support.reply', 'Meera Kapoor', { status: 'open' }, { status: 'answered', reply: { message: 'Not yet, sorry.', staffName: 'Meera Kapoor' } }],
      ['support.status', 'Farhan Ali', { status: 'answered' }, { status: 'closed' }],
    ])
    expect((await staffCall(server, 'support', 'support', { status: 'closed' })).requests.map((r) => r._id)).toContain(request!._id)
  })

  test('refusals: an unknown request, a blank reply', async () => {
    expect(await staffRefusal(server, 'support', 'supportReply', { id: 'no-such-request', message: 'Hello' })).toEqual({ status: 404, msg: SUPPORT_MESSAGES.notFound })
    expect(await staffRefusal(server, 'support', 'supportStatus', { id: 'no-such-request', status: 'closed' })).toEqual({ status: 404, msg: SUPPORT_MESSAGES.notFound })
    const [request] = (await staffCall(server, 'support', 'support', { limit: '1' })).requests
    expect(await staffRefusal(server, 'support', 'supportReply', { id: request!._id, message: '   ' })).toEqual({ status: 400, msg: SUPPORT_MESSAGES.emptyReply })
  })
})

describe("the seed's orders", () => {
  test('were stored with their colour, price per metre and purchase, like a new order', async () => {
    const { orders } = await staffCall(server, 'owner', 'orders', { search: DEMO_BUYER.email, limit: '100' })
    expect(orders.length).toBeGreaterThan(3)
    for (const order of orders) {
      expect(order.color).toBeTruthy()
      expect(order.purchaseId).toBeTruthy()
      const detail = await staffCall(server, 'fulfilment', 'order', { id: order._id })
      expect(detail.unitPrice! * detail.order.item.quantity).toBeCloseTo(detail.order.item.price, 1)
      expect(detail.order.color).toBe(order.color)
    }
  })
})

describe('the buyers, read-only', () => {
  test('searched by name or email, case-insensitive and literal, newest first, with their order counts', async () => {
    const buyer = await buyerReadyToBuy(server.origin, 'buyers-listed')
    const variety = await freshVariety(server.origin, used, 2)
    await placeOrder(server.origin, buyer, variety, 1)
    await placeOrder(server.origin, buyer, variety, 1)

    const byEmail = await staffCall(server, 'support', 'buyers', { search: buyer.email.toUpperCase() })
    expect(byEmail.buyers).toEqual([{ id: expect.any(String), name: buyer.name, email: buyer.email, phone: '9876543210', createdAt: expect.any(String), orders: 2 }])
    const byName = await staffCall(server, 'owner', 'buyers', { search: 'BUYER BUYERS-LISTED' })
    expect(byName.buyers.map((b) => b.email)).toEqual([buyer.email])
    expect((await staffCall(server, 'support', 'buyers', { search: '%' })).totalItems).toBe(0)

    const all = await staffCall(server, 'support', 'buyers', { limit: '1' })
    expect(all.buyers[0]?.email).toBe(buyer.email)
    expect(all.totalPages).toBe(all.totalItems)
    expect(all.totalItems).toBeGreaterThanOrEqual(3)
  })
})

describe('the dashboard', () => {
  test("today is the store's day in India: orders and what they come to, cancelled ones left out", async () => {
    clock = LATE_EVENING_IST
    const buyer = await buyerReadyToBuy(server.origin, 'dashboard-today')
    const before = await staffCall(server, 'catalogue', 'dashboard', {})
    const variety = await freshVariety(server.origin, used, 3)
    const kept = await placeOrder(server.origin, buyer, variety, 2)
    const dropped = await placeOrder(server.origin, buyer, variety, 1)
    await ok(server.origin, 'POST', `/api/user/orders/${dropped._id}/cancel`, { token: buyer.token })
    const { total } = await staffCall(server, 'fulfilment', 'orders', { search: kept.orderId }).then((page) => page.orders[0]!)

    const after = await staffCall(server, 'catalogue', 'dashboard', {})
    expect(after.today.orders).toBe(before.today.orders + 1)
    expect(after.today.value).toBeCloseTo(before.today.value + total, 2)

    // 00:01 in India: a new day, whatever UTC says
    clock = LATE_EVENING_IST + 31 * 60 * 1000
    expect((await staffCall(server, 'catalogue', 'dashboard', {})).today).toEqual({ orders: 0, value: 0 })
    clock = LATE_EVENING_IST
  })

  test('orders waiting at each step, the delayed ones and the open support requests follow what staff do', async () => {
    const buyer = await buyerReadyToBuy(server.origin, 'dashboard-waiting')
    const count = (d: DashboardResponse, status: string) => d.waiting.find((w) => w.status === status)?.count ?? 0
    const dashboardNow = () => staffCall(server, 'support', 'dashboard', {})
    const d0 = await dashboardNow()
    expect(d0.waiting.map((w) => w.status)).toEqual(['Ordered Placed', 'Ongoing', 'Shipped'])
    const order = await placeOrder(server.origin, buyer, await freshVariety(server.origin, used, 1), 1)
    const d1 = await dashboardNow()
    expect(count(d1, 'Ordered Placed')).toBe(count(d0, 'Ordered Placed') + 1)

    await staffCall(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Ongoing' })
    const d2 = await dashboardNow()
    expect([count(d2, 'Ordered Placed'), count(d2, 'Ongoing')]).toEqual([count(d0, 'Ordered Placed'), count(d0, 'Ongoing') + 1])

    await staffCall(server, 'fulfilment', 'orderDelay', { id: order._id, message: 'Loom repair' })
    await sendSupport({ name: 'Dashboard Visitor', contactDetails: '9876500000', message: 'Hello' })
    const d3 = await dashboardNow()
    expect(count(d3, 'Ongoing')).toBe(count(d0, 'Ongoing'))
    expect(d3.delayed).toBe(d0.delayed + 1)
    expect(d3.openSupport).toBe(d2.openSupport + 1)
  })

  test('the varieties under the threshold, lowest first, at most the list maximum', async () => {
    const low = await freshVariety(server.origin, used, 1)
    await setStock(server.database.db, low.productId, low.color, 0)
    const { data } = await ok<Json<'products'>>(server.origin, 'GET', '/api/getAllProducts')
    const expected = data
      .flatMap((p) => p.productVarieties.map((v) => Number(v.stock)))
      .filter((stock) => stock < LOW_STOCK_METRES)
      .sort((x, y) => x - y)
      .slice(0, LOW_STOCK_LIST_MAX)

    const { lowStock, lowStockThreshold } = await staffCall(server, 'fulfilment', 'dashboard', {})
    expect(lowStockThreshold).toBe(LOW_STOCK_METRES)
    expect(lowStock.map((v) => v.stock)).toEqual(expected)
    expect(lowStock[0]?.stock).toBe(0)
    const product = data.find((p) => p._id === low.productId)!
    if (lowStock.filter((v) => v.stock === 0).length < LOW_STOCK_LIST_MAX) {
      expect(lowStock).toContainEqual({ productId: low.productId, name: product.name, color: low.color, stock: 0 })
    }
  })
})
