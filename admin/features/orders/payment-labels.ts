import type { AdminOrderPayment } from '../../../contracts/admin/admin-orders'
import type { PaymentProviderName } from '../../../contracts/payment'

/*
 * The words staff read for a payment's history and refund (issue 31). The history's kinds and
 * sources are the backends' own (contracts/admin/admin-orders.ts PaymentHistoryEntry); a kind or
 * source not named here is shown as it is stored, so a new one is never hidden.
 */

const KIND_LABELS: Readonly<Record<string, string>> = {
  created: 'Placed, waiting for the payment',
  captured: 'Payment received',
  declined: 'Payment declined at the gateway',
  returned: 'Buyer came back from the gateway',
  captureScheduled: 'Gateway will confirm the payment later',
  holdEnded: 'Time to pay ended: order cancelled, stock released',
  cancelled: 'Cancelled before it was paid',
  refundRequested: 'Refund asked of the gateway',
  refunded: 'Refunded',
  refundSucceeded: 'Refunded',
  refundFailed: 'Refund failed (it is retried)',
  rejectedReturn: 'A return that could not be verified was refused',
  rejectedWebhook: 'A forged or tampered webhook was refused',
}

const SOURCE_LABELS: Readonly<Record<string, string>> = {
  buyer: 'the buyer',
  browser: 'the buyer’s browser',
  webhook: 'the gateway’s webhook',
  gateway: 'the gateway',
  job: 'the store, in the background',
  hold: 'the store, at the hold’s end',
  staff: 'staff',
}

export const historyKindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind
export const historySourceLabel = (source: string): string => SOURCE_LABELS[source] ?? source

export const PROVIDER_LABELS: Readonly<Record<PaymentProviderName, string>> = {
  demo: 'Demo gateway (no money moves)',
  razorpay: 'Razorpay',
}

type RefundState = NonNullable<AdminOrderPayment['refund']>['state']

export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  pending: 'Pending at the gateway',
  succeeded: 'Refunded',
  failed: 'Failed (it is retried)',
}

/** Paise, the gateway's unit, as the rupees staff read everywhere else. */
export const paiseAsRupees = (paise: number): number => paise / 100
