import { nextPaymentState, orderTotal, toPaise } from '../../rules/payments'
import type { AuditFields } from '../../rules/audit'
import type { OrderRecord, RefundRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'
import { recordPaymentEvent } from './payment-events'

/*
 * A cancelled order's payment and its refund in the fake backend (issue 31, point 4), the mirror
 * of server/domain/payments/refunds.ts, for the buyer's cancellation and staff's alike. The
 * server writes a pending refund and asks the gateway from a job; the fake has no jobs, so the
 * demo gateway settles a pending refund the next time anyone reads orders or payments
 * (settleDemoRefunds, from settlePayments), and the cancellation's own answer says refund
 * pending, as the server's does.
 */

const at = (ctx: BackendContext) => new Date(ctx.now()).toISOString()

/**
 * Once no order of a purchase awaits its payment any more, the payment itself ends unpaid (as the
 * server's cancellation does): a capture arriving later is then refunded in full.
 */
function closeUnpaidPurchase(ctx: BackendContext, paymentId: string): void {
  if (ctx.db.get('orders').some((o) => o.paymentId === paymentId && o.paymentState === 'awaitingPayment')) return
  ctx.db.put(
    'payments',
    ctx.db.get('payments').map((p) => {
      const next = p._id === paymentId ? nextPaymentState(p.state, { kind: 'cancelled' }) : null
      return next ? { ...p, state: next, updatedAt: at(ctx) } : p
    }),
  )
}

/**
 * A cancellation's effect on the order's payment, in the same write as its Cancelled entry
 * (nextPaymentState 'cancelled'): a paid order gets a refund of what it cost (refund pending);
 * an order still awaiting payment becomes unpaid with nothing to refund. `order` is the order as
 * the cancellation saved it; answers it with its payment state, stored, and what the audit log
 * keeps of it. A Cash on Delivery order is untouched.
 */
export function settleCancelledOrder(
  ctx: BackendContext,
  order: OrderRecord,
  source: 'buyer' | 'staff',
  detail: Record<string, unknown> | null = null,
): { order: OrderRecord; audited: AuditFields } {
  const next = order.paymentId && order.paymentState ? nextPaymentState(order.paymentState, { kind: 'cancelled' }) : null
  if (!order.paymentId || next === null) return { order, audited: {} }
  const saved: OrderRecord = { ...order, paymentState: next }
  ctx.db.put('orders', ctx.db.get('orders').map((o) => (o._id === saved._id ? saved : o)))
  if (next !== 'refundPending') {
    recordPaymentEvent(ctx, order.paymentId, 'cancelled', source, detail, order._id)
    closeUnpaidPurchase(ctx, order.paymentId)
    return { order: saved, audited: { paymentState: next } }
  }
  const refund: RefundRecord = {
    _id: ctx.newId(),
    paymentId: order.paymentId,
    orderId: order._id,
    amountPaise: toPaise(orderTotal(order)),
    state: 'pending',
    providerRefundId: null,
    attempts: 0,
    lastError: null,
    createdAt: at(ctx),
    updatedAt: at(ctx),
  }
  ctx.db.put('refunds', [...ctx.db.get('refunds'), refund])
  recordPaymentEvent(ctx, order.paymentId, 'refundRequested', source, detail, order._id)
  return { order: saved, audited: { paymentState: next, refund: { id: refund._id, amountPaise: refund.amountPaise } } }
}

/**
 * The demo gateway settles every pending refund (it always refunds): each refund succeeds on its
 * first attempt, its order says refunded (nextPaymentState 'refundSucceeded'), and the history
 * says so, as the server's refund job writes it.
 */
export function settleDemoRefunds(ctx: BackendContext): void {
  const pending = ctx.db.get('refunds').filter((r) => r.state !== 'succeeded')
  if (pending.length === 0) return
  const demoPayments = new Set(ctx.db.get('payments').filter((p) => p.provider === 'demo').map((p) => p._id))
  const settled = new Map<string, RefundRecord>()
  for (const refund of pending) {
    if (!demoPayments.has(refund.paymentId)) continue
    const providerRefundId = `rfnd_demo_${refund._id}`
    settled.set(refund._id, { ...refund, state: 'succeeded', providerRefundId, attempts: refund.attempts + 1, lastError: null, updatedAt: at(ctx) })
    recordPaymentEvent(ctx, refund.paymentId, 'refunded', 'job', { providerRefundId }, refund.orderId)
  }
  if (settled.size === 0) return
  ctx.db.put('refunds', ctx.db.get('refunds').map((r) => settled.get(r._id) ?? r))
  const refundedOrders = new Set([...settled.values()].map((r) => r.orderId))
  const refundedPayments = new Set([...settled.values()].filter((r) => r.orderId === null).map((r) => r.paymentId))
  ctx.db.put(
    'orders',
    ctx.db.get('orders').map((o) => {
      if (!o.paymentState || !(refundedOrders.has(o._id) || (o.paymentId && refundedPayments.has(o.paymentId)))) return o
      const next = nextPaymentState(o.paymentState, { kind: 'refundSucceeded' })
      return next ? { ...o, paymentState: next } : o
    }),
  )
}
