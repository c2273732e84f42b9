import { Schema } from 'effect'
import { AddressIdParams, AddressInput, AddressesResponse, EditAddressRequest } from './address'
import {
  FacebookLoginRequest,
  GoogleAuthRequest,
  OtpRequest,
  OtpResponse,
  SigninRequest,
  SigninResponse,
  SocialAuthResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from './auth'
import {
  AddToCartRequest,
  AddToCartResponse,
  CartResponse,
  CartTotalResponse,
  CouponRequest,
  RemoveFromCartRequest,
  UpdateCartRequest,
} from './cart'
import { CategoriesResponse, CategoryNamesResponse } from './category'
import { MessageResponse } from './common'
import { BuyRequest, BuyResponse, OrderIdParams, OrderListQuery, OrderListResponse } from './order'
import { ConfirmPaymentRequest, DemoDecisionRequest, DemoDecisionResponse, PaymentCheckout, PaymentIdParams, PaymentStatusResponse } from './payment'
import {
  AddReviewRequest,
  HighlightsResponse,
  ProductIdParams,
  ProductResponse,
  ProductReviewsRequest,
  ProductReviewsResponse,
  ProductsQuery,
  ProductsResponse,
} from './product'
import { SupportRequest } from './support'
import { EditUserRequest, EditUserResponse } from './user'
import {
  MoveToCartRequest,
  WishlistAddRequest,
  WishlistAddResponse,
  WishlistRemoveQuery,
  WishlistResponse,
} from './wishlist'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * How the request's fields travel. Path parameters (`:id`) are always taken out of the request
 * first; what is left goes as a JSON body, a multipart body, or the query string.
 */
export type Transport = 'none' | 'json' | 'multipart' | 'query'

/** `required`: the server answers 401 without a valid token. `optional`: sent when present. */
export type AuthPolicy = 'none' | 'optional' | 'required'

export interface Endpoint<
  Req extends Schema.Top = Schema.Top,
  Res extends Schema.Top = Schema.Top,
  Auth extends AuthPolicy = AuthPolicy,
> {
  readonly method: HttpMethod
  /** Relative to the API base, which already ends in /api. */
  readonly path: string
  readonly transport: Transport
  readonly request: Req
  readonly response: Res
  readonly auth: Auth
}

const NoRequest = Schema.Struct({})

// Auth is kept as its literal, so a server can type a signed-in row's caller as certainly signed in
const endpoint = <Req extends Schema.Top, Res extends Schema.Top, Auth extends AuthPolicy>(e: Endpoint<Req, Res, Auth>) => e

/**
 * Every call of SPEC 7: method, path, request and response. Services, the fake backend and the
 * contract tests all read this one table.
 */
export const endpoints = {
  signin: endpoint({ method: 'POST', path: '/user/signin', transport: 'json', request: SigninRequest, response: SigninResponse, auth: 'none' }),
  googleAuth: endpoint({ method: 'POST', path: '/user/google-auth', transport: 'json', request: GoogleAuthRequest, response: SocialAuthResponse, auth: 'none' }),
  facebookLogin: endpoint({ method: 'POST', path: '/facebook-login', transport: 'json', request: FacebookLoginRequest, response: SocialAuthResponse, auth: 'none' }),
  signup: endpoint({ method: 'POST', path: '/user/signup', transport: 'json', request: OtpRequest, response: OtpResponse, auth: 'none' }),
  loginOtp: endpoint({ method: 'POST', path: '/user/login', transport: 'json', request: OtpRequest, response: OtpResponse, auth: 'none' }),
  verifyOtp: endpoint({ method: 'POST', path: '/user/verifyOtp', transport: 'json', request: VerifyOtpRequest, response: VerifyOtpResponse, auth: 'none' }),
  // beyond SPEC 7: logging out ends the token on the server too (docs: Spec notes, Tokens that can end)
  logout: endpoint({ method: 'POST', path: '/user/logout', transport: 'none', request: NoRequest, response: MessageResponse, auth: 'required' }),
  logoutAll: endpoint({ method: 'POST', path: '/user/logout-all', transport: 'none', request: NoRequest, response: MessageResponse, auth: 'required' }),
  editUser: endpoint({ method: 'PUT', path: '/user/edit-user', transport: 'multipart', request: EditUserRequest, response: EditUserResponse, auth: 'required' }),
  orderList: endpoint({ method: 'GET', path: '/user/orderlist', transport: 'query', request: OrderListQuery, response: OrderListResponse, auth: 'required' }),
  // beyond SPEC 7: the buyer cancels within SPEC 9's policy (docs: Spec notes, issue 29)
  cancelOrder: endpoint({ method: 'POST', path: '/user/orders/:id/cancel', transport: 'none', request: OrderIdParams, response: MessageResponse, auth: 'required' }),
  support: endpoint({ method: 'POST', path: '/user/support', transport: 'json', request: SupportRequest, response: MessageResponse, auth: 'optional' }),
  products: endpoint({ method: 'GET', path: '/getAllProducts', transport: 'query', request: ProductsQuery, response: ProductsResponse, auth: 'none' }),
  product: endpoint({ method: 'GET', path: '/product/:id', transport: 'none', request: ProductIdParams, response: ProductResponse, auth: 'none' }),
  productReviews: endpoint({ method: 'GET', path: '/product/:id/reviews', transport: 'query', request: ProductReviewsRequest, response: ProductReviewsResponse, auth: 'none' }),
  highlights: endpoint({ method: 'GET', path: '/products/highlights', transport: 'none', request: NoRequest, response: HighlightsResponse, auth: 'none' }),
  categoryNames: endpoint({ method: 'GET', path: '/categories/array', transport: 'none', request: NoRequest, response: CategoryNamesResponse, auth: 'none' }),
  categories: endpoint({ method: 'GET', path: '/categories', transport: 'none', request: NoRequest, response: CategoriesResponse, auth: 'none' }),
  wishlist: endpoint({ method: 'GET', path: '/wishlist', transport: 'none', request: NoRequest, response: WishlistResponse, auth: 'required' }),
  wishlistAdd: endpoint({ method: 'POST', path: '/wishlist/add', transport: 'json', request: WishlistAddRequest, response: WishlistAddResponse, auth: 'required' }),
  wishlistRemove: endpoint({ method: 'PUT', path: '/wishlist/remove', transport: 'query', request: WishlistRemoveQuery, response: MessageResponse, auth: 'required' }),
  wishlistMoveToCart: endpoint({ method: 'POST', path: '/wishlist/move-to-cart', transport: 'json', request: MoveToCartRequest, response: MessageResponse, auth: 'required' }),
  cart: endpoint({ method: 'GET', path: '/user/cart', transport: 'none', request: NoRequest, response: CartResponse, auth: 'required' }),
  cartTotal: endpoint({ method: 'GET', path: '/user/cart/totalprice', transport: 'none', request: NoRequest, response: CartTotalResponse, auth: 'required' }),
  addToCart: endpoint({ method: 'POST', path: '/user/add-to-cart', transport: 'json', request: AddToCartRequest, response: AddToCartResponse, auth: 'required' }),
  updateCart: endpoint({ method: 'PATCH', path: '/user/updateCart', transport: 'json', request: UpdateCartRequest, response: MessageResponse, auth: 'required' }),
  removeFromCart: endpoint({ method: 'POST', path: '/user/remove-from-cart', transport: 'json', request: RemoveFromCartRequest, response: MessageResponse, auth: 'required' }),
  applyCoupon: endpoint({ method: 'POST', path: '/user/apply-coupon', transport: 'json', request: CouponRequest, response: MessageResponse, auth: 'required' }),
  removeCoupon: endpoint({ method: 'POST', path: '/user/remove-coupon', transport: 'json', request: CouponRequest, response: MessageResponse, auth: 'required' }),
  addresses: endpoint({ method: 'GET', path: '/addresses', transport: 'none', request: NoRequest, response: AddressesResponse, auth: 'required' }),
  addAddress: endpoint({ method: 'POST', path: '/address', transport: 'json', request: AddressInput, response: MessageResponse, auth: 'required' }),
  editAddress: endpoint({ method: 'PUT', path: '/address/:id', transport: 'json', request: EditAddressRequest, response: MessageResponse, auth: 'required' }),
  selectAddress: endpoint({ method: 'PUT', path: '/address/select/:id', transport: 'none', request: AddressIdParams, response: MessageResponse, auth: 'required' }),
  deleteAddress: endpoint({ method: 'DELETE', path: '/address/:id', transport: 'none', request: AddressIdParams, response: MessageResponse, auth: 'required' }),
  buy: endpoint({ method: 'POST', path: '/buy', transport: 'json', request: BuyRequest, response: BuyResponse, auth: 'required' }),
  // beyond SPEC 7 (issue 31): the gateway's return, Pay Now while the hold lasts, and the payment's state
  confirmPayment: endpoint({ method: 'POST', path: '/payments/:id/confirm', transport: 'json', request: ConfirmPaymentRequest, response: PaymentStatusResponse, auth: 'required' }),
  payNow: endpoint({ method: 'POST', path: '/payments/:id/pay-now', transport: 'none', request: PaymentIdParams, response: PaymentCheckout, auth: 'required' }),
  payment: endpoint({ method: 'GET', path: '/payments/:id', transport: 'none', request: PaymentIdParams, response: PaymentStatusResponse, auth: 'required' }),
  // the demo gateway's own page (PAYMENT_PROVIDER=demo): what Razorpay's checkout does on its servers
  demoGatewayDecide: endpoint({ method: 'POST', path: '/payments/demo/:id/decide', transport: 'json', request: DemoDecisionRequest, response: DemoDecisionResponse, auth: 'required' }),
  addReview: endpoint({ method: 'POST', path: '/product/addReview', transport: 'multipart', request: AddReviewRequest, response: MessageResponse, auth: 'required' }),
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type RequestOf<N extends EndpointName> = Endpoints[N]['request']['Type']
export type ResponseOf<N extends EndpointName> = Endpoints[N]['response']['Type']
/** The wire shape of a response: what the fake backend encodes. */
export type ResponseJsonOf<N extends EndpointName> = Endpoints[N]['response']['Encoded']

/** The header that makes POST /buy safe to retry: one key per checkout attempt. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
