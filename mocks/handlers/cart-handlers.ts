import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { signedInHandler } from './endpoint-handler'

/** The cart's rules load with its first call (all-handlers.ts). */
const cart = () => import('../use-cases/cart')

/** The cart and its coupon. */
export function cartHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'cart', async (_, { userId }) => (await cart()).getCart(backend, userId)),
    signedInHandler(backend, 'cartTotal', async (_, { userId }) => (await cart()).cartTotal(backend, userId)),
    signedInHandler(backend, 'addToCart', async (input, { userId }) => (await cart()).addToCart(backend, userId, input)),
    signedInHandler(backend, 'updateCart', async (input, { userId }) => (await cart()).updateCart(backend, userId, input)),
    signedInHandler(backend, 'removeFromCart', async (input, { userId }) => (await cart()).removeFromCart(backend, userId, input)),
    signedInHandler(backend, 'applyCoupon', async (input, { userId }) => (await cart()).applyCoupon(backend, userId, input)),
    signedInHandler(backend, 'removeCoupon', async (input, { userId }) => (await cart()).removeCoupon(backend, userId, input)),
  ]
}
