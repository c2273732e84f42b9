import { holdEndsAt } from '../../../rules/payments'
import type { Tx } from '../../db/connection'
import { payments } from '../../db/schema'
import type { ServerContext } from '../context'
import { recordPaymentEvent, type PaymentRow } from './payment-records'
import { scheduleWithin } from './schedule'

/*
 * The payment of a prepaid purchase (issue 31, point 2), written by Place Order in its own
 * transaction (server/domain/orders.ts buy), beside the orders it pays for.
 */

export interface PlacedPayment {
  readonly payment: PaymentRow
}

/**
 * Writes the purchase's payment: the amount the server composed (in paise), the gateway's order
 * made for exactly that amount, the configured gateway, the hold's end, and its `created` line;
 * and schedules the hold's end in the same transaction, once, whichever process takes it
 * (singletonKey: the payment), so a purchase never holds stock past its time.
 */
export async function openPayment(
  tx: Tx,
  ctx: ServerContext,
  purchase: { readonly purchaseId: string; readonly providerOrderId: string; readonly amountPaise: number; readonly userId: string; readonly method: string; readonly placedAt: number },
): Promise<PlacedPayment> {
  const [payment] = await tx
    .insert(payments)
    .values({
      id: ctx.newId(),
      purchaseId: purchase.purchaseId,
      userId: purchase.userId,
      provider: ctx.payments.provider.name,
      method: purchase.method,
      amountPaise: purchase.amountPaise,
      providerOrderId: purchase.providerOrderId,
      state: 'awaitingPayment',
      holdUntil: new Date(holdEndsAt(purchase.placedAt, ctx.payments.holdMinutes)).toISOString(),
      createdAt: new Date(purchase.placedAt).toISOString(),
      updatedAt: new Date(purchase.placedAt).toISOString(),
    })
    .returning()
  if (!payment) throw new Error('The payment was not written')
  await recordPaymentEvent(tx, ctx, payment.id, { kind: 'created', source: 'buyer', detail: { providerOrderId: purchase.providerOrderId, amountPaise: purchase.amountPaise } })
  await scheduleWithin(tx, ctx, 'payment.holdEnds', { paymentId: payment.id }, { startAfter: new Date(payment.holdUntil), singletonKey: payment.id })
  return { payment }
}
