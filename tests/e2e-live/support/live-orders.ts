import type { APIRequestContext } from '@playwright/test'
import type { RegisteredBuyer } from './live-accounts'
import type { ListedProduct } from './live-catalogue'
import { expect } from './live-test'

/*
 * Orders arranged through the API, for tests whose subject comes after a purchase (a review
 * needs an order of the product by the reviewer: rules/reviews.ts).
 */

const asBuyer = (buyer: RegisteredBuyer) => ({ authorization: `Bearer ${buyer.token}` })

/** `buyer` orders one metre of `product` in its first colour: into the cart, a first address (selected), POST /buy. */
export async function orderThroughApi(request: APIRequestContext, buyer: RegisteredBuyer, product: ListedProduct): Promise<void> {
  const steps = [
    () => request.post('/api/user/add-to-cart', { headers: asBuyer(buyer), data: { productId: product.id, color: product.color, quantity: 1 } }),
    () =>
      request.post('/api/address', {
        headers: asBuyer(buyer),
        data: { name: 'Review Desk', address: '3 Weavers Lane, Ring Road', city: 'Surat', state: 'Gujarat', alternativePhoneNumber: '9822001100', country: 'India' },
      }),
    () => request.post('/api/buy', { headers: asBuyer(buyer), data: { paymentMethod: 'Cash on Delivery' } }),
  ]
  for (const step of steps) {
    const answer = await step()
    expect(answer.status(), await answer.text()).toBe(200)
  }
}
