import type { AdminCoupon, AdminCouponsQuery, CouponCreateRequest } from '../contracts/admin/admin-coupons'
import { roundMoney } from '../contracts/pricing'
import type { AuditFields } from './audit'
import { normaliseCouponCode, type CouponDefinition } from './coupons'

/*
 * The coupon book as staff keep it (issue 30, point 6), one home for both backends: a request
 * becomes the CouponDefinition rules/coupons.ts judges at the cart and at Place Order, and a
 * definition the row the back office lists. A paused coupon, or one not started yet, is then
 * 'Invalid coupon code' to a buyer, exactly like a made-up one.
 */

/** An instant as the store keeps it: ISO text in UTC, whatever form the request gave it in. */
const instantOf = (text: string | null): string | null => (text === null ? null : new Date(Date.parse(text)).toISOString())

/** A coupon as the store keeps it, from what staff wrote: the code upper-case (as buyers' codes are looked up), amounts in paise. */
export function couponDefinitionOf(request: CouponCreateRequest): CouponDefinition {
  return {
    code: normaliseCouponCode(request.code),
    kind: request.kind,
    amount: roundMoney(request.amount),
    minSubtotal: request.minSubtotal === null ? null : roundMoney(request.minSubtotal),
    startsAt: instantOf(request.startsAt),
    expiresAt: instantOf(request.expiresAt),
    perBuyerLimit: request.perBuyerLimit,
    totalLimit: request.totalLimit,
    paused: request.state === 'paused',
  }
}

/** A coupon as the back office lists it, with the orders placed with it. */
export function adminCouponOf(coupon: CouponDefinition, timesUsed: number, createdAt: string | null | undefined): AdminCoupon {
  return {
    code: coupon.code,
    kind: coupon.kind,
    amount: coupon.amount,
    minSubtotal: coupon.minSubtotal,
    startsAt: coupon.startsAt,
    expiresAt: coupon.expiresAt,
    perBuyerLimit: coupon.perBuyerLimit,
    totalLimit: coupon.totalLimit,
    state: coupon.paused ? 'paused' : 'active',
    timesUsed,
    ...(createdAt ? { createdAt } : {}),
  }
}

/** Whether a coupon is on the list a query asks for: its code holding the search (any case), in the state asked. */
export function isCouponListed(coupon: CouponDefinition, query: Pick<AdminCouponsQuery, 'search' | 'state'>): boolean {
  const search = query.search?.trim().toUpperCase()
  if (search && !coupon.code.includes(search)) return false
  return query.state === undefined || coupon.paused === (query.state === 'paused')
}

/** What the audit log keeps of a coupon: every field staff write. */
export function auditedCoupon(coupon: CouponDefinition): AuditFields {
  const { code: _, timesUsed: __, createdAt: ___, ...fields } = adminCouponOf(coupon, 0, null)
  return fields
}
