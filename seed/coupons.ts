import { DEFAULT_PER_BUYER_LIMIT, type CouponDefinition } from '../rules/coupons'

/**
 * The demo coupon book: WELCOME10 takes 10% off, FLAT500 takes ₹500 off carts above ₹2000,
 * DIWALI2025 has expired, LAUNCH250 takes ₹250 off the store's first two orders with it; each
 * works once per buyer; any other code is unknown.
 */
export const DEMO_COUPONS: readonly CouponDefinition[] = [
  { code: 'WELCOME10', kind: 'percent', amount: 10, minSubtotal: null, expiresAt: null, perBuyerLimit: DEFAULT_PER_BUYER_LIMIT, totalLimit: null, startsAt: null, paused: false },
  { code: 'FLAT500', kind: 'flat', amount: 500, minSubtotal: 2000, expiresAt: null, perBuyerLimit: DEFAULT_PER_BUYER_LIMIT, totalLimit: null, startsAt: null, paused: false },
  {
    code: 'DIWALI2025',
    kind: 'percent',
    amount: 20,
    minSubtotal: null,
    expiresAt: '2025-11-15T00:00:00.000Z',
    perBuyerLimit: DEFAULT_PER_BUYER_LIMIT,
    totalLimit: null,
    startsAt: null,
    paused: false,
  },
  // a launch offer with a total limit: two, so a test can use it up with a handful of buyers
  { code: 'LAUNCH250', kind: 'flat', amount: 250, minSubtotal: null, expiresAt: null, perBuyerLimit: DEFAULT_PER_BUYER_LIMIT, totalLimit: 2, startsAt: null, paused: false },
]
