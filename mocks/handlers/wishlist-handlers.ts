import type { HttpHandler } from 'msw'
import type { BackendContext } from '../use-cases/backend-context'
import { signedInHandler } from './endpoint-handler'

/** The wishlist's rules load with its first call (all-handlers.ts). */
const wishlist = () => import('../use-cases/wishlist')

export function wishlistHandlers(backend: BackendContext): HttpHandler[] {
  return [
    signedInHandler(backend, 'wishlist', async (_, { userId }) => (await wishlist()).getWishlist(backend, userId)),
    signedInHandler(backend, 'wishlistAdd', async (input, { userId }) => (await wishlist()).addToWishlist(backend, userId, input)),
    signedInHandler(backend, 'wishlistRemove', async (input, { userId }) => (await wishlist()).removeFromWishlist(backend, userId, input)),
    signedInHandler(backend, 'wishlistMoveToCart', async (input, { userId }) => (await wishlist()).moveToCart(backend, userId, input)),
  ]
}
