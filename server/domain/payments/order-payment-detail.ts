import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { AdminOrderPayment, PaymentHistoryEntry } from '../../../contracts/admin/admin-orders'
import { orderTotal, toPaise } from '../../../rules/payments'
import type { Tx } from '../../db/connection'
import { orders, paymentEvents, payments, refunds } from '../../db/schema'
import type { OrderRow } from '../order-changes'
import { isoOf } from './payment-records'
import { orderCharge } from './refunds'
import { paymentHistoryNote } from '../../../rules/payment-history'

/*
 * A prepaid order's payment as the back office's order page shows it (issue 31, point 4): this
 * order's payment state, the purchase's figures and gateway ids, its refund, and the purchase's
 * whole history (each line about one order names it by number).
 */

/** The payment of `order`, or undefined for Cash on Delivery and the orders placed before payments. */
export async function paymentOfOrder(tx: Tx, order: OrderRow): Promise<AdminOrderPayment | undefined> {
  if (order.paymentId === null || order.paymentState === null) return undefined
  const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId))
  if (!payment) return undefined
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), or(eq(refunds.orderId, order.id), isNull(refunds.orderId))))
    .orderBy(asc(refunds.createdAt))
  const history = await tx
    .select({ at: paymentEvents.at, kind: paymentEvents.kind, source: paymentEvents.source, detail: paymentEvents.detail, orderNumber: orders.orderNumber })
    .from(paymentEvents)
    .leftJoin(orders, eq(orders.id, paymentEvents.orderId))
    .where(eq(paymentEvents.paymentId, payment.id))
    .orderBy(asc(paymentEvents.at), asc(paymentEvents.id))
  return {
    state: order.paymentState,
    provider: payment.provider,
    method: payment.method,
    purchaseAmountPaise: payment.amountPaise,
    orderAmountPaise: toPaise(orderTotal(orderCharge(order))),
    providerOrderId: payment.providerOrderId,
    ...(payment.providerPaymentId === null ? {} : { providerPaymentId: payment.providerPaymentId }),
    ...(payment.state === 'awaitingPayment' ? { holdUntil: isoOf(payment.holdUntil) } : {}),
    ...(refund
      ? {
          refund: {
            state: refund.state,
            amountPaise: refund.amountPaise,
            attempts: refund.attempts,
            ...(refund.lastError === null ? {} : { lastError: refund.lastError }),
          },
        }
      : {}),
    history: history.map((line): PaymentHistoryEntry => {
      const note = paymentHistoryNote(line.detail)
      return {
        at: isoOf(line.at),
        kind: line.kind,
        source: line.source,
        ...(line.orderNumber === null ? {} : { orderNumber: line.orderNumber }),
        ...(note === undefined ? {} : { note }),
      }
    }),
  }
}
