// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { adminCouponOf, auditedCoupon, couponDefinitionOf, isCouponListed } from '../../rules/coupon-book'
import { judgeCoupon } from '../../rules/coupons'

/* rules/coupon-book.ts: a coupon as staff write it, as the store keeps it, and as the back office lists it. */

const written = {
  code: 'monsoon-15',
  kind: 'flat',
  amount: 250.004,
  minSubtotal: 1999.999,
  startsAt: '2026-07-01T05:30:00+05:30',
  expiresAt: null,
  perBuyerLimit: 2,
  totalLimit: 100,
  state: 'paused',
} as const

describe('the coupon book', () => {
  it('keeps the code upper-case, amounts in paise, instants in UTC, and paused for the paused state', () => {
    const coupon = couponDefinitionOf(written)
    expect(coupon).toEqual({
      code: 'MONSOON-15',
      kind: 'flat',
      amount: 250,
      minSubtotal: 2000,
      startsAt: '2026-07-01T00:00:00.000Z',
      expiresAt: null,
      perBuyerLimit: 2,
      totalLimit: 100,
      paused: true,
    })
    // what buyers meet: invalid while paused, then from its start
    const start = Date.parse('2026-07-01T00:00:00.000Z')
    expect(judgeCoupon(coupon, 3000, start + 1).ok).toBe(false)
    expect(judgeCoupon({ ...coupon, paused: false }, 3000, start - 1)).toEqual({ ok: false, msg: 'Invalid coupon code' })
    expect(judgeCoupon({ ...coupon, paused: false }, 3000, start)).toEqual({ ok: true, discount: 250 })
  })

  it('lists it with its state and uses, searched by code in any case and by state; audits what staff write', () => {
    const coupon = couponDefinitionOf(written)
    expect(adminCouponOf(coupon, 3, '2026-06-01T00:00:00.000Z')).toEqual({ ...written, code: 'MONSOON-15', amount: 250, minSubtotal: 2000, startsAt: coupon.startsAt, timesUsed: 3, createdAt: '2026-06-01T00:00:00.000Z' })
    expect(adminCouponOf(coupon, 0, null)).not.toHaveProperty('createdAt')
    expect([isCouponListed(coupon, { search: ' soon-1 ' }), isCouponListed(coupon, { search: 'DIWALI' })]).toEqual([true, false])
    expect([isCouponListed(coupon, { state: 'paused' }), isCouponListed(coupon, { state: 'active' }), isCouponListed(coupon, {})]).toEqual([true, false, true])
    expect(auditedCoupon({ ...coupon, redeemedBy: ['u1'], createdAt: 'x' } as typeof coupon)).toEqual({
      kind: 'flat',
      amount: 250,
      minSubtotal: 2000,
      startsAt: '2026-07-01T00:00:00.000Z',
      expiresAt: null,
      perBuyerLimit: 2,
      totalLimit: 100,
      state: 'paused',
    })
  })
})
