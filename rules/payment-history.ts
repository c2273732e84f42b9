/*
 * How a line of a payment's history is summed up for staff (issue 31): the fake backend and the
 * server keep the same details with each line (server/db/schema.ts payment_events.detail), and
 * the back office shows this one summary of them, so both backends say the same.
 */

/** The details worth reading, in the order they are said: the gateway's event, an error, the gateway's ids, a reason. */
const SAID = ['type', 'error', 'providerPaymentId', 'providerRefundId', 'reason'] as const

/** A history line's short summary from the details kept with it, or undefined when none is worth saying. */
export function paymentHistoryNote(detail: Readonly<Record<string, unknown>> | null | undefined): string | undefined {
  if (!detail) return undefined
  const parts = SAID.flatMap((key) => (typeof detail[key] === 'string' && detail[key] ? [detail[key]] : []))
  return parts.length > 0 ? parts.join(' · ') : undefined
}
