import type { Page } from '@playwright/test'
import { DEMO_BUYER, DEMO_WEAVER } from '../../mocks/fixtures/demo-accounts'
import { expect } from '../e2e/fixtures'

/*
 * The two seeded accounts of the fake backend (mocks/README.md) and sign-in through the real
 * sign-in page, shared by the e2e specs.
 */

export interface DemoAccount {
  readonly email: string
  readonly password: string
  readonly name: string
}

export const BUYER: DemoAccount = DEMO_BUYER
export const WEAVER: DemoAccount = DEMO_WEAVER

/** Clears the browser's storage (the fake backend reseeds itself) and opens `path`. */
export async function openReset(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.goto(path)
  await keepMockWorkerAlive(page)
}

/**
 * MSW's worker unregisters itself when its last page closes, so on a full reload the new page's
 * start-up (MSW calls `registration.update()` without awaiting it) can reject with "Failed to
 * update a ServiceWorker ... Not found", an uncaught error the fixtures rightly fail on. A second
 * page the worker controls keeps it registered through reloads. (Reported for mocks/browser.ts.)
 */
async function keepMockWorkerAlive(page: Page): Promise<void> {
  const anchor = await page.context().newPage()
  await anchor.goto(new URL('/brand/tanabana-mark.svg', page.url()).href)
}

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
  await openReset(page, '/login')
  await signInThroughUi(page, account)
}

/** The session token the app stored at sign-in. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('tanabana:user:token'))
  expect(token, 'a token is stored after sign-in').toBeTruthy()
  return token!
}
