import { IDEMPOTENCY_HEADER } from '../../contracts/endpoints'
import type { BuyRequest } from '../../contracts/order'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

/** Order placement, history (SPEC 7) and the buyer's cancellation (issue 29). */
export function createOrderService(http: HttpClient) {
  return {
    /** Page numbers start at 1 (SPEC 9). */
    list: (page: number, limit: number, signal?: AbortSignal) =>
      http.call('orderList', { page: String(page), limit: String(limit) }, { signal }),
    /**
     * Places the order for the server-side cart. The idempotency key is made once per checkout
     * attempt by the caller, so a retried or double-sent request creates one order.
     */
    buy: (body: BuyRequest, idempotencyKey: string, signal?: AbortSignal) =>
      http.call('buy', body, { signal, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    /** The buyer cancels one of their orders (issue 29, beyond SPEC 7); the server judges the policy. */
    cancel: (id: string, signal?: AbortSignal) => http.call('cancelOrder', { id }, { signal }),
  }
}

export type OrderService = ReturnType<typeof createOrderService>
export const orderService = createOrderService(apiClient)
