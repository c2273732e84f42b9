import { assign, fromPromise, setup } from 'xstate'
import type { PaymentCheckout, PaymentStatusResponse } from '../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { serverMessageOr } from '../services/api-error'
import { paymentService } from '../services/payment-service'
import { GatewayNotPaid, openRazorpayCheckout, type GatewayReturn } from '../services/razorpay-checkout'

/*
 * One pass through the payment gateway for a purchase awaiting payment (issue 31): the checkout
 * runs it after Place Order, and Order History after Pay Now. The demo gateway is our own dialog
 * (Pay, Decline, close); Razorpay is its Checkout window. A return is confirmed by the server,
 * which checks the gateway's signature; when the gateway captures later than the return, the
 * machine asks the payment's state a few times before it gives up waiting.
 */

/** How often, and how many times, the payment's state is asked while its capture is late. */
export const CAPTURE_POLL_MS = 2000
export const CAPTURE_POLLS = 15

export interface PaymentGatewayInput {
  readonly checkout: PaymentCheckout
}

/** How the pass ended: paid, or why not (the orders then still await payment, or the hold ended). */
export type PaymentGatewayOutput = { readonly paid: true } | { readonly paid: false; readonly reason: string }

interface PaymentGatewayContext {
  readonly checkout: PaymentCheckout
  readonly returned: GatewayReturn | null
  readonly polls: number
  readonly failure: string | null
}

export type PaymentGatewayEvent =
  | { type: 'gateway.pay' }
  | { type: 'gateway.decline' }
  /** The buyer closed the demo gateway's dialog. */
  | { type: 'gateway.dismiss' }

export const paymentGatewayMachine = setup({
  types: {
    context: {} as PaymentGatewayContext,
    events: {} as PaymentGatewayEvent,
    input: {} as PaymentGatewayInput,
    output: {} as PaymentGatewayOutput,
  },
  actors: {
    demoDecide: fromPromise<GatewayReturn, { paymentId: string; decision: 'pay' | 'decline' }>(({ input, signal }) =>
      paymentService.demoDecide({ id: input.paymentId, decision: input.decision }, signal),
    ),
    /**
     * Opens the gateway's window: Razorpay Checkout answers its return (or rejects when the buyer
     * closes it); the demo gateway's window is our own dialog, so it answers null at once and the
     * buyer's choice arrives as events.
     */
    openWindow: fromPromise<GatewayReturn | null, PaymentCheckout>(async ({ input }) =>
      input.provider === 'razorpay' ? openRazorpayCheckout(input, PAYMENT_MESSAGES.notCompleted) : null,
    ),
    confirm: fromPromise<PaymentStatusResponse, { paymentId: string; returned: GatewayReturn }>(({ input, signal }) =>
      paymentService.confirm({ id: input.paymentId, ...input.returned }, signal),
    ),
    status: fromPromise<PaymentStatusResponse, { paymentId: string }>(({ input, signal }) => paymentService.status(input.paymentId, signal)),
  },
  guards: {
    /** The window answered a return (Razorpay); the demo dialog answers none. */
    returned: (_, params: { returned: GatewayReturn | null }) => params.returned !== null,
    isPaid: (_, params: { state: PaymentStatusResponse['state'] }) => params.state === 'paid',
    stillAwaiting: (_, params: { state: PaymentStatusResponse['state'] }) => params.state === 'awaitingPayment',
    mayPollAgain: ({ context }) => context.polls < CAPTURE_POLLS,
  },
}).createMachine({
  id: 'paymentGateway',
  context: ({ input }) => ({ checkout: input.checkout, returned: null, polls: 0, failure: null }),
  initial: 'opening',
  output: ({ context }) => (context.failure === null ? { paid: true } : { paid: false, reason: context.failure }),
  states: {
    /** The gateway's window opens: Razorpay's, which ends in a return or a closed window, or our dialog. */
    opening: {
      invoke: {
        src: 'openWindow',
        input: ({ context }) => context.checkout,
        onDone: [
          {
            guard: { type: 'returned', params: ({ event }) => ({ returned: event.output }) },
            target: 'confirming',
            actions: assign({ returned: ({ event }) => event.output }),
          },
          { target: 'demo' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => (event.error instanceof GatewayNotPaid ? event.error.message : PAYMENT_MESSAGES.notCompleted) }),
        },
      },
    },
    /** Our demo gateway's dialog: it says no money moves. */
    demo: {
      initial: 'choosing',
      on: { 'gateway.dismiss': { target: 'failed', actions: assign({ failure: PAYMENT_MESSAGES.notCompleted }) } },
      states: {
        choosing: {
          on: { 'gateway.pay': 'paying', 'gateway.decline': 'declining' },
        },
        /** Pay was pressed: the gateway answers the return (or never does: the buyer may close it). */
        paying: {
          invoke: {
            src: 'demoDecide',
            input: ({ context }) => ({ paymentId: context.checkout.paymentId, decision: 'pay' as const }),
            onDone: { target: '#paymentGateway.confirming', actions: assign({ returned: ({ event }) => event.output }) },
            onError: { target: '#paymentGateway.failed', actions: assign({ failure: ({ event }) => serverMessageOr(event.error, PAYMENT_MESSAGES.notCompleted) }) },
          },
        },
        declining: {
          invoke: {
            src: 'demoDecide',
            input: ({ context }) => ({ paymentId: context.checkout.paymentId, decision: 'decline' as const }),
            onDone: { target: '#paymentGateway.failed', actions: assign({ failure: PAYMENT_MESSAGES.demoDeclined }) },
            onError: { target: '#paymentGateway.failed', actions: assign({ failure: ({ event }) => serverMessageOr(event.error, PAYMENT_MESSAGES.demoDeclined) }) },
          },
        },
      },
    },
    /** The server checks the gateway's signature over its own order id. */
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ paymentId: context.checkout.paymentId, returned: context.returned ?? { providerPaymentId: '', signature: '' } }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => ({ state: event.output.state }) }, target: 'succeeded' },
          { guard: { type: 'stillAwaiting', params: ({ event }) => ({ state: event.output.state }) }, target: 'awaitingCapture' },
          { target: 'failed', actions: assign({ failure: PAYMENT_MESSAGES.holdEnded }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => serverMessageOr(event.error, PAYMENT_MESSAGES.notVerified) }) },
      },
    },
    /** Returned, but the gateway has not captured yet: ask again in a moment. */
    awaitingCapture: {
      after: {
        [CAPTURE_POLL_MS]: [
          { guard: 'mayPollAgain', target: 'checkingCapture' },
          { target: 'failed', actions: assign({ failure: PAYMENT_MESSAGES.notConfirmedYet }) },
        ],
      },
    },
    checkingCapture: {
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      invoke: {
        src: 'status',
        input: ({ context }) => ({ paymentId: context.checkout.paymentId }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => ({ state: event.output.state }) }, target: 'succeeded' },
          { guard: { type: 'stillAwaiting', params: ({ event }) => ({ state: event.output.state }) }, target: 'awaitingCapture' },
          { target: 'failed', actions: assign({ failure: PAYMENT_MESSAGES.holdEnded }) },
        ],
        // a dropped connection while waiting: keep waiting, within the same number of asks
        onError: 'awaitingCapture',
      },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
})
