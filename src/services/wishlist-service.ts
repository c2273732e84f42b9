import type { MoveToCartRequest } from '../../contracts/wishlist'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

/** Wishlist calls (SPEC 7). */
export function createWishlistService(http: HttpClient) {
  return {
    /** Entries with their products populated. */
    list: (signal?: AbortSignal) => http.call('wishlist', {}, { signal }).then((r) => r.data.products),
    /** Adds with the colour of the product's first variety, as the spec does. */
    add: (productId: string, color: string, signal?: AbortSignal) =>
      http.call('wishlistAdd', { productId, color }, { signal }).then((r) => r.data.products),
    remove: (productId: string, signal?: AbortSignal) =>
      http.call('wishlistRemove', { id: productId }, { signal }),
    moveToCart: (body: MoveToCartRequest, signal?: AbortSignal) =>
      http.call('wishlistMoveToCart', body, { signal }),
  }
}

export type WishlistService = ReturnType<typeof createWishlistService>
export const wishlistService = createWishlistService(apiClient)
