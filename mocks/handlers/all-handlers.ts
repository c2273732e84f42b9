import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { accountHandlers } from './account-handlers'
import { addressHandlers } from './address-handlers'
import { authHandlers } from './auth-handlers'
import { cartHandlers } from './cart-handlers'
import { catalogueHandlers } from './catalogue-handlers'
import { geolocationHandler } from './geolocation-handler'
import { mediaHandlers } from './media-handlers'
import { orderHandlers } from './order-handlers'
import { paymentHandlers } from './payment-handlers'
import { wishlistHandlers } from './wishlist-handlers'

/**
 * Every handler of the fake backend, for the browser worker and the Node server alike. Each
 * area's use cases load with its first call, apart from what a first visit asks for (the
 * catalogue, its pictures, whose token a call carries): mock mode's first page downloads only
 * those (its JS budget, docs/quality.md), and signing in, the cart or a purchase fetch theirs
 * once, when the buyer gets there.
 */
export function createHandlers(backend: BackendContext): HttpHandler[] {
  return [
    ...authHandlers(backend),
    ...catalogueHandlers(backend),
    ...wishlistHandlers(backend),
    ...cartHandlers(backend),
    ...addressHandlers(backend),
    ...orderHandlers(backend),
    ...paymentHandlers(backend),
    ...accountHandlers(backend),
    ...mediaHandlers(backend),
    geolocationHandler(),
  ]
}
