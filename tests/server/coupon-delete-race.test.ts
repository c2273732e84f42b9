// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { couponRedemptions, coupons } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import { buyerReadyToBuy, freshVariety } from './back-office-calls'
import { call, ok } from './server-processes'

/*
 * Staff delete a coupon (a coupon nobody has used may go) at the moment a buyer places an order
 * with it, on PostgreSQL, where the two run side by side: the order must be refused as a buyer is
 * refused any unknown code, never fail on the redemption's foreign key with a 500, and no
 * redemption may outlive its coupon. (The embedded database runs one transaction at a time.)
 */

let cluster: ThrowawayPostgres
let server: RunningServer

beforeAll(async () => {
  cluster = await startThrowawayPostgres()
  server = await startServer({ port: 0, database: { kind: 'postgres', url: cluster.createDatabase('coupon_delete_race') }, catalogueCacheMs: 0 })
}, 90_000)

afterAll(async () => {
  await server?.close()
  cluster?.stop()
}, 30_000)

test('an order placed while its coupon is being deleted is refused with Invalid coupon code', async () => {
  const buyer = await buyerReadyToBuy(server.origin, 'coupon-race')
  const variety = await freshVariety(server.origin, new Set(), 1)
  await ok(server.origin, 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { productId: variety.productId, color: variety.color, quantity: 1 } })
  await ok(server.origin, 'POST', '/api/user/apply-coupon', { token: buyer.token, json: { couponCode: 'WELCOME10' } })

  let commitDelete = () => {}
  const deleting = new Promise<void>((resolve) => (commitDelete = resolve))
  // staff's delete holds the coupon's row while the order comes in (as deleteCoupon's lock does)
  const deleted = server.database.db.transaction(async (tx) => {
    await tx.select().from(coupons).where(eq(coupons.code, 'WELCOME10')).for('update')
    await tx.delete(coupons).where(eq(coupons.code, 'WELCOME10'))
    await deleting
  })
  const placing = call<{ msg?: string }>(server.origin, 'POST', '/api/buy', { token: buyer.token, json: { paymentMethod: 'Cash on Delivery' } })
  // long enough for the order to reach the coupon's row and wait on it
  await new Promise((resolve) => setTimeout(resolve, 500))
  commitDelete()
  await deleted

  expect(await placing).toMatchObject({ status: 400, body: { msg: 'Invalid coupon code' } })
  expect(await server.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponCode, 'WELCOME10'))).toEqual([])
}, 60_000)
