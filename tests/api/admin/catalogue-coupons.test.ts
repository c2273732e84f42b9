import { describe, expect, test } from 'vitest'
import type { CouponCreateRequest } from '../../../contracts/admin/admin-coupons'
import { CATALOGUE_MESSAGES } from '../../../contracts/admin/catalogue-messages'
import { COUPON_USED_UP } from '../../../rules/coupons'
import { cartService } from '../../../src/services/cart-service'
import { orderService } from '../../../src/services/order-service'
import { serveBackend } from '../../support/backend-under-test'
import { as, registerBuyerReadyToBuy, type Buyer } from '../support/buyers'
import { chooseLines } from '../support/placed-orders'
import { callStaff, callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * Coupons in the back office (issue 30, point 6): what staff write is what a buyer meets at the
 * cart at once. A paused coupon, or one not started yet, is 'Invalid coupon code' like a made-up
 * one; the list says how often each was used, and a coupon buyers used cannot be deleted (its
 * orders name it), only paused.
 */

const HOUR = 60 * 60 * 1000

const coupon = (code: string, fields: Partial<CouponCreateRequest> = {}): CouponCreateRequest => ({
  code,
  kind: 'percent',
  amount: 15,
  minSubtotal: null,
  startsAt: null,
  expiresAt: null,
  perBuyerLimit: 1,
  totalLimit: null,
  state: 'active',
  ...fields,
})

/** A new buyer with a line in the cart, ready to apply coupons. */
async function buyerWithCart(): Promise<Buyer> {
  const buyer = await registerBuyerReadyToBuy()
  const [line] = await chooseLines({ quantity: 1 })
  await as(buyer.token, () => cartService.add(line ?? { productId: '', color: '', quantity: 1 }))
  return buyer
}

/** What applying `code` to the buyer's cart answers: the success message or the refusal. */
async function applying(buyer: Buyer, code: string): Promise<string | undefined> {
  try {
    return (await as(buyer.token, () => cartService.applyCoupon(code))).msg
  } catch (error) {
    return (error as { serverMessage?: string }).serverMessage
  }
}

describe('coupons', () => {
  test('created paused or not started yet: invalid to buyers; made active: it applies; the code is kept upper-case and once', async () => {
    const session = await signInStaff(backend, 'catalogue')
    const buyer = await buyerWithCart()

    const created = await callStaff(backend, 'createCoupon', coupon('monsoon15', { state: 'paused', minSubtotal: 99.999 }), session)
    expect(created.coupon).toMatchObject({ code: 'MONSOON15', state: 'paused', minSubtotal: 100, timesUsed: 0 })
    expect(await applying(buyer, 'MONSOON15')).toBe('Invalid coupon code')

    const later = new Date(Date.now() + HOUR).toISOString()
    await callStaff(backend, 'createCoupon', coupon('NEXT-HOUR', { startsAt: later, expiresAt: new Date(Date.now() + 24 * HOUR).toISOString() }), session)
    expect(await applying(buyer, 'next-hour')).toBe('Invalid coupon code')

    const active = await callStaff(backend, 'updateCoupon', coupon('monsoon15', { minSubtotal: 100 }), session)
    expect(active.coupon).toMatchObject({ code: 'MONSOON15', state: 'active' })
    expect(await applying(buyer, 'monsoon15')).toBe('Coupon applied successfully')

    expect(await callStaffRaw(backend, 'createCoupon', coupon('Monsoon15'), { session })).toMatchObject({
      status: 409,
      body: { msg: CATALOGUE_MESSAGES.couponExists },
    })
    expect(await callStaffRaw(backend, 'createCoupon', coupon('BIG', { amount: 101 }), { session })).toMatchObject({ status: 400 })
    expect(await callStaffRaw(backend, 'createCoupon', coupon('BACKWARDS', { startsAt: later, expiresAt: new Date().toISOString() }), { session })).toMatchObject({
      status: 400,
    })
    expect(await callStaffRaw(backend, 'updateCoupon', coupon('NO-SUCH'), { session })).toMatchObject({ status: 404, body: { msg: CATALOGUE_MESSAGES.couponNotFound } })

    // the list: newest first, searched by code in any case, by state, a page at a time
    const listed = await callStaff(backend, 'coupons', {}, session)
    expect(listed.coupons.slice(0, 2).map((c) => c.code)).toEqual(['NEXT-HOUR', 'MONSOON15'])
    expect(listed.totalItems).toBe(6)
    expect((await callStaff(backend, 'coupons', { search: 'soon' }, session)).coupons.map((c) => c.code)).toEqual(['MONSOON15'])
    expect((await callStaff(backend, 'coupons', { state: 'paused' }, session)).coupons).toEqual([])
    const paged = await callStaff(backend, 'coupons', { limit: '4', page: '2' }, session)
    expect({ n: paged.coupons.length, totalPages: paged.totalPages }).toEqual({ n: 2, totalPages: 2 })

    // an hour on, the coupon that had not started applies (in place of the one applied)
    await as(buyer.token, () => cartService.removeCoupon('MONSOON15'))
    backend.advanceClock(HOUR + 60_000)
    expect(await applying(buyer, 'NEXT-HOUR')).toBe('Coupon applied successfully')
  })

  test('an order placed with it counts as a use; a used coupon cannot be deleted, an unused one can; a lower limit leaves it used up', async () => {
    const session = await signInStaff(backend, 'owner')
    await callStaff(backend, 'createCoupon', coupon('FESTIVE'), session)
    await callStaff(backend, 'createCoupon', coupon('NEVER-USED', { kind: 'flat', amount: 50 }), session)
    const buyer = await buyerWithCart()
    expect(await applying(buyer, 'FESTIVE')).toBe('Coupon applied successfully')
    await as(buyer.token, () => orderService.buy({ paymentMethod: 'UPI' }, `festive-${Date.now()}`))

    const [festive] = (await callStaff(backend, 'coupons', { search: 'FESTIVE' }, session)).coupons
    expect(festive).toMatchObject({ code: 'FESTIVE', timesUsed: 1 })
    expect(await callStaffRaw(backend, 'deleteCoupon', { code: 'festive' }, { session })).toMatchObject({ status: 409, body: { msg: CATALOGUE_MESSAGES.couponUsed } })

    // one use allowed in all, one made: the next buyer finds it used up
    expect((await callStaff(backend, 'updateCoupon', coupon('FESTIVE', { totalLimit: 1 }), session)).coupon).toMatchObject({ totalLimit: 1, timesUsed: 1 })
    const next = await buyerWithCart()
    expect(await applying(next, 'FESTIVE')).toBe(COUPON_USED_UP)

    expect(await callStaff(backend, 'deleteCoupon', { code: 'never-used' }, session)).toEqual({ msg: CATALOGUE_MESSAGES.couponDeleted })
    expect((await callStaff(backend, 'coupons', { search: 'NEVER' }, session)).totalItems).toBe(0)
    expect(await applying(next, 'NEVER-USED')).toBe('Invalid coupon code')
    expect(await callStaffRaw(backend, 'deleteCoupon', { code: 'NEVER-USED' }, { session })).toMatchObject({ status: 404, body: { msg: CATALOGUE_MESSAGES.couponNotFound } })

    const owner = await signInStaff(backend, 'owner')
    const actions = (await callStaff(backend, 'audit', {}, owner)).entries.map((e) => [e.action, e.entityId])
    expect(actions).toEqual([
      ['coupon.delete', 'NEVER-USED'],
      ['coupon.update', 'FESTIVE'],
      ['coupon.create', 'NEVER-USED'],
      ['coupon.create', 'FESTIVE'],
    ])
  })
})
