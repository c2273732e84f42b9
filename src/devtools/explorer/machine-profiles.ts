import { createActor, type AnyStateMachine, type EventFrom, type InputFrom, type Snapshot } from 'xstate'
import { BUYER_CANCEL_DONE } from '../../../contracts/order-cancellation'
import type { PaymentCheckout } from '../../../contracts/payment'
import { PAYMENT_MESSAGES } from '../../../contracts/payment-messages'
import type { Product } from '../../../contracts/product'
import type { ScenarioTarget } from '../../../contracts/mock-control'
import { defaultListingQuery } from '../../lib/listing-filters'
import { earliestScheduleDate } from '../../lib/shipping-options'
import { addToCartMachine } from '../../machines/add-to-cart.machine'
import { addressBookMachine } from '../../machines/address-book.machine'
import { addressFormMachine } from '../../machines/address-form.machine'
import { carouselMachine } from '../../machines/carousel.machine'
import { cartMachine } from '../../machines/cart.machine'
import { catalogueStoreMachine } from '../../machines/catalogue-store.machine'
import { checkoutMachine, type CheckoutContext } from '../../machines/checkout.machine'
import { couponMachine } from '../../machines/coupon.machine'
import { listingMachine } from '../../machines/listing.machine'
import { locationMachine } from '../../machines/location.machine'
import { loginOtpMachine } from '../../machines/login-otp.machine'
import { orderHistoryMachine, type CancelAnswer } from '../../machines/order-history.machine'
import { orderTrackingMachine } from '../../machines/order-tracking.machine'
import { payNowMachine } from '../../machines/pay-now.machine'
import { paymentGatewayMachine } from '../../machines/payment-gateway.machine'
import { productDetailMachine } from '../../machines/product-detail.machine'
import { profileMachine } from '../../machines/profile.machine'
import { reviewFormMachine } from '../../machines/review-form.machine'
import { reviewListMachine } from '../../machines/review-list.machine'
import { sessionMachine } from '../../machines/session.machine'
import { signInMachine } from '../../machines/sign-in.machine'
import { signUpMachine } from '../../machines/sign-up.machine'
import { socialSignInMachine } from '../../machines/social-sign-in.machine'
import { supportMachine } from '../../machines/support.machine'
import { wishlistToggleMachine } from '../../machines/wishlist-toggle.machine'
import { wishlistMachine } from '../../machines/wishlist.machine'
import { mockControls } from '../mock-controls'
import type { ExplorerData } from './explorer-data'

/*
 * What the explorer needs to know about each machine beyond its definition: which screen shows
 * it (the route map), what it starts with, and sample payloads for the events that carry one,
 * made from the fake backend's real records. States and transitions are never listed here:
 * they come from the machines. The types tie every sample to its machine's event union, so a
 * renamed event or field fails the type check instead of silently dropping a state.
 */

export type SessionNeed = 'signedIn' | 'signedOut' | 'any'

export interface MachineProfile<M extends AnyStateMachine = AnyStateMachine> {
  readonly machine: M
  /** The URL (path and query) of the screen that runs this machine, for one of its states. */
  readonly route: (data: ExplorerData, stateKey: string) => string
  /** Navigation state the route reads (SPEC 2: /verify-otp receives the flow type), per state. */
  readonly routeState?: (stateKey: string) => unknown
  /** In words, where on that screen. */
  readonly where: string
  /**
   * Who must be signed in for the route: 'show me' signs the demo buyer in ('signedIn') or ends
   * the session quietly ('signedOut', the sign-in flows) before opening it.
   */
  readonly session: SessionNeed
  /** States that need another session than `session` (the cart's `empty` is nobody's cart). */
  readonly sessionByState?: Readonly<Record<string, SessionNeed>>
  /**
   * 'snapshot': the screen starts its actor from the explored snapshot (useExploredSnapshot).
   * 'live': the app's own actor is driven there for real (the session: sign in or out).
   */
  readonly showBy: 'snapshot' | 'live'
  /**
   * The actor is app-wide (AppStateProvider creates it once per page): 'show me' loads the page
   * anew so the provider starts it from the snapshot, instead of navigating inside the app.
   */
  readonly appWide?: boolean
  /**
   * The machine only runs as an invoked child of another (the address book inside checkout):
   * 'show me' starts the host in `state` with this machine's explored snapshot as child `childId`.
   */
  readonly host?: { readonly machineId: string; readonly state: string; readonly childId: string }
  readonly input?: (data: ExplorerData) => InputFrom<M>
  readonly events?: (data: ExplorerData) => ReadonlyArray<EventFrom<M>>
  /**
   * Calls an invoked child machine still has running in a state, per state key: the paths see
   * only the machine's own invokes, so these are named to stall them too (checkout's
   * `resolving` waits for the address book's list).
   */
  readonly childCallsRunning?: Readonly<Record<string, readonly ScenarioTarget[]>>
  /** Outputs of invoked child machines, per invoke id. */
  readonly childOutputs?: Readonly<Record<string, readonly unknown[]>>
  /** Done outputs for actors that cannot succeed with sample input, per actor src. */
  readonly fallbacks?: (data: ExplorerData) => Readonly<Record<string, unknown>>
  /** What makes two snapshots different places (default: the state value). */
  readonly serialize?: (snapshot: Snapshot<unknown>) => string
  /**
   * States of work done in the browser itself (no call the explorer could stall), which a
   * screen opened in them leaves on its own within milliseconds: no Show me, and why instead.
   */
  readonly passesThrough?: Readonly<Record<string, string>>
}

/** Fixes the machine first, so every sample is checked against that machine's events and input. */
const profile =
  <M extends AnyStateMachine>(machine: M) =>
  (p: Omit<MachineProfile<M>, 'machine'>): MachineProfile =>
    ({ machine, ...p }) as unknown as MachineProfile

/** Stand-ins for the app-wide actors a machine is given: never started, only referred to. */
const stubCart = () => createActor(cartMachine)
const stubWishlist = () => createActor(wishlistMachine)
const stubSession = () => ({ send: () => undefined })

/** A product with several colours, one of them in stock (and one out of stock when there is). */
export function sampleProduct(data: ExplorerData): Product {
  const score = (p: Product) =>
    (p.productVarieties.some((v) => v.stock > 0) ? 4 : 0) +
    (p.productVarieties.some((v) => v.stock <= 0) ? 2 : 0) +
    (p.productVarieties.length > 1 ? 1 : 0) +
    Math.min(p.reviewCount ?? 0, 6) / 10
  const best = [...data.products].sort((a, b) => score(b) - score(a))[0]
  if (!best) throw new Error('The fake backend has no products')
  return best
}

const inStockColour = (p: Product) => p.productVarieties.find((v) => v.stock > 0)?.color ?? p.productVarieties[0]?.color ?? ''
const outOfStockColour = (p: Product) => p.productVarieties.find((v) => v.stock <= 0)?.color ?? inStockColour(p)
/** A purchase awaiting payment through the demo gateway, as Place Order and Pay Now answer it (issue 31). */
const sampleCheckout = (): PaymentCheckout => ({
  provider: 'demo',
  paymentId: 'sample',
  providerOrderId: 'order_demo_sample',
  amount: 686_730,
  currency: 'INR',
  orderIds: ['TBN000000000001'],
  holdUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
})
const productRoute = (data: ExplorerData) => `/product/${sampleProduct(data)._id}`
/**
 * A product the demo buyer may review: one of their orders of it is not reviewed yet (only
 * buyers review, once per order), else the sample product (the review is then refused).
 */
const reviewableProductId = (data: ExplorerData) => data.orders.find((o) => o.productId && o.reviewed !== true)?.productId ?? sampleProduct(data)._id
const selectedAddress = (data: ExplorerData) => data.addresses.find((a) => a.selected) ?? data.addresses[0] ?? null
const otherAddress = (data: ExplorerData) => data.addresses.find((a) => !a.selected) ?? data.addresses[0]
/**
 * For forms: the state value and the context, so typing into a field counts as a new place
 * and a path can fill every field before submitting (actor refs and files by name only).
 */
function byValueAndContext(snapshot: Snapshot<unknown>): string {
  const { value, context } = snapshot as unknown as { value: unknown; context: unknown }
  return JSON.stringify([value, context], (_, v: unknown) =>
    v instanceof File ? `file:${v.name}` : v && typeof v === 'object' && 'send' in v ? '[actor]' : v,
  )
}

/** The sample product as a shop would list one photographed once: a single image per colour. */
function withOneImage(data: ExplorerData): Product {
  const sample = sampleProduct(data)
  return { ...sample, productVarieties: sample.productVarieties.map((v) => ({ ...v, images: v.images.slice(0, 1) })) }
}

/** The states of the code flows that /verify-otp shows (the rest are on /register or /forget-password). */
const onCodeScreen = (stateKey: string) => ['awaitingCode', 'verifying', 'signedIn'].includes(stateKey)
const stepOfStateKey = (key: string) => (key.startsWith('payment') ? 'payment' : key === 'shipping' ? 'shipping' : 'address')
/** A 1×1 PNG: the backend judges uploads by their bytes and refuses SVG (it can carry script). */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const sampleImage = (name: string) => new File([Uint8Array.from(atob(PIXEL_PNG), (c) => c.charCodeAt(0))], name, { type: 'image/png' })

export const machineProfiles: readonly MachineProfile[] = [
  profile(sessionMachine)({
    // ending every session is started from My Account, whose button shows it under way
    route: (_, stateKey) => (stateKey === 'endingEverywhere' ? '/user-profile' : '/'),
    where: 'The whole app: signed in or out; My Account while every session is being ended.',
    session: 'any',
    showBy: 'live',
    input: () => ({ user: null, token: null }),
    events: (data) => [{ type: 'session.signedIn', user: data.session.user, token: data.session.token }, { type: 'session.logoutEverywhere' }],
  }),
  profile(catalogueStoreMachine)({
    route: () => '/',
    where: "The store loaded at startup: the category bar, the listing's filters and the landing's New Arrivals and Best Deals (with Try again after a failure).",
    session: 'any',
    showBy: 'snapshot',
    appWide: true,
    input: () => ({}),
  }),
  profile(cartMachine)({
    // `empty` is the cart of nobody signed in: the header's badge shows it (/cart is guarded)
    route: (_, stateKey) => (stateKey === 'empty' ? '/' : '/cart'),
    where: 'The cart page and the header badge.',
    session: 'signedIn',
    sessionByState: { empty: 'signedOut' },
    showBy: 'snapshot',
    appWide: true,
    events: (data) => {
      const line = data.cart.products.find((l) => l.quantity > 1) ?? data.cart.products[0]
      const ref = line ? { productId: line.productId._id, color: line.productColor } : { productId: '', color: '' }
      return [
        { type: 'cart.increment', ...ref },
        { type: 'cart.decrement', ...ref },
        { type: 'cart.remove', ...ref },
      ]
    },
  }),
  profile(wishlistMachine)({
    // `empty` is the wishlist of nobody signed in: every heart shows it (/wishlist is guarded)
    route: (_, stateKey) => (stateKey === 'empty' ? '/' : '/wishlist'),
    where: 'The wishlist page and every heart.',
    session: 'signedIn',
    sessionByState: { empty: 'signedOut' },
    showBy: 'snapshot',
    appWide: true,
    events: (data) => [
      { type: 'wishlist.added', product: sampleProduct(data), color: inStockColour(sampleProduct(data)) },
      { type: 'wishlist.removed', productId: sampleProduct(data)._id },
    ],
  }),
  profile(couponMachine)({
    route: () => '/cart',
    where: 'The coupon box of the cart page.',
    session: 'signedIn',
    showBy: 'snapshot',
    input: () => ({ cart: stubCart() }),
    events: () => [
      { type: 'coupon.edit', code: 'WELCOME10' },
      { type: 'coupon.apply' },
      { type: 'coupon.remove', code: 'WELCOME10' },
    ],
    serialize: byValueAndContext,
  }),
  profile(checkoutMachine)({
    // the page asks the machine for the URL's step: name the step the state belongs to
    route: (_, stateKey) => `/checkout?step=${stepOfStateKey(stateKey)}`,
    where: 'The checkout page: steps, Place Order and the payment popups.',
    session: 'signedIn',
    showBy: 'snapshot',
    input: (data) => ({ cart: stubCart(), userName: data.session.user.name, requestedStep: 'address', draft: null }),
    childCallsRunning: { resolving: ['addresses'] },
    // issue 31: the demo gateway pays or is declined; Try Again then reopens the payment
    childOutputs: { gateway: [{ paid: true }, { paid: false, reason: PAYMENT_MESSAGES.demoDeclined }] },
    fallbacks: () => ({ reopenPayment: sampleCheckout() }),
    events: (data) => [
      { type: 'checkout.addressChanged', address: selectedAddress(data) },
      { type: 'checkout.goTo', step: 'shipping' },
      { type: 'checkout.goTo', step: 'payment' },
      { type: 'checkout.chooseShipping', optionId: 'scheduled' },
      { type: 'checkout.chooseDate', date: earliestScheduleDate() },
      { type: 'checkout.choosePayment', tab: 'Paypal' },
    ],
    // the guards read the address, the shipping choice, the step asked for and the placed payment
    serialize: (s) => {
      const snapshot = s as unknown as { value: unknown; context: CheckoutContext }
      const c = snapshot.context
      return JSON.stringify([snapshot.value, c.address !== null, c.shipping, c.requestedStep, c.payment !== null])
    },
  }),
  profile(paymentGatewayMachine)({
    route: () => '/checkout?step=payment',
    where: 'The demo payment gateway dialog after Place Order by card or Paypal (also Pay Now on an order card).',
    session: 'signedIn',
    showBy: 'snapshot',
    host: { machineId: 'checkout', state: 'payment.paying', childId: 'gateway' },
    input: () => ({ checkout: sampleCheckout() }),
    // the sample payment is nobody's: these are what the demo gateway and the store answer a real one
    fallbacks: () => ({
      demoDecide: { providerPaymentId: 'pay_demo_sample', signature: 'sample' },
      confirm: { paymentId: 'sample', state: 'awaitingPayment', orderIds: ['TBN000000000001'] },
      status: { paymentId: 'sample', state: 'paid', orderIds: ['TBN000000000001'] },
    }),
    passesThrough: { opening: "the demo gateway's window is our own dialog, open at once (Razorpay's is its own)" },
  }),
  profile(payNowMachine)({
    route: () => '/user-profile?section=orderHistory',
    where: 'Pay Now on an order card awaiting payment in Order History.',
    session: 'signedIn',
    showBy: 'snapshot',
    input: () => ({ history: createActor(orderHistoryMachine, { input: { cached: null } }) }),
    events: () => [{ type: 'payNow.start', paymentId: 'sample' }],
    childOutputs: { gateway: [{ paid: true }, { paid: false, reason: PAYMENT_MESSAGES.demoDeclined }] },
    fallbacks: () => ({ reopenPayment: sampleCheckout() }),
  }),
  profile(addressBookMachine)({
    route: () => '/checkout?step=address',
    where: 'Checkout step 1: the address cards, Add New Address, edit and delete.',
    session: 'signedIn',
    showBy: 'snapshot',
    host: { machineId: 'checkout', state: 'address', childId: 'addressBook' },
    input: (data) => ({ userName: data.session.user.name }),
    events: (data) => [
      { type: 'addresses.select', id: otherAddress(data)?._id ?? '' },
      { type: 'addresses.askDelete', id: otherAddress(data)?._id ?? '' },
      { type: 'addresses.openEdit', id: selectedAddress(data)?._id ?? '' },
    ],
    childOutputs: { addressForm: [{ saved: true }, { saved: false }] },
  }),
  profile(addressFormMachine)({
    route: () => '/checkout?step=address',
    where: 'The add and edit address popups of checkout step 1.',
    session: 'signedIn',
    showBy: 'snapshot',
    host: { machineId: 'addressBook', state: 'adding', childId: 'addressForm' },
    input: (data) => ({ mode: 'add', userName: data.session.user.name }),
    events: () => [
      { type: 'addressForm.change', field: 'alternativePhoneNumber', value: '9876501234' },
      { type: 'addressForm.change', field: 'address', value: '12 Ring Road' },
      { type: 'addressForm.change', field: 'city', value: 'Surat' },
      { type: 'addressForm.change', field: 'state', value: 'Gujarat' },
      { type: 'addressForm.pickPlace', place: { city: 'Surat', state: 'Gujarat', country: 'India' } },
    ],
    serialize: byValueAndContext,
  }),
  profile(addToCartMachine)({
    route: productRoute,
    where: 'The add-to-cart popup of the product page.',
    session: 'signedIn',
    showBy: 'snapshot',
    input: (data) => {
      const product = sampleProduct(data)
      return { product, mode: 'cart', colour: inStockColour(product), cart: stubCart(), wishlist: stubWishlist() }
    },
    events: (data) => [
      { type: 'quantity.set', quantity: 2 },
      { type: 'quantity.set', quantity: '' },
      { type: 'colour.pick', colour: outOfStockColour(sampleProduct(data)) },
    ],
  }),
  profile(wishlistToggleMachine)({
    route: productRoute,
    where: 'The Add to Wishlist heart of the product page (and of every product card).',
    session: 'signedIn',
    showBy: 'snapshot',
    input: (data) => ({ product: sampleProduct(data), wishlist: stubWishlist() }),
    events: () => [
      { type: 'wishlist.toggle', wished: false },
      { type: 'wishlist.toggle', wished: true },
    ],
  }),
  profile(productDetailMachine)({
    route: productRoute,
    where: 'The product page: gallery, colours, not-found and unavailable states.',
    session: 'any',
    showBy: 'snapshot',
    input: (data) => ({ productId: sampleProduct(data)._id, product: null }),
    events: (data) => [
      // a background read that brings a copy with one picture per colour: the gallery stands still
      { type: 'xstate.done.actor.refreshProduct', output: withOneImage(data) },
      { type: 'variety.select', index: 1 },
      { type: 'gallery.show', index: 1 },
      { type: 'gallery.hold', reason: 'user' },
      { type: 'gallery.release', reason: 'user' },
      { type: 'gallery.hold', reason: 'reducedMotion' },
    ],
  }),
  profile(reviewListMachine)({
    route: productRoute,
    where: 'The reviews list of the product page (Load More / View Less).',
    session: 'any',
    showBy: 'snapshot',
    input: (data) => ({ productId: sampleProduct(data)._id }),
    events: () => [{ type: 'reviews.refresh' }, { type: 'reviews.retry' }],
  }),
  profile(reviewFormMachine)({
    route: (data) => `/product/${reviewableProductId(data)}`,
    where: 'The review popup (Review Your Purchase on the product page or an order).',
    session: 'signedIn',
    showBy: 'snapshot',
    input: (data) => ({ productId: reviewableProductId(data) }),
    events: () => [
      { type: 'review.type', text: 'Lovely drape and true colours.' },
      { type: 'review.rate', value: 5 },
      { type: 'images.add', files: [sampleImage('swatch.png')] },
      { type: 'images.add', files: Array.from({ length: 6 }, (_, i) => sampleImage(`swatch-${i}.png`)) },
      { type: 'images.remove', index: 0 },
    ],
    serialize: byValueAndContext,
    passesThrough: { preparingImages: 'the picked pictures are checked and scaled in the browser, then editing' },
  }),
  profile(listingMachine)({
    route: () => '/products',
    where: 'The product listing: filters, search, sort, pages.',
    session: 'any',
    showBy: 'snapshot',
    input: () => ({ query: defaultListingQuery }),
    events: () => [
      { type: 'listing.sync', query: defaultListingQuery },
      { type: 'filters.change', changes: { rating: 4 } },
      { type: 'search.type', text: 'silk' },
      { type: 'sort.change', sort: 'price-asc' },
    ],
  }),
  profile(carouselMachine)({
    route: () => '/',
    where: 'The best-deals carousel of the landing page.',
    session: 'any',
    showBy: 'snapshot',
    input: () => ({ delayMs: 3000 }),
    events: () => [
      { type: 'carousel.motionPreference', reduced: true },
      { type: 'carousel.motionPreference', reduced: false },
    ],
  }),
  profile(locationMachine)({
    route: () => '/',
    where: 'The location line of the header (signed in).',
    session: 'signedIn',
    showBy: 'snapshot',
  }),
  profile(signInMachine)({
    route: () => '/login',
    where: 'The Sign In form.',
    session: 'signedOut',
    showBy: 'snapshot',
    input: () => ({ session: stubSession() }),
    events: (data) => [{ type: 'signIn.submit', email: data.session.user.email, password: mockControls().demoBuyer.password }],
  }),
  profile(socialSignInMachine)({
    route: () => '/login',
    where: 'Continue with Google / Facebook on the Sign In page.',
    session: 'signedOut',
    showBy: 'snapshot',
    input: () => ({ session: stubSession(), configured: { google: true, facebook: true } }),
    events: () => [{ type: 'social.start', provider: 'google' }],
    fallbacks: (data) => ({ obtainProviderToken: `mock-google:${data.session.user.email}:${data.session.user.name}` }),
  }),
  profile(signUpMachine)({
    route: (_, stateKey) => (onCodeScreen(stateKey) ? '/verify-otp' : '/register'),
    routeState: () => ({ type: 'signin' }),
    where: 'The Sign Up flow: method, details, password, code notice and verification.',
    session: 'signedOut',
    showBy: 'snapshot',
    input: () => ({ session: stubSession() }),
    events: () => [
      { type: 'signUp.submitDetails', name: 'Meera Shah', email: 'meera.shah@example.in', phone: '9812345678' },
      { type: 'signUp.submitPassword', password: 'Meera@2025', confirmPassword: 'Meera@2025' },
      { type: 'otp.submit', otp: '123456' },
    ],
    fallbacks: (data) => ({ verifyOtp: data.session }),
  }),
  profile(loginOtpMachine)({
    route: (_, stateKey) => (onCodeScreen(stateKey) ? '/verify-otp' : '/forget-password'),
    routeState: () => ({ type: 'login' }),
    where: 'Forgot password: email, code notice and /verify-otp.',
    session: 'signedOut',
    showBy: 'snapshot',
    input: () => ({ session: stubSession() }),
    events: (data) => [
      { type: 'loginOtp.submitEmail', email: data.session.user.email },
      { type: 'otp.submit', otp: '123456' },
    ],
    fallbacks: (data) => ({ verifyOtp: data.session }),
  }),
  profile(profileMachine)({
    route: () => '/user-profile?section=myAccount',
    where: 'My Account in the profile.',
    session: 'signedIn',
    showBy: 'snapshot',
    input: (data) => ({ user: data.session.user }),
    events: () => [
      { type: 'profile.nameChanged', name: 'Aarav K. Mehta' },
      { type: 'profile.dobChanged', dob: '1992-08-14' },
      { type: 'profile.pictureChosen', file: sampleImage('me.png') },
    ],
    passesThrough: { preparingPicture: 'the picked picture is checked and scaled in the browser, then editing' },
  }),
  profile(orderHistoryMachine)({
    route: () => '/user-profile?section=orderHistory',
    where: 'Order History in the profile.',
    session: 'signedIn',
    showBy: 'snapshot',
    input: () => ({ cached: null }),
    events: (data) => [
      { type: 'orders.toggle', orderId: data.orders[0]?._id ?? '' },
      { type: 'orders.reviewed', orderId: data.orders[0]?._id ?? '' },
      // the demo orders are past the 12-hour window, so the backend refuses: a real cancelFailed
      { type: 'orders.cancel', orderId: data.orders[0]?._id ?? '' },
    ],
    // ... and Cancelled comes from what a cancel within the window answers
    fallbacks: () => ({ cancelOrder: { message: BUYER_CANCEL_DONE, cancelledAt: Date.now() } satisfies CancelAnswer }),
  }),
  profile(orderTrackingMachine)({
    route: () => '/user-profile?section=orderHistory',
    where: 'The Track My Order modal of Order History.',
    session: 'signedIn',
    showBy: 'snapshot',
    events: (data) => (data.orders[0] ? [{ type: 'tracking.open', order: data.orders[0] }] : []),
  }),
  profile(supportMachine)({
    route: () => '/contact-us',
    where: 'The Get In Touch form (also Support & Help in the profile).',
    session: 'any',
    showBy: 'snapshot',
    events: () => [
      { type: 'support.change', field: 'name', value: 'Aarav Mehta' },
      { type: 'support.change', field: 'contactDetails', value: '9876543210' },
      { type: 'support.change', field: 'message', value: 'Do you stock 60x60 cambric?' },
    ],
    serialize: byValueAndContext,
  }),
]

/** Who must be signed in to show a machine in a state. */
export const sessionNeedOf = (profile: MachineProfile, stateKey: string): SessionNeed =>
  profile.sessionByState?.[stateKey] ?? profile.session

/** The profile of a machine, by machine id. */
export function profileFor(machineId: string): MachineProfile | undefined {
  return machineProfiles.find((p) => p.machine.id === machineId)
}
