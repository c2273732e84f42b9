import { and, eq, ne } from 'drizzle-orm'
import { orderTotal, toPaise } from '../../../rules/payments'
import type { Tx } from '../../db/connection'
import { orders, payments, refunds } from '../../db/schema'
import type { ServerContext } from '../context'
import type { OrderRow } from '../order-changes'
import { moveOrderPayment, movePayment, recordPaymentEvent, type PaymentRow, type PaymentSource } from './payment-records'
import { scheduleWithin } from './schedule'

/*
 * Refunds (issue 31, point 4): one per cancelled paid order, or one of the whole payment when it
 * was captured after its hold ended. The refund row and its 'payment.refund' job are written in
 * the transaction that decided it; the gateway is asked by the job (sendRefund) once that has
 * committed, never inside a transaction. The refund's id is the gateway's idempotency key, so a
 * retry after a lost answer or a failure never refunds twice.
 */

export type RefundRow = typeof refunds.$inferSelect

/**
 * A cancelled order's payment, in its caller's transaction: a paid order goes to refundPending
 * with a refund of its own total; an order still awaiting payment goes to unpaid (nothing to
 * refund), and so does the payment once none of its orders awaits payment any more. The refund's
 * id (for the audit), or null.
 */
export async function settleCancelledOrder(tx: Tx, ctx: ServerContext, order: OrderRow, source: PaymentSource): Promise<string | null> {
  if (order.paymentId === null || order.paymentState === null) return null
  const next = await moveOrderPayment(tx, order, { kind: 'cancelled' })
  if (next === 'refundPending') return requestOrderRefund(tx, ctx, { ...order, paymentState: next }, order.paymentId, source)
  if (next === 'unpaid') {
    await recordPaymentEvent(tx, ctx, order.paymentId, { kind: 'cancelled', source, orderId: order.id })
    const stillAwaiting = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentId, order.paymentId), eq(orders.paymentState, 'awaitingPayment'), ne(orders.id, order.id)))
    if (stillAwaiting.length === 0) {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId)).for('update')
      // every order of the purchase is cancelled: a capture arriving now is refunded in full
      if (payment) await movePayment(tx, ctx, payment, { kind: 'cancelled' })
    }
  }
  return null
}

/** What an order row costs, in the shape rules/payments.ts adds up. */
export const orderCharge = (order: Pick<OrderRow, 'item' | 'pricing'>) => ({ item: order.item, ...(order.pricing === null ? {} : { pricing: order.pricing }) })

/**
 * A refund of one order's total, for an order just moved to refundPending, in its caller's
 * transaction, its job scheduled with it: its id. An order that cost nothing (a coupon took it
 * all) has nothing to send back and is refunded at once.
 */
export async function requestOrderRefund(tx: Tx, ctx: ServerContext, order: OrderRow, paymentId: string, source: PaymentSource): Promise<string | null> {
  const amountPaise = toPaise(orderTotal(orderCharge(order)))
  if (amountPaise <= 0) {
    await moveOrderPayment(tx, order, { kind: 'refundSucceeded' })
    return null
  }
  const refundId = ctx.newId()
  await tx.insert(refunds).values({ id: refundId, paymentId, orderId: order.id, amountPaise, state: 'pending' })
  await recordPaymentEvent(tx, ctx, paymentId, { kind: 'refundRequested', source, orderId: order.id })
  await scheduleWithin(tx, ctx, 'payment.refund', { refundId }, { singletonKey: refundId })
  return refundId
}

/**
 * A refund of the whole payment (a capture after the hold ended), in its caller's transaction,
 * its job scheduled with it. Every payment asks for something (Place Order sends no purchase of
 * nothing to the gateway), so there is always money to send back.
 */
export async function requestWholeRefund(tx: Tx, ctx: ServerContext, payment: PaymentRow, source: PaymentSource): Promise<void> {
  const refundId = ctx.newId()
  await tx.insert(refunds).values({ id: refundId, paymentId: payment.id, orderId: null, amountPaise: payment.amountPaise, state: 'pending' })
  await recordPaymentEvent(tx, ctx, payment.id, { kind: 'refundRequested', source, detail: { reason: 'capturedAfterHold' } })
  await scheduleWithin(tx, ctx, 'payment.refund', { refundId }, { singletonKey: refundId })
}

/** The orders a refund gives money back for: its order, or every order of a whole refund. */
async function ordersOfRefund(tx: Tx, refund: RefundRow): Promise<OrderRow[]> {
  const where = refund.orderId === null ? eq(orders.paymentId, refund.paymentId) : eq(orders.id, refund.orderId)
  return tx.select().from(orders).where(where).for('update')
}

/**
 * The gateway's answer to a refund, in one transaction: settled moves the refund to succeeded and
 * its orders (and, for a whole refund, the payment) to refunded; failed moves them to refundFailed.
 * Conditional on the refund not having succeeded, so a success is written once whoever tells it;
 * each failure is kept (its error, a line of history) until one succeeds.
 */
export async function settleRefund(
  tx: Tx,
  ctx: ServerContext,
  refund: RefundRow,
  outcome: { readonly ok: true; readonly providerRefundId: string } | { readonly ok: false; readonly error: string },
  source: PaymentSource,
): Promise<boolean> {
  const now = new Date(ctx.now()).toISOString()
  const state = outcome.ok ? 'succeeded' : 'failed'
  const moved = await tx
    .update(refunds)
    .set(
      outcome.ok
        ? { state, providerRefundId: outcome.providerRefundId, lastError: null, updatedAt: now }
        : { state, lastError: outcome.error.slice(0, 500), updatedAt: now },
    )
    .where(and(eq(refunds.id, refund.id), ne(refunds.state, 'succeeded')))
    .returning({ id: refunds.id })
  if (moved.length === 0) return false
  const event = { kind: outcome.ok ? 'refundSucceeded' : 'refundFailed' } as const
  // the payment before its orders, as every writer takes them (payment-records.ts lockPaymentOfOrder)
  const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).for('update')
  for (const order of await ordersOfRefund(tx, refund)) await moveOrderPayment(tx, order, event)
  if (refund.orderId === null && payment) await movePayment(tx, ctx, payment, event)
  await recordPaymentEvent(tx, ctx, refund.paymentId, {
    kind: outcome.ok ? 'refunded' : 'refundFailed',
    source,
    orderId: refund.orderId,
    detail: outcome.ok ? { providerRefundId: outcome.providerRefundId } : { error: outcome.error.slice(0, 500) },
  })
  return true
}

/**
 * The 'payment.refund' job: asks the gateway for the refund (its id the idempotency key), then
 * records the answer. A refund already succeeded asks nothing. When the gateway throws, the
 * attempt and its error are kept, the orders show refundFailed, and the error is thrown again so
 * the queue retries; the retry asks with the same key, so the money goes back once.
 */
export async function sendRefund(ctx: ServerContext, refundId: string): Promise<void> {
  const [found] = await ctx.db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId))
  if (!found || found.refund.state === 'succeeded') return
  const { refund, providerPaymentId } = found
  if (providerPaymentId === null) throw new Error(`Refund ${refundId}: its payment has no captured payment id to refund`)
  await ctx.db.update(refunds).set({ attempts: refund.attempts + 1 }).where(eq(refunds.id, refund.id))
  let answer: { readonly providerRefundId: string; readonly settled: boolean }
  try {
    answer = await ctx.payments.provider.refund({ providerPaymentId, amountPaise: refund.amountPaise, idempotencyKey: refund.id, notes: { refundId: refund.id } })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update')
      if (current) await settleRefund(tx, ctx, current, { ok: false, error: message }, 'job')
    })
    throw error
  }
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update')
    if (!current) return
    if (answer.settled) await settleRefund(tx, ctx, current, { ok: true, providerRefundId: answer.providerRefundId }, 'job')
    // the gateway took it and settles later: its refund.processed webhook says so
    else await tx.update(refunds).set({ providerRefundId: answer.providerRefundId, updatedAt: new Date(ctx.now()).toISOString() }).where(eq(refunds.id, current.id))
  })
}
