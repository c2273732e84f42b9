import type { APIRequestContext, Page } from '@playwright/test'
import { Schema } from 'effect'
import { CartResponse } from '../../contracts/cart'
import { DEMO_BUYER, expectSignedInHeader, registerBuyer, signIn, type RegisteredBuyer } from './support/live-accounts'
import { cardNames, cards, inStockProduct, settled, type ListedProduct } from './support/live-catalogue'
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

test('a product page: Add to Cart, pressed at once by a signed-in buyer, opens the quantity popup (and the header never offers Login)', async ({ page, request }) => {
  await signIn(page, DEMO_BUYER)
  // a product in stock (the landing's first card is a best deal since issue 28, which may have none left)
  const productPath = `/product/${encodeURIComponent((await inStockProduct(request)).id)}`
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
  await openSlowly(page, productPath)
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Add To Cart' })).toBeVisible()
  await expectSignedInHeader(page)
  expect(await page.evaluate(() => (window as unknown as { __authButtonsSeen: string[] }).__authButtonsSeen)).toEqual([])
})

test('the landing: a product card, clicked at once, opens its page', async ({ page }) => {
  await openSlowly(page, '/')
  const name = productCards(page).first().getByRole('heading', { level: 3 }).getByRole('link')
  const href = await name.getAttribute('href')
  // the card sits far down the landing: the click scrolls to it first, as a buyer does
  await name.click()
  await expect(page).toHaveURL(new URL(href ?? '/', page.url()).href)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText((await name.textContent()) ?? '')
})

test('a page scrolled before the app takes it over stays where the buyer scrolled it', async ({ page }) => {
  await openSlowly(page, '/')
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  const scrolled = await page.evaluate(() => ({
    y: window.scrollY,
    // React keeps its fiber on every element it has hydrated
    hydrating: Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
  }))
  expect(scrolled.hydrating, 'scrolled before React took the page over').toBe(false)
  // the buyer has already scrolled; this wait is the assertion's moment, not a precondition
  // for acting: once the app has taken the page over, the window is where the buyer put it
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled.y)
})

test('the listing: a filter ticked at once narrows the grid and the address', async ({ page, request }) => {
  const answer = await request.get('/api/getAllProducts', { params: { category: 'Cotton', page: 1, limit: 12 } })
  expect(answer.status()).toBe(200)
  const cotton = ((await answer.json()) as { data: { name: string }[] }).data.map((product) => product.name)
  expect(cotton.length).toBeGreaterThan(0)
  await openSlowly(page, '/products')
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Cotton', exact: true }).check()
  await expect(page).toHaveURL(/[?&]category=Cotton(&|$)/)
  await settled(page)
  await expect(cards(page)).toHaveCount(cotton.length)
  expect(await cardNames(page)).toEqual(cotton)
})

/** Arranges a buyer's cart through the API: the page under test, not adding to the cart, is the subject. */
async function putInCart(request: APIRequestContext, buyer: RegisteredBuyer, product: ListedProduct, quantity: number): Promise<void> {
  const answer = await request.post('/api/user/add-to-cart', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { productId: product.id, color: product.color, quantity },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

test("the cart: the plus, pressed at once, raises the quantity, and the server's cart agrees", async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'first-click-cart')
  const product = await inStockProduct(request)
  await putInCart(request, buyer, product, 1)
  await signIn(page, buyer)
  await openSlowly(page, '/cart')
  const line = page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').first()
  await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click()
  await expect(line.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('2')
  await expect
    .poll(async () => {
      const cart = await request.get('/api/user/cart', { headers: { authorization: `Bearer ${buyer.token}` } })
      return Schema.decodeUnknownSync(CartResponse)(await cart.json()).data.products.map((l) => l.quantity)
    })
    .toEqual([2])
})

test("the checkout: Next, pressed at once, moves on to shipping", async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'first-click-checkout')
  await putInCart(request, buyer, await inStockProduct(request), 1)
  const address = await request.post('/api/address', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { name: 'Kavya Head Office', address: '21 Textile Market, Ring Road', city: 'Surat', state: 'Gujarat', alternativePhoneNumber: '9822001100', country: 'India' },
  })
  expect(address.status(), await address.text()).toBe(200)
  await signIn(page, buyer)
  await openSlowly(page, '/checkout?step=address')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]step=shipping$/)
  await expect(page.getByRole('radio', { name: /Free Shipping/ })).toBeChecked()
})
