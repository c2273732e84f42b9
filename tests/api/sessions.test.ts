import { describe, expect, test } from 'vitest'
import { authService } from '../../src/services/auth-service'
import { cartService } from '../../src/services/cart-service'
import { rejectionOf } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'
import { as, registerBuyer } from './support/buyers'

serveBackend()

/*
 * Tokens that can end (beyond SPEC 7): logging out ends the token on the server, and 'Log out
 * everywhere' ends every token of the buyer. A copy of an ended token opens nothing.
 */

/** A second sign-in of the same buyer, as from another device. */
const signInAgain = (buyer: { email: string; password: string }) =>
  authService.signIn({ email: buyer.email, password: buyer.password }).then((s) => s.token)

describe('POST /user/logout', () => {
  test('ends this token on the server: a copy of it answers 401, the buyer’s other devices stay signed in', async () => {
    const buyer = await registerBuyer('Logs Out')
    const phone = await signInAgain(buyer)
    await expect(authService.logout(buyer.token)).resolves.toBe('Logged out successfully')

    expect(await rejectionOf(as(buyer.token, () => cartService.get()))).toMatchObject({ status: 401 })
    await expect(as(phone, () => cartService.get())).resolves.toMatchObject({ products: [] })
    // logging out twice, or with the ended token, opens nothing
    expect(await rejectionOf(authService.logout(buyer.token))).toMatchObject({ status: 401 })
  })

  test('without a token it answers 401', async () => {
    expect(await rejectionOf(as(null, () => authService.logoutEverywhere()))).toMatchObject({ status: 401 })
  })
})

describe('POST /user/logout-all', () => {
  test('ends every token of the buyer, and nobody else’s; signing in again works', async () => {
    const buyer = await registerBuyer('Lost Phone')
    const other = await registerBuyer('Someone Else')
    const phone = await signInAgain(buyer)
    await expect(as(buyer.token, () => authService.logoutEverywhere())).resolves.toBe('Logged out of every device')

    for (const token of [buyer.token, phone]) expect(await rejectionOf(as(token, () => cartService.get()))).toMatchObject({ status: 401 })
    await expect(as(other.token, () => cartService.get())).resolves.toMatchObject({ products: [] })
    const fresh = await signInAgain(buyer)
    await expect(as(fresh, () => cartService.get())).resolves.toMatchObject({ products: [] })
  })
})
