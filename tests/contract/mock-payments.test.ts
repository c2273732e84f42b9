// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '../../contracts/payment'
import { createMemoryDb } from '../../mocks/db/memory-db'
import { createBackendContext, type BackendContext } from '../../mocks/use-cases/backend-context'
import { buy, listOrders } from '../../mocks/use-cases/orders'
import { confirmPayment, demoGatewayDecide, paymentStatus } from '../../mocks/use-cases/payments'
import { buildSeed } from '../../seed/fixtures/seed'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'

/*
 * What the fake backend does instead of the server's background jobs (issue 31): the hold's end
 * and a late capture apply when a call next reads the payment, each once. The answers themselves
 * are the shared API suite's (tests/api/payments.test.ts).
 */

function fakeWithClock() {
  let now = Date.parse('2026-11-20T10:00:00Z')
  const ctx: BackendContext = createBackendContext(createMemoryDb(buildSeed()), { now: () => now })
  return { ctx, advance: (ms: number) => (now += ms) }
}

const stockOf = (ctx: BackendContext, productId: string, color: string) =>
  ctx.db.get('products').find((p) => p._id === productId)?.productVarieties.find((v) => v.color === color)?.stock

describe("the fake's payments", () => {
  test('an unpaid hold ends once: the orders cancelled, their stock back a single time', () => {
    const { ctx, advance } = fakeWithClock()
    const cartLine = ctx.db.get('users').find((u) => u._id === DEMO_BUYER.id)?.cart.products[0]
    if (!cartLine) throw new Error('the demo buyer has no cart line')
    const before = stockOf(ctx, cartLine.productId, cartLine.productColor)
    const { payment } = buy(ctx, DEMO_BUYER.id, { paymentMethod: 'UPI', shippingOption: 'free' }, 'hold')
    expect(stockOf(ctx, cartLine.productId, cartLine.productColor)).toBe((before ?? 0) - cartLine.quantity)

    advance(DEFAULT_PAYMENT_HOLD_MINUTES * 60_000 - 1000)
    expect(paymentStatus(ctx, DEMO_BUYER.id, { id: payment!.paymentId }).state).toBe('awaitingPayment')
    advance(2000)
    expect(paymentStatus(ctx, DEMO_BUYER.id, { id: payment!.paymentId }).state).toBe('unpaid')
    // read again: the hold ended already, nothing moves twice
    listOrders(ctx, DEMO_BUYER.id, { page: '1', limit: '50' })
    const orders = listOrders(ctx, DEMO_BUYER.id, { page: '1', limit: '50' }).orders.filter((o) => payment!.orderIds.includes(o.orderId))
    expect(orders.map((o) => [o.payment?.state, o.trackingDetails?.filter((t) => t.status === 'Cancelled').length])).toEqual(orders.map(() => ['unpaid', 1]))
    expect(stockOf(ctx, cartLine.productId, cartLine.productColor)).toBe(before)
  })

  test("a late capture: the return answers awaiting payment, and the capture lands when it is due", async () => {
    const { ctx, advance } = fakeWithClock()
    const { payment } = buy(ctx, DEMO_BUYER.id, { paymentMethod: 'Credit Card', shippingOption: 'free' }, 'late')
    const returned = await demoGatewayDecide(ctx, DEMO_BUYER.id, { id: payment!.paymentId, decision: 'pay' }, 3000)
    expect((await confirmPayment(ctx, DEMO_BUYER.id, { id: payment!.paymentId, ...returned })).state).toBe('awaitingPayment')
    advance(3000)
    expect(paymentStatus(ctx, DEMO_BUYER.id, { id: payment!.paymentId }).state).toBe('paid')
  })
})
