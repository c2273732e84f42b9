import type { ProductRecord } from '../../seed/records'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { mockBackend } from '../../mocks/node'

/**
 * The fake backend's products the demo buyer may review: one of their orders of it is not
 * reviewed yet (only buyers review, once per order: rules/reviews.ts).
 */
export function reviewableByDemoBuyer(): ProductRecord[] {
  const buyer = mockBackend.db.get('users').find((u) => u.email === DEMO_BUYER.email)
  const open = new Set(mockBackend.db.get('orders').filter((o) => o.userId === buyer?._id && !o.reviewed).map((o) => o.productId))
  return mockBackend.db.get('products').filter((p) => open.has(p._id))
}

/**
 * Gives the demo buyer an order of `productId` not yet reviewed, in the fake backend's state (a
 * copy of one of their orders, for that product): the buyer may then review it once.
 */
export function giveDemoBuyerAnOrderOf(productId: string): void {
  const buyer = mockBackend.db.get('users').find((u) => u.email === DEMO_BUYER.email)
  const orders = mockBackend.db.get('orders')
  const model = orders.find((o) => o.userId === buyer?._id)
  if (!model) throw new Error('The demo buyer has no orders in the seed')
  const copy = { ...model, _id: `${model._id}-review`, orderId: `${model.orderId}R`, productId, reviewed: false }
  mockBackend.db.put('orders', [...orders, copy])
}
