import type { Page, Request } from '@playwright/test'
import { watchCspViolations } from '../support/csp-watch'
import { BUYER, signInThroughUi, storedToken, WEAVER } from '../support/e2e-accounts'
import { reviewableProduct } from '../support/e2e-reviewable'
import { openInApp } from '../support/navigation'
import { expect, openFresh, test } from './fixtures'

/*
 * Security (issue 8, docs/architecture.md: Reliability and security), against the served mock-mode build:
 * - the response headers: a CSP without inline scripts, no framing, nosniff, a Referrer-Policy;
 * - a signed-in walk through the shop raises no CSP violation, and the token travels only in the
 *   Authorization header of API calls: never in a URL, history state, the console or a request
 *   to another origin;
 * - after logout and a sign-in as another user nothing of the first user shows or is stored;
 * - script and HTML typed into reviews, addresses, the profile and the search box render as text
 *   and run nothing; a crafted redirect after sign-in stays in the app.
 */

test.describe.configure({ timeout: 90_000 })

const API_PATH = '/api/'
/** Anything our payloads would set if they ever ran. */
const XSS_FLAG = '__xss'

test('the served app sends a strict CSP, nosniff, a Referrer-Policy and no framing', async ({ page }) => {
  for (const path of ['/', '/products', '/no-such-page']) {
    const response = await page.request.get(path)
    expect(response.ok(), `${path} is served`).toBe(true)
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name!, values]),
    )
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src') ?? []
    expect(scriptSrc.length, `${path}: script-src (or default-src) is set`).toBeGreaterThan(0)
    expect(scriptSrc, `${path}: no inline scripts`).not.toContain("'unsafe-inline'")
    expect(scriptSrc, `${path}: no eval`).not.toContain("'unsafe-eval'")
    expect(scriptSrc, `${path}: no wildcard script host`).not.toContain('*')
    expect(directives.get('frame-ancestors'), `${path}: never framed`).toEqual(["'none'"])
    expect(directives.get('object-src'), `${path}: no plugins`).toEqual(["'none'"])
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/)
  }
  // a script file gets nosniff too, so it can never be read as another type
  const html = await (await page.request.get('/')).text()
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1]
  expect(script, 'the page loads a script file').toBeTruthy()
  expect((await page.request.get(script!)).headers()['x-content-type-options']).toBe('nosniff')
})

/** Every request the page makes, with the headers it was sent with. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (r) => requests.push(r))
  return requests
}

/** The page's history state, as text. */
const historyState = (page: Page) => page.evaluate(() => JSON.stringify(window.history.state ?? null))

test('a signed-in walk: no CSP violation, and the token only ever in the Authorization header of API calls', async ({ page }) => {
  const violations = await watchCspViolations(page)
  const requests = recordRequests(page)
  const consoleLines: string[] = []
  page.on('console', (m) => consoleLines.push(m.text()))
  const states: string[] = []

  await openFresh(page, '/login')
  await signInThroughUi(page)
  const token = await storedToken(page)
  states.push(await historyState(page))

  // browse: listing, a product, back to the cart through the header
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click()
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').first()
  await card.getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  states.push(await historyState(page))
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click()
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
  states.push(await historyState(page))

  // checkout to the payment step, with a look at the map mode (the one page that reaches another origin)
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page.getByRole('radiogroup', { name: 'Choose where to deliver' })).toBeVisible()
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const addressPopup = page.getByRole('dialog', { name: 'Add New Address' })
  await addressPopup.getByText('Pick on Map').click()
  await expect(addressPopup.getByText('Loading map...')).toHaveCount(0)
  await addressPopup.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled()
  states.push(await historyState(page))
  await page.getByRole('button', { name: 'Place Order' }).click()
  // the default Credit Card goes through the demo gateway first (issue 31)
  await page.getByRole('dialog', { name: 'Demo payment gateway' }).getByRole('button', { name: 'Pay' }).click()
  await page.getByRole('dialog', { name: 'Payment Success' }).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/success-payment\?orders=TBN\d{12}/)
  states.push(await historyState(page))

  // orders and the profile, then a reload (the session comes back from storage)
  await openInApp(page, '/user-profile?section=orderHistory')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()
  states.push(await historyState(page))

  expect(violations, 'no Content-Security-Policy violation on the happy path').toEqual([])

  const origin = new URL(page.url()).origin
  const carriers = requests.filter((r) => JSON.stringify(r.headers()).includes(token) || r.url().includes(token) || (r.postData() ?? '').includes(token))
  for (const request of carriers) {
    const url = new URL(request.url())
    expect(url.href, 'the token is never in a URL').not.toContain(token)
    expect(`${url.origin}${url.pathname}`.startsWith(`${origin}${API_PATH}`), `token sent to ${url.href}`).toBe(true)
    expect(request.headers().authorization).toBe(`Bearer ${token}`)
    const otherHeaders = Object.entries(request.headers()).filter(([name]) => name !== 'authorization')
    expect(JSON.stringify(otherHeaders), 'only the Authorization header carries it').not.toContain(token)
    expect(request.postData() ?? '', 'never in a request body').not.toContain(token)
  }
  expect(carriers.length, 'signed-in API calls were made with the token').toBeGreaterThan(5)
  const signedInApiCalls = requests.filter((r) => r.url().includes(`${origin}${API_PATH}user/cart`))
  expect(signedInApiCalls.every((r) => r.headers().authorization === `Bearer ${token}`)).toBe(true)
  // no request leaves for another origin with it (the geolocation and the map tiles get none)
  const thirdParty = requests.filter((r) => new URL(r.url()).origin !== origin || !new URL(r.url()).pathname.startsWith(API_PATH))
  expect(thirdParty.length).toBeGreaterThan(0)
  for (const request of thirdParty) expect(request.headers().authorization, request.url()).toBeUndefined()
  expect(states.join('\n'), 'never in history state').not.toContain(token)
  expect(consoleLines.join('\n'), 'never in the console').not.toContain(token)
})

/** Everything a person could read on the page: its text and the values of its fields. */
const visibleText = (page: Page) =>
  page.evaluate(() => `${document.body.innerText}\n${[...document.querySelectorAll('input, textarea')].map((i) => (i as HTMLInputElement).value).join('\n')}`)

/** Browser storage except the fake backend's own data (the 'server', kept under tanabana-mock:). */
const appStorage = (page: Page) =>
  page.evaluate(() => {
    const entries = (s: Storage) =>
      Object.keys(s)
        .filter((k) => !k.startsWith('tanabana-mock:'))
        .map((k) => `${k}=${s.getItem(k)}`)
    return [...entries(localStorage), ...entries(sessionStorage)]
  })

test('after logout and a sign-in as another user, nothing of the first user is visible or stored', async ({ page }) => {
  await openFresh(page, '/login')
  await signInThroughUi(page, BUYER)
  const token = await storedToken(page)

  // what only the buyer has: name, email, phone, street addresses, order ids
  await openInApp(page, '/checkout')
  await expect(page.getByRole('radiogroup', { name: 'Choose where to deliver' })).toBeVisible()
  // each card's street line (the first paragraph; the tag badge before it is shared words like 'Home')
  const streets = await page.locator('address').evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent?.trim() ?? ''))
  expect(streets.every((street) => street.length > 3)).toBe(true)
  expect(streets.length).toBeGreaterThan(0)
  await openInApp(page, '/user-profile?section=orderHistory')
  await expect(page.getByRole('article').first()).toBeVisible()
  const orderIds = (await page.getByText(/^Order ID: /).allInnerTexts()).map((t) => t.replace('Order ID: ', '').trim())
  expect(orderIds.length).toBeGreaterThan(0)
  await openInApp(page, '/cart')
  await expect(page.getByRole('region', { name: 'Cart items' })).toBeVisible()
  const buyerTraces = [BUYER.name, BUYER.email, '9876543210', token, ...streets, ...orderIds]

  // log out from the profile
  await openInApp(page, '/user-profile')
  await page.getByRole('button', { name: 'LogOut' }).click()
  await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tanabana:user:token'))).toBeNull()
  const afterLogout = await appStorage(page)
  expect(afterLogout.filter((e) => e.startsWith('tanabana:user:')), 'no user-scoped key survives logout').toEqual([])
  for (const trace of buyerTraces) expect(afterLogout.join('\n'), `storage after logout holds '${trace}'`).not.toContain(trace)

  // the weaver signs in on the same browser and goes everywhere the buyer went
  await openInApp(page, '/login')
  await signInThroughUi(page, WEAVER)
  for (const [path, ready] of [
    ['/', () => page.getByRole('banner').getByRole('link', { name: 'Account' })],
    ['/cart', () => page.getByRole('heading', { name: 'Shopping Cart' })],
    ['/wishlist', () => page.getByRole('heading', { name: 'My Wishlist' })],
    ['/checkout', () => page.getByRole('radiogroup', { name: 'Choose where to deliver' })],
    ['/user-profile', () => page.getByRole('textbox', { name: 'Name', exact: true })],
    ['/user-profile?section=orderHistory', () => page.getByRole('article').first()],
  ] as const) {
    await openInApp(page, path)
    await expect(ready()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
    const text = await visibleText(page)
    for (const trace of buyerTraces) expect(text, `${path} shows the first user's '${trace}'`).not.toContain(trace)
  }
  await openInApp(page, '/user-profile')
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(WEAVER.name)
  const stored = (await appStorage(page)).join('\n')
  for (const trace of buyerTraces) expect(stored, `storage holds the first user's '${trace}'`).not.toContain(trace)
})

test.describe('user text is text', () => {
  const REVIEW = `<img src=x onerror="window.${XSS_FLAG}=1">Lovely drape`
  const ADDRESS_NAME = `<script>window.${XSS_FLAG}=2</script>Godown`
  const PROFILE_NAME = `Aarav "><svg onload=window.${XSS_FLAG}=3>`
  const SEARCH = `<img src=x onerror=window.${XSS_FLAG}=4>`

  /** The payloads ran nothing and left no element of their own in the page. */
  async function expectInert(page: Page) {
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG)).toBeUndefined()
    expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count()).toBe(0)
  }

  test('reviews, address names, profile names and searches carrying script render as text and run nothing', async ({ page }) => {
    const violations = await watchCspViolations(page)
    await openFresh(page, '/login')
    await signInThroughUi(page)

    // a review, of a product the buyer ordered (only buyers review)
    const reviewed = await reviewableProduct(page)
    await openInApp(page, `/product/${reviewed.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviewed.name)
    await page.getByRole('button', { name: 'Review Your Purchase' }).click()
    const review = page.getByRole('dialog', { name: 'Review Your Purchase' })
    await review.locator('label').filter({ has: page.getByRole('radio', { name: '5 stars', exact: true }) }).click()
    await review.getByRole('textbox', { name: /Your review/ }).fill(REVIEW)
    await review.getByRole('button', { name: 'Submit Review' }).click()
    await expect(review).toBeHidden()
    await page.reload()
    await expect(page.getByRole('list', { name: 'Customer reviews' }).getByText(REVIEW, { exact: true })).toBeVisible()
    await expectInert(page)

    // an address name
    await openInApp(page, '/checkout')
    await page.getByRole('button', { name: 'Add New Address' }).click()
    const address = page.getByRole('dialog', { name: 'Add New Address' })
    await address.getByRole('textbox', { name: /^Name/ }).fill(ADDRESS_NAME)
    await address.getByRole('textbox', { name: /^Phone Number/ }).fill('9812345670')
    await address.getByRole('textbox', { name: /^Address/ }).fill('<b>12</b> Loom Street')
    await address.getByRole('textbox', { name: /^City/ }).fill('Surat')
    await address.getByRole('textbox', { name: /^State/ }).fill('Gujarat')
    await address.getByRole('textbox', { name: /^Country/ }).fill('India')
    await address.getByRole('button', { name: 'Save Address' }).click()
    await expect(address).toBeHidden()
    await page.reload()
    await expect(page.getByRole('radio', { name: ADDRESS_NAME })).toBeVisible()
    await expect(page.getByText('<b>12</b> Loom Street', { exact: true })).toBeVisible()
    await expectInert(page)

    // a profile name
    await openInApp(page, '/user-profile')
    const name = page.getByRole('textbox', { name: 'Name', exact: true })
    await name.fill(PROFILE_NAME)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible()
    await page.reload()
    await expect(name).toHaveValue(PROFILE_NAME)
    await expectInert(page)
    // where the name is shown as a greeting (/my-setting, under 800 px)
    await page.setViewportSize({ width: 375, height: 800 })
    await openInApp(page, '/my-setting')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${PROFILE_NAME}`)
    await expectInert(page)
    // widened, /my-setting goes to the landing page (SPEC 2): that navigation lands before the next
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.waitForURL((url) => url.pathname === '/')

    // a search, typed and shared as a link
    await openInApp(page, `/products?search=${encodeURIComponent(SEARCH)}`)
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(SEARCH)
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
    await expectInert(page)
    expect(violations).toEqual([])
  })

  test('a crafted redirect after sign-in stays inside the app', async ({ page }) => {
    await openFresh(page, '/login')
    for (const from of ['//evil.example/steal', 'javascript:alert(1)', 'https://evil.example/', '/\\evil.example']) {
      // the login guard's state, as a crafted link or script could leave it in history; the
      // router reads it again on popstate
      await page.evaluate((target) => {
        window.history.replaceState({ usr: { from: target }, key: 'crafted', idx: 0 }, '')
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
      }, from)
      await signInThroughUi(page)
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      await openInApp(page, '/user-profile')
      await page.getByRole('button', { name: 'LogOut' }).click()
      await expect.poll(() => page.evaluate(() => localStorage.getItem('tanabana:user:token'))).toBeNull()
      await openInApp(page, '/login')
    }
  })
})
