import type { HttpHandler } from 'msw'
import { IDEMPOTENCY_HEADER } from '../../contracts/endpoints'
import type { BackendContext } from '../use-cases/backend-context'
import { signedInHandler } from './endpoint-handler'

/** The orders' rules load with their first call (all-handlers.ts). */
const orders = () => import('../use-cases/orders')

export function orderHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'buy', async (input, { userId, request }) =>
      (await orders()).buy(backend, userId, input, request.headers.get(IDEMPOTENCY_HEADER)),
    ),
    signedInHandler(backend, 'orderList', async (input, { userId }) => (await orders()).listOrders(backend, userId, input)),
    signedInHandler(backend, 'cancelOrder', async (input, { userId }) => (await orders()).cancelOrder(backend, userId, input)),
  ]
}
