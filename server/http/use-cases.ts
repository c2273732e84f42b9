import type { EndpointName, Endpoints, RequestOf, ResponseOf } from '../../contracts/endpoints'
import type { SocialProviders } from '../auth/social-providers'
import * as account from '../domain/account'
import * as addresses from '../domain/addresses'
import * as auth from '../domain/auth'
import * as cart from '../domain/cart'
import * as catalogue from '../domain/catalogue'
import type { Caller, ServerContext } from '../domain/context'
import * as orders from '../domain/orders'
import * as payments from '../domain/payments/buyer-payments'
import * as sessions from '../domain/sessions'
import * as wishlist from '../domain/wishlist'

/** The caller a row's use case gets: a user id for sure where the row requires sign-in. */
type CallerOf<N extends EndpointName> = Caller<Endpoints[N]['auth'] extends 'required' ? string : string | null>

export type UseCase<N extends EndpointName> = (input: RequestOf<N>, caller: CallerOf<N>) => Promise<ResponseOf<N>>
export type UseCases = { readonly [N in EndpointName]: UseCase<N> }

/**
 * One use case per row of contracts/endpoints.ts; the type makes a missing row a compile error.
 * Each use case is one database transaction (server/domain).
 */
export function createUseCases(ctx: ServerContext, social: SocialProviders): UseCases {
  return {
    signin: (input) => auth.signIn(ctx, input),
    googleAuth: async (input) => auth.socialSignIn(ctx, 'google', await social.identify('google', input.token)),
    facebookLogin: async (input) => auth.socialSignIn(ctx, 'facebook', await social.identify('facebook', input.access_token)),
    signup: (input) => auth.requestSignupCode(ctx, input),
    loginOtp: (input) => auth.requestLoginCode(ctx, input),
    verifyOtp: (input) => auth.verifyCode(ctx, input),
    logout: (_, { session }) => sessions.endSession(ctx, session),
    logoutAll: (_, { userId }) => sessions.endEverySession(ctx, userId),
    editUser: (input, { userId }) => account.editUser(ctx, userId, input),
    orderList: (input, { userId }) => orders.listOrders(ctx, userId, input),
    support: (input, { userId }) => account.submitSupport(ctx, userId, input),
    products: (input) => catalogue.listProducts(ctx, input),
    product: (input) => catalogue.getProduct(ctx, input),
    productReviews: (input) => catalogue.productReviews(ctx, input),
    highlights: () => catalogue.productHighlights(ctx),
    categoryNames: () => catalogue.listCategoryNames(ctx),
    categories: () => catalogue.listCategories(ctx),
    wishlist: (_, { userId }) => wishlist.getWishlist(ctx, userId),
    wishlistAdd: (input, { userId }) => wishlist.addToWishlist(ctx, userId, input),
    wishlistRemove: (input, { userId }) => wishlist.removeFromWishlist(ctx, userId, input),
    wishlistMoveToCart: (input, { userId }) => wishlist.moveToCart(ctx, userId, input),
    cart: (_, { userId }) => cart.getCart(ctx, userId),
    cartTotal: (_, { userId }) => cart.getCartTotal(ctx, userId),
    addToCart: (input, { userId }) => cart.addToCart(ctx, userId, input),
    updateCart: (input, { userId }) => cart.updateCart(ctx, userId, input),
    removeFromCart: (input, { userId }) => cart.removeFromCart(ctx, userId, input),
    applyCoupon: (input, { userId }) => cart.applyCoupon(ctx, userId, input),
    removeCoupon: (input, { userId }) => cart.removeCoupon(ctx, userId, input),
    addresses: (_, { userId }) => addresses.listAddresses(ctx, userId),
    addAddress: (input, { userId }) => addresses.addAddress(ctx, userId, input),
    editAddress: (input, { userId }) => addresses.editAddress(ctx, userId, input),
    selectAddress: (input, { userId }) => addresses.selectAddress(ctx, userId, input),
    deleteAddress: (input, { userId }) => addresses.deleteAddress(ctx, userId, input),
    buy: (input, caller) => orders.buy(ctx, caller, input),
    cancelOrder: (input, { userId }) => orders.cancelOrder(ctx, userId, input),
    confirmPayment: (input, { userId }) => payments.confirmPayment(ctx, userId, input),
    payNow: (input, { userId }) => payments.payNow(ctx, userId, input),
    payment: (input, { userId }) => payments.paymentStatus(ctx, userId, input),
    demoGatewayDecide: (input, { userId }) => payments.decideDemoPayment(ctx, userId, input),
    addReview: (input, { userId }) => account.addReview(ctx, userId, input),
  }
}
