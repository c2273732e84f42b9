import type { APIRequestContext, Page } from '@playwright/test'
import { cards, results } from './support/live-catalogue'
import { DEMO_BUYER, expectSignedInHeader, signIn } from './support/live-accounts'
import { expect, test } from './support/live-test'

/*
 * Issue 19, point 1: the live server sends every route rendered, and the browser hydrates it
 * without a mismatch. Each page is opened twice: without JavaScript (what the server sent is
 * the page: its main content is there), then with it, where any console error or warning fails
 * the test (React reports a hydration mismatch as a console error; live-test also fails on
 * errors) and the machines must not load again what the HTML shows.
 */

interface Listed {
  readonly _id: string
  readonly name: string
}

async function firstProducts(request: APIRequestContext, query: string): Promise<Listed[]> {
  const answer = await request.get(`/api/getAllProducts?${query}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: Listed[] }).data
}

/** Console warnings (live-test already fails on errors). */
function watchWarnings(page: Page): string[] {
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  return warnings
}

test.describe('without JavaScript: the server sent the page', () => {
  test.use({ javaScriptEnabled: false })

  test('the landing shows its new arrivals and the category bar', async ({ page, request }) => {
    const highlights = (await (await request.get('/api/products/highlights')).json()) as { newArrivals: Listed[] }
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    for (const product of highlights.newArrivals) await expect(page.getByRole('heading', { name: product.name }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cotton', exact: true })).toBeVisible()
  })

  test('a listing address shows its page of cards', async ({ page, request }) => {
    const expected = await firstProducts(request, 'category=Cotton,Silk&page=2&limit=12')
    expect(expected.length).toBeGreaterThan(0)
    await page.goto('/products?category=Cotton%2CSilk&page=2')
    await expect(cards(page)).toHaveCount(expected.length)
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.name))
    await expect(page.getByText(/^page 2 of \d+$/)).toBeVisible()
  })

  test('a product page shows its product', async ({ page, request }) => {
    const [product] = await firstProducts(request, 'page=1&limit=1')
    await page.goto(`/product/${product?._id}`)
    await expect(page.getByRole('heading', { level: 1, name: product?.name })).toBeVisible()
  })
})

test.describe('with JavaScript: hydrated without a mismatch', () => {
  for (const path of ['/', '/home', '/about-us', '/blogs', '/contact-us', '/tNc', '/privacy-policy', '/products', '/login', '/cart']) {
    test(`${path} hydrates cleanly`, async ({ page }) => {
      const warnings = watchWarnings(page)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(warnings).toEqual([])
    })
  }

  test('a listing address hydrates showing its cards, without asking for them again', async ({ page }) => {
    const warnings = watchWarnings(page)
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/getAllProducts')) asked.push(r.url())
    })
    await page.goto('/products?category=Cotton%2CSilk&page=2')
    await page.waitForLoadState('networkidle')
    await expect(results(page)).toHaveAttribute('aria-busy', 'false')
    expect(await cards(page).count()).toBeGreaterThan(0)
    expect(asked).toEqual([])
    expect(warnings).toEqual([])
  })

  test('a product page hydrates showing its product', async ({ page, request }) => {
    const warnings = watchWarnings(page)
    const [product] = await firstProducts(request, 'page=1&limit=1')
    await page.goto(`/product/${product?._id}`)
    await expect(page.getByRole('heading', { level: 1, name: product?.name })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(warnings).toEqual([])
  })

  test('a signed-in buyer reloading the cart stays on it: the header fills in after hydration', async ({ page }) => {
    const warnings = watchWarnings(page)
    await signIn(page, DEMO_BUYER)
    await page.goto('/cart')
    await expect(page).toHaveURL(/\/cart$/)
    await expectSignedInHeader(page)
    await page.waitForLoadState('networkidle')
    await expect(page).toHaveURL(/\/cart$/)
    expect(warnings).toEqual([])
  })

  test("a signed-in buyer's header fills in after hydration without moving anything, at 375, 800 and 1280 px", async ({ page }) => {
    await signIn(page, DEMO_BUYER)
    // every layout shift of the page's life, from before its first paint
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = []
      Object.assign(window, { __layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
          shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className : String(s.node))) })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/products')
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await expectSignedInHeader(page)
      await page.waitForLoadState('networkidle')
      const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts)
      expect(shifts, `layout shifts at ${width} px`).toEqual([])
    }
  })
})
