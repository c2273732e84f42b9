import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { couponStanding, type AdminCoupon } from '../../contracts/admin/admin-coupons'
import { renderAdmin, signIn } from '../support/render-back-office'
import { onTheFakeBackend } from '../support/fake-backend-lifecycle'

/*
 * The coupons list says where each coupon stands for buyers today, not only what staff set: an
 * 'active' coupon past its end takes no order, and the list must not call it Active.
 */

onTheFakeBackend()

const NOW = Date.parse('2026-06-01T00:00:00.000Z')
const coupon = (fields: Partial<AdminCoupon>): AdminCoupon => ({
  code: 'MILL5',
  kind: 'percent',
  amount: 5,
  minSubtotal: null,
  startsAt: null,
  expiresAt: null,
  perBuyerLimit: 1,
  totalLimit: null,
  state: 'active',
  timesUsed: 0,
  ...fields,
})

describe('where a coupon stands', () => {
  it('is staff’s state unless its dates or its total limit keep buyers from it', () => {
    expect(couponStanding(coupon({}), NOW)).toBe('active')
    expect(couponStanding(coupon({ state: 'paused', expiresAt: '2026-01-01T00:00:00.000Z' }), NOW)).toBe('paused')
    expect(couponStanding(coupon({ expiresAt: '2026-06-01T00:00:00.000Z' }), NOW)).toBe('expired')
    expect(couponStanding(coupon({ startsAt: '2026-06-01T00:00:01.000Z' }), NOW)).toBe('notStarted')
    expect(couponStanding(coupon({ totalLimit: 2, timesUsed: 2 }), NOW)).toBe('usedUp')
    expect(couponStanding(coupon({ totalLimit: 2, timesUsed: 1 }), NOW)).toBe('active')
  })

  it('shows the seed’s lapsed Diwali coupon as Expired and Welcome10 as Active', async () => {
    const { user } = renderAdmin('/coupons')
    await signIn(user, 'catalogue')
    const rowOf = async (code: string) => (await screen.findByRole('cell', { name: code })).closest('tr') as HTMLElement
    expect(within(await rowOf('DIWALI2025')).getByText('Expired')).toBeTruthy()
    expect(within(await rowOf('WELCOME10')).getByText('Active')).toBeTruthy()
  })
})
