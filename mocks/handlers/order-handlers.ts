import type { HttpHandler } from 'msw'
import { IDEMPOTENCY_HEADER } from '../../contracts/endpoints'
import type { BackendContext } from '../use-cases/backend-context'
import { buy, cancelOrder, listOrders } from '../use-cases/orders'
import { signedInHandler } from './endpoint-handler'

export function orderHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'buy', (input, { userId, request }) =>
      buy(backend, userId, input, request.headers.get(IDEMPOTENCY_HEADER)),
    ),
    signedInHandler(backend, 'orderList', (input, { userId }) => listOrders(backend, userId, input)),
    signedInHandler(backend, 'cancelOrder', (input, { userId }) => cancelOrder(backend, userId, input)),
  ]
}
