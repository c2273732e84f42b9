import type {
  ConfirmPaymentRequest,
  DemoDecisionRequest,
  DemoDecisionResponse,
  PaymentCheckout,
  PaymentIdParams,
  PaymentStatusResponse,
} from '../../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../../contracts/payment-messages'
import { fail } from '../../../rules/rule-error'
import { isDemoGateway } from '../../payments/demo-gateway'
import type { ServerContext } from '../context'
import { afterCapture, applyCapture } from './capture'
import { checkoutOf, lockPayment, orderNumbersOf, readPayment, recordPaymentEvent, refuseUnlessAwaiting, statusOf } from './payment-records'
import { scheduleNow } from './schedule'

/*
 * The buyer's payment calls (issue 31, point 2), each on the caller's own payment only (another
 * buyer's answers 404 like a missing one): the gateway's return, Pay Now while the hold lasts,
 * the payment's state, and the demo gateway's Pay and Decline.
 */

/**
 * POST /payments/{id}/confirm: the gateway's return. The signature is checked over OUR stored
 * gateway order id, never one the browser names; a return that does not verify changes nothing
 * but the history and answers 400. A verified one marks the purchase paid (or, after the hold
 * ended, refunds it at once) unless a webhook did so first; either way the state is answered.
 */
export async function confirmPayment(ctx: ServerContext, userId: string, input: ConfirmPaymentRequest): Promise<PaymentStatusResponse> {
  const done = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.id, userId)
    const verified = ctx.payments.provider.verifyReturn({
      providerOrderId: payment.providerOrderId,
      providerPaymentId: input.providerPaymentId,
      signature: input.signature,
    })
    if (!verified) {
      await recordPaymentEvent(tx, ctx, payment.id, { kind: 'rejectedReturn', source: 'browser', detail: { providerPaymentId: input.providerPaymentId } })
      return { verified: false as const }
    }
    const capture = await applyCapture(tx, ctx, payment, input.providerPaymentId, 'browser')
    const current = await lockPayment(tx, payment.id)
    return { verified: true as const, capture, status: statusOf(current, await orderNumbersOf(tx, payment.id)) }
  })
  // the rejected return is kept in the history (committed above) before the refusal
  if (!done.verified) return fail(400, PAYMENT_MESSAGES.notVerified)
  afterCapture(ctx, input.id, done.capture)
  return done.status
}

/** POST /payments/{id}/pay-now: the same checkout again (the same gateway order and amount) while the hold lasts. */
export async function payNow(ctx: ServerContext, userId: string, { id }: PaymentIdParams): Promise<PaymentCheckout> {
  return ctx.db.transaction(async (tx) => {
    const payment = await readPayment(tx, id, userId)
    refuseUnlessAwaiting(payment, ctx.now())
    return checkoutOf(ctx.payments.provider, payment, await orderNumbersOf(tx, payment.id))
  })
}

/** GET /payments/{id}: the purchase's payment state. */
export async function paymentStatus(ctx: ServerContext, userId: string, { id }: PaymentIdParams): Promise<PaymentStatusResponse> {
  return ctx.db.transaction(async (tx) => {
    const payment = await readPayment(tx, id, userId)
    return statusOf(payment, await orderNumbersOf(tx, payment.id))
  })
}

/**
 * POST /payments/demo/{id}/decide: what Razorpay's checkout does on its own servers, played by
 * the demo gateway (404 when another gateway is configured). Pay answers the return a real
 * gateway hands the browser and sends the payment.captured webhook; Decline sends payment.failed
 * and answers 402. The webhook goes through the queue, as a real gateway's arrives on its own.
 */
export async function decideDemoPayment(ctx: ServerContext, userId: string, input: DemoDecisionRequest): Promise<DemoDecisionResponse> {
  const gateway = ctx.payments.provider
  if (!isDemoGateway(gateway)) return fail(404, 'Not found')
  const payment = await ctx.db.transaction(async (tx) => {
    const row = await readPayment(tx, input.id, userId)
    refuseUnlessAwaiting(row, ctx.now())
    return row
  })
  const paid = gateway.pay(payment.providerOrderId)
  const webhook = gateway.paymentWebhook(input.decision === 'pay' ? 'captured' : 'failed', {
    providerOrderId: payment.providerOrderId,
    providerPaymentId: paid.providerPaymentId,
    amountPaise: payment.amountPaise,
  })
  await scheduleNow(ctx, 'payment.demoWebhook', webhook, { singletonKey: webhook.eventId })
  if (input.decision === 'decline') return fail(402, PAYMENT_MESSAGES.demoDeclined)
  return paid
}
