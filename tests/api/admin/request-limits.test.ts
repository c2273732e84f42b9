import { describe, expect, test } from 'vitest'
import type { AdminEndpointName } from '../../../contracts/admin/admin-endpoints'
import { CARRIER_MAX, STAFF_NOTE_MAX, TRACKING_NUMBER_MAX } from '../../../contracts/admin/admin-orders'
import { HIDE_REASON_MAX } from '../../../contracts/admin/admin-reviews'
import { TEXT_MAX } from '../../../contracts/limits'
import { serveBackend } from '../../support/backend-under-test'
import { callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * Every staff request over its maximum is refused with 400 `{ msg }` before anything is read or
 * written (contracts/limits.ts and the staff contracts): the owner, who may make every call,
 * sends each field one character too long.
 */

const over = (max: number) => 'x'.repeat(max + 1)
const ID = 'some-id'

const overLong: readonly (readonly [AdminEndpointName, string, Record<string, unknown>])[] = [
  ['orders', 'a search of 101 characters', { search: over(TEXT_MAX.search) }],
  ['orders', 'a page number of 41 characters', { page: '1'.repeat(TEXT_MAX.choice + 1) }],
  ['buyers', 'a search of 101 characters', { search: over(TEXT_MAX.search) }],
  ['audit', 'a member id of 65 characters', { staffId: over(TEXT_MAX.recordId) }],
  ['reviews', 'a product id of 65 characters', { productId: over(TEXT_MAX.recordId) }],
  ['order', 'an order id of 65 characters', { id: over(TEXT_MAX.recordId) }],
  ['orderStatus', 'a message of 501 characters', { id: ID, status: 'Ongoing', message: over(STAFF_NOTE_MAX) }],
  ['orderStatus', 'a carrier of 61 characters', { id: ID, status: 'Shipped', carrier: over(CARRIER_MAX), trackingNumber: 'T1' }],
  ['orderStatus', 'a tracking number of 61 characters', { id: ID, status: 'Shipped', carrier: 'DTDC', trackingNumber: over(TRACKING_NUMBER_MAX) }],
  ['orderDelay', 'a note of 501 characters', { id: ID, message: over(STAFF_NOTE_MAX) }],
  ['orderCancel', 'a reason of 501 characters', { id: ID, reason: over(STAFF_NOTE_MAX) }],
  ['supportReply', 'a reply of 2001 characters', { id: ID, message: over(TEXT_MAX.supportMessage) }],
  ['hideReview', 'a reason of 501 characters', { id: ID, reason: over(HIDE_REASON_MAX) }],
  ['staffSignin', 'an email of 255 characters', { email: over(TEXT_MAX.email), password: 'Tanabana@123' }],
  ['staffSignin', 'a password of 129 characters', { email: 'owner@tanabana.in', password: over(TEXT_MAX.password) }],
  ['setStaffPassword', 'a token of 4097 characters', { token: over(TEXT_MAX.providerToken), password: 'Tanabana@123' }],
  ['addStaff', 'a name of 101 characters', { email: 'long.name@tanabana.in', name: over(TEXT_MAX.personName), role: 'support' }],
  ['addStaff', 'an email of 255 characters', { email: over(TEXT_MAX.email), name: 'Long Email', role: 'support' }],
  ['updateStaff', 'an id of 65 characters', { id: over(TEXT_MAX.recordId), role: 'support' }],
]

describe('a staff request over its maximum', () => {
  test.each(overLong)('%s with %s answers 400', async (name, _, input) => {
    const session = await signInStaff(backend, 'owner')
    const answer = await callStaffRaw(backend, name, input, { session })
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(answer.body).toEqual({ msg: expect.stringMatching(/\S/) })
  })

  test('a body over 64 KB answers 413', async () => {
    const session = await signInStaff(backend, 'owner')
    const answer = await callStaffRaw(backend, 'orderDelay', { id: ID, message: 'x'.repeat(70 * 1024) }, { session })
    expect(answer.status).toBe(413)
  })

  test('a value of the wrong kind answers 400: an unknown status, role or step', async () => {
    const session = await signInStaff(backend, 'owner')
    for (const [name, input] of [
      ['orders', { status: 'Lost' }],
      ['support', { status: 'pending' }],
      ['reviews', { status: 'deleted' }],
      ['addStaff', { email: 'x@tanabana.in', name: 'X', role: 'admin' }],
      ['orderStatus', { id: ID, status: 'Cancelled' }],
      ['updateStaff', { id: ID, disabled: 'yes' }],
    ] as const) {
      expect((await callStaffRaw(backend, name, input, { session })).status, name).toBe(400)
    }
  })
})
