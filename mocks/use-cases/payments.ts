import {
  DEFAULT_COD_LIMIT,
  DEFAULT_PAYMENT_HOLD_MINUTES,
  type ConfirmPaymentRequest,
  type DemoDecisionRequest,
  type DemoDecisionResponse,
  type OrderPayment,
  type OrderPaymentState,
  type PaymentCheckout,
  type PaymentIdParams,
  type PaymentStatusResponse,
} from '../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { holdEndedEntry } from '../../rules/payment-orders'
import { holdEndsAt, nextPaymentState, purchaseAmountPaise, type PaymentEvent } from '../../rules/payments'
import { fail } from '../../rules/rule-error'
import type { OrderRecord, PaymentRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'
import { returnSignature } from './demo-gateway-signature'
import { recordPaymentEvent } from './payment-events'
import { settleDemoRefunds } from './payment-refunds'
import { putBackStock } from './stock'

/*
 * Issue 31 in the fake backend: the demo gateway's payments, with the server's rules
 * (rules/payments.ts). Nothing runs in the background here: the hold's end and a late capture
 * are applied when a call next reads the payment or the orders (`settlePayments`), each once,
 * because every change goes through nextPaymentState from the state it finds.
 */

const PROVIDER = 'demo' as const
/** Mock mode's store settings: the defaults of PAYMENT_HOLD_MINUTES and COD_LIMIT. */
export const MOCK_PAYMENT_SETTINGS = { holdMinutes: DEFAULT_PAYMENT_HOLD_MINUTES, codLimit: DEFAULT_COD_LIMIT } as const

function putPayment(ctx: BackendContext, next: PaymentRecord): void {
  ctx.db.put('payments', ctx.db.get('payments').map((p) => (p._id === next._id ? next : p)))
}

const ordersOf = (ctx: BackendContext, paymentId: string) => ctx.db.get('orders').filter((o) => o.paymentId === paymentId)

function putOrders(ctx: BackendContext, changed: readonly OrderRecord[]): void {
  const byId = new Map(changed.map((o) => [o._id, o]))
  ctx.db.put('orders', ctx.db.get('orders').map((o) => byId.get(o._id) ?? o))
}

/**
 * Applies one gateway event to a payment and to each of its orders whose state it moves, as the
 * server's conditional updates do; answers the payment's new state, or null when nothing moved.
 */
function applyEvent(ctx: BackendContext, payment: PaymentRecord, event: PaymentEvent, source: string): OrderPaymentState | null {
  const next = nextPaymentState(payment.state, event)
  if (next === null) return null
  const now = ctx.now()
  putPayment(ctx, { ...payment, state: next, updatedAt: new Date(now).toISOString() })
  putOrders(
    ctx,
    ordersOf(ctx, payment._id).flatMap((order) => {
      const state = order.paymentState && nextPaymentState(order.paymentState, event)
      if (!state) return []
      const tracking = event.kind === 'holdEnded' ? [...(order.trackingDetails ?? []), holdEndedEntry(now)] : order.trackingDetails
      return [{ ...order, paymentState: state, trackingDetails: tracking, version: (order.version ?? 0) + 1 }]
    }),
  )
  recordPaymentEvent(ctx, payment._id, event.kind, source)
  return next
}

/** A capture after the hold ended: the demo gateway refunds the whole payment at once (issue 31, point 3). */
function refundLateCapture(ctx: BackendContext, payment: PaymentRecord): void {
  const at = new Date(ctx.now()).toISOString()
  ctx.db.put('refunds', [
    ...ctx.db.get('refunds'),
    { _id: ctx.newId(), paymentId: payment._id, orderId: null, amountPaise: payment.amountPaise, state: 'succeeded', providerRefundId: `rfnd_demo_${ctx.newId()}`, attempts: 1, lastError: null, createdAt: at, updatedAt: at },
  ])
  const pending = ctx.db.get('payments').find((p) => p._id === payment._id)
  if (pending) applyEvent(ctx, pending, { kind: 'refundSucceeded' }, 'gateway')
}

/** The gateway captured the money: paid while awaiting, refunded at once after the hold ended. */
function capture(ctx: BackendContext, payment: PaymentRecord, providerPaymentId: string, source: string): void {
  const withId = { ...payment, providerPaymentId }
  putPayment(ctx, withId)
  const next = applyEvent(ctx, withId, { kind: 'captured' }, source)
  if (next === 'refundPending') refundLateCapture(ctx, withId)
}

/** A capture the demo gateway will send later ('late confirmation' scenario), if one is due. */
function scheduledCapture(ctx: BackendContext, paymentId: string): { at: number; providerPaymentId: string } | null {
  const events = ctx.db.get('paymentEvents').filter((e) => e.paymentId === paymentId)
  if (events.some((e) => e.kind === 'captured')) return null
  const scheduled = events.find((e) => e.kind === 'captureScheduled')
  const at = Number(scheduled?.detail?.['at'])
  const providerPaymentId = scheduled?.detail?.['providerPaymentId']
  return scheduled && Number.isFinite(at) && typeof providerPaymentId === 'string' ? { at, providerPaymentId } : null
}

/**
 * What the background work of a real store would have done by now, for one buyer's payments (or
 * all): the demo gateway's refunds, a late capture that has arrived, then the end of an unpaid
 * hold (orders cancelled, their stock back). Each moves a payment from the state it finds, so it
 * happens once.
 */
export function settlePayments(ctx: BackendContext, userId?: string): void {
  settleDemoRefunds(ctx)
  const now = ctx.now()
  for (const found of ctx.db.get('payments')) {
    if ((userId !== undefined && found.userId !== userId) || found.state !== 'awaitingPayment') continue
    const late = scheduledCapture(ctx, found._id)
    if (late && late.at <= now) {
      capture(ctx, found, late.providerPaymentId, 'webhook')
      continue
    }
    if (Date.parse(found.holdUntil) > now) continue
    const holding = ordersOf(ctx, found._id).filter((o) => o.paymentState === 'awaitingPayment')
    if (applyEvent(ctx, found, { kind: 'holdEnded' }, 'hold') === null) continue
    putBackStock(ctx, holding.flatMap((o) => (o.productId && o.color ? [{ productId: o.productId, color: o.color, quantity: o.item.quantity }] : [])))
  }
}

function checkoutOf(payment: PaymentRecord, orders: readonly OrderRecord[]): PaymentCheckout {
  return {
    provider: PROVIDER,
    paymentId: payment._id,
    providerOrderId: payment.providerOrderId,
    amount: payment.amountPaise,
    currency: 'INR',
    orderIds: orders.map((o) => o.orderId),
    holdUntil: payment.holdUntil,
  }
}

/**
 * A prepaid purchase's payment, made by POST /buy with its orders: the amount is the orders'
 * own total (never the browser's), the stock is held until the hold ends. Answers the orders
 * marked awaiting payment and what the browser needs to open the gateway.
 */
export function startPayment(
  ctx: BackendContext,
  purchase: { userId: string; purchaseId: string; method: string; orders: readonly OrderRecord[] },
): { orders: OrderRecord[]; checkout: PaymentCheckout } {
  const now = ctx.now()
  const at = new Date(now).toISOString()
  const payment: PaymentRecord = {
    _id: ctx.newId(),
    purchaseId: purchase.purchaseId,
    userId: purchase.userId,
    provider: PROVIDER,
    method: purchase.method,
    amountPaise: purchaseAmountPaise(purchase.orders),
    currency: 'INR',
    providerOrderId: `order_demo_${ctx.newId()}`,
    providerPaymentId: null,
    state: 'awaitingPayment',
    holdUntil: new Date(holdEndsAt(now, MOCK_PAYMENT_SETTINGS.holdMinutes)).toISOString(),
    createdAt: at,
    updatedAt: at,
  }
  ctx.db.put('payments', [...ctx.db.get('payments'), payment])
  recordPaymentEvent(ctx, payment._id, 'created', 'buyer', { amountPaise: payment.amountPaise })
  const orders = purchase.orders.map((o) => ({ ...o, paymentId: payment._id, paymentState: 'awaitingPayment' as const }))
  return { orders, checkout: checkoutOf(payment, orders) }
}

/** The caller's own payment; another buyer's is not found, as if it did not exist. */
function ownPayment(ctx: BackendContext, userId: string, id: string): PaymentRecord {
  settlePayments(ctx, userId)
  return ctx.db.get('payments').find((p) => p._id === id && p.userId === userId) ?? fail(404, 'Payment not found')
}

function statusOf(ctx: BackendContext, payment: PaymentRecord): PaymentStatusResponse {
  return {
    paymentId: payment._id,
    state: payment.state,
    orderIds: ordersOf(ctx, payment._id).map((o) => o.orderId),
    ...(payment.state === 'awaitingPayment' ? { holdUntil: payment.holdUntil } : {}),
  }
}

/** Refuses a payment that can no longer be paid: already paid, or its hold has ended. */
function refuseUnpayable(payment: PaymentRecord): void {
  if (payment.state === 'paid') fail(409, PAYMENT_MESSAGES.alreadyPaid)
  if (payment.state !== 'awaitingPayment') fail(409, PAYMENT_MESSAGES.holdEnded)
}

/** GET /payments/{id}: the payment's state (the checkout polls it while a capture is late). */
export function paymentStatus(ctx: BackendContext, userId: string, { id }: PaymentIdParams): PaymentStatusResponse {
  return statusOf(ctx, ownPayment(ctx, userId, id))
}

/** POST /payments/{id}/pay-now: the same gateway order again, while the hold lasts. */
export function payNow(ctx: BackendContext, userId: string, { id }: PaymentIdParams): PaymentCheckout {
  const payment = ownPayment(ctx, userId, id)
  refuseUnpayable(payment)
  return checkoutOf(payment, ordersOf(ctx, payment._id))
}

/**
 * POST /payments/{id}/confirm: the gateway's return. The signature is checked over OUR stored
 * gateway order id, whole; a forged one changes nothing. A verified return captures the payment,
 * unless the gateway has only promised its capture for later (the 'late confirmation' scenario):
 * then the answer is still awaiting payment, and the capture lands when it arrives.
 */
export async function confirmPayment(ctx: BackendContext, userId: string, input: ConfirmPaymentRequest): Promise<PaymentStatusResponse> {
  const payment = ownPayment(ctx, userId, input.id)
  const expected = await returnSignature(payment.providerOrderId, input.providerPaymentId)
  if (expected !== input.signature) {
    recordPaymentEvent(ctx, payment._id, 'rejectedReturn', 'browser')
    fail(400, PAYMENT_MESSAGES.notVerified)
  }
  if (scheduledCapture(ctx, payment._id) === null) capture(ctx, payment, input.providerPaymentId, 'browser')
  else recordPaymentEvent(ctx, payment._id, 'returned', 'browser', { providerPaymentId: input.providerPaymentId })
  return statusOf(ctx, ownPayment(ctx, userId, input.id))
}

/**
 * POST /payments/demo/{id}/decide: the demo gateway's page. Pay answers a payment id and its
 * signature, and captures the payment as the gateway's webhook would (at once, or `lateCaptureMs`
 * later); Decline answers 402 and changes nothing but the history.
 */
export async function demoGatewayDecide(
  ctx: BackendContext,
  userId: string,
  input: DemoDecisionRequest,
  lateCaptureMs: number | null,
): Promise<DemoDecisionResponse> {
  const payment = ownPayment(ctx, userId, input.id)
  refuseUnpayable(payment)
  if (input.decision === 'decline') {
    recordPaymentEvent(ctx, payment._id, 'declined', 'webhook')
    fail(402, PAYMENT_MESSAGES.demoDeclined)
  }
  const providerPaymentId = `pay_demo_${ctx.newId()}`
  const signature = await returnSignature(payment.providerOrderId, providerPaymentId)
  if (lateCaptureMs === null) capture(ctx, payment, providerPaymentId, 'webhook')
  else recordPaymentEvent(ctx, payment._id, 'captureScheduled', 'gateway', { at: ctx.now() + lateCaptureMs, providerPaymentId })
  return { providerPaymentId, signature }
}

/** An order's payment as its buyer reads it (absent for Cash on Delivery). */
export function orderPaymentOf(ctx: BackendContext, order: OrderRecord): OrderPayment | undefined {
  if (!order.paymentId || !order.paymentState) return undefined
  const payment = ctx.db.get('payments').find((p) => p._id === order.paymentId)
  return {
    state: order.paymentState,
    paymentId: order.paymentId,
    ...(order.paymentState === 'awaitingPayment' && payment ? { holdUntil: payment.holdUntil } : {}),
  }
}
