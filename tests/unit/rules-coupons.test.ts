// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { judgeCoupon, normaliseCouponCode, type CouponDefinition } from '../../rules/coupons'
import { DEMO_COUPONS } from '../../seed/coupons'

/* rules/coupons.ts: what a coupon takes off a subtotal, or why it cannot. */

const coupon = (code: string): CouponDefinition => {
  const found = DEMO_COUPONS.find((c) => c.code === code)
  if (!found) throw new Error(`no demo coupon ${code}`)
  return found
}
const NOW = Date.parse('2026-01-10T12:00:00.000Z')

describe('judgeCoupon', () => {
  it('refuses a code no coupon has', () => {
    expect(judgeCoupon(undefined, 5000, NOW)).toEqual({ ok: false, msg: 'Invalid coupon code' })
  })

  it('takes a percentage off, rounded to paise', () => {
    expect(judgeCoupon(coupon('WELCOME10'), 1234.56, NOW)).toEqual({ ok: true, discount: 123.46 })
  })

  it('takes a flat amount off above the minimum only, with the minimum in the message', () => {
    expect(judgeCoupon(coupon('FLAT500'), 2000.01, NOW)).toEqual({ ok: true, discount: 500 })
    expect(judgeCoupon(coupon('FLAT500'), 2000, NOW)).toEqual({ ok: false, msg: 'FLAT500 applies only to orders above ₹2000' })
  })

  it('expires at expiresAt exactly, not before', () => {
    const diwali = coupon('DIWALI2025')
    const expiry = Date.parse('2025-11-15T00:00:00.000Z')
    expect(judgeCoupon(diwali, 1000, expiry - 1)).toEqual({ ok: true, discount: 200 })
    expect(judgeCoupon(diwali, 1000, expiry)).toEqual({ ok: false, msg: 'Coupon has expired' })
    expect(judgeCoupon(diwali, 1000, NOW)).toEqual({ ok: false, msg: 'Coupon has expired' })
  })

  it('treats a paused coupon, and one that has not started, as an unknown code', () => {
    const welcome = coupon('WELCOME10')
    expect(judgeCoupon({ ...welcome, paused: true }, 1000, NOW)).toEqual({ ok: false, msg: 'Invalid coupon code' })
    const start = NOW + 60_000
    const later = { ...welcome, startsAt: new Date(start).toISOString() }
    expect(judgeCoupon(later, 1000, start - 1)).toEqual({ ok: false, msg: 'Invalid coupon code' })
    expect(judgeCoupon(later, 1000, start)).toEqual({ ok: true, discount: 100 })
  })

  it('never takes off more than the subtotal', () => {
    const big: CouponDefinition = { code: 'BIG', kind: 'flat', amount: 900, minSubtotal: null, expiresAt: null, perBuyerLimit: 1, totalLimit: null, startsAt: null, paused: false }
    expect(judgeCoupon(big, 450.5, NOW)).toEqual({ ok: true, discount: 450.5 })
  })

  it('refuses a coupon the buyer has used as often as it allows (once unless it says otherwise)', () => {
    expect(judgeCoupon(coupon('WELCOME10'), 1000, NOW, { byBuyer: 0, total: 40 })).toEqual({ ok: true, discount: 100 })
    expect(judgeCoupon(coupon('WELCOME10'), 1000, NOW, { byBuyer: 1, total: 40 })).toEqual({ ok: false, msg: 'This coupon has already been used' })
    const twice: CouponDefinition = { ...coupon('WELCOME10'), perBuyerLimit: 2 }
    expect(judgeCoupon(twice, 1000, NOW, { byBuyer: 1, total: 1 })).toEqual({ ok: true, discount: 100 })
  })

  it('refuses a coupon the store has given out as often as it allows', () => {
    expect(judgeCoupon(coupon('LAUNCH250'), 1000, NOW, { byBuyer: 0, total: 1 })).toEqual({ ok: true, discount: 250 })
    expect(judgeCoupon(coupon('LAUNCH250'), 1000, NOW, { byBuyer: 0, total: 2 })).toEqual({ ok: false, msg: 'This coupon has reached its usage limit' })
  })

  it('leaves the limits out when no usage is given (pricing a cart that holds the coupon)', () => {
    expect(judgeCoupon(coupon('LAUNCH250'), 1000, NOW)).toEqual({ ok: true, discount: 250 })
  })
})

describe('normaliseCouponCode', () => {
  it('trims and upper-cases', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10')
  })
})
