import type { EndpointName, RequestOf } from '../../contracts/endpoints'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { authService } from '../../src/services/auth-service'
import { tokenStore } from '../../src/services/token-store'

/* Calls through the storefront's own services, for the contract tests and the shared API suite (tests/api) alike. */

/** Signs in through the real auth service and hands the token to the app's client. */
export async function signInAs(account: { email: string; password: string } = DEMO_BUYER): Promise<string> {
  const session = await authService.signIn({ email: account.email, password: account.password })
  tokenStore.set(session.token)
  return session.token
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('Expected the call to fail, but it succeeded')
}

export const pngFile = (name = 'photo.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, { type: 'image/png' })

/**
 * A request that passes each row's request schema. Calls that need a particular server state
 * (an OTP, an address id) get ids that decode, whatever the rule then says about them.
 */
export const validInputs: { readonly [N in EndpointName]: () => RequestOf<N> } = {
  signin: () => ({ email: DEMO_BUYER.email, password: DEMO_BUYER.password }),
  googleAuth: () => ({ token: 'mock-google:g.user@example.com:G User' }),
  facebookLogin: () => ({ access_token: 'mock-facebook:f.user@example.com:F User' }),
  signup: () => ({ email: 'new.weaver@example.com' }),
  loginOtp: () => ({ email: DEMO_BUYER.email }),
  verifyOtp: () => ({ type: 'login', email: DEMO_BUYER.email, otp: '000000' }),
  logout: () => ({}),
  logoutAll: () => ({}),
  editUser: () => ({ name: 'Aarav M', dob: '1992-08-14', profile_pic: pngFile() }),
  orderList: () => ({ page: '1', limit: '5' }),
  cancelOrder: () => ({ id: 'order-user-aarav-mehta-1' }),
  support: () => ({ name: 'Aarav', contactDetails: '9876543210', message: 'Where is my order?' }),
  products: () => ({ page: '1', limit: '12' }),
  product: () => ({ id: 'p1' }),
  productReviews: () => ({ id: 'p1', skip: '0', limit: '2' }),
  highlights: () => ({}),
  categoryNames: () => ({}),
  categories: () => ({}),
  wishlist: () => ({}),
  wishlistAdd: () => ({ productId: 'p1', color: 'Indigo' }),
  wishlistRemove: () => ({ id: 'p1' }),
  wishlistMoveToCart: () => ({ productId: 'p1', color: 'Indigo', quantity: 1 }),
  cart: () => ({}),
  cartTotal: () => ({}),
  addToCart: () => ({ productId: 'p1', color: 'Indigo', quantity: 1 }),
  updateCart: () => ({ productId: 'p1', color: 'Indigo', quantity: 2 }),
  removeFromCart: () => ({ productId: 'p1', color: 'Indigo' }),
  applyCoupon: () => ({ couponCode: 'WELCOME10' }),
  removeCoupon: () => ({ couponCode: 'WELCOME10' }),
  addresses: () => ({}),
  addAddress: () => ({ name: '', address: '1 MG Road', city: 'Pune', state: 'Maharashtra', alternativePhoneNumber: '9000000001', country: 'India' }),
  editAddress: () => ({ id: 'addr-aarav-home', name: '', address: '1 MG Road', city: 'Pune', state: 'Maharashtra', alternativePhoneNumber: '9000000001', country: 'India' }),
  selectAddress: () => ({ id: 'addr-aarav-office' }),
  deleteAddress: () => ({ id: 'addr-aarav-office' }),
  buy: () => ({ paymentMethod: 'Cash on Delivery' }),
  confirmPayment: () => ({ id: 'payment-1', providerPaymentId: 'pay_demo_1', signature: 'not-a-signature' }),
  payNow: () => ({ id: 'payment-1' }),
  payment: () => ({ id: 'payment-1' }),
  demoGatewayDecide: () => ({ id: 'payment-1', decision: 'pay' }),
  addReview: () => ({ review: 'Lovely weave', rating: '5', productId: 'p1', reviewImages: [] }),
}
