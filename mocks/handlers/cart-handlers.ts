import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { addToCart, applyCoupon, cartTotal, getCart, removeCoupon, removeFromCart, updateCart } from '../use-cases/cart'
import { signedInHandler } from './endpoint-handler'

/** The cart and its coupon. */
export function cartHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'cart', (_, { userId }) => getCart(backend, userId)),
    signedInHandler(backend, 'cartTotal', (_, { userId }) => cartTotal(backend, userId)),
    signedInHandler(backend, 'addToCart', (input, { userId }) => addToCart(backend, userId, input)),
    signedInHandler(backend, 'updateCart', (input, { userId }) => updateCart(backend, userId, input)),
    signedInHandler(backend, 'removeFromCart', (input, { userId }) => removeFromCart(backend, userId, input)),
    signedInHandler(backend, 'applyCoupon', (input, { userId }) => applyCoupon(backend, userId, input)),
    signedInHandler(backend, 'removeCoupon', (input, { userId }) => removeCoupon(backend, userId, input)),
  ]
}
