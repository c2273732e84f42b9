import { roundMoney } from '../contracts/pricing'
import { couponWindowAt } from '../contracts/admin/admin-coupons'

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
  /** Orders one buyer may place with it (DEFAULT_PER_BUYER_LIMIT unless the coupon says otherwise). */
  readonly perBuyerLimit: number
  /** Orders the whole store may place with it; null for no limit. */
  readonly totalLimit: number | null
  /** Issue 30: ISO time from which the coupon applies; null for from its creation. */
  readonly startsAt: string | null
  /** Issue 30: staff paused it. */
  readonly paused: boolean
}

/** A coupon works once per buyer unless it says otherwise: a welcome offer is for one order, not every order. */
export const DEFAULT_PER_BUYER_LIMIT = 1

/** The refusal of a coupon the buyer has used as often as it allows. */
export const COUPON_ALREADY_USED = 'This coupon has already been used'
/** The refusal of a coupon the store has given out as often as it allows. */
export const COUPON_USED_UP = 'This coupon has reached its usage limit'

/** How often a coupon has been redeemed (one redemption per order placed with it). */
export interface CouponUsage {
  /** By the buyer who asks. */
  readonly byBuyer: number
  /** By everyone. */
  readonly total: number
}

/** What a coupon takes off a cart, or why it cannot. */
export type CouponVerdict = { readonly ok: true; readonly discount: number } | { readonly ok: false; readonly msg: string }

/**
 * Judges a coupon (undefined: no coupon has the code) against a cart's subtotal at time `now`
 * (epoch ms), and, when `usage` is given, against its limits: applying and ordering pass it,
 * pricing a cart that already holds the coupon does not (Place Order refuses it with the reason).
 * The discount is rounded to paise and never more than the subtotal.
 */
export function judgeCoupon(coupon: CouponDefinition | undefined, subtotal: number, now: number, usage?: CouponUsage): CouponVerdict {
  // a paused coupon, or one not started yet, is as unknown to a buyer as a made-up code
  if (!coupon || coupon.paused) return { ok: false, msg: 'Invalid coupon code' }
  const window = couponWindowAt(coupon, now)
  if (window === 'before') return { ok: false, msg: 'Invalid coupon code' }
  if (window === 'after') return { ok: false, msg: 'Coupon has expired' }
  if (usage && usage.byBuyer >= coupon.perBuyerLimit) return { ok: false, msg: COUPON_ALREADY_USED }
  if (usage && coupon.totalLimit !== null && usage.total >= coupon.totalLimit) return { ok: false, msg: COUPON_USED_UP }
  if (coupon.minSubtotal !== null && !(subtotal > coupon.minSubtotal)) {
    return { ok: false, msg: `${coupon.code} applies only to orders above ₹${coupon.minSubtotal}` }
  }
  const raw = coupon.kind === 'percent' ? (subtotal * coupon.amount) / 100 : coupon.amount
  return { ok: true, discount: roundMoney(Math.min(subtotal, raw)) }
}

/** How a typed code is looked up: trimmed and upper-case, so 'welcome10 ' finds WELCOME10. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase()
