import type { Page, Route } from '@playwright/test'
import { inStockProduct } from './support/live-catalogue'
import { expect, test } from './support/live-test'

/*
 * Decision 0020: on a page the server rendered, the largest of the page's first pictures (what
 * it asks for at high priority: the landing's hero, the first card, a product's photo) comes
 * before the app's code, which is asked for the moment it is shown, or at the buyer's first
 * touch, or after FIRST_PICTURES_WAIT_MS (src/lib/page-first.ts) if the picture hangs.
 */

/** The address of the largest picture a page asks for at high priority (a preload, the landing's hero, counts as the largest). */
const largestFirstPicture = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const pictures = [...document.querySelectorAll<HTMLImageElement | HTMLLinkElement>('img[fetchpriority="high"], link[rel="preload"][as="image"][fetchpriority="high"]')]
    const area = (el: HTMLImageElement | HTMLLinkElement) => (el instanceof HTMLImageElement ? Number(el.getAttribute('width')) * Number(el.getAttribute('height')) : Infinity)
    const largest = pictures.reduce((a, b) => (area(b) > area(a) ? b : a))
    return largest instanceof HTMLImageElement ? largest.currentSrc || largest.src : largest.href
  })

/** The scripts a page loads before the app's code: the early-input script and the entry. */
const pageOwnScripts = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src))

test.describe('the first pictures come before the app code', () => {
  for (const [name, path] of [
    ['the landing', '/'],
    ['the listing', '/products'],
    ['a product page', 'product'],
  ] as const) {
    test(`${name}: the app's code is asked for only once its largest first picture is in, then takes the page over`, async ({ page, request }) => {
      const events: { kind: 'picture in' | 'script asked'; url: string }[] = []
      page.on('requestfinished', (r) => events.push({ kind: 'picture in', url: r.url() }))
      page.on('request', (r) => {
        if (r.resourceType() === 'script') events.push({ kind: 'script asked', url: r.url() })
      })
      await page.goto(path === 'product' ? `/product/${(await inStockProduct(request)).id}` : path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      const picture = await largestFirstPicture(page)
      const own = await pageOwnScripts(page)
      const appScripts = events.filter((e) => e.kind === 'script asked' && !own.includes(e.url))
      expect(appScripts.length).toBeGreaterThan(0)
      const firstAppScript = events.indexOf(appScripts[0]!)
      const arrived = events.findIndex((e) => e.kind === 'picture in' && e.url === picture)
      expect(arrived, `${picture} arrived`).toBeGreaterThanOrEqual(0)
      expect(arrived, `${picture} arrived before the app's code was asked for`).toBeLessThan(firstAppScript)
    })
  }
})

test.describe("a picture that does not come does not keep the page inert", () => {
  /** Holds every product picture's answer until the test ends. */
  async function holdProductPictures(page: Page): Promise<Route[]> {
    const held: Route[] = []
    await page.route('**/media/**', (route) => {
      held.push(route)
    })
    return held
  }

  test('a filter ticked while the first cards are still loading takes effect at once', async ({ page }) => {
    const held = await holdProductPictures(page)
    await page.goto('/products', { waitUntil: 'commit' })
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Cotton', exact: true }).check()
    await expect(page).toHaveURL(/[?&]category=Cotton(&|$)/)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(held.length, 'the cards\' pictures were still held').toBeGreaterThan(0)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('untouched, the page is taken over anyway once the wait for its pictures ends', async ({ page }) => {
    const held = await holdProductPictures(page)
    await page.goto('/products', { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(held.length, 'the cards\' pictures were still held').toBeGreaterThan(0)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})
