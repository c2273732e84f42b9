/*
 * SPEC 8's error catalogue, row by row, and how each message is reached in mock mode: by a preset
 * (scenario-presets.ts), by typing something wrong, or by the default backend.
 */

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
  {
    situation: 'Order placement failure',
    reach: [
      byPreset('payment-fails', 'Payment Failure popup'),
      byPreset('payment-gateway-times-out', 'Payment Failure popup, after closing the demo gateway'),
    ],
  },
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

