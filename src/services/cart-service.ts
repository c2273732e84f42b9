import type { AddToCartRequest, RemoveFromCartRequest, UpdateCartRequest } from '../../contracts/cart'
import { apiClient } from './api-client'
import type { HttpClient } from './http-client'

/** Cart and coupon calls (SPEC 7). */
export function createCartService(http: HttpClient) {
  return {
    get: (signal?: AbortSignal) => http.call('cart', {}, { signal }).then((r) => r.data),
    totalPrice: (signal?: AbortSignal) => http.call('cartTotal', {}, { signal }).then((r) => r.totalPrice),
    add: (body: AddToCartRequest, signal?: AbortSignal) => http.call('addToCart', body, { signal }),
    update: (body: UpdateCartRequest, signal?: AbortSignal) => http.call('updateCart', body, { signal }),
    remove: (body: RemoveFromCartRequest, signal?: AbortSignal) => http.call('removeFromCart', body, { signal }),
    applyCoupon: (couponCode: string, signal?: AbortSignal) => http.call('applyCoupon', { couponCode }, { signal }),
    removeCoupon: (couponCode: string, signal?: AbortSignal) => http.call('removeCoupon', { couponCode }, { signal }),
  }
}

export type CartService = ReturnType<typeof createCartService>
export const cartService = createCartService(apiClient)
