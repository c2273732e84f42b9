import type { BackendContext } from './backend-context'

/**
 * Appends a line to a payment's history in the fake backend (what staff read on the order's
 * page), as server/domain/payments/payment-records.ts recordPaymentEvent does on the server.
 */
export function recordPaymentEvent(
  ctx: BackendContext,
  paymentId: string,
  kind: string,
  source: string,
  detail: Record<string, unknown> | null = null,
  orderId: string | null = null,
): void {
  ctx.db.put('paymentEvents', [
    ...ctx.db.get('paymentEvents'),
    { _id: ctx.newId(), paymentId, orderId, kind, source, detail, at: new Date(ctx.now()).toISOString() },
  ])
}
