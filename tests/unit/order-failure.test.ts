import { describe, expect, test } from 'vitest'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { orderFailureOf } from '../../src/machines/order-failure'
import { HttpError, NetworkError, TimeoutError } from '../../src/services/api-error'

/*
 * Issue 28, point 1: SPEC's Payment Failure popup says why Place Order failed and where to put
 * it right, from what the failed call tells the storefront.
 */
describe('why an order failed', () => {
  test("the server's refusal for the stock is shown, and the fix is in the cart", () => {
    const refusal = 'Only the stock left of Mulmul Cotton (Indigo) can be ordered: please lower the quantity'
    expect(orderFailureOf(new HttpError('/buy', 409, refusal))).toEqual({ reason: refusal, fix: 'Lower the quantity in your cart: Back to Cart.' })
  })

  test('a coupon the server no longer takes points to the cart', () => {
    expect(orderFailureOf(new HttpError('/buy', 400, 'This coupon has expired'))).toEqual({
      reason: 'This coupon has expired',
      fix: 'Remove or change the coupon in your cart: Back to Cart.',
    })
  })

  test('a product staff archived since it was put in the cart points to the cart, to remove it', () => {
    expect(orderFailureOf(new HttpError('/buy', 400, CATALOGUE_MESSAGES.noLongerSold))).toEqual({
      reason: CATALOGUE_MESSAGES.noLongerSold,
      fix: 'Remove it from your cart: Back to Cart.',
    })
  })

  test('a missing address points to the first step', () => {
    expect(orderFailureOf(new HttpError('/buy', 400, 'Please select a delivery address')).fix).toBe('Choose a delivery address in the first step of the checkout.')
  })

  test('Cash on Delivery over the limit points to paying by card or Paypal (issue 31)', () => {
    const reason = PAYMENT_MESSAGES.codOverLimit('₹50,000')
    expect(orderFailureOf(new HttpError('/buy', 400, reason))).toEqual({ reason, fix: 'Back to Cart, then check out again with Credit Card or Paypal.' })
  })

  test.each([new NetworkError('/buy'), new TimeoutError('/buy', 15_000)])('a dropped connection says Try Again cannot order twice (%s)', (error) => {
    expect(orderFailureOf(error)).toEqual({
      reason: 'The connection dropped before the store answered.',
      fix: 'Try Again sends the same order: it cannot be placed twice.',
    })
  })

  test("a server failure says so in the server's words, or in ours", () => {
    expect(orderFailureOf(new HttpError('/buy', 503, undefined))).toEqual({ reason: 'The store could not take the order just now.', fix: 'Try Again in a moment.' })
    expect(orderFailureOf(new HttpError('/buy', 500, 'Order service is down')).reason).toBe('Order service is down')
  })
})
