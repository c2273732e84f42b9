import { and, asc, eq } from 'drizzle-orm'
import type { OrderPaymentState, PaymentCheckout, PaymentStatusResponse } from '../../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../../contracts/payment-messages'
import { nextPaymentState, type PaymentEvent } from '../../../rules/payments'
import { fail } from '../../../rules/rule-error'
import type { Tx } from '../../db/connection'
import { orders, paymentEvents, payments } from '../../db/schema'
import type { PaymentProvider } from '../../payments/payment-provider'
import type { ServerContext } from '../context'
import type { OrderRow } from '../order-changes'

/*
 * The reads and writes every payment use case is made of (issue 31), inside its caller's
 * transaction. A state moves only by rules/payments.ts nextPaymentState, written with a
 * conditional update on the state it was read in: a second process, a replayed webhook or a
 * job run twice finds the state moved and changes nothing.
 */

export type PaymentRow = typeof payments.$inferSelect

/** Who told the store what happened: the history's `source`. */
export type PaymentSource = 'browser' | 'webhook' | 'job' | 'buyer' | 'staff'

/**
 * The payment, locked for the transaction. With `userId`, only among that buyer's payments:
 * another buyer's payment is "not found" exactly like a missing one.
 */
export async function lockPayment(tx: Tx, id: string, userId?: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(paymentWhere(id, userId)).for('update')
  return row ?? fail(404, PAYMENT_MESSAGES.notFound)
}

/** The buyer's payment for a read (their state polls, Pay Now): no lock, so a read never waits on a capture. */
export async function readPayment(tx: Tx, id: string, userId: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(paymentWhere(id, userId))
  return row ?? fail(404, PAYMENT_MESSAGES.notFound)
}

const paymentWhere = (id: string, userId: string | undefined) => (userId === undefined ? eq(payments.id, id) : and(eq(payments.id, id), eq(payments.userId, userId)))

/**
 * Every writer locks a purchase's payment before its orders (the hold's end, a capture, a refund's
 * answer); a cancellation, which starts from an order, takes the order's payment first too, so
 * two of them on one purchase wait for each other instead of deadlocking. A missing order, one
 * without a payment, or (with `userId`) another buyer's, locks nothing here (the caller's own
 * lookup answers for it).
 */
export async function lockPaymentOfOrder(tx: Tx, orderId: string, userId?: string): Promise<void> {
  const where = userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId))
  const [order] = await tx.select({ paymentId: orders.paymentId }).from(orders).where(where)
  if (order?.paymentId) await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, order.paymentId)).for('update')
}

/** The payment a gateway order id names (a return or a webhook), locked; null when it names none of ours. */
export async function lockPaymentOfGatewayOrder(tx: Tx, providerOrderId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).for('update')
  return row ?? null
}

/** The purchase's orders, locked, in order-number order. */
export function lockOrdersOf(tx: Tx, paymentId: string): Promise<OrderRow[]> {
  return tx.select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.orderNumber)).for('update')
}

/** Moves the payment by `event` if it is still in the state read; the new state, or null when the event changes nothing. */
export async function movePayment(tx: Tx, ctx: ServerContext, payment: PaymentRow, event: PaymentEvent, extra: Partial<Pick<PaymentRow, 'providerPaymentId'>> = {}): Promise<OrderPaymentState | null> {
  const next = nextPaymentState(payment.state, event)
  if (next === null) return null
  const moved = await tx
    .update(payments)
    .set({ state: next, updatedAt: new Date(ctx.now()).toISOString(), ...extra })
    .where(and(eq(payments.id, payment.id), eq(payments.state, payment.state)))
    .returning({ id: payments.id })
  return moved.length > 0 ? next : null
}

/** Moves one order's payment state by `event` if it is still in the state read; the new state, or null. */
export async function moveOrderPayment(tx: Tx, order: Pick<OrderRow, 'id' | 'paymentState'>, event: PaymentEvent): Promise<OrderPaymentState | null> {
  if (order.paymentState === null) return null
  const next = nextPaymentState(order.paymentState, event)
  if (next === null) return null
  const moved = await tx
    .update(orders)
    .set({ paymentState: next })
    .where(and(eq(orders.id, order.id), eq(orders.paymentState, order.paymentState)))
    .returning({ id: orders.id })
  return moved.length > 0 ? next : null
}

/**
 * A history line's id. Several lines written in one transaction share one `at` (the clock a use
 * case reads); this id, led by the process's monotonic clock, keeps them in the order written.
 */
const historyLineId = (ctx: ServerContext) => `${process.hrtime.bigint().toString(36).padStart(13, '0')}${ctx.newId()}`

/** Appends a line to the payment's history (what staff read on the order's page). */
export async function recordPaymentEvent(
  tx: Tx,
  ctx: ServerContext,
  paymentId: string,
  entry: { readonly kind: string; readonly source: PaymentSource; readonly orderId?: string | null; readonly detail?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(paymentEvents).values({
    id: historyLineId(ctx),
    paymentId,
    orderId: entry.orderId ?? null,
    kind: entry.kind,
    source: entry.source,
    detail: entry.detail ?? null,
    at: new Date(ctx.now()).toISOString(),
  })
}

/** The order numbers of a purchase's orders. */
export async function orderNumbersOf(tx: Tx, paymentId: string): Promise<string[]> {
  const rows = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.orderNumber))
  return rows.map((row) => row.orderNumber)
}

/** ISO time, as the API spells it (the database's own spelling of a timestamp is not). */
export const isoOf = (time: string): string => new Date(time).toISOString()

/** What the browser opens the gateway with; the amount is the payment's, fixed when the orders were placed. */
export function checkoutOf(provider: PaymentProvider, payment: PaymentRow, orderIds: readonly string[]): PaymentCheckout {
  const common = {
    paymentId: payment.id,
    providerOrderId: payment.providerOrderId,
    amount: payment.amountPaise,
    currency: 'INR' as const,
    orderIds: [...orderIds],
    holdUntil: isoOf(payment.holdUntil),
  }
  return provider.name === 'razorpay' ? { provider: 'razorpay', keyId: provider.publicCheckout.keyId ?? '', ...common } : { provider: 'demo', ...common }
}

/** The payment's state as the buyer's calls answer it. */
export function statusOf(payment: Pick<PaymentRow, 'id' | 'state' | 'holdUntil'>, orderIds: readonly string[]): PaymentStatusResponse {
  return {
    paymentId: payment.id,
    state: payment.state,
    orderIds: [...orderIds],
    ...(payment.state === 'awaitingPayment' ? { holdUntil: isoOf(payment.holdUntil) } : {}),
  }
}

/** Pay Now and the demo's page answer only while the payment awaits and its hold lasts. */
export function refuseUnlessAwaiting(payment: PaymentRow, now: number): void {
  if (payment.state === 'paid') fail(409, PAYMENT_MESSAGES.alreadyPaid)
  if (payment.state !== 'awaitingPayment' || Date.parse(payment.holdUntil) <= now) fail(409, PAYMENT_MESSAGES.holdEnded)
}
