import type { Page } from '@playwright/test'
import { DEMO_BUYER, expectSignedInHeader, signIn } from './support/live-accounts'
import { expect, test } from './support/live-test'

/*
 * Issue 26, point 1: no interaction is lost between the first paint of a server-rendered page
 * and its hydration. Every page is opened with the CPU slowed 4x (as Lighthouse's mobile run
 * slows it) and acted on the moment its first control is visible, without waiting for
 * anything else, as a buyer would: the click, the text typed, must take effect.
 */

/**
 * Slows this page's CPU 4x (Chrome DevTools Protocol), opens `path` and answers once the page
 * has first painted: a buyer sees it from then on (Playwright could find a control earlier, laid
 * out before the page's stylesheets are in, and click where it is not drawn).
 */
async function openSlowly(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 16 })
}

/** The cards of products a page shows (the landing also shows blog cards). */
const productCards = (page: Page) => page.getByRole('main').getByRole('article').filter({ has: page.locator('a[href^="/product/"]') })

test('sign in: the email and password typed at once are sent, and the buyer is signed in', async ({ page }) => {
  await openSlowly(page, '/login')
  await page.getByRole('textbox', { name: /^Email/ }).fill(DEMO_BUYER.email)
  await page.getByLabel(/^Password/).fill(DEMO_BUYER.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expectSignedInHeader(page)
})

test('sign up: Continue with Email, pressed at once, goes on to the form', async ({ page }) => {
  await openSlowly(page, '/register')
  await page.getByRole('button', { name: 'Continue with Email' }).click()
  await expect(page.getByText('Step 1 of 2')).toBeVisible()
})

test('a product page: Add to Cart, pressed at once by a signed-in buyer, opens the quantity popup (and the header never offers Login)', async ({ page }) => {
  await signIn(page, DEMO_BUYER)
  const productPath = await productCards(page).first().getByRole('link').first().getAttribute('href')
  // from here on, every moment of the page: Sign Up and Login never show to a signed-in buyer
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __authButtonsSeen: seen })
    const look = () => {
      for (const name of ['Sign Up', 'Login']) {
        const link = [...document.querySelectorAll('header a')].find((a) => a.textContent?.trim() === name)
        if (link && getComputedStyle(link).visibility === 'visible' && !seen.includes(name)) seen.push(name)
      }
    }
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await openSlowly(page, productPath ?? '/')
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Add To Cart' })).toBeVisible()
  await expectSignedInHeader(page)
  expect(await page.evaluate(() => (window as unknown as { __authButtonsSeen: string[] }).__authButtonsSeen)).toEqual([])
})
