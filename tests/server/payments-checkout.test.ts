// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { IDEMPOTENCY_HEADER } from '../../contracts/endpoints'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { codOverLimitMessage, holdEndsAt, orderTotal, toPaise } from '../../rules/payments'
import { createDemoGateway, DEMO_EVENT_ID_HEADER, DEMO_SIGNATURE_HEADER } from '../../server/payments/demo-gateway'
import { hmacSha256Hex, returnMessage } from '../../server/payments/signatures'
import { HOLD_SWEEP_GRACE_MS } from '../../server/domain/payments/hold-end'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import { buyerReadyToBuy, freshVariety, ordersOf, setStock, stockIn } from './back-office-calls'
import { buyPrepaid, cardsOf, confirm, decide, deliverWebhook, paymentRecord, recordingJobQueue, type RecordingJobQueue } from './payments-calls'
import { call, ok, type Json } from './server-processes'

/*
 * Issue 31, points 2 and 3, on the embedded database and on a PostgreSQL server, through the
 * demo gateway: the amount is the server's; a forged or tampered return or webhook changes
 * nothing; a webhook is handled once, and one that arrives after the hold ended is refunded; the
 * hold ends once however often its job runs; two buyers after the last metres; Cash on Delivery
 * as before, up to its limit. Buyers act over HTTP; the jobs the server schedules are run by
 * the test with the server's own handlers.
 */

const HOLD_MINUTES = 15
const COD_LIMIT = 2_000

describe.each(['embedded', 'postgres'] as const)('payments on the %s database', (kind) => {
  let cluster: ThrowawayPostgres | null = null
  let server: RunningServer
  let jobs: RecordingJobQueue
  /** The clock every rule reads: a test moves it past a hold's end. */
  let offset = 0
  const used = new Set<string>()

  beforeAll(async () => {
    const database = kind === 'embedded' ? ({ kind: 'embedded' } as const) : ({ kind: 'postgres', url: (cluster = await startThrowawayPostgres()).createDatabase('payments_checkout') } as const)
    jobs = recordingJobQueue()
    server = await startServer({
      port: 0,
      database,
      catalogueCacheMs: 0,
      now: () => Date.now() + offset,
      payments: { gateway: { name: 'demo' }, holdMinutes: HOLD_MINUTES, codLimit: COD_LIMIT },
      jobQueue: jobs.start,
    })
  }, 90_000)

  afterAll(async () => {
    await server?.close()
    cluster?.stop()
  }, 30_000)

  const origin = () => server.origin

  test('the server decides the amount; a forged or tampered return changes nothing; Pay marks the purchase paid once', async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-pays`)
    const other = await buyerReadyToBuy(origin(), `${kind}-other`)
    const variety = await freshVariety(origin(), used, 3)
    // a tampered client sends an amount of its own: nothing reads it
    const placed = await buyPrepaid(origin(), buyer, variety, 3, { amount: 1, total: 1, payment: { amount: 1 } })

    const cards = await cardsOf(origin(), buyer, placed.payment.orderIds)
    const expected = cards.reduce((sum, card) => sum + toPaise(orderTotal(card)), 0)
    expect(expected).toBeGreaterThan(100)
    expect(placed.payment).toMatchObject({ provider: 'demo', amount: expected, currency: 'INR', orderIds: [placed.orderId] })
    expect(placed.payment.providerOrderId).toMatch(/^order_demo_/)
    expect(Date.parse(placed.payment.holdUntil)).toBe(holdEndsAt(Date.parse(cards[0]!.placedAt!), HOLD_MINUTES))
    expect(cards[0]!.payment).toEqual({ state: 'awaitingPayment', paymentId: placed.payment.paymentId, holdUntil: placed.payment.holdUntil })
    expect((await paymentRecord(server, placed.payment.paymentId)).payment.amountPaise).toBe(expected)
    // the hold's end is scheduled for its time, once per payment
    expect(jobs.jobsOf('payment.holdEnds', (d) => d.paymentId === placed.payment.paymentId)).toEqual([
      { name: 'payment.holdEnds', data: { paymentId: placed.payment.paymentId }, startAfter: new Date(placed.payment.holdUntil), singletonKey: placed.payment.paymentId },
    ])

    const paid = await decide(origin(), buyer, placed.payment.paymentId, 'pay')
    expect(paid.status).toBe(200)
    const refusals = [
      // forged: a signature of the right shape that nobody signed
      { providerPaymentId: paid.body.providerPaymentId, signature: 'f'.repeat(64) },
      // tampered: the gateway's signature, carried with another payment id
      { providerPaymentId: `${paid.body.providerPaymentId}x`, signature: paid.body.signature },
      // signed with a key the server does not hold, over the right ids
      { providerPaymentId: paid.body.providerPaymentId, signature: hmacSha256Hex('guessed', returnMessage(placed.payment.providerOrderId, paid.body.providerPaymentId)) },
    ]
    for (const given of refusals) expect(await confirm(origin(), buyer, placed.payment.paymentId, given)).toEqual({ status: 400, body: { msg: PAYMENT_MESSAGES.notVerified } })
    // another buyer's payment is not found, like a missing one, even with the genuine return
    expect((await confirm(origin(), other, placed.payment.paymentId, paid.body)).status).toBe(404)
    expect((await cardsOf(origin(), buyer, placed.payment.orderIds))[0]!.payment?.state).toBe('awaitingPayment')

    expect(await confirm(origin(), buyer, placed.payment.paymentId, paid.body)).toEqual({
      status: 200,
      body: { paymentId: placed.payment.paymentId, state: 'paid', orderIds: [placed.orderId] },
    })
    // the gateway's webhook for the same capture arrives after the return: handled, and nothing moves twice
    const [webhook] = jobs.jobsOf('payment.demoWebhook', (d) => d.body.includes(paid.body.providerPaymentId))
    await jobs.run('payment.demoWebhook', webhook!.data)
    await jobs.run('payment.demoWebhook', webhook!.data)
    const record = await paymentRecord(server, placed.payment.paymentId)
    expect(record.kinds).toEqual(['created', 'rejectedReturn', 'rejectedReturn', 'rejectedReturn', 'captured'])
    expect(record.payment).toMatchObject({ state: 'paid', providerPaymentId: paid.body.providerPaymentId })
    expect((await cardsOf(origin(), buyer, placed.payment.orderIds))[0]!.payment).toEqual({ state: 'paid', paymentId: placed.payment.paymentId })
    expect(await call(origin(), 'POST', `/api/payments/${placed.payment.paymentId}/pay-now`, { token: buyer.token })).toEqual({ status: 409, body: { msg: PAYMENT_MESSAGES.alreadyPaid } })
  })

  test('a forged or tampered webhook changes nothing; the hold ends once; a capture after it is refunded once', async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-late`)
    const variety = await freshVariety(origin(), used, 2)
    const before = await stockIn(server.database.db, variety.productId, variety.color)
    const placed = await buyPrepaid(origin(), buyer, variety, 2)
    const { paymentId, providerOrderId, amount } = placed.payment
    expect(await stockIn(server.database.db, variety.productId, variety.color)).toBe(before - 2)

    // Decline: told 402, the payment still awaits, and Pay Now reopens the same checkout
    expect(await decide(origin(), buyer, paymentId, 'decline')).toEqual({ status: 402, body: { msg: PAYMENT_MESSAGES.demoDeclined } })
    const [declined] = jobs.jobsOf('payment.demoWebhook', (d) => d.body.includes(providerOrderId))
    await jobs.run('payment.demoWebhook', declined!.data)
    expect(await ok(origin(), 'POST', `/api/payments/${paymentId}/pay-now`, { token: buyer.token })).toEqual(placed.payment)

    const gateway = createDemoGateway(server.ctx.secret)
    const capture = gateway.paymentWebhook('captured', { providerOrderId, providerPaymentId: 'pay_demo_late', amountPaise: amount })
    const headers = { [DEMO_SIGNATURE_HEADER]: capture.signature, [DEMO_EVENT_ID_HEADER]: capture.eventId }
    const forged = createDemoGateway(new Uint8Array(32).fill(7)).paymentWebhook('captured', { providerOrderId, providerPaymentId: 'pay_forged', amountPaise: amount })
    const refused = [
      await deliverWebhook(origin(), 'demo', forged.body, { [DEMO_SIGNATURE_HEADER]: forged.signature, [DEMO_EVENT_ID_HEADER]: forged.eventId }),
      // the genuine signature over a body changed after signing
      await deliverWebhook(origin(), 'demo', capture.body.replace('pay_demo_late', 'pay_demo_evil'), headers),
      await deliverWebhook(origin(), 'demo', capture.body, { [DEMO_EVENT_ID_HEADER]: capture.eventId }),
    ]
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400])
    // a gateway that is not the configured one has no webhook here
    expect((await deliverWebhook(origin(), 'razorpay', capture.body, headers)).status).toBe(404)
    expect((await paymentRecord(server, paymentId)).payment.state).toBe('awaitingPayment')

    // the hold ends: the job runs twice (two processes, or a retry): one cancellation, the stock back once
    offset += (HOLD_MINUTES + 1) * 60_000
    try {
      const [holdJob] = jobs.jobsOf('payment.holdEnds', (d) => d.paymentId === paymentId)
      await Promise.all([jobs.run('payment.holdEnds', holdJob!.data), jobs.run('payment.holdEnds', holdJob!.data)])
      await jobs.run('payment.holdEnds', holdJob!.data)
      const [card] = await cardsOf(origin(), buyer, placed.payment.orderIds)
      expect(card!.trackingDetails!.filter((entry) => entry.status === 'Cancelled')).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.holdEnded })])
      expect(card!.payment).toEqual({ state: 'unpaid', paymentId })
      expect(await stockIn(server.database.db, variety.productId, variety.color)).toBe(before)
      expect(await call(origin(), 'POST', `/api/payments/${paymentId}/pay-now`, { token: buyer.token })).toEqual({ status: 409, body: { msg: PAYMENT_MESSAGES.holdEnded } })

      // the capture arrives late, twice: the whole payment is refunded, once
      expect((await deliverWebhook(origin(), 'demo', capture.body, headers)).status).toBe(200)
      expect(await deliverWebhook(origin(), 'demo', capture.body, headers)).toEqual({ status: 200, body: { msg: 'Already handled' } })
      const pending = await paymentRecord(server, paymentId)
      expect(pending.payment.state).toBe('refundPending')
      expect(pending.refunds).toEqual([expect.objectContaining({ orderId: null, amountPaise: amount, state: 'pending' })])
      const refundJobs = jobs.jobsOf('payment.refund', (d) => d.refundId === pending.refunds[0]!.id)
      expect(refundJobs).toHaveLength(1)
      await jobs.run('payment.refund', refundJobs[0]!.data)
      const refunded = await paymentRecord(server, paymentId)
      expect(refunded.payment.state).toBe('refunded')
      expect(refunded.refunds).toEqual([expect.objectContaining({ state: 'succeeded', attempts: 1 })])
      expect(refunded.kinds).toEqual(['created', 'declined', 'holdEnded', 'captured', 'refundRequested', 'refunded'])
      expect((await cardsOf(origin(), buyer, placed.payment.orderIds))[0]!.payment?.state).toBe('refunded')
      // the stock stayed where the hold's end put it
      expect(await stockIn(server.database.db, variety.productId, variety.color)).toBe(before)
    } finally {
      offset -= (HOLD_MINUTES + 1) * 60_000
    }
  })

  test('two buyers after the last metres: the second is told before paying; the first pays', async () => {
    const [first, second] = [await buyerReadyToBuy(origin(), `${kind}-first`), await buyerReadyToBuy(origin(), `${kind}-second`)]
    const variety = await freshVariety(origin(), used, 1)
    await setStock(server.database.db, variety.productId, variety.color, 4)
    for (const buyer of [first, second]) await ok(origin(), 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { ...variety, quantity: 4 } })
    // a doubled Place Order: one purchase, one payment, the same checkout answered twice
    const buying = { token: first.token, json: { paymentMethod: 'Credit Card' }, headers: { [IDEMPOTENCY_HEADER]: `${kind}-last-metres` } }
    const [placed, again] = await Promise.all([ok<Json<'buy'>>(origin(), 'POST', '/api/buy', buying), ok<Json<'buy'>>(origin(), 'POST', '/api/buy', buying)])
    expect(again).toEqual(placed)
    expect(await ok(origin(), 'GET', `/api/payments/${placed.payment!.paymentId}`, { token: first.token })).toEqual({
      paymentId: placed.payment!.paymentId,
      state: 'awaitingPayment',
      orderIds: [placed.orderId],
      holdUntil: placed.payment!.holdUntil,
    })
    expect(await ordersOf(origin(), first)).toHaveLength(1)
    const gatewayOrders = jobs.scheduled.length
    const refused = await call<{ msg: string }>(origin(), 'POST', '/api/buy', { token: second.token, json: { paymentMethod: 'UPI' } })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toMatch(/^Only the stock left of .+ can be ordered/)
    expect(jobs.scheduled.length).toBe(gatewayOrders)
    expect(await ordersOf(origin(), second)).toEqual([])
    expect(await stockIn(server.database.db, variety.productId, variety.color)).toBe(0)

    const paid = await decide(origin(), first, placed.payment!.paymentId, 'pay')
    expect((await confirm(origin(), first, placed.payment!.paymentId, paid.body)).body.state).toBe('paid')
  })

  test("a hold whose end the queue cannot take is never placed: no order, the metres and the cart as they were", async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-no-queue`)
    const variety = await freshVariety(origin(), used, 2)
    await ok(origin(), 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { ...variety, quantity: 2 } })
    jobs.refuse('payment.holdEnds')
    try {
      expect((await call(origin(), 'POST', '/api/buy', { token: buyer.token, json: { paymentMethod: 'UPI' } })).status).toBe(500)
    } finally {
      jobs.refuse('payment.holdEnds', false)
    }
    expect(await ordersOf(origin(), buyer)).toEqual([])
    expect(await stockIn(server.database.db, variety.productId, variety.color)).toBe(variety.stock)
    expect((await ok<Json<'cart'>>(origin(), 'GET', '/api/user/cart', { token: buyer.token })).data.products).toHaveLength(1)

    // the queue back: the purchase and its hold's end are written together
    const placed = await ok<Json<'buy'>>(origin(), 'POST', '/api/buy', { token: buyer.token, json: { paymentMethod: 'UPI' } })
    expect(jobs.jobsOf('payment.holdEnds', (job) => job.paymentId === placed.payment!.paymentId)).toHaveLength(1)
  })

  test('Cash on Delivery places the order as before, up to COD_LIMIT; over it nothing is placed', async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-cod`)
    const variety = await freshVariety(origin(), used, 1)
    await ok(origin(), 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { ...variety, quantity: 1 } })
    const { totalPrice: perMetre } = await ok<Json<'cartTotal'>>(origin(), 'GET', '/api/user/cart/totalprice', { token: buyer.token })
    expect(perMetre * 1.1).toBeLessThan(COD_LIMIT)
    // enough metres for the total to pass the limit
    const over = Math.ceil(COD_LIMIT / perMetre) + 1
    await setStock(server.database.db, variety.productId, variety.color, over + 5)
    await ok(origin(), 'PATCH', '/api/user/updateCart', { token: buyer.token, json: { ...variety, quantity: over } })
    expect(await call(origin(), 'POST', '/api/buy', { token: buyer.token, json: { paymentMethod: 'Cash on Delivery' } })).toEqual({
      status: 400,
      body: { msg: codOverLimitMessage(2000) },
    })
    expect(await stockIn(server.database.db, variety.productId, variety.color)).toBe(over + 5)
    expect(await ordersOf(origin(), buyer)).toEqual([])

    await ok(origin(), 'PATCH', '/api/user/updateCart', { token: buyer.token, json: { ...variety, quantity: 1 } })
    const placed = await ok<Json<'buy'>>(origin(), 'POST', '/api/buy', { token: buyer.token, json: { paymentMethod: 'Cash on Delivery' } })
    expect(placed).toEqual({ msg: 'Order placed successfully', orderId: placed.orderId, orderIds: [placed.orderId] })
    const [card] = await ordersOf(origin(), buyer)
    expect(card!.payment).toBeUndefined()
    expect(await stockIn(server.database.db, variety.productId, variety.color)).toBe(over + 4)
  })

  // last: the sweep ends every hold overdue on this database, the earlier tests' included
  test("a hold whose own job never ran is ended by the sweep, once it is overdue, and only once", async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-swept`)
    const variety = await freshVariety(origin(), used, 2)
    const before = await stockIn(server.database.db, variety.productId, variety.color)
    const placed = await buyPrepaid(origin(), buyer, variety, 2)
    const { paymentId } = placed.payment
    // its own job is never run here (lost with a queue emptied by hand, or out of retries)
    const holdEnd = Date.parse(placed.payment.holdUntil)
    const movedBy = (to: number) => to - Date.now() - offset

    try {
      // past the hold's end, within the grace its own job has: the sweep leaves it
      offset += movedBy(holdEnd + HOLD_SWEEP_GRACE_MS - 30_000)
      await jobs.run('payment.sweepHolds', {})
      expect((await paymentRecord(server, paymentId)).payment.state).toBe('awaitingPayment')

      offset += 60_000
      // two processes' sweeps at once, then another: one cancellation, the stock back once
      await Promise.all([jobs.run('payment.sweepHolds', {}), jobs.run('payment.sweepHolds', {})])
      await jobs.run('payment.sweepHolds', {})
      const [card] = await cardsOf(origin(), buyer, placed.payment.orderIds)
      expect(card!.trackingDetails!.filter((entry) => entry.status === 'Cancelled')).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.holdEnded })])
      expect(card!.payment).toEqual({ state: 'unpaid', paymentId })
      expect((await paymentRecord(server, paymentId)).kinds).toEqual(['created', 'holdEnded'])
      expect(await stockIn(server.database.db, variety.productId, variety.color)).toBe(before)
      // and the hold's own job, were it to run after all, changes nothing
      await jobs.run('payment.holdEnds', { paymentId })
      expect(await stockIn(server.database.db, variety.productId, variety.color)).toBe(before)
    } finally {
      offset = 0
    }
  })
})
