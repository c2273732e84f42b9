import { describe, expect, test } from 'vitest'
import type { Address } from '../../contracts/address'
import { NOT_A_BUYER } from '../../rules/reviews'
import { SESSION_TTL_SECONDS } from '../../rules/validation'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { accountService } from '../../src/services/account-service'
import { addressService } from '../../src/services/address-service'
import { authService } from '../../src/services/auth-service'
import { cartService } from '../../src/services/cart-service'
import { orderService } from '../../src/services/order-service'
import { wishlistService } from '../../src/services/wishlist-service'
import { rejectionOf, signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'
import { as } from './support/buyers'

const backend = serveBackend()

/*
 * Who may call what: a required row answers 401 `{ msg }` to anything but a valid, unexpired
 * token, and a buyer's token reaches that buyer's data only.
 */

const cartWith = (authorization: string | null) =>
  fetch(backend.api('/user/cart'), { headers: authorization === null ? {} : { Authorization: authorization } })

/** The token with one character of its last part (a JWT's signature) changed. */
function tampered(token: string): string {
  const start = token.lastIndexOf('.') + 1
  // the middle of the part: a base64url string's last character may carry only padding bits
  const at = start + Math.floor((token.length - start) / 2)
  const swapped = token[at] === 'a' ? 'b' : 'a'
  return `${token.slice(0, at)}${swapped}${token.slice(at + 1)}`
}

async function expectUnauthorized(response: Response) {
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({ msg: 'Unauthorized' })
}

describe('a required row answers 401 { msg }', () => {
  test('without an Authorization header', async () => {
    await expectUnauthorized(await cartWith(null))
  })

  test.each([
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${btoa(`${DEMO_BUYER.email}:${DEMO_BUYER.password}`)}`],
    ['a bearer that is no token', 'Bearer not-a-token'],
    ['three dots of nothing', 'Bearer ...'],
  ])('with %s', async (_, authorization) => {
    await expectUnauthorized(await cartWith(authorization))
  })

  test('with a valid token whose signature has one character changed', async () => {
    const token = await signInAs()
    expect((await cartWith(`Bearer ${token}`)).status).toBe(200)
    expect(tampered(token)).not.toBe(token)
    await expectUnauthorized(await cartWith(`Bearer ${tampered(token)}`))
  })

  test('with a token a week old; a day younger it still works', async () => {
    const token = await signInAs()
    backend.advanceClock(SESSION_TTL_SECONDS * 1000 - 24 * 60 * 60 * 1000)
    expect((await cartWith(`Bearer ${token}`)).status).toBe(200)
    backend.advanceClock(24 * 60 * 60 * 1000 + 60_000)
    await expectUnauthorized(await cartWith(`Bearer ${token}`))
    // signing in again gives a token that works
    expect((await cartWith(`Bearer ${await signInAs()}`)).status).toBe(200)
  })
})

describe('a buyer’s token reaches only that buyer’s data', () => {
  const sessions = async () => ({ a: await signInAs(DEMO_BUYER), b: await signInAs(DEMO_WEAVER) })

  test('cart: B’s line cannot be updated or removed with A’s token', async () => {
    const { a, b } = await sessions()
    const before = await as(b, () => cartService.get())
    const [line] = before.products
    const key = { productId: line?.productId._id ?? '', color: line?.productColor ?? '' }
    const aCart = await as(a, () => cartService.get())
    expect(aCart.products.some((l) => l.productId._id === key.productId && l.productColor === key.color)).toBe(false)
    expect(await rejectionOf(as(a, () => cartService.update({ ...key, quantity: 9 })))).toMatchObject({ status: 404 })
    expect(await rejectionOf(as(a, () => cartService.remove(key)))).toMatchObject({ status: 404 })
    expect(await as(b, () => cartService.get())).toEqual(before)
    expect(await as(a, () => cartService.get())).toEqual(aCart)
  })

  test('wishlist: each sees their own; B’s entry cannot be removed with A’s token', async () => {
    const { a, b } = await sessions()
    const aList = await as(a, () => wishlistService.list())
    const bList = await as(b, () => wishlistService.list())
    const onlyB = bList.find((e) => !aList.some((mine) => mine.productId._id === e.productId._id))
    expect(onlyB).toBeDefined()
    expect(await rejectionOf(as(a, () => wishlistService.remove(onlyB?.productId._id ?? '')))).toMatchObject({ status: 404 })
    expect(await as(b, () => wishlistService.list())).toEqual(bList)
  })

  test.each([
    ['select', (id: string) => addressService.select(id)],
    ['edit', (id: string) => addressService.edit(id, { name: 'Taken', address: '1 Elsewhere', city: 'Pune', state: 'Maharashtra', alternativePhoneNumber: '9000000009', country: 'India' })],
    ['delete', (id: string) => addressService.remove(id)],
  ])('addresses: A cannot %s B’s address (404), which stays as it was', async (_, attempt) => {
    const { a, b } = await sessions()
    const bAddresses: readonly Address[] = await as(b, () => addressService.list())
    const [theirs] = bAddresses
    expect(await rejectionOf(as(a, () => attempt(theirs?._id ?? '')))).toMatchObject({ status: 404, serverMessage: 'Address not found' })
    expect(await as(b, () => addressService.list())).toEqual(bAddresses)
    expect((await as(a, () => addressService.list())).some((mine) => mine._id === theirs?._id)).toBe(false)
  })

  test('orders: lists never mix; a review cannot claim B’s order', async () => {
    const { a, b } = await sessions()
    const aOrders = (await as(a, () => orderService.list(1, 100))).orders.map((o) => o._id)
    const bOrders = (await as(b, () => orderService.list(1, 100))).orders
    expect(bOrders.length).toBeGreaterThan(0)
    expect(bOrders.filter((o) => aOrders.includes(o._id))).toEqual([])
    const theirs = bOrders[0]
    const review = { review: 'Mine now', rating: '5', productId: theirs?.productId ?? '', orderId: theirs?._id ?? '', reviewImages: [] }
    // B's order is as good as none for A: the refusal a buyer without an order of the product gets
    expect(await rejectionOf(as(a, () => accountService.addReview(review)))).toMatchObject({ status: 403, serverMessage: NOT_A_BUYER })
    expect((await as(b, () => orderService.list(1, 100))).orders).toEqual(bOrders)
  })

  test('profile: A’s edit changes A only', async () => {
    const { a } = await sessions()
    await as(a, () => accountService.editUser({ name: 'Renamed Buyer', dob: '1990-01-01' }))
    const weaver = await authService.signIn({ email: DEMO_WEAVER.email, password: DEMO_WEAVER.password })
    expect(weaver.user).toMatchObject({ name: DEMO_WEAVER.name, dob: DEMO_WEAVER.dob })
    const buyer = await authService.signIn({ email: DEMO_BUYER.email, password: DEMO_BUYER.password })
    expect(buyer.user).toMatchObject({ name: 'Renamed Buyer', dob: '1990-01-01' })
  })

  test('buying with A’s token buys A’s cart and leaves B’s alone', async () => {
    const { a, b } = await sessions()
    const linesOf = async () => (await as(b, () => cartService.get())).products.map((l) => [l._id, l.productId._id, l.productColor, l.quantity])
    const bLines = await linesOf()
    const bCount = (await as(b, () => orderService.list(1, 5))).totalItems
    await as(a, () => orderService.buy({ paymentMethod: 'UPI' }, 'a-buys'))
    expect(await linesOf()).toEqual(bLines)
    expect((await as(b, () => orderService.list(1, 5))).totalItems).toBe(bCount)
  })
})
