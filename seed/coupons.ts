import type { CouponDefinition } from '../rules/coupons'

/**
 * The demo coupon book: WELCOME10 takes 10% off, FLAT500 takes ₹500 off carts above ₹2000,
 * DIWALI2025 has expired; any other code is unknown.
 */
export const DEMO_COUPONS: readonly CouponDefinition[] = [
  { code: 'WELCOME10', kind: 'percent', amount: 10, minSubtotal: null, expiresAt: null },
  { code: 'FLAT500', kind: 'flat', amount: 500, minSubtotal: 2000, expiresAt: null },
  { code: 'DIWALI2025', kind: 'percent', amount: 20, minSubtotal: null, expiresAt: '2025-11-15T00:00:00.000Z' },
]
