import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate'
import type { Address } from '../../contracts/address'
import type { Cart } from '../../contracts/cart'
import type { BuyRequest, BuyResponse, PaymentMethod } from '../../contracts/order'
import { DEFAULT_SHIPPING_OPTION, type ShippingOptionId } from '../../contracts/pricing'
import { serverMessageOr } from '../services/api-error'
import { cartService } from '../services/cart-service'
import { notifier, type Toast } from '../services/notifier'
import { orderService } from '../services/order-service'
import { isShippingComplete, writeShippingDraft, type ShippingChoice } from '../lib/shipping-options'
import { addressBookMachine, type AddressChangedEvent } from './address-book.machine'
import type { cartMachine } from './cart.machine'
import { orderFailureOf, type OrderFailure } from './order-failure'
import { paymentGatewayMachine, type PaymentGatewayOutput } from './payment-gateway.machine'
import type { PaymentCheckout } from '../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { paymentService } from '../services/payment-service'

export const CHECKOUT_STEPS = ['address', 'shipping', 'payment'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return CHECKOUT_STEPS.includes(value as CheckoutStep)
}

/** The payment tabs of SPEC 9, in their order. */
export const PAYMENT_TABS = ['Credit Card', 'Paypal', 'Cash on Delivery'] as const
export type PaymentTab = (typeof PAYMENT_TABS)[number]

/**
 * Spec quirk (SPEC 7 and 9): the Paypal tab sends 'UPI'. This is the one place that maps a tab
 * to what POST /buy receives.
 */
export function paymentMethodOf(tab: PaymentTab): PaymentMethod {
  return tab === 'Paypal' ? 'UPI' : tab
}

export interface CheckoutInput {
  /** The app-wide cart: told to reload once the order empties it on the server. */
  readonly cart: ActorRefFrom<typeof cartMachine>
  readonly userName: string
  /** The step named in the URL; the machine lands there once its guards allow. */
  readonly requestedStep: CheckoutStep
  /** The shipping choice kept from earlier in this tab's session, if any. */
  readonly draft: ShippingChoice | null
}

export interface CheckoutContext {
  readonly cart: CheckoutInput['cart']
  readonly userName: string
  readonly requestedStep: CheckoutStep
  readonly address: Address | null
  readonly shipping: ShippingChoice | null
  readonly paymentTab: PaymentTab
  /** The server's cart, read on entering step 3: the summary and totals come from it. */
  readonly summary: Cart | null
  /** One key per order attempt, kept for its retries so the server creates one order. */
  readonly idempotencyKey: string | null
  /** The numbers of the orders the purchase made (one per cart line), for the popup and the thank-you page. */
  readonly orderNumbers: readonly string[]
  /** Why the last Place Order failed (the Payment Failure popup says it), or null. */
  readonly failure: OrderFailure | null
  /**
   * Issue 31: the purchase's gateway checkout when it was placed by card or UPI; a retry after a
   * failed payment reopens it (Pay Now) instead of placing the order again.
   */
  readonly payment: PaymentCheckout | null
  /** How the view should record a step change in the history: a user's step is pushed, a correction replaces. */
  readonly navigation: 'push' | 'replace'
}

export type CheckoutEvent =
  | AddressChangedEvent
  | { type: 'checkout.goTo'; step: CheckoutStep }
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  | { type: 'checkout.chooseShipping'; optionId: ShippingOptionId }
  | { type: 'checkout.chooseDate'; date: string | null }
  | { type: 'checkout.choosePayment'; tab: PaymentTab }
  | { type: 'checkout.placeOrder' }
  | { type: 'checkout.retry' }
  | { type: 'checkout.closePopup' }

interface PlaceOrderInput {
  readonly body: BuyRequest
  readonly idempotencyKey: string
}

/** A fresh key for a new order attempt. */
export function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // very old browsers only: unique enough to tell two attempts apart
  return `attempt-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * The numbers of the orders a purchase made: every one when the answer names them all, else the
 * one it names (an answer kept for an Idempotency-Key from before `orderIds`), else none.
 */
export function placedOrderNumbers(answer: BuyResponse): readonly string[] {
  if (answer.orderIds && answer.orderIds.length > 0) return answer.orderIds
  return answer.orderId ? [answer.orderId] : []
}

/** The POST /buy body for the buyer's choices. */
export function buyRequestOf(tab: PaymentTab, shipping: ShippingChoice | null): BuyRequest {
  const optionId = shipping?.optionId ?? DEFAULT_SHIPPING_OPTION
  return {
    paymentMethod: paymentMethodOf(tab),
    shippingOption: optionId,
    ...(optionId === 'scheduled' && shipping?.date ? { shippingDate: shipping.date } : {}),
  }
}

/**
 * The step a request lands on (SPEC 4 guards): payment needs an address and a complete shipping
 * choice, shipping needs an address; otherwise the buyer lands on the earliest allowed step.
 */
export function landingStep(requested: CheckoutStep, address: Address | null, shipping: ShippingChoice | null): CheckoutStep {
  if (requested === 'payment' && address && isShippingComplete(shipping)) return 'payment'
  if (requested !== 'address' && address) return 'shipping'
  return 'address'
}

/**
 * The three-step checkout (SPEC 2 and 4, Checkout). Step 1 lists the saved addresses through
 * the address book (a child machine that reports the selected address); step 2 needs a selected
 * address and picks the shipping option, free by default; step 3 needs both, reloads the
 * server's cart for the summary and totals, and places the order. Back returns one step, and
 * from step 1 leaves for the cart.
 *
 * The step lives in the URL (`checkout.goTo` follows it); a step whose guard fails lands on the
 * earliest allowed one (`landingStep`). Place Order sends exactly one order: the machine ignores
 * further clicks, Back and step changes while the call runs or its popup shows, and the
 * Idempotency-Key made for the attempt is reused by a retry.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    addressBook: addressBookMachine,
    loadSummary: fromPromise<Cart>(({ signal }) => cartService.get(signal)),
    placeOrder: fromPromise<BuyResponse, PlaceOrderInput>(({ input, signal }) =>
      orderService.buy(input.body, input.idempotencyKey, signal),
    ),
    gateway: paymentGatewayMachine,
    reopenPayment: fromPromise<PaymentCheckout, { paymentId: string }>(({ input, signal }) => paymentService.payNow(input.paymentId, signal)),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    storeAddress: assign({
      address: ({ context, event }) => (event.type === 'checkout.addressChanged' ? event.address : context.address),
    }),
    pushStep: assign({ navigation: 'push' as const }),
    replaceStep: assign({ navigation: 'replace' as const }),
    requestStep: assign({
      requestedStep: ({ context, event }) => (event.type === 'checkout.goTo' ? event.step : context.requestedStep),
    }),
    defaultShipping: assign({
      shipping: ({ context }) => context.shipping ?? { optionId: DEFAULT_SHIPPING_OPTION, date: null },
    }),
    saveDraft: ({ context }) => writeShippingDraft(context.shipping),
    forgetDraft: () => writeShippingDraft(null),
    startAttempt: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? newAttemptKey() }),
    endAttempt: assign({ idempotencyKey: null }),
    refreshCart: sendTo(({ context }) => context.cart, { type: 'cart.refresh' as const }),
  },
  guards: {
    hasAddress: ({ context }) => context.address !== null,
    hasShipping: ({ context }) => isShippingComplete(context.shipping),
    hasItems: ({ context }) => (context.summary?.products.length ?? 0) > 0,
    paid: (_, params: { output: PaymentGatewayOutput }) => params.output.paid,
    hasPayment: ({ context }) => context.payment !== null,
    /** Where the event asks to go (a URL step, or the step asked for before the addresses came) lands on `step`. */
    landsOn: ({ context, event }, params: { step: CheckoutStep }) => {
      const requested = event.type === 'checkout.goTo' ? event.step : context.requestedStep
      const address = event.type === 'checkout.addressChanged' ? event.address : context.address
      return landingStep(requested, address, context.shipping) === params.step
    },
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    cart: input.cart,
    userName: input.userName,
    requestedStep: input.requestedStep,
    address: null,
    shipping: input.draft,
    paymentTab: 'Credit Card',
    summary: null,
    idempotencyKey: null,
    orderNumbers: [],
    failure: null,
    payment: null,
    navigation: 'replace',
  }),
  invoke: { id: 'addressBook', src: 'addressBook', input: ({ context }) => ({ userName: context.userName }) },
  on: { 'checkout.addressChanged': { actions: 'storeAddress' } },
  initial: 'resolving',
  states: {
    /** Waiting for the address list, which tells whether the requested step is allowed. */
    resolving: {
      on: {
        'checkout.addressChanged': [
          { guard: { type: 'landsOn', params: { step: 'payment' } }, target: 'payment', actions: 'storeAddress' },
          { guard: { type: 'landsOn', params: { step: 'shipping' } }, target: 'shipping', actions: 'storeAddress' },
          { target: 'address', actions: 'storeAddress' },
        ],
        'checkout.goTo': { actions: 'requestStep' },
      },
    },
    address: {
      on: {
        'checkout.next': { guard: 'hasAddress', target: 'shipping', actions: 'pushStep' },
        'checkout.back': 'leftToCart',
        'checkout.goTo': [
          { guard: { type: 'landsOn', params: { step: 'payment' } }, target: 'payment', actions: ['requestStep', 'replaceStep'] },
          { guard: { type: 'landsOn', params: { step: 'shipping' } }, target: 'shipping', actions: ['requestStep', 'replaceStep'] },
          // refused: stay, and let the view put the URL back
          { actions: ['requestStep', 'replaceStep'] },
        ],
      },
    },
    shipping: {
      entry: ['defaultShipping', 'saveDraft'],
      on: {
        'checkout.chooseShipping': {
          actions: [
            assign({
              shipping: ({ context, event }) => ({
                optionId: event.optionId,
                // a date only means something for the scheduled option
                date: event.optionId === 'scheduled' ? (context.shipping?.date ?? null) : null,
              }),
            }),
            'saveDraft',
          ],
        },
        'checkout.chooseDate': {
          actions: [
            assign({
              shipping: ({ context, event }) => ({ optionId: context.shipping?.optionId ?? 'scheduled', date: event.date }),
            }),
            'saveDraft',
          ],
        },
        'checkout.next': { guard: 'hasShipping', target: 'payment', actions: 'pushStep' },
        'checkout.back': { target: 'address', actions: 'pushStep' },
        'checkout.goTo': [
          { guard: { type: 'landsOn', params: { step: 'payment' } }, target: 'payment', actions: ['requestStep', 'replaceStep'] },
          { guard: { type: 'landsOn', params: { step: 'address' } }, target: 'address', actions: ['requestStep', 'replaceStep'] },
          { actions: ['requestStep', 'replaceStep'] },
        ],
      },
    },
    payment: {
      initial: 'loadingSummary',
      // leaving step 3 ends the attempt: different choices make a different order
      exit: 'endAttempt',
      on: {
        'checkout.choosePayment': { actions: assign({ paymentTab: ({ event }) => event.tab }) },
        'checkout.back': { target: 'shipping', actions: 'pushStep' },
        'checkout.goTo': [
          { guard: { type: 'landsOn', params: { step: 'shipping' } }, target: 'shipping', actions: ['requestStep', 'replaceStep'] },
          { guard: { type: 'landsOn', params: { step: 'address' } }, target: 'address', actions: ['requestStep', 'replaceStep'] },
          { actions: ['requestStep', 'replaceStep'] },
        ],
      },
      states: {
        loadingSummary: {
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output }) },
            onError: {
              target: 'summaryFailed',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, 'Something went wrong') }),
              },
            },
          },
        },
        summaryFailed: { on: { 'checkout.retry': 'loadingSummary' } },
        ready: {
          on: { 'checkout.placeOrder': { guard: 'hasItems', target: 'placing', actions: 'startAttempt' } },
        },
        /** The order is on its way: every button waits, and the URL may not move. */
        placing: {
          on: {
            'checkout.choosePayment': {},
            'checkout.back': {},
            'checkout.goTo': { actions: 'replaceStep' },
          },
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({
              body: buyRequestOf(context.paymentTab, context.shipping),
              idempotencyKey: context.idempotencyKey ?? newAttemptKey(),
            }),
            onDone: {
              target: 'placed',
              actions: [
                assign({
                  orderNumbers: ({ event }) => placedOrderNumbers(event.output),
                  payment: ({ event }) => event.output.payment ?? null,
                }),
                'endAttempt',
                'forgetDraft',
                // the server emptied the cart: the badge and the cart page must say so
                'refreshCart',
              ],
            },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => orderFailureOf(event.error) }) },
          },
        },
        /** Placed: Cash on Delivery is done; card and UPI go through the gateway (issue 31). */
        placed: {
          always: [{ guard: 'hasPayment', target: 'paying' }, { target: 'succeeded' }],
        },
        /**
         * The gateway is open (our demo dialog or Razorpay Checkout) and then the server confirms
         * its return: every step button waits, as while placing.
         */
        paying: {
          on: {
            'checkout.choosePayment': {},
            'checkout.back': {},
            'checkout.goTo': { actions: 'replaceStep' },
          },
          invoke: {
            id: 'gateway',
            src: 'gateway',
            input: ({ context }) => ({ checkout: context.payment! }),
            onDone: [
              { guard: { type: 'paid', params: ({ event }) => ({ output: event.output }) }, target: 'succeeded' },
              {
                target: 'failed',
                actions: assign({
                  failure: ({ event }) => ({
                    reason: event.output.paid ? '' : event.output.reason,
                    fix: PAYMENT_MESSAGES.payAgainLater,
                  }),
                }),
              },
            ],
          },
        },
        /** Try Again after a failed payment: the same payment, reopened while its hold lasts. */
        reopening: {
          on: {
            'checkout.choosePayment': {},
            'checkout.back': {},
            'checkout.goTo': { actions: 'replaceStep' },
          },
          invoke: {
            src: 'reopenPayment',
            input: ({ context }) => ({ paymentId: context.payment?.paymentId ?? '' }),
            onDone: { target: 'paying', actions: assign({ payment: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({ failure: ({ event }) => ({ reason: serverMessageOr(event.error, PAYMENT_MESSAGES.holdEnded), fix: PAYMENT_MESSAGES.payAgainLater }) }),
            },
          },
        },
        /** The Payment Success popup. */
        succeeded: {
          on: {
            'checkout.closePopup': '#checkout.completed',
            'checkout.choosePayment': {},
            'checkout.back': {},
            'checkout.goTo': { actions: 'replaceStep' },
          },
        },
        /**
         * The Payment Failure popup; a retry reuses the attempt's key, or, when the orders were
         * placed and only the payment failed, reopens their payment.
         */
        failed: {
          on: {
            'checkout.closePopup': '#checkout.abandoned',
            'checkout.retry': [{ guard: 'hasPayment', target: 'reopening' }, { target: 'placing' }],
            'checkout.choosePayment': {},
            'checkout.back': {},
            'checkout.goTo': { actions: 'replaceStep' },
          },
        },
      },
    },
    /** Leave for /success-payment. */
    completed: { type: 'final' },
    /** Leave for /cart after a failed order. */
    abandoned: { type: 'final' },
    /** Back from step 1: leave for /cart. */
    leftToCart: { type: 'final' },
  },
})

/** The step a snapshot shows, or null while the machine is still finding its place. */
export function stepOf(snapshot: { matches: (value: CheckoutStep) => boolean }): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => snapshot.matches(step)) ?? null
}
