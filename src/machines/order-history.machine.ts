import { Schema } from 'effect'
import { assign, fromPromise, setup } from 'xstate'
import type { MessageResponse } from '../../contracts/common'
import { OrderListResponse, type Order } from '../../contracts/order'
import { BUYER_CANCEL_DONE, BUYER_CANCEL_MESSAGE, BUYER_CANCEL_WORDS } from '../../contracts/order-cancellation'
import { CANCELLED_STATUS } from '../../contracts/order-status'
import { serverMessageOr } from '../services/api-error'
import { notifier, type Toast } from '../services/notifier'
import { orderService } from '../services/order-service'
import { readJson, storageKeys, writeJson } from '../lib/storage'

/** SPEC 9: five orders a page, starting at page 1. */
export const ORDERS_PAGE_SIZE = 5
export const FIRST_ORDERS_PAGE = 1

/** One page of the order list as the server answers it; also the shape of the storage cache. */
export type OrderPage = OrderListResponse

export interface OrderHistoryContext {
  /** The page whose orders are on screen. */
  readonly page: number
  /** The page being fetched (equals `page` once it has arrived). */
  readonly requestedPage: number
  readonly orders: readonly Order[]
  readonly totalPages: number
  readonly totalItems: number
  /** The expanded card; one at a time (SPEC 4, order cards). */
  readonly selectedOrderId: string | null
  /** The order whose cancellation is being confirmed, sent, or refused (issue 29, point 4). */
  readonly cancelOrderId: string | null
  /** Why the last cancellation failed: the server's words, shown on that order's card. */
  readonly cancelError: string | null
}

export type OrderHistoryEvent =
  | { type: 'orders.next' }
  | { type: 'orders.previous' }
  | { type: 'orders.toggle'; orderId: string }
  /** A review was added for an order line: its Review Your Purchase offer goes away. */
  | { type: 'orders.reviewed'; orderId: string }
  /** Cancel Order on a card: asks the buyer to confirm first. */
  | { type: 'orders.cancel'; orderId: string }
  /** The buyer confirms the cancellation in the dialog. */
  | { type: 'orders.confirmCancel' }
  /** The buyer keeps the order: the dialog closes and nothing is sent. */
  | { type: 'orders.keep' }
  /** Read the page again: a payment changed its orders (issue 31, after Pay Now). */
  | { type: 'orders.refresh' }

export interface OrderHistoryInput {
  /**
   * The first page as last seen, shown while the fresh one loads (SPEC 4: orders are cached).
   * Absent: read from storage; null: start empty.
   */
  readonly cached?: OrderPage | null
}

const isOrderPage = Schema.is(OrderListResponse)

/** The cached first page of the signed-in user's orders (user-scoped: logout clears it). */
export function readCachedOrders(): OrderPage | null {
  return readJson(storageKeys.orders, isOrderPage)
}

function cachedContext(cached: OrderPage | null) {
  return { orders: cached?.orders ?? [], totalPages: cached?.totalPages ?? 0, totalItems: cached?.totalItems ?? 0 }
}

/**
 * The order as the server now holds it after the buyer's cancellation: the Cancelled entry both
 * backends add (rules/fulfilment.ts), and no more offer to cancel.
 */
export function cancelledCopyOf(order: Order, now: number): Order {
  const { cancellableUntil: _closed, ...rest } = order
  const entry = { status: CANCELLED_STATUS, message: BUYER_CANCEL_MESSAGE, time: new Date(now).toISOString() }
  return { ...rest, trackingDetails: [...(order.trackingDetails ?? []), entry] }
}

/** What a cancellation's answer comes to: the server's words, and when it agreed (the entry's time). */
export interface CancelAnswer {
  readonly message: string | undefined
  readonly cancelledAt: number
}

/**
 * Order history (SPEC 2, SPEC 4, SPEC 9): pages of five orders from page 1, with previous and
 * next allowed only away from the ends. The first page is cached in storage and shown while
 * it reloads. A failed load is silent (SPEC 8): whatever was on screen stays.
 *
 * Cancel Order (issue 29, point 4) is offered on an order the server says may still be
 * cancelled (`cancellableUntil`, read by the card); it asks first, then sends one request while the list stays
 * put. Success marks the card Cancelled; a refusal shows the server's msg (SPEC 8's way, else
 * 'Something went wrong') as a toast and on the card, whose button works again.
 */
export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
    input: {} as OrderHistoryInput,
  },
  actors: {
    loadOrders: fromPromise<OrderPage, { page: number }>(({ input, signal }) =>
      orderService.list(input.page, ORDERS_PAGE_SIZE, signal),
    ),
    // the clock is read here, with the answer, so the machine itself stays a function of its events
    cancelOrder: fromPromise<CancelAnswer, { id: string }>(async ({ input, signal }) => {
      const body: MessageResponse = await orderService.cancel(input.id, signal)
      return { message: body.msg ?? body.message, cancelledAt: Date.now() }
    }),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    markCancelled: assign(({ context }, answer: CancelAnswer) => ({
      orders: context.orders.map((o) => (o._id === context.cancelOrderId ? cancelledCopyOf(o, answer.cancelledAt) : o)),
      cancelOrderId: null,
      cancelError: null,
    })),
    // the cached first page must not offer, on the next visit, a cancel the server has done
    recacheCancelled: ({ context }) => {
      if (context.page === FIRST_ORDERS_PAGE) {
        writeJson(storageKeys.orders, { orders: context.orders, totalPages: context.totalPages, totalItems: context.totalItems })
      }
    },
    // only page 1 is worth caching: it is what the screen opens on
    cacheFirstPage: (_, params: { page: number; data: OrderPage }) => {
      if (params.page === FIRST_ORDERS_PAGE) writeJson(storageKeys.orders, params.data)
    },
    requestNextPage: assign({ requestedPage: ({ context }) => context.page + 1, selectedOrderId: null }),
    requestPreviousPage: assign({ requestedPage: ({ context }) => context.page - 1, selectedOrderId: null }),
    askToCancel: assign({ cancelOrderId: ({ event }) => (event.type === 'orders.cancel' ? event.orderId : null), cancelError: null }),
    forgetCancel: assign({ cancelOrderId: null, cancelError: null }),
  },
  guards: {
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > FIRST_ORDERS_PAGE,
    /*
     * The order is on the page. Whether the policy still allows a cancel is the server's to
     * judge (and the card's to offer, from the server's `cancellableUntil` and the clock): a
     * click just after the window closes gets the server's reason, never a dead button.
     */
    isListedOrder: ({ context, event }) => event.type === 'orders.cancel' && context.orders.some((o) => o._id === event.orderId),
    /** A cancelled order had a payment: its refund state is the server's, so the page is read again. */
    cancelledPrepaid: ({ context }) => context.orders.some((o) => o._id === context.cancelOrderId && o.payment !== undefined),
  },
}).createMachine({
  id: 'orderHistory',
  context: ({ input }) => ({
    page: FIRST_ORDERS_PAGE,
    requestedPage: FIRST_ORDERS_PAGE,
    ...cachedContext(input.cached === undefined ? readCachedOrders() : input.cached),
    selectedOrderId: null,
    cancelOrderId: null,
    cancelError: null,
  }),
  initial: 'loading',
  on: {
    'orders.toggle': {
      actions: assign({
        selectedOrderId: ({ context, event }) => (context.selectedOrderId === event.orderId ? null : event.orderId),
      }),
    },
    'orders.reviewed': {
      actions: assign({
        orders: ({ context, event }) => context.orders.map((o) => (o._id === event.orderId ? { ...o, reviewed: true } : o)),
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ page: context.requestedPage }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              page: context.requestedPage,
              orders: event.output.orders,
              totalPages: event.output.totalPages,
              totalItems: event.output.totalItems,
              // a card opened on the cached page stays open when the fresh copy of it arrives
              selectedOrderId: event.output.orders.some((o) => o._id === context.selectedOrderId) ? context.selectedOrderId : null,
            })),
            {
              type: 'cacheFirstPage',
              params: ({ context, event }) => ({ page: context.page, data: event.output }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ requestedPage: ({ context }) => context.page }),
        },
      },
    },
    ready: {
      on: {
        'orders.next': { guard: 'hasNextPage', target: 'loading', actions: 'requestNextPage' },
        'orders.previous': { guard: 'hasPreviousPage', target: 'loading', actions: 'requestPreviousPage' },
        'orders.cancel': { guard: 'isListedOrder', target: 'confirmingCancel', actions: 'askToCancel' },
        'orders.refresh': 'loading',
      },
    },
    failed: {
      on: {
        'orders.next': { guard: 'hasNextPage', target: 'loading', actions: 'requestNextPage' },
        'orders.previous': { guard: 'hasPreviousPage', target: 'loading', actions: 'requestPreviousPage' },
        'orders.cancel': { guard: 'isListedOrder', target: 'confirmingCancel', actions: 'askToCancel' },
        'orders.refresh': 'loading',
      },
    },
    /** The dialog says what cancelling does; nothing is sent until the buyer confirms. */
    confirmingCancel: {
      on: {
        'orders.confirmCancel': 'cancelling',
        'orders.keep': { target: 'ready', actions: 'forgetCancel' },
      },
    },
    /** One request at a time; paging waits, so the answer lands on the page it belongs to. */
    cancelling: {
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ id: context.cancelOrderId ?? '' }),
        onDone: [
          {
            guard: 'cancelledPrepaid',
            target: 'loading',
            actions: [
              { type: 'markCancelled', params: ({ event }) => event.output },
              { type: 'notify', params: ({ event }) => ({ tone: 'success', message: event.output.message ?? BUYER_CANCEL_DONE }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'markCancelled', params: ({ event }) => event.output },
              'recacheCancelled',
              { type: 'notify', params: ({ event }) => ({ tone: 'success', message: event.output.message ?? BUYER_CANCEL_DONE }) },
            ],
          },
        ],
        onError: {
          target: 'cancelFailed',
          actions: [
            assign({ cancelError: ({ event }) => serverMessageOr(event.error, BUYER_CANCEL_WORDS.failed) }),
            { type: 'notify', params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, BUYER_CANCEL_WORDS.failed) }) },
          ],
        },
      },
    },
    /** The refusal stays on the card; its Cancel Order works again, and nothing else changed. */
    cancelFailed: {
      on: {
        'orders.next': { guard: 'hasNextPage', target: 'loading', actions: ['forgetCancel', 'requestNextPage'] },
        'orders.previous': { guard: 'hasPreviousPage', target: 'loading', actions: ['forgetCancel', 'requestPreviousPage'] },
        'orders.cancel': { guard: 'isListedOrder', target: 'confirmingCancel', actions: 'askToCancel' },
        'orders.refresh': { target: 'loading', actions: 'forgetCancel' },
      },
    },
  },
})
