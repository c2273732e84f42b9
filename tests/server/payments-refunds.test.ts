// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { orderTotal, toPaise } from '../../rules/payments'
import type { ServerContext } from '../../server/domain/context'
import { sendRefund } from '../../server/domain/payments/refunds'
import type { PaymentProvider, RefundRequest } from '../../server/payments/payment-provider'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import { buyerReadyToBuy, freshVariety, ordersOf, staffCall, staffRefusal } from './back-office-calls'
import { buyPrepaid, cardsOf, confirm, decide, paymentRecord, recordingJobQueue, type RecordingJobQueue } from './payments-calls'
import { ok } from './server-processes'

/*
 * Issue 31, point 4, on the embedded database and on a PostgreSQL server: fulfilment cannot ship
 * a prepaid order until it is paid; cancelling a paid order refunds it once, even when the
 * gateway fails and the refund is retried; a cancelled order awaiting payment has nothing to
 * refund. The gateway that fails is a stand-in of the test's (the refund's bookkeeping is under
 * test, not a gateway).
 */

/** A gateway that refuses the first `failures` refunds, and refunds each idempotency key once. */
function flakyRefunds(real: PaymentProvider, failures: number) {
  const asked: RefundRequest[] = []
  const refunded = new Map<string, string>()
  const provider: PaymentProvider = {
    ...real,
    refund: async (request) => {
      asked.push(request)
      if (asked.length <= failures) throw new Error('Gateway timeout')
      const id = refunded.get(request.idempotencyKey) ?? `rfnd_${refunded.size + 1}`
      refunded.set(request.idempotencyKey, id)
      return { providerRefundId: id, settled: true }
    },
  }
  return { provider, asked, refunded }
}

describe.each(['embedded', 'postgres'] as const)('refunds and fulfilment on the %s database', (kind) => {
  let cluster: ThrowawayPostgres | null = null
  let server: RunningServer
  let jobs: RecordingJobQueue
  const used = new Set<string>()

  beforeAll(async () => {
    const database = kind === 'embedded' ? ({ kind: 'embedded' } as const) : ({ kind: 'postgres', url: (cluster = await startThrowawayPostgres()).createDatabase('payments_refunds') } as const)
    jobs = recordingJobQueue()
    server = await startServer({ port: 0, database, catalogueCacheMs: 0, jobQueue: jobs.start })
  }, 90_000)

  afterAll(async () => {
    await server?.close()
    cluster?.stop()
  }, 30_000)

  const origin = () => server.origin

  test('an unpaid prepaid order moves on by no step; once paid it does; staff read the payment and its history', async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-ships`)
    const placed = await buyPrepaid(origin(), buyer, await freshVariety(origin(), used, 1), 1)
    const id = (await cardsOf(origin(), buyer, placed.payment.orderIds))[0]!._id

    const awaiting = await staffCall(server, 'fulfilment', 'order', { id })
    expect(awaiting.nextStep).toBeNull()
    expect(awaiting.payment).toMatchObject({ state: 'awaitingPayment', provider: 'demo', method: 'UPI', purchaseAmountPaise: placed.payment.amount, holdUntil: placed.payment.holdUntil })
    const ongoing = { id, status: 'Ongoing', version: awaiting.version } as const
    expect(await staffRefusal(server, 'fulfilment', 'orderStatus', ongoing)).toEqual({ status: 409, msg: PAYMENT_MESSAGES.unpaidNotShippable })

    const paid = await decide(origin(), buyer, placed.payment.paymentId, 'pay')
    await confirm(origin(), buyer, placed.payment.paymentId, paid.body)
    expect((await staffCall(server, 'fulfilment', 'order', { id })).nextStep).toBe('Ongoing')
    const packed = await staffCall(server, 'fulfilment', 'orderStatus', ongoing)
    const shipping = { id, status: 'Shipped', carrier: 'Delhivery', trackingNumber: 'DL123', version: packed.version } as const
    const detail = await staffCall(server, 'fulfilment', 'order', { id })
    expect(detail.nextStep).toBe('Shipped')
    expect(detail.payment).toMatchObject({ state: 'paid', providerPaymentId: paid.body.providerPaymentId, orderAmountPaise: placed.payment.amount })
    expect(detail.payment!.history.map((line) => `${line.kind}/${line.source}`)).toEqual(['created/buyer', 'captured/browser'])
    expect((await staffCall(server, 'fulfilment', 'orderStatus', shipping)).status).toBe('Shipped')
  })

  test('cancelling a paid order refunds that order once, though the gateway fails first and the refund is retried', async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-refund`)
    const [a, b] = [await freshVariety(origin(), used, 2), await freshVariety(origin(), used, 3)]
    await ok(origin(), 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { ...a, quantity: 2 } })
    const placed = await buyPrepaid(origin(), buyer, b, 3)
    const paid = await decide(origin(), buyer, placed.payment.paymentId, 'pay')
    expect((await confirm(origin(), buyer, placed.payment.paymentId, paid.body)).body.state).toBe('paid')
    const [cancelled, kept] = await cardsOf(origin(), buyer, placed.payment.orderIds)

    const detail = await staffCall(server, 'owner', 'orderCancel', { id: cancelled!._id, reason: 'Out of this dye lot', version: 0 })
    expect(detail.payment).toMatchObject({ state: 'refundPending', refund: { state: 'pending', amountPaise: toPaise(orderTotal(cancelled!)), attempts: 0 } })
    const refundJobs = jobs.jobsOf('payment.refund')
    const { refundId } = refundJobs.at(-1)!.data

    // the gateway fails twice: each failure is kept and thrown, so the queue retries
    const gateway = flakyRefunds(server.ctx.payments.provider, 2)
    const ctx: ServerContext = { ...server.ctx, payments: { ...server.ctx.payments, provider: gateway.provider } }
    await expect(sendRefund(ctx, refundId)).rejects.toThrow('Gateway timeout')
    const failed = await staffCall(server, 'owner', 'order', { id: cancelled!._id })
    expect(failed.payment).toMatchObject({ state: 'refundFailed', refund: { state: 'failed', attempts: 1, lastError: 'Gateway timeout' } })
    expect((await cardsOf(origin(), buyer, [cancelled!.orderId]))[0]!.payment?.state).toBe('refundFailed')
    await expect(sendRefund(ctx, refundId)).rejects.toThrow('Gateway timeout')
    await Promise.all([sendRefund(ctx, refundId), sendRefund(ctx, refundId)])
    await sendRefund(ctx, refundId)

    // every attempt asked with the refund's own id: the gateway refunded it once
    expect(new Set(gateway.asked.map((r) => r.idempotencyKey))).toEqual(new Set([refundId]))
    expect([...gateway.refunded.keys()]).toEqual([refundId])
    expect(gateway.asked.every((r) => r.amountPaise === toPaise(orderTotal(cancelled!)) && r.providerPaymentId === paid.body.providerPaymentId)).toBe(true)
    const record = await paymentRecord(server, placed.payment.paymentId)
    expect(record.refunds).toEqual([expect.objectContaining({ id: refundId, orderId: cancelled!._id, state: 'succeeded' })])
    expect(record.kinds.filter((k) => k === 'refunded')).toEqual(['refunded'])
    // the purchase is still paid; the cancelled order refunded, the other untouched
    expect(record.payment.state).toBe('paid')
    const stateOf = async (orderId: string) => (await cardsOf(origin(), buyer, [orderId]))[0]!.payment?.state
    expect({ cancelled: await stateOf(cancelled!.orderId), kept: await stateOf(kept!.orderId) }).toEqual({ cancelled: 'refunded', kept: 'paid' })
  })

  test('the buyer cancels an order awaiting payment: unpaid, nothing to refund', async () => {
    const buyer = await buyerReadyToBuy(origin(), `${kind}-unpaid`)
    const placed = await buyPrepaid(origin(), buyer, await freshVariety(origin(), used, 1), 1)
    const [card] = await ordersOf(origin(), buyer)
    await ok(origin(), 'POST', `/api/user/orders/${card!._id}/cancel`, { token: buyer.token })
    const record = await paymentRecord(server, placed.payment.paymentId)
    expect(record.refunds).toEqual([])
    expect(record.payment.state).toBe('unpaid')
    expect((await ordersOf(origin(), buyer))[0]!.payment).toEqual({ state: 'unpaid', paymentId: placed.payment.paymentId })
  })
})
