import type { Page } from '@playwright/test'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { expect, openFresh } from '../e2e/fixtures'

/*
 * The two seeded accounts of the fake backend (mocks/README.md) and sign-in through the real
 * sign-in page, shared by the e2e specs.
 */

export interface DemoAccount {
  /** The fake backend's user id (the orders it keeps carry it). */
  readonly id: string
  readonly email: string
  readonly password: string
  readonly name: string
}

export const BUYER: DemoAccount = DEMO_BUYER
export const WEAVER: DemoAccount = DEMO_WEAVER

/**
 * Fills the open sign-in form with `account` and presses Sign in, expecting nothing of the
 * outcome: for tests whose subject is where (or whether) sign-in leads.
 */
export async function submitSignIn(page: Page, account: DemoAccount = BUYER): Promise<void> {
  await page.getByRole('textbox', { name: /^Email/ }).fill(account.email)
  await page.getByLabel(/^Password/).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Signs in through /login as a buyer would; ends on the landing page. */
export async function signInThroughUi(page: Page, account: DemoAccount = BUYER): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login')
  await submitSignIn(page, account)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()
}

/** A fresh fake backend and a signed-in buyer on the landing page. */
export async function freshSignedIn(page: Page, account: DemoAccount = BUYER): Promise<void> {
  await openFresh(page, '/login')
  await signInThroughUi(page, account)
}

/** The session token the app stored at sign-in. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('tanabana:user:token'))
  expect(token, 'a token is stored after sign-in').toBeTruthy()
  return token!
}
