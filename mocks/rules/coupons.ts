/** What a coupon takes off a cart, or why it cannot. */
export type CouponVerdict =
  | { readonly ok: true; readonly discount: (subtotal: number) => number }
  | { readonly ok: false; readonly msg: string }

const FLAT500_MINIMUM = 2000

/**
 * The coupon book of the fake backend: WELCOME10 takes 10% off, FLAT500 takes ₹500 off carts
 * above ₹2000, DIWALI2025 has expired, anything else is unknown.
 */
export function judgeCoupon(code: string, subtotal: number): CouponVerdict {
  switch (code) {
    case 'WELCOME10':
      return { ok: true, discount: (s) => s * 0.1 }
    case 'FLAT500':
      return subtotal > FLAT500_MINIMUM
        ? { ok: true, discount: () => 500 }
        : { ok: false, msg: `FLAT500 applies only to orders above ₹${FLAT500_MINIMUM}` }
    case 'DIWALI2025':
      return { ok: false, msg: 'Coupon has expired' }
    default:
      return { ok: false, msg: 'Invalid coupon code' }
  }
}

export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase()
