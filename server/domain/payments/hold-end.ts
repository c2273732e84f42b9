import { holdEndedEntry } from '../../../rules/payment-orders'
import { mailBuyerAboutOrder } from '../buyer-mails'
import type { ServerContext } from '../context'
import { appendTracking, restockOrder, type OrderRow } from '../order-changes'
import { lockOrdersOf, lockPayment, moveOrderPayment, movePayment, recordPaymentEvent } from './payment-records'

/*
 * The end of a purchase's hold (issue 31, point 2): the 'payment.holdEnds' job, run at the hold's
 * end by whichever process takes it.
 */

/**
 * In one transaction, if the payment still awaits payment: the payment and each order still
 * awaiting it go to unpaid, each such order gets its Cancelled entry and its metres go back.
 * Safe to run twice, on any process, and early or late: the payment is locked and moved by a
 * conditional update on its state, so only the first run changes anything; a payment captured
 * meanwhile changes nothing, and a run before the hold's end (a clock running ahead) throws, so
 * the queue runs it again later.
 */
export async function endPaymentHold(ctx: ServerContext, paymentId: string): Promise<void> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId).catch(() => null)
    if (payment === null || payment.state !== 'awaitingPayment') return []
    // run early (a queue whose clock runs ahead of ours): the queue tries again later
    if (Date.parse(payment.holdUntil) > ctx.now()) throw new Error(`The hold of payment ${payment.id} has not ended yet`)
    if ((await movePayment(tx, ctx, payment, { kind: 'holdEnded' })) === null) return []
    await recordPaymentEvent(tx, ctx, payment.id, { kind: 'holdEnded', source: 'job' })
    const entry = holdEndedEntry(ctx.now())
    const done: { order: OrderRow; entry: typeof entry }[] = []
    for (const order of await lockOrdersOf(tx, payment.id)) {
      if ((await moveOrderPayment(tx, order, { kind: 'holdEnded' })) === null) continue
      const saved = await appendTracking(tx, order, entry)
      await restockOrder(tx, saved)
      done.push({ order: saved, entry })
    }
    return done
  })
  for (const { order, entry } of cancelled) mailBuyerAboutOrder(ctx, order, entry)
}
