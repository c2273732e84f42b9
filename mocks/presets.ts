import { endpoints } from '../contracts/endpoints'
import type { Preset, ScenarioMode, ScenarioSelection, ScenarioSetting, ScenarioTarget } from '../contracts/mock-control'
import { activeScenarios, clearScenarios, isScenarioMode, onScenariosChange, setScenario } from './scenarios'

/*
 * Named presets of forced answers, so a product owner can reach every message of SPEC 8 by name
 * ('Payment fails') instead of by endpoint, and the state of the scenario panel: which presets
 * are on and which calls were set by hand. Both live in the URL:
 *   ?scenario=payment-fails,coupon-rejected   presets, applied in order
 *   ?mock=buy:slow,cart:empty                 per-call modes, applied after the presets
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

/* ------------------------------------------------------------------------------------------ */
/* SPEC 8, row by row: how each message is reached.                                            */

export type Reach =
  /** A preset makes the backend answer so that the message shows. */
  | { readonly kind: 'preset'; readonly preset: string; readonly shows: string }
  /** A validation message: typing something wrong is enough, no scenario needed. */
  | { readonly kind: 'input'; readonly how: string }
  /** The default (successful) backend shows it. */
  | { readonly kind: 'default'; readonly how: string }

export interface CatalogueRow {
  /** The Situation column of SPEC 8, word for word. */
  readonly situation: string
  readonly reach: readonly Reach[]
}

const byPreset = (preset: string, shows: string): Reach => ({ kind: 'preset', preset, shows })
const byInput = (how: string): Reach => ({ kind: 'input', how })
const byDefault = (how: string): Reach => ({ kind: 'default', how })

/** Every row of SPEC 8's error catalogue and the ways to make it show. */
export const errorCatalogue: readonly CatalogueRow[] = [
  { situation: 'Logout', reach: [byDefault('Log out from the profile or /my-setting.')] },
  {
    situation: 'Empty required fields (sign in, sign up, forgot password, OTP, addresses, support)',
    reach: [byInput('Press the form’s button with a required field empty.')],
  },
  { situation: 'Invalid email', reach: [byInput('Type an email without @ in the sign-up details step.')] },
  { situation: 'Invalid 10-digit phone at sign-up', reach: [byInput('Type a phone of 9 digits in the sign-up details step.')] },
  { situation: 'Invalid phone in address', reach: [byInput('Type a phone of 9 digits in the add or edit address popup.')] },
  { situation: 'Password mismatch', reach: [byInput('Type a different Confirm Password in the sign-up password step.')] },
  {
    situation: 'Login failure',
    reach: [byPreset('sign-in-fails', 'Error in login'), byInput('Sign in with a wrong password.')],
  },
  { situation: 'Forgot-password request failure', reach: [byPreset('forgot-password-fails', 'Error in login')] },
  { situation: 'Google sign-in failure', reach: [byPreset('social-sign-in-fails', 'the server’s message')] },
  {
    situation: 'Sign-up failure',
    reach: [byPreset('sign-up-refused', 'the server’s message'), byPreset('sign-up-offline', 'Error in Sign Up plus the email')],
  },
  { situation: 'Login success', reach: [byDefault('Sign in (Successful login) or verify a one-time code (Successful User Login).')] },
  {
    situation: 'OTP failure',
    reach: [
      byPreset('wrong-otp', 'the server’s message'),
      byPreset('otp-offline', 'Error in {type} Submitted Email is ...'),
      byInput('Type six wrong digits on /verify-otp.'),
    ],
  },
  {
    situation: 'Profile save',
    reach: [byDefault('Save Changes in My Account (Profile Updated).'), byPreset('profile-save-fails', 'Please Try Again')],
  },
  {
    situation: 'Support',
    reach: [
      byDefault('Send the support form (Form submitted successfully!).'),
      byPreset('support-fails', 'Error submitting form. Please try again.'),
    ],
  },
  {
    situation: 'Cart load failure',
    reach: [byPreset('cart-load-fails', 'the server’s msg'), byPreset('cart-load-offline', 'Something went wrong')],
  },
  { situation: 'Cart line removal failure', reach: [byPreset('cart-remove-fails', 'the server’s message')] },
  {
    situation: 'Coupon apply or remove failure',
    reach: [
      byPreset('coupon-rejected', 'the server’s msg'),
      byPreset('coupon-remove-fails', 'Something went wrong'),
      byInput('Apply an unknown code, or the expired DIWALI2025.'),
    ],
  },
  { situation: 'Empty coupon', reach: [byInput('Press Apply with the coupon box empty.')] },
  {
    situation: 'Success of wishlist removal, cart update, cart removal, coupon actions',
    reach: [byDefault('Remove a wishlist entry, change a quantity, remove a line, apply WELCOME10 or remove it.')],
  },
  {
    situation: 'Wishlist add',
    reach: [
      byDefault('Press an empty heart (Added to wishlist).'),
      byPreset('wishlist-add-refused', 'the server’s msg'),
      byPreset('wishlist-add-offline', 'SomeThing Went Wrong'),
    ],
  },
  {
    situation: 'Order list, wishlist load, wishlist remove',
    reach: [byPreset('silent-list-failures', 'nothing (silent)')],
  },
  {
    situation: 'Address selection',
    reach: [byDefault('Pick another card on checkout step 1.'), byPreset('address-select-fails', 'Something went wrong')],
  },
  {
    situation: 'Address delete',
    reach: [byDefault('Delete an address and confirm.'), byPreset('address-delete-fails', 'buttons re-enabled, no message')],
  },
  {
    situation: 'Edit address',
    reach: [
      byDefault('Save an edited address.'),
      byPreset('address-edit-fails', 'the server’s msg'),
      byPreset('address-edit-offline', 'Something went wrong'),
    ],
  },
  { situation: 'Add address failure', reach: [byPreset('address-add-fails', 'nothing (silent)')] },
  { situation: 'Order placement failure', reach: [byPreset('payment-fails', 'Payment Failure popup')] },
  { situation: 'Add to cart out of stock', reach: [byInput('Pick a colour whose stock is 0 in the add-to-cart popup.')] },
  {
    situation: 'Add to cart',
    reach: [byDefault('Add a product to the cart (Added to cart).'), byPreset('add-to-cart-fails', 'nothing (silent)')],
  },
  { situation: 'Add to cart empty fields', reach: [byInput('Clear the quantity in the add-to-cart popup and press Add.')] },
  {
    situation: 'Review',
    reach: [
      byDefault('Submit a review (Review Added Successfully).'),
      byPreset('review-fails', 'the server’s msg'),
      byPreset('review-offline', 'Failed to add review'),
      byInput('Pick six images, or submit without text or stars.'),
    ],
  },
  { situation: 'Startup load failure', reach: [byPreset('startup-load-fails', 'Error fetching data')] },
]

/* ------------------------------------------------------------------------------------------ */
/* What is selected, and its URL form.                                                         */

export const SCENARIO_PARAM = 'scenario'
export const MOCK_PARAM = 'mock'

const EMPTY: ScenarioSelection = { presets: [], overrides: [] }
let selection: ScenarioSelection = EMPTY
let applying = false

const knownTargets = new Set<string>([...Object.keys(endpoints), 'geolocation', '*'])
export const isScenarioTarget = (value: string): value is ScenarioTarget => knownTargets.has(value)

/*
 * A scenario set directly (a test's setScenario, the old ?mock= reader) is not a preset: the
 * selection then becomes "what is active, as hand-set calls", so the panel never shows presets
 * that no longer hold.
 */
onScenariosChange(() => {
  if (applying) return
  selection = {
    presets: [],
    overrides: activeScenarios().map(({ target, mode, options }) => ({ target, mode, options })),
  }
})

export function scenarioSelection(): ScenarioSelection {
  return selection
}

/** Makes the fake backend answer as the selection says: presets in order, then the hand-set calls. */
export function selectScenarios(next: ScenarioSelection): void {
  const known = next.presets.filter((slug, i) => presetBySlug(slug) && next.presets.indexOf(slug) === i)
  const overrides = [...new Map(next.overrides.map((o) => [o.target, o])).values()]
  selection = { presets: known, overrides }
  applying = true
  try {
    clearScenarios()
    for (const slug of known) {
      for (const s of presetBySlug(slug)!.settings) setScenario(s.target, s.mode, s.options)
    }
    for (const s of overrides) setScenario(s.target, s.mode, s.options)
  } finally {
    applying = false
  }
}

export function setPresetActive(slug: string, on: boolean): void {
  const rest = selection.presets.filter((s) => s !== slug)
  selectScenarios({ ...selection, presets: on ? [...rest, slug] : rest })
}

/** Sets one call's mode by hand; with 'success' over a preset it forces the normal answer. */
export function setCallMode(target: ScenarioTarget, mode: ScenarioMode): void {
  const rest = selection.overrides.filter((o) => o.target !== target)
  const fromPresets = selection.presets.some((slug) => presetBySlug(slug)!.settings.some((s) => s.target === target))
  const keep = mode !== 'success' || fromPresets
  selectScenarios({ ...selection, overrides: keep ? [...rest, { target, mode }] : rest })
}

export function removeCallMode(target: ScenarioTarget): void {
  selectScenarios({ ...selection, overrides: selection.overrides.filter((o) => o.target !== target) })
}

export function clearSelection(): void {
  selectScenarios(EMPTY)
}

const listOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** The selection a query string names; unknown presets, calls and modes are ignored. */
export function readScenarioSelection(search: string): ScenarioSelection {
  const params = new URLSearchParams(search)
  const overrides: ScenarioSetting[] = []
  for (const pair of listOf(params.get(MOCK_PARAM))) {
    const [target = '', mode = ''] = pair.split(':').map((part) => part.trim())
    if (isScenarioTarget(target) && isScenarioMode(mode)) overrides.push({ target, mode })
  }
  return { presets: listOf(params.get(SCENARIO_PARAM)).filter((slug) => presetBySlug(slug)), overrides }
}

/**
 * The query string with the selection written in, every other parameter kept as it was (the
 * app's own filters and steps live there too). Answers it with a leading '?' or as ''.
 */
export function writeScenarioSelection(search: string, next: ScenarioSelection): string {
  const params = new URLSearchParams(search)
  params.delete(SCENARIO_PARAM)
  params.delete(MOCK_PARAM)
  if (next.presets.length) params.set(SCENARIO_PARAM, next.presets.join(','))
  if (next.overrides.length) params.set(MOCK_PARAM, next.overrides.map((o) => `${o.target}:${o.mode}`).join(','))
  // keep the separators readable in a shared link
  const text = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%2A/g, '*')
  return text ? `?${text}` : ''
}

/** Applies `?scenario=` and `?mock=` (the mock backend calls it when it starts). */
export function applyScenarioSelectionFromUrl(search: string): ScenarioSelection {
  selectScenarios(readScenarioSelection(search))
  return selection
}
