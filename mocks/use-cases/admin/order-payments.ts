import type { AdminOrderPayment, PaymentHistoryEntry } from '../../../contracts/admin/admin-orders'
import { paymentHistoryNote } from '../../../rules/payment-history'
import { nextPaymentState, orderTotal, toPaise } from '../../../rules/payments'
import type { AuditFields } from '../../../rules/audit'
import type { OrderRecord, PaymentEventRecord, RefundRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'

/*
 * The payments side of the staff's order calls in the fake backend (issue 31), the mirror of what
 * server/domain/admin/orders.ts does: an order's payment as the order page reads it, the refund a
 * staff cancellation of a paid order asks for, and the demo gateway settling it. The server asks
 * the gateway from a job after the cancellation commits; the fake has no jobs, so a pending refund
 * settles the next time staff read an order, and the cancellation's own answer says refund pending
 * as the server's does.
 */

const at = (ctx: BackendContext) => new Date(ctx.now()).toISOString()

function appendEvent(ctx: BackendContext, event: Omit<PaymentEventRecord, '_id' | 'at'>): void {
  ctx.db.put('paymentEvents', [...ctx.db.get('paymentEvents'), { _id: ctx.newId(), at: at(ctx), ...event }])
}

function putOrder(ctx: BackendContext, saved: OrderRecord): void {
  ctx.db.put('orders', ctx.db.get('orders').map((o) => (o._id === saved._id ? saved : o)))
}

/** A history line as staff read it: a line about one order (a refund) names it by number; the note sums up its details. */
function historyEntryOf(event: PaymentEventRecord, orderNumbers: ReadonlyMap<string, string>): PaymentHistoryEntry {
  const orderNumber = event.orderId ? orderNumbers.get(event.orderId) : undefined
  const note = paymentHistoryNote(event.detail)
  return {
    at: event.at,
    kind: event.kind,
    source: event.source,
    ...(orderNumber ? { orderNumber } : {}),
    ...(note ? { note } : {}),
  }
}

/** This order's refund, or the whole payment's (a capture after the hold ended). */
function refundOf(ctx: BackendContext, order: OrderRecord): RefundRecord | undefined {
  const refunds = ctx.db.get('refunds').filter((r) => r.paymentId === order.paymentId)
  return refunds.find((r) => r.orderId === order._id) ?? refunds.find((r) => r.orderId === null)
}

/**
 * GET /admin/orders/{id}'s `payment`: the purchase's payment with this order's state and share,
 * its refund, and the purchase's whole history, oldest first (a line about one of its orders
 * names it), as the server answers it. Undefined for Cash on Delivery and the orders placed
 * before payments.
 */
export function adminPaymentOf(ctx: BackendContext, order: OrderRecord): AdminOrderPayment | undefined {
  const payment = order.paymentId ? ctx.db.get('payments').find((p) => p._id === order.paymentId) : undefined
  if (!payment || !order.paymentState) return undefined
  const orderNumbers = new Map(ctx.db.get('orders').filter((o) => o.paymentId === payment._id).map((o) => [o._id, o.orderId]))
  const history = ctx.db
    .get('paymentEvents')
    .filter((e) => e.paymentId === payment._id)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((e) => historyEntryOf(e, orderNumbers))
  const refund = refundOf(ctx, order)
  return {
    state: order.paymentState,
    provider: payment.provider,
    method: payment.method,
    purchaseAmountPaise: payment.amountPaise,
    orderAmountPaise: toPaise(orderTotal(order)),
    providerOrderId: payment.providerOrderId,
    ...(payment.providerPaymentId ? { providerPaymentId: payment.providerPaymentId } : {}),
    ...(payment.state === 'awaitingPayment' ? { holdUntil: payment.holdUntil } : {}),
    ...(refund
      ? {
          refund: {
            state: refund.state,
            amountPaise: refund.amountPaise,
            attempts: refund.attempts,
            ...(refund.lastError ? { lastError: refund.lastError } : {}),
          },
        }
      : {}),
    history,
  }
}

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
 * A staff cancellation's effect on the order's payment, in the same write as its Cancelled
 * entry (rules/payments.ts nextPaymentState 'cancelled'): a paid order gets a refund of what it
 * cost (refund pending), an order still awaiting payment becomes unpaid with nothing to refund.
 * Answers the saved order and what the audit log keeps of it; a Cash on Delivery order is untouched.
 */
export function paymentOnStaffCancel(ctx: BackendContext, order: OrderRecord, reason: string): { order: OrderRecord; audited: AuditFields } {
  if (!order.paymentId || !order.paymentState) return { order, audited: {} }
  const next = nextPaymentState(order.paymentState, { kind: 'cancelled' })
  if (next === null) return { order, audited: {} }
  const saved: OrderRecord = { ...order, paymentState: next }
  putOrder(ctx, saved)
  if (next !== 'refundPending') {
    appendEvent(ctx, { paymentId: order.paymentId, orderId: order._id, kind: 'cancelled', source: 'staff', detail: { reason } })
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
  appendEvent(ctx, { paymentId: order.paymentId, orderId: order._id, kind: 'refundRequested', source: 'staff', detail: { reason } })
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
    appendEvent(ctx, { paymentId: refund.paymentId, orderId: refund.orderId, kind: 'refunded', source: 'job', detail: { providerRefundId } })
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
