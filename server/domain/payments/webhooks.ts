import { and, eq } from 'drizzle-orm'
import { PAYMENT_PROVIDERS } from '../../../contracts/payment'
import type { Tx } from '../../db/connection'
import { gatewayEvents, payments, refunds } from '../../db/schema'
import { log } from '../../log'
import type { GatewayEvent } from '../../payments/payment-provider'
import type { ServerContext } from '../context'
import { afterCapture, applyCapture, type Capture } from './capture'
import { lockPaymentOfGatewayOrder, recordPaymentEvent } from './payment-records'
import { settleRefund, type RefundRow } from './refunds'

/*
 * Gateway webhooks (issue 31, point 3): the gateway's word is the truth, whenever it comes. Each
 * event is checked against the webhook secret over the raw bytes (the gateway's readWebhook,
 * timing-safe) and handled once: its id is kept in the same transaction that applies it, so a
 * replay, or the same event on two processes at once, finds the id taken and changes nothing.
 * Nothing here calls the gateway (the answer must go within 5 s): a refund it decides is sent by
 * the queue.
 */

export interface WebhookAnswer {
  readonly status: 200 | 400 | 404
  readonly msg: string
}

const FORGED = 'Webhook signature not verified'

/** Keeps the event's id; false when it was kept before (a replay). */
async function keepEventId(tx: Tx, provider: string, eventId: string): Promise<boolean> {
  const kept = await tx
    .insert(gatewayEvents)
    .values({ provider: provider as (typeof PAYMENT_PROVIDERS)[number], eventId })
    .onConflictDoNothing()
    .returning({ eventId: gatewayEvents.eventId })
  return kept.length > 0
}

/** What an event left to do once committed: a capture's mail. */
type AfterEvent = { readonly paymentId: string; readonly capture: Capture } | null

/**
 * The refund a refund's event is about: by the gateway's refund id once our request's answer
 * stored it, else by our own id in the refund's notes (the webhook came first), provided the
 * refund is of the payment the event names.
 */
async function lockRefundOfEvent(tx: Tx, event: GatewayEvent): Promise<RefundRow | null> {
  if (event.providerRefundId) {
    const [known] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, event.providerRefundId)).for('update')
    if (known) return known
  }
  if (!event.refundId || !event.providerPaymentId) return null
  const [ours] = await tx
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.id, event.refundId), eq(payments.providerPaymentId, event.providerPaymentId)))
    .for('update', { of: refunds })
  return ours?.refund ?? null
}

/** Applies one verified, first-seen event in its transaction. */
async function applyEvent(tx: Tx, ctx: ServerContext, event: GatewayEvent): Promise<AfterEvent> {
  if (event.kind === 'refundSucceeded' || event.kind === 'refundFailed') {
    const refund = await lockRefundOfEvent(tx, event)
    if (!refund) return null
    const providerRefundId = refund.providerRefundId ?? event.providerRefundId ?? ''
    const outcome = event.kind === 'refundSucceeded' ? { ok: true as const, providerRefundId } : { ok: false as const, error: event.type }
    await settleRefund(tx, ctx, refund, outcome, 'webhook')
    return null
  }
  if (event.kind === 'ignored' || !event.providerOrderId) return null
  const payment = await lockPaymentOfGatewayOrder(tx, event.providerOrderId)
  if (!payment) return null
  if (event.kind === 'declined') {
    await recordPaymentEvent(tx, ctx, payment.id, { kind: 'declined', source: 'webhook', detail: { type: event.type } })
    return null
  }
  if (!event.providerPaymentId) return null
  // the amount the gateway captured must be the one we asked for: anything else is not our payment
  if (event.amountPaise !== undefined && event.amountPaise !== payment.amountPaise) {
    await recordPaymentEvent(tx, ctx, payment.id, { kind: 'rejectedWebhook', source: 'webhook', detail: { type: event.type, amountPaise: event.amountPaise } })
    return null
  }
  return { paymentId: payment.id, capture: await applyCapture(tx, ctx, payment, event.providerPaymentId, 'webhook') }
}

/**
 * POST /api/payments/{provider}/webhook: 404 for a gateway that is not the configured one; 400
 * (logged, nothing changed) for a body whose signature does not verify; 200 for a replay
 * (nothing changed) and for an event handled now.
 */
export async function receiveWebhook(ctx: ServerContext, providerName: string, rawBody: Uint8Array, headers: Headers): Promise<WebhookAnswer> {
  const provider = ctx.payments.provider
  if (providerName !== provider.name) return { status: 404, msg: 'Not found' }
  const event = provider.readWebhook(rawBody, headers)
  if (event === null) {
    log.error(`A ${providerName} webhook was refused: its signature did not verify (${rawBody.byteLength} bytes)`)
    return { status: 400, msg: FORGED }
  }
  const handled = await ctx.db.transaction(async (tx) => {
    if (!(await keepEventId(tx, provider.name, event.eventId))) return { replay: true, after: null }
    return { replay: false, after: await applyEvent(tx, ctx, event) }
  })
  if (handled.replay) return { status: 200, msg: 'Already handled' }
  if (handled.after) afterCapture(ctx, handled.after.paymentId, handled.after.capture)
  return { status: 200, msg: 'OK' }
}
