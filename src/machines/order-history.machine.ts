import { Schema } from 'effect'
import { assign, fromPromise, setup } from 'xstate'
import { OrderListResponse, type Order } from '../../contracts/order'
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
}

export type OrderHistoryEvent =
  | { type: 'orders.next' }
  | { type: 'orders.previous' }
  | { type: 'orders.toggle'; orderId: string }
  /** A review was added for an order line: its Review Your Purchase offer goes away. */
  | { type: 'orders.reviewed'; orderId: string }

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
 * Order history (SPEC 2, SPEC 4, SPEC 9): pages of five orders from page 1, with previous and
 * next allowed only away from the ends. The first page is cached in storage and shown while
 * it reloads. A failed load is silent (SPEC 8): whatever was on screen stays.
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
  },
  actions: {
    // only page 1 is worth caching: it is what the screen opens on
    cacheFirstPage: (_, params: { page: number; data: OrderPage }) => {
      if (params.page === FIRST_ORDERS_PAGE) writeJson(storageKeys.orders, params.data)
    },
    requestNextPage: assign({ requestedPage: ({ context }) => context.page + 1, selectedOrderId: null }),
    requestPreviousPage: assign({ requestedPage: ({ context }) => context.page - 1, selectedOrderId: null }),
  },
  guards: {
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > FIRST_ORDERS_PAGE,
  },
}).createMachine({
  id: 'orderHistory',
  context: ({ input }) => ({
    page: FIRST_ORDERS_PAGE,
    requestedPage: FIRST_ORDERS_PAGE,
    ...cachedContext(input.cached === undefined ? readCachedOrders() : input.cached),
    selectedOrderId: null,
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
      },
    },
    failed: {
      on: {
        'orders.next': { guard: 'hasNextPage', target: 'loading', actions: 'requestNextPage' },
        'orders.previous': { guard: 'hasPreviousPage', target: 'loading', actions: 'requestPreviousPage' },
      },
    },
  },
})
