import type { AdminOrderPayment, PaymentHistoryEntry } from '../../../contracts/admin/admin-orders'
import { paymentHistoryNote } from '../../../rules/payment-history'
import { orderTotal, toPaise } from '../../../rules/payments'
import type { OrderRecord, PaymentEventRecord, RefundRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'

/*
 * An order's payment as the back office's order page reads it in the fake backend (issue 31),
 * the mirror of server/domain/payments/order-payment-detail.ts. A staff cancellation's refund is
 * ../payment-refunds.ts's, shared with the buyer's own cancellation.
 */

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
