// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orderTotal, toPaise } from '../../rules/payments'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in'
import { buyerReadyToBuy, freshVariety } from './back-office-calls'
import { buyPrepaid, cardsOf, confirm, deliverWebhook, paymentRecord, recordingJobQueue, type RecordingJobQueue } from './payments-calls'
import { ok } from './server-processes'

/*
 * Issue 31 with PAYMENT_PROVIDER=razorpay, the server talking to the Razorpay stand-in
 * (tests/support/razorpay-stand-in.ts) on the embedded database and on a PostgreSQL server:
 * Razorpay's order is made for the server's amount, Checkout's return and the webhooks are
 * believed only with Razorpay's signatures, and a refund's webhook that overtakes Razorpay's
 * answer to the refund still settles it, once. The queue is the test's (its jobs run with the
 * server's own handlers when the test says).
 */

describe.each(['embedded', 'postgres'] as const)('Razorpay on the %s database', (kind) => {
  let cluster: ThrowawayPostgres | null = null
  let razorpay: RazorpayStandIn
  let server: RunningServer
  let jobs: RecordingJobQueue
  const used = new Set<string>()

  beforeAll(async () => {
    const database = kind === 'embedded' ? ({ kind: 'embedded' } as const) : ({ kind: 'postgres', url: (cluster = await startThrowawayPostgres()).createDatabase('payments_razorpay') } as const)
    razorpay = await startRazorpayStandIn()
    jobs = recordingJobQueue()
    server = await startServer({
      port: 0,
      database,
      catalogueCacheMs: 0,
      payments: { gateway: { name: 'razorpay', settings: razorpay.settings }, holdMinutes: 15, codLimit: 50_000 },
      jobQueue: jobs.start,
    })
  }, 90_000)

  afterAll(async () => {
    await server?.close()
    await razorpay?.close()
    cluster?.stop()
  }, 30_000)

  const origin = () => server.origin

  test("Razorpay's order asks the server's amount; only its signatures move the payment, and each capture counts once", async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-rzp-pays`)
    const placed = await buyPrepaid(origin(), buyer, await freshVariety(origin(), used, 2), 2)
    const [card] = await cardsOf(origin(), buyer, placed.payment.orderIds)
    expect(placed.payment).toMatchObject({ provider: 'razorpay', keyId: razorpay.settings.keyId, amount: toPaise(orderTotal(card!)) })
    const order = razorpay.orders.get(placed.payment.providerOrderId)
    expect(order).toMatchObject({ amount: placed.payment.amount, currency: 'INR', receipt: expect.any(String) })

    const returned = razorpay.pay(placed.payment.providerOrderId)
    const forged = await confirm(origin(), buyer, placed.payment.paymentId, { providerPaymentId: returned.providerPaymentId, signature: 'f'.repeat(64) })
    expect(forged.status).toBe(400)
    expect((await paymentRecord(server, placed.payment.paymentId)).payment.state).toBe('awaitingPayment')

    // Razorpay's webhooks may come before the browser's return, and more than once
    const payment = razorpay.paymentOf(placed.payment.providerOrderId)!
    const captured = razorpay.webhook('payment.captured', { payment })
    const unsigned = await deliverWebhook(origin(), 'razorpay', captured.body, { ...captured.headers, 'x-razorpay-signature': '0'.repeat(64) })
    expect(unsigned.status).toBe(400)
    expect((await deliverWebhook(origin(), 'razorpay', captured.body, captured.headers)).body.msg).toBe('OK')
    expect((await deliverWebhook(origin(), 'razorpay', captured.body, captured.headers)).body.msg).toBe('Already handled')
    const orderPaid = razorpay.webhook('order.paid', { payment })
    expect((await deliverWebhook(origin(), 'razorpay', orderPaid.body, orderPaid.headers)).status).toBe(200)
    expect((await confirm(origin(), buyer, placed.payment.paymentId, returned)).body.state).toBe('paid')

    const record = await paymentRecord(server, placed.payment.paymentId)
    expect(record.payment).toMatchObject({ state: 'paid', providerPaymentId: payment.id })
    expect(record.kinds.filter((kind) => kind === 'captured')).toEqual(['captured'])
  })

  test("a refund's webhook that overtakes Razorpay's answer still settles the refund, once", async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-rzp-refund`)
    const placed = await buyPrepaid(origin(), buyer, await freshVariety(origin(), used, 1), 1)
    const returned = razorpay.pay(placed.payment.providerOrderId)
    expect((await confirm(origin(), buyer, placed.payment.paymentId, returned)).body.state).toBe('paid')
    const [card] = await cardsOf(origin(), buyer, placed.payment.orderIds)
    await ok(origin(), 'POST', `/api/user/orders/${card!._id}/cancel`, { token: buyer.token })
    const { refundId } = jobs.jobsOf('payment.refund').at(-1)!.data

    // Razorpay takes the refund as pending, and its refund.processed arrives before its answer does
    const payment = razorpay.paymentOf(placed.payment.providerOrderId)!
    const overtaken: number[] = []
    razorpay.overtakeNextRefund(async (refund) => {
      const processed = razorpay.webhook('refund.processed', { payment, refund })
      overtaken.push((await deliverWebhook(origin(), 'razorpay', processed.body, processed.headers)).status)
    })
    await jobs.run('payment.refund', { refundId })
    await jobs.run('payment.refund', { refundId })

    expect(overtaken).toEqual([200])
    expect(razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toEqual([expect.objectContaining({ amount: placed.payment.amount, notes: { refundId } })])
    const record = await paymentRecord(server, placed.payment.paymentId)
    expect(record.refunds).toEqual([expect.objectContaining({ id: refundId, state: 'succeeded', providerRefundId: razorpay.refunds.at(-1)!.id })])
    expect(record.kinds.filter((kind) => kind === 'refunded')).toEqual(['refunded'])
    expect((await cardsOf(origin(), buyer, [card!.orderId]))[0]!.payment?.state).toBe('refunded')
  })
})
