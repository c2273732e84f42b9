import type { Preset, ScenarioSetting, ScenarioTarget } from '../contracts/mock-control'

/*
 * Named presets of forced answers, so a product owner can reach every message of SPEC 8 by name
 * ('Payment fails') instead of by endpoint. Which are on lives in scenario-selection.ts.
 */

const fail = (target: ScenarioTarget, msg?: string, status?: number): ScenarioSetting => ({
  target,
  mode: 'server-error',
  options: { ...(msg ? { msg } : {}), ...(status ? { status } : {}) },
})
const offline = (target: ScenarioTarget): ScenarioSetting => ({ target, mode: 'network' })

/** Every preset; the first group reaches a row of SPEC 8's error catalogue, the last few are general. */
export const presets: readonly Preset[] = [
  {
    slug: 'sign-in-fails',
    title: 'Sign-in fails',
    description: "Sign in with any email and password: the server refuses and the form shows 'Error in login'.",
    settings: [fail('signin', 'Invalid email or password', 401)],
  },
  {
    slug: 'forgot-password-fails',
    title: 'Forgot-password request fails',
    description: "Request OTP on /forget-password: the server refuses and the form shows 'Error in login'.",
    settings: [fail('loginOtp', 'User not found', 404)],
  },
  {
    slug: 'social-sign-in-fails',
    title: 'Google or Facebook sign-in fails',
    description: "Continue with Google or Facebook: the server's own message is shown.",
    settings: [
      fail('googleAuth', 'Google account could not be verified', 401),
      fail('facebookLogin', 'Facebook account could not be verified', 401),
    ],
  },
  {
    slug: 'sign-up-refused',
    title: 'Sign-up refused by the server',
    description: "Finish the password step: the server's message ('User already exists') shows and the form returns to the details step.",
    settings: [fail('signup', 'User already exists', 409)],
  },
  {
    slug: 'sign-up-offline',
    title: 'Sign-up gets no answer',
    description: "Finish the password step: no answer comes, so 'Error in Sign Up' and the email show, back on the details step.",
    settings: [offline('signup')],
  },
  {
    slug: 'wrong-otp',
    title: 'Wrong one-time code',
    description: "Enter any six digits on /verify-otp: the server's 'Invalid OTP' shows and the flow goes back a step.",
    settings: [fail('verifyOtp', 'Invalid OTP', 400)],
  },
  {
    slug: 'otp-offline',
    title: 'Code check gets no answer',
    description: "Enter the code on /verify-otp: no answer comes, so 'Error in {type} Submitted Email is ...' shows.",
    settings: [offline('verifyOtp')],
  },
  {
    slug: 'profile-save-fails',
    title: 'Profile save fails',
    description: "Save Changes in My Account: 'Please Try Again' shows.",
    settings: [fail('editUser')],
  },
  {
    slug: 'support-fails',
    title: 'Support form fails',
    description: "Send the Get In Touch or Support & Help form: 'Error submitting form. Please try again.' shows.",
    settings: [fail('support')],
  },
  {
    slug: 'cart-load-fails',
    title: 'Cart load fails',
    description: "Sign in or open the cart: the server's message ('Cart is temporarily unavailable') shows.",
    settings: [fail('cart', 'Cart is temporarily unavailable', 503)],
  },
  {
    slug: 'cart-load-offline',
    title: 'Cart load gets no answer',
    description: "Sign in or open the cart: 'Something went wrong' shows.",
    settings: [offline('cart')],
  },
  {
    slug: 'cart-update-fails',
    title: 'Cart quantity change fails',
    description: "Press + or - on a cart line: the server's message shows and the cart reloads.",
    settings: [fail('updateCart', 'Quantity could not be changed')],
  },
  {
    slug: 'cart-remove-fails',
    title: 'Cart line removal fails',
    description: "Remove a cart line: the server's message ('Item could not be removed') shows.",
    settings: [fail('removeFromCart', 'Item could not be removed')],
  },
  {
    slug: 'coupon-rejected',
    title: 'Coupon rejected',
    description: "Apply any coupon in the cart: the server's message ('Invalid coupon code') shows.",
    settings: [fail('applyCoupon', 'Invalid coupon code', 400)],
  },
  {
    slug: 'coupon-remove-fails',
    title: 'Coupon removal gets no answer',
    description: "Remove the applied coupon chip: 'Something went wrong' shows.",
    settings: [offline('removeCoupon')],
  },
  {
    slug: 'wishlist-add-refused',
    title: 'Wishlist add refused',
    description: "Press a heart: the server's message ('Wishlist is full') shows.",
    settings: [fail('wishlistAdd', 'Wishlist is full', 400)],
  },
  {
    slug: 'wishlist-add-offline',
    title: 'Wishlist add gets no answer',
    description: "Press a heart: 'SomeThing Went Wrong' shows.",
    settings: [offline('wishlistAdd')],
  },
  {
    slug: 'silent-list-failures',
    title: 'Orders, wishlist load and wishlist remove fail silently',
    description: 'Open Order History or the wishlist, or remove a wishlist entry: the calls fail and nothing is said.',
    settings: [fail('orderList'), fail('wishlist'), fail('wishlistRemove')],
  },
  {
    slug: 'address-select-fails',
    title: 'Address selection fails',
    description: "Pick another address card on checkout step 1: 'Something went wrong' shows.",
    settings: [fail('selectAddress')],
  },
  {
    slug: 'address-delete-fails',
    title: 'Address delete fails',
    description: 'Delete an address and confirm: the dialog only re-enables its buttons.',
    settings: [fail('deleteAddress')],
  },
  {
    slug: 'address-edit-fails',
    title: 'Address edit refused',
    description: "Save an edited address: the server's message ('Pin code does not match the city') shows.",
    settings: [fail('editAddress', 'Pin code does not match the city', 400)],
  },
  {
    slug: 'address-edit-offline',
    title: 'Address edit gets no answer',
    description: "Save an edited address: 'Something went wrong' shows.",
    settings: [offline('editAddress')],
  },
  {
    slug: 'address-add-fails',
    title: 'Add address fails silently',
    description: 'Save a new address: the call fails and nothing is said.',
    settings: [fail('addAddress')],
  },
  {
    slug: 'payment-fails',
    title: 'Payment fails',
    description: 'Place Order on checkout step 3: the Payment Failure popup opens.',
    settings: [fail('buy', 'Payment declined', 402)],
  },
  {
    slug: 'payment-gateway-times-out',
    title: 'Payment gateway times out',
    description: 'Place Order with Credit Card or Paypal, then Pay in the demo gateway: it never answers; close the gateway and the Payment Failure popup opens (the orders await payment, Pay Now is on the order card).',
    settings: [{ target: 'demoGatewayDecide', mode: 'stalled', options: { delayMs: 60 * 60_000 } }],
  },
  {
    slug: 'payment-confirmed-late',
    title: 'Payment confirmed late',
    description: "Place Order with Credit Card or Paypal, then Pay: the gateway's confirmation comes 3 s after the return, and the Payment Success popup opens once the checkout hears of it.",
    settings: [{ target: 'gatewayCapture', mode: 'slow' }],
  },
  {
    slug: 'add-to-cart-fails',
    title: 'Add to cart fails silently',
    description: 'Add a product to the cart (or move one from the wishlist): the call fails and nothing is said.',
    settings: [fail('addToCart'), fail('wishlistMoveToCart')],
  },
  {
    slug: 'review-fails',
    title: 'Review refused',
    description: "Submit a review: the server's message ('Review could not be saved') shows.",
    settings: [fail('addReview', 'Review could not be saved', 400)],
  },
  {
    slug: 'review-offline',
    title: 'Review gets no answer',
    description: "Submit a review: 'Failed to add review' shows.",
    settings: [offline('addReview')],
  },
  {
    slug: 'startup-load-fails',
    title: 'Startup load fails',
    description: "Reload any page: the startup store cannot load and 'Error fetching data' shows; the landing offers Try again.",
    settings: [fail('categoryNames'), fail('highlights'), fail('categories')],
  },
  {
    slug: 'location-unknown',
    title: 'Location lookup fails',
    description: 'Signed in, the header has no location line.',
    settings: [offline('geolocation')],
  },
  {
    slug: 'empty-lists',
    title: 'Every list is empty',
    description: 'Products, categories, cart, wishlist, addresses and orders all answer empty lists: every empty state shows.',
    settings: (['products', 'highlights', 'categoryNames', 'categories', 'cart', 'wishlist', 'addresses', 'orderList'] as const).map(
      (target) => ({ target, mode: 'empty' as const }),
    ),
  },
  {
    slug: 'everything-slow',
    title: 'Everything is slow',
    description: 'Every call answers after 3 s: every loading state shows.',
    settings: [{ target: '*', mode: 'slow' }],
  },
  {
    slug: 'offline',
    title: 'Offline',
    description: 'No call gets an answer.',
    settings: [{ target: '*', mode: 'network' }],
  },
  {
    slug: 'session-expires',
    title: 'Session expires',
    description: 'Every call answers 401: a signed-in user is signed out without a toast.',
    settings: [{ target: '*', mode: 'unauthorized' }],
  },
  {
    slug: 'malformed-answers',
    title: 'Malformed answers',
    description: 'Every call answers a body that breaks the contract.',
    settings: [{ target: '*', mode: 'malformed' }],
  },
]

export const presetBySlug = (slug: string): Preset | undefined => presets.find((p) => p.slug === slug)
