import { and, asc, eq, lt } from 'drizzle-orm'
import { holdEndedEntry } from '../../../rules/payment-orders'
import { payments } from '../../db/schema'
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

/**
 * How long past its end a hold is left to its own job before the sweep ends it: the job runs
 * within seconds of the end, and its first retries fall well inside this.
 */
export const HOLD_SWEEP_GRACE_MS = 5 * 60_000
/** Holds one sweep ends at most; the next sweep, minutes later, takes the rest (oldest first). */
const HOLD_SWEEP_BATCH = 100

/**
 * The 'payment.sweepHolds' job, every few minutes on whichever process takes it: ends each hold
 * still awaiting payment HOLD_SWEEP_GRACE_MS past its end, whose own job was lost or gave up (a
 * database away for longer than its retries, a queue emptied by hand), so no stock stays held
 * for good. Each end is endPaymentHold's, so a hold the job ends meanwhile is left alone. A hold
 * that fails is tried by the next sweep; the others are not held up by it. Answers how many it found.
 */
export async function endOverdueHolds(ctx: ServerContext): Promise<number> {
  const overdueBefore = new Date(ctx.now() - HOLD_SWEEP_GRACE_MS).toISOString()
  const overdue = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.state, 'awaitingPayment'), lt(payments.holdUntil, overdueBefore)))
    .orderBy(asc(payments.holdUntil))
    .limit(HOLD_SWEEP_BATCH)
  const failures: string[] = []
  for (const { id } of overdue) {
    await endPaymentHold(ctx, id).catch((error: unknown) => failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`))
  }
  // thrown after the others are done, so the queue logs the job as failed and tries it again
  if (failures.length > 0) throw new Error(`The sweep could not end ${failures.length} holds: ${failures.join('; ')}`)
  return overdue.length
}
