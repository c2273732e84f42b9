import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { addToWishlist, getWishlist, moveToCart, removeFromWishlist } from '../use-cases/wishlist'
import { signedInHandler } from './endpoint-handler'

export function wishlistHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'wishlist', (_, { userId }) => getWishlist(backend, userId)),
    signedInHandler(backend, 'wishlistAdd', (input, { userId }) => addToWishlist(backend, userId, input)),
    signedInHandler(backend, 'wishlistRemove', (input, { userId }) => removeFromWishlist(backend, userId, input)),
    signedInHandler(backend, 'wishlistMoveToCart', (input, { userId }) => moveToCart(backend, userId, input)),
  ]
}
