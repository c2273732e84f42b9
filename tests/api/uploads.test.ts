import { describe, expect, test } from 'vitest'
import { accountService } from '../../src/services/account-service'
import { orderService } from '../../src/services/order-service'
import { pngFile, rejectionOf, signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'

const backend = serveBackend()

/*
 * Storage that is cleaned up (issue 26, point 8): a replaced profile picture is deleted unless a
 * review shows it, and a buyer uploads at most 20 pictures a day (rules/uploads.ts).
 */

const DAILY_LIMIT = 20
const TOO_MANY = 'You can upload at most 20 pictures a day. Please try again tomorrow'
const DAY_MS = 24 * 60 * 60 * 1000

const statusOf = async (url: string | null | undefined) => (await fetch(`http://localhost${url ?? ''}`)).status
const newPicture = (name = 'me.png') => accountService.editUser({ name: 'Aarav Mehta', dob: '1992-08-14', profile_pic: pngFile(name) })

describe('a replaced profile picture', () => {
  test('is deleted: its address answers 404, the new one is served', async () => {
    await signInAs()
    const first = await newPicture('first.png')
    expect(await statusOf(first.profile_pic)).toBe(200)
    const second = await newPicture('second.png')
    expect(second.profile_pic).not.toBe(first.profile_pic)
    expect(await statusOf(second.profile_pic)).toBe(200)
    expect(await statusOf(first.profile_pic)).toBe(404)
  })

  test('is kept while a review shows it as its reviewer’s picture', async () => {
    await signInAs()
    const shown = await newPicture('shown.png')
    const order = (await orderService.list(1, 100)).orders.find((o) => !o.reviewed)
    await accountService.addReview({ review: 'Soft and even', rating: '5', productId: order?.productId ?? '', orderId: order?._id, reviewImages: [] })
    await newPicture('next.png')
    expect(await statusOf(shown.profile_pic)).toBe(200)
  })

  test('a save without a new picture keeps the current one', async () => {
    await signInAs()
    const kept = await newPicture()
    await accountService.editUser({ name: 'Aarav K. Mehta', dob: '' })
    expect(await statusOf(kept.profile_pic)).toBe(200)
  })
})

describe('uploads per buyer per day', () => {
  test(`${DAILY_LIMIT} pictures a day; the next is refused with 429 and changes nothing, review pictures included; the next day counts afresh`, async () => {
    await signInAs()
    let last: string | null | undefined
    for (let i = 0; i < DAILY_LIMIT; i++) last = (await newPicture(`${i}.png`)).profile_pic
    expect(await rejectionOf(newPicture('one-more.png'))).toMatchObject({ status: 429, serverMessage: TOO_MANY })
    const order = (await orderService.list(1, 100)).orders.find((o) => !o.reviewed)
    const review = accountService.addReview({ review: 'x', rating: '4', productId: order?.productId ?? '', orderId: order?._id, reviewImages: [pngFile()] })
    expect(await rejectionOf(review)).toMatchObject({ status: 429, serverMessage: TOO_MANY })
    expect((await accountService.editUser({ name: 'Aarav Mehta', dob: '' })).profile_pic).toBe(last)
    expect(await statusOf(last)).toBe(200)

    backend.advanceClock(DAY_MS)
    expect(await statusOf((await newPicture('tomorrow.png')).profile_pic)).toBe(200)
  })
})
