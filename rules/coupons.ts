import { roundMoney } from './money'

/** A coupon as the store keeps it (seeded in seed/coupons.ts). */
export interface CouponDefinition {
  /** Upper-case, as normaliseCouponCode leaves a typed code. */
  readonly code: string
  readonly kind: 'percent' | 'flat'
  /** percent: 10 means 10% off; flat: rupees off. */
  readonly amount: number
  /** The coupon applies only when the subtotal is above this; null for no minimum. */
  readonly minSubtotal: number | null
  /** ISO time from which the coupon no longer applies; null for never. */
  readonly expiresAt: string | null
}

/** What a coupon takes off a cart, or why it cannot. */
export type CouponVerdict = { readonly ok: true; readonly discount: number } | { readonly ok: false; readonly msg: string }

/**
 * Judges a coupon (undefined: no coupon has the code) against a cart's subtotal at time `now`
 * (epoch ms). The discount is rounded to paise and never more than the subtotal.
 */
export function judgeCoupon(coupon: CouponDefinition | undefined, subtotal: number, now: number): CouponVerdict {
  if (!coupon) return { ok: false, msg: 'Invalid coupon code' }
  if (coupon.expiresAt !== null && now >= Date.parse(coupon.expiresAt)) return { ok: false, msg: 'Coupon has expired' }
  if (coupon.minSubtotal !== null && !(subtotal > coupon.minSubtotal)) {
    return { ok: false, msg: `${coupon.code} applies only to orders above ₹${coupon.minSubtotal}` }
  }
  const raw = coupon.kind === 'percent' ? (subtotal * coupon.amount) / 100 : coupon.amount
  return { ok: true, discount: roundMoney(Math.min(subtotal, raw)) }
}

/** How a typed code is looked up: trimmed and upper-case, so 'welcome10 ' finds WELCOME10. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase()
