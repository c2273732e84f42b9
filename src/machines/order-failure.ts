import { ARCHIVED_PRODUCT_MESSAGES } from '../../contracts/archived-products'
import { HttpError, NetworkError, TimeoutError, serverMessageOr } from '../services/api-error'

/** Why Place Order failed, and where the buyer can put it right, for SPEC's Payment Failure popup. */
export interface OrderFailure {
  readonly reason: string
  readonly fix: string
}

/**
 * Reads a failed Place Order (issue 28, point 1): the popup no longer says only that it failed.
 * A refusal of the server carries its own words (the stock, a coupon, the address); a dropped
 * connection is said so, since Try Again then sends the same order, which the server places at
 * most once (its idempotency key).
 */
export function orderFailureOf(error: unknown): OrderFailure {
  if (error instanceof HttpError && error.status < 500 && error.serverMessage) {
    const reason = error.serverMessage
    if (reason === ARCHIVED_PRODUCT_MESSAGES.noLongerSold) return { reason, fix: 'Remove it from your cart: Back to Cart.' }
    if (/stock/i.test(reason)) return { reason, fix: 'Lower the quantity in your cart: Back to Cart.' }
    if (/coupon/i.test(reason)) return { reason, fix: 'Remove or change the coupon in your cart: Back to Cart.' }
    if (/address/i.test(reason)) return { reason, fix: 'Choose a delivery address in the first step of the checkout.' }
    // issue 31: over the store's Cash on Delivery limit the same cart may be paid by card or UPI
    if (/cash on delivery/i.test(reason)) return { reason, fix: 'Back to Cart, then check out again with Credit Card or Paypal.' }
    return { reason, fix: 'Check your cart: Back to Cart.' }
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return { reason: 'The connection dropped before the store answered.', fix: 'Try Again sends the same order: it cannot be placed twice.' }
  }
  return { reason: serverMessageOr(error, 'The store could not take the order just now.'), fix: 'Try Again in a moment.' }
}
