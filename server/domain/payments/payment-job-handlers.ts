import { DEMO_EVENT_ID_HEADER, DEMO_SIGNATURE_HEADER } from '../../payments/demo-gateway'
import type { PaymentJobs, ServerContext } from '../context'
import { log } from '../../log'
import { endOverdueHolds, endPaymentHold } from './hold-end'
import { sendRefund } from './refunds'
import { receiveWebhook } from './webhooks'

/*
 * What each payment job does (issue 31), for the queue that runs them (server/jobs, on
 * PostgreSQL): whichever process takes a job runs its handler, and every handler is safe to run
 * twice. A handler that throws is retried by the queue.
 */

export type PaymentJobHandlers = { readonly [Name in keyof PaymentJobs]: (data: PaymentJobs[Name]) => Promise<void> }

export function paymentJobHandlers(ctx: ServerContext): PaymentJobHandlers {
  return {
    'payment.holdEnds': ({ paymentId }) => endPaymentHold(ctx, paymentId),
    'payment.refund': ({ refundId }) => sendRefund(ctx, refundId),
    'payment.sweepHolds': async () => {
      const overdue = await endOverdueHolds(ctx)
      if (overdue > 0) log.info(`payments: the hold sweep found ${overdue} holds past their end still awaiting payment, and ended them`)
    },
    // the demo gateway's webhook reaches the same handler a real gateway's does, signed the same way
    'payment.demoWebhook': async ({ body, signature, eventId }) => {
      const headers = new Headers({ [DEMO_SIGNATURE_HEADER]: signature, [DEMO_EVENT_ID_HEADER]: eventId, 'content-type': 'application/json' })
      const answer = await receiveWebhook(ctx, 'demo', new TextEncoder().encode(body), headers)
      if (answer.status !== 200) throw new Error(`The demo gateway's webhook was refused: ${answer.status} ${answer.msg}`)
    },
  }
}
