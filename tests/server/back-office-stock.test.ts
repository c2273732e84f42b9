// @vitest-environment node
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { auditLog, orders } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import { buyerReadyToBuy, freshVariety, setStock, staffCall, staffRefusal, stockIn, StaffRefusal } from './back-office-calls'
import { call, ok, type Buyer } from './server-processes'

/*
 * Issue 30, point 3, on the embedded database and on a PostgreSQL server: buyers' orders take
 * metres while staff receive and count the same colour at the same moment. Each change is one
 * conditional update, so none is lost: at the end the stock is the start (or the count, when it
 * ran first) plus what was received minus what the orders took; no order took metres that were
 * not there; and a count made from a figure the others moved is refused with the stock as it is.
 */

const START = 10
const RECEIVED = 5
const ORDERED = 3
const COUNTED = 20
const BUYERS = 4
const ROUNDS = 3

describe.each(['embedded', 'postgres'] as const)('stock changed by staff while buyers order, on the %s database', (kind) => {
  let cluster: ThrowawayPostgres | null = null
  let server: RunningServer

  beforeAll(async () => {
    const database =
      kind === 'embedded' ? ({ kind: 'embedded' } as const) : ({ kind: 'postgres', url: (cluster = await startThrowawayPostgres()).createDatabase('back_office_stock') } as const)
    server = await startServer({ port: 0, database, catalogueCacheMs: 0 })
  }, 90_000)

  afterAll(async () => {
    await server?.close()
    cluster?.stop()
  }, 30_000)

  const db = () => server.database.db

  test('receipts, a count and orders at once: nothing lost, nothing oversold, a stale count refused', async () => {
    const variety = await freshVariety(server.origin, new Set(), START)
    const line = { productId: variety.productId, color: variety.color }
    const buyers: Buyer[] = []
    for (let i = 0; i < BUYERS; i++) buyers.push(await buyerReadyToBuy(server.origin, `${kind}-stock-${i}`))
    const receive = (role: 'owner' | 'catalogue') => staffCall(server, role, 'changeStock', { id: line.productId, color: line.color, add: RECEIVED, reason: 'Received from the mill' })
    const count = (was: number) => staffCall(server, 'catalogue', 'changeStock', { id: line.productId, color: line.color, set: COUNTED, was, reason: 'Stock count' })
    const sold = async () => {
      const [row] = await db()
        .select({ metres: sql<number>`coalesce(sum((${orders.item} ->> 'quantity')::int), 0)::int` })
        .from(orders)
        .where(and(eq(orders.productId, line.productId), eq(orders.color, line.color)))
      return row?.metres ?? 0
    }
    let countsApplied = 0

    for (let round = 0; round < ROUNDS; round++) {
      await setStock(db(), line.productId, line.color, START)
      for (const buyer of buyers) await ok(server.origin, 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { ...line, quantity: ORDERED } })
      const soldBefore = await sold()

      const [counted, ...rest] = await Promise.allSettled([
        count(START),
        receive('catalogue'),
        ...buyers.map((buyer) => call(server.origin, 'POST', '/api/buy', { token: buyer.token, json: { paymentMethod: 'UPI' } })),
        receive('owner'),
      ])
      const receipts = [rest[0], rest.at(-1)]
      const bought = rest.slice(1, -1).map((r) => (r.status === 'fulfilled' ? (r.value as { status: number }).status : 0))
      expect(receipts.every((r) => r?.status === 'fulfilled')).toBe(true)
      expect(bought.every((status) => status === 200 || status === 409)).toBe(true)

      // the count applies only to the stock it started from: with receipts of 5 and orders of 3
      // no mix of them returns to it, so an applied count ran before any of them
      if (counted.status === 'fulfilled') countsApplied++
      else expect(counted.reason).toBeInstanceOf(StaffRefusal)
      const base = counted.status === 'fulfilled' ? COUNTED : START
      const orderedNow = bought.filter((status) => status === 200).length
      const stock = await stockIn(db(), line.productId, line.color)
      expect(stock).toBe(base + 2 * RECEIVED - orderedNow * ORDERED)
      expect(stock).toBeGreaterThanOrEqual(0)
      expect(await sold()).toBe(soldBefore + orderedNow * ORDERED)
      if (counted.status === 'rejected') expect((counted.reason as StaffRefusal).status).toBe(409)

      // a count from the figure the round started with is stale now, and says what the stock is
      expect(await staffRefusal(server, 'catalogue', 'changeStock', { id: line.productId, color: line.color, set: COUNTED, was: START, reason: 'Stock count' })).toEqual({
        status: 409,
        msg: CATALOGUE_MESSAGES.stockChangedSinceCount(stock),
      })
      expect(await stockIn(db(), line.productId, line.color)).toBe(stock)
      // a buyer the stock could not serve keeps the cart: empty it for the next round
      for (const [i, status] of bought.entries()) {
        if (status !== 200) await ok(server.origin, 'POST', '/api/user/remove-from-cart', { token: buyers[i]?.token, json: line })
      }
    }

    // every change that applied is in the audit log, in the same transaction as the change
    const entries = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, line.productId), eq(auditLog.action, 'product.stock')))
    expect(entries).toHaveLength(ROUNDS * 2 + countsApplied)
  }, 120_000)
})
