import type { Tx } from '../../db/connection'
import { mailBuyerAboutPayment, type PaymentMailKind } from '../buyer-mails'
import type { ServerContext } from '../context'
import { lockOrdersOf, moveOrderPayment, movePayment, recordPaymentEvent, type PaymentRow, type PaymentSource } from './payment-records'
import { requestOrderRefund, requestWholeRefund } from './refunds'

/*
 * A verified capture (issue 31, points 2 and 3), from the browser's return or a webhook, in its
 * caller's transaction, whichever comes first; the second finds the payment moved and changes
 * nothing. While the hold lasts the purchase is paid; an order the buyer cancelled meanwhile gets
 * its own refund. After the hold ended (the orders cancelled, the stock back) the whole payment
 * is refunded at once, and the buyer is told (PAYMENT_MESSAGES.refundedLate).
 */

export interface Capture {
  /** Whether this call moved the payment (false: a duplicate, or a capture of a refunded payment). */
  readonly moved: boolean
  /** What to mail the buyer once committed: the receipt, or the refund of a late capture. */
  readonly mail: PaymentMailKind | null
}

export async function applyCapture(tx: Tx, ctx: ServerContext, payment: PaymentRow, providerPaymentId: string, source: PaymentSource): Promise<Capture> {
  const next = await movePayment(tx, ctx, payment, { kind: 'captured' }, { providerPaymentId })
  if (next === null) return { moved: false, mail: null }
  await recordPaymentEvent(tx, ctx, payment.id, { kind: 'captured', source, detail: { providerPaymentId } })
  const purchase = await lockOrdersOf(tx, payment.id)
  if (next === 'refundPending') {
    for (const order of purchase) await moveOrderPayment(tx, order, { kind: 'captured' })
    await requestWholeRefund(tx, ctx, payment, source)
    return { moved: true, mail: 'refundedLate' }
  }
  for (const order of purchase) {
    const orderState = await moveOrderPayment(tx, order, { kind: 'captured' })
    // cancelled by the buyer before paying: its share of the money goes back
    if (orderState === 'refundPending') await requestOrderRefund(tx, ctx, { ...order, paymentState: orderState }, payment.id, source)
  }
  return { moved: true, mail: 'receipt' }
}

/** After commit: the buyer is mailed (the refunds the capture decided are already queued with it). */
export function afterCapture(ctx: ServerContext, paymentId: string, capture: Capture): void {
  if (capture.mail) mailBuyerAboutPayment(ctx, paymentId, capture.mail)
}
