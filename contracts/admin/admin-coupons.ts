import { Schema } from 'effect'
import { Amount } from '../common'
import { NonEmptyTextUpTo, TEXT_MAX, TextUpTo } from '../limits'
import { PageInfo, PageQuery } from './admin-paging'
import { MAX_PRICE_PER_METRE } from './catalogue-limits'
import { CATALOGUE_MESSAGES } from './catalogue-messages'

export const COUPON_KINDS = ['percent', 'flat'] as const
/** A coupon applies to orders (active), or is paused: 'Invalid coupon code' meanwhile, as for one that has not started. */
export const COUPON_STATES = ['active', 'paused'] as const

/** The most uses a limit may name. */
const MAX_USES = 1_000_000
const Uses = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_USES }))
/** A flat amount or a minimum subtotal: rupees, as high as an order of the dearest fabric runs. */
const Rupees = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_PRICE_PER_METRE * 100 }))
/** An instant as ISO text ('2026-12-01T00:00:00.000Z'). */
const Instant = TextUpTo(TEXT_MAX.date).check(Schema.makeFilter((text: string) => !Number.isNaN(Date.parse(text)) || 'Not a date and time'))

/** A coupon code as staff type it: letters, digits and dashes (stored upper-case, as buyers' codes are looked up). */
export const CouponCode = NonEmptyTextUpTo(TEXT_MAX.couponCode).check(
  Schema.makeFilter((code: string) => /^[A-Za-z0-9-]+$/.test(code) || 'A code has letters, digits and dashes only'),
)

const CouponFieldsStruct = Schema.Struct({
  kind: Schema.Literals(COUPON_KINDS),
  /** percent: 10 means 10% off (at most 100); flat: rupees off. */
  amount: Rupees.check(Schema.makeFilter((n: number) => n > 0 || 'The amount must be above zero')),
  /** Applies only above this subtotal; null for none. */
  minSubtotal: Schema.NullOr(Rupees),
  startsAt: Schema.NullOr(Instant),
  expiresAt: Schema.NullOr(Instant),
  /** Orders one buyer may place with it (rules/coupons.ts). */
  perBuyerLimit: Uses,
  /** Orders the whole store may place with it; null for no limit. */
  totalLimit: Schema.NullOr(Uses),
  state: Schema.Literals(COUPON_STATES),
})
type CouponFields = typeof CouponFieldsStruct.Type

/** The checks that span a coupon's fields, in one home for the form and the backends. */
export function couponProblems(coupon: CouponFields): { path: string[]; msg: string }[] {
  const problems: { path: string[]; msg: string }[] = []
  if (coupon.kind === 'percent' && coupon.amount > 100) problems.push({ path: ['amount'], msg: CATALOGUE_MESSAGES.couponPercentTooHigh })
  if (coupon.startsAt !== null && coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= Date.parse(coupon.startsAt)) {
    problems.push({ path: ['expiresAt'], msg: CATALOGUE_MESSAGES.couponEndsBeforeStart })
  }
  return problems
}
const couponChecks = Schema.makeFilter((coupon: CouponFields) => couponProblems(coupon).map((p) => ({ path: p.path, issue: p.msg })))

/** POST /admin/coupons */
export const CouponCreateRequest = CouponFieldsStruct.mapFields((fields) => ({ code: CouponCode, ...fields })).check(couponChecks)
export type CouponCreateRequest = typeof CouponCreateRequest.Type

/** PUT /admin/coupons/{code} (the code itself never changes: orders and redemptions name it). */
export const CouponUpdateRequest = CouponCreateRequest
export type CouponUpdateRequest = CouponCreateRequest

/** DELETE /admin/coupons/{code}: a coupon nobody used goes; one that was used is refused (pause it instead). */
export const CouponCodeParams = Schema.Struct({ code: CouponCode })
export type CouponCodeParams = typeof CouponCodeParams.Type

export const AdminCoupon = CouponFieldsStruct.mapFields((fields) => ({
  code: Schema.String,
  ...fields,
  /** Orders placed with it. */
  timesUsed: Amount,
  createdAt: Schema.optional(Schema.String),
}))
export type AdminCoupon = typeof AdminCoupon.Type

/** GET /admin/coupons?search=&state=&page=&limit= (newest first). */
export const AdminCouponsQuery = Schema.Struct({
  search: Schema.optional(TextUpTo(TEXT_MAX.couponCode)),
  state: Schema.optional(Schema.Literals(COUPON_STATES)),
  ...PageQuery,
})
export type AdminCouponsQuery = typeof AdminCouponsQuery.Type

export const AdminCouponsResponse = Schema.Struct({ coupons: Schema.Array(AdminCoupon), ...PageInfo })
export type AdminCouponsResponse = typeof AdminCouponsResponse.Type

export const AdminCouponResponse = Schema.Struct({ coupon: AdminCoupon })
export type AdminCouponResponse = typeof AdminCouponResponse.Type

/** Where a coupon's dates put an instant: before it starts, while it runs, or once it has ended. */
export function couponWindowAt(coupon: { readonly startsAt: string | null; readonly expiresAt: string | null }, now: number): 'before' | 'during' | 'after' {
  if (coupon.expiresAt !== null && now >= Date.parse(coupon.expiresAt)) return 'after'
  if (coupon.startsAt !== null && now < Date.parse(coupon.startsAt)) return 'before'
  return 'during'
}

/**
 * Where a coupon stands for buyers at an instant, as the coupons list shows it: staff's own state
 * says only active or paused, but an active coupon past its end or its total limit takes no order.
 */
export const COUPON_STANDINGS = ['active', 'paused', 'notStarted', 'expired', 'usedUp'] as const
export type CouponStanding = (typeof COUPON_STANDINGS)[number]

export function couponStanding(coupon: Pick<AdminCoupon, 'state' | 'startsAt' | 'expiresAt' | 'totalLimit' | 'timesUsed'>, now: number): CouponStanding {
  if (coupon.state === 'paused') return 'paused'
  const window = couponWindowAt(coupon, now)
  if (window === 'after') return 'expired'
  if (window === 'before') return 'notStarted'
  if (coupon.totalLimit !== null && coupon.timesUsed >= coupon.totalLimit) return 'usedUp'
  return 'active'
}

