import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_BUYER as SEEDED_BUYER } from '../../../seed/fixtures/demo-accounts'
import { expect } from './live-test'

/*
 * Accounts of the live store. The seeded demo buyer is read, never changed, by the live specs
 * (its orders, its sign-in); a test that changes a buyer (cart, checkout, wishlist, reviews,
 * profile) registers a buyer of its own through the API, so the tests do not depend on their order.
 */

export interface LiveAccount {
  readonly email: string
  readonly password: string
  readonly name: string
}

export interface RegisteredBuyer extends LiveAccount {
  readonly id: string
  readonly phone: string
  /** The session token verifyOtp answered, for arranging a test's data through the API. */
  readonly token: string
}

export const DEMO_BUYER: LiveAccount = SEEDED_BUYER

/** A password the sign-up rules accept (SPEC 5). */
export const NEW_PASSWORD = 'Weave@2025'

let registered = 0

/** An email address no one has used yet on this server. */
export function uniqueEmail(label: string): string {
  registered++
  return `${label}-${Date.now().toString(36)}-${registered}-${Math.random().toString(36).slice(2, 6)}@e2e.tanabana.in`
}

/**
 * Registers a new buyer through the API as the sign-up flow does (SPEC 7): POST /user/signup
 * answers a one-time code, POST /user/verifyOtp with that code creates the account.
 */
export async function registerBuyer(request: APIRequestContext, label: string, name = 'Kavya Weaves'): Promise<RegisteredBuyer> {
  const email = uniqueEmail(label)
  const phone = '98' + String(Date.now()).slice(-8)
  const signup = await request.post('/api/user/signup', { data: { email } })
  expect(signup.status(), await signup.text()).toBe(200)
  const { otp } = (await signup.json()) as { otp: string | number }
  const verify = await request.post('/api/user/verifyOtp', {
    data: { type: 'signin', name, password: NEW_PASSWORD, email, phone, otp: String(otp) },
  })
  expect(verify.status(), await verify.text()).toBe(200)
  const { data, token } = (await verify.json()) as { data: { _id: string; email: string }; token: string }
  expect(data.email).toBe(email)
  return { id: data._id, email, password: NEW_PASSWORD, name, phone, token }
}

/** Fills the sign-in form with `account` and presses Sign in. */
export async function submitSignIn(page: Page, account: LiveAccount): Promise<void> {
  await page.getByRole('textbox', { name: /^Email/ }).fill(account.email)
  await page.getByLabel(/^Password/).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** The header of a signed-in buyer: wishlist, cart and account, no Login. */
export async function expectSignedInHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Account' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Wishlist' })).toBeVisible()
  await expect(header.getByRole('link', { name: /^Cart/ })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0)
}

/** Signs `account` in through /login as a buyer would; ends on the landing page. */
export async function signIn(page: Page, account: LiveAccount): Promise<void> {
  await page.goto('/login')
  await submitSignIn(page, account)
  await expect(page).toHaveURL(/\/$/)
  await expectSignedInHeader(page)
}
