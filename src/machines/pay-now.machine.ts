import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate'
import type { PaymentCheckout } from '../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { serverMessageOr } from '../services/api-error'
import { notifier, type Toast } from '../services/notifier'
import { paymentService } from '../services/payment-service'
import type { orderHistoryMachine } from './order-history.machine'
import { paymentGatewayMachine } from './payment-gateway.machine'

export interface PayNowInput {
  /** Order History: read again once the payment has moved, so the cards show where it stands. */
  readonly history: Pick<ActorRefFrom<typeof orderHistoryMachine>, 'send'>
}

interface PayNowContext extends PayNowInput {
  readonly paymentId: string | null
  readonly checkout: PaymentCheckout | null
}

export type PayNowEvent = { type: 'payNow.start'; paymentId: string }

/**
 * Pay Now on an order card (issue 31): the server answers the same gateway order while its hold
 * lasts (or says it is paid, or that the hold ended), and the gateway opens as at checkout. However
 * it ends, Order History reads its page again and a toast says how it went.
 */
export const payNowMachine = setup({
  types: {
    context: {} as PayNowContext,
    events: {} as PayNowEvent,
    input: {} as PayNowInput,
  },
  actors: {
    reopenPayment: fromPromise<PaymentCheckout, { paymentId: string }>(({ input, signal }) => paymentService.payNow(input.paymentId, signal)),
    gateway: paymentGatewayMachine,
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    refreshHistory: sendTo(({ context }) => context.history as ActorRefFrom<typeof orderHistoryMachine>, { type: 'orders.refresh' as const }),
    forget: assign({ paymentId: null, checkout: null }),
  },
}).createMachine({
  id: 'payNow',
  context: ({ input }) => ({ history: input.history, paymentId: null, checkout: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'payNow.start': { target: 'reopening', actions: assign({ paymentId: ({ event }) => event.paymentId }) } },
    },
    /** The server answers the payment's gateway order again, or why it cannot be paid. */
    reopening: {
      invoke: {
        src: 'reopenPayment',
        input: ({ context }) => ({ paymentId: context.paymentId ?? '' }),
        onDone: { target: 'paying', actions: assign({ checkout: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: ['forget', 'refreshHistory', { type: 'notify', params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, 'Something went wrong') }) }],
        },
      },
    },
    /** The gateway is open, as at checkout. */
    paying: {
      invoke: {
        id: 'gateway',
        src: 'gateway',
        input: ({ context }) => ({ checkout: context.checkout! }),
        onDone: {
          target: 'idle',
          actions: [
            'forget',
            'refreshHistory',
            {
              type: 'notify',
              params: ({ event }) => (event.output.paid ? { tone: 'success', message: PAYMENT_MESSAGES.received } : { tone: 'error', message: event.output.reason }),
            },
          ],
        },
      },
    },
  },
})
