import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

/*
 * Shared e2e fixtures: every test fails on an uncaught page error or a console error, since
 * the standards say a screen never throws and never logs an error. Chromium's own network log
 * line for a 4xx/5xx answer ('Failed to load resource') is not the app's output: tests that
 * force server errors expect it.
 */
const BROWSER_NETWORK_LOG = /^Failed to load resource: /
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
      page.on('console', (m) => {
        if (m.type() === 'error' && !BROWSER_NETWORK_LOG.test(m.text())) errors.push(`console.error: ${m.text()}`)
      })
      await use(errors)
      expect(errors, 'no page errors or console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Opens the mock-mode app at `path` with the demo data at its seed. Playwright gives every test
 * a new browser context, whose storage is empty: the first visit seeds the fake backend. Later
 * in a test, the storage is cleared first, so the next page starts from the seed again.
 */
export async function openFresh(page: Page, path = '/'): Promise<void> {
  if (page.url() !== 'about:blank') {
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
  }
  await page.goto(path)
  await keepMockWorkerAlive(page)
}

/** The contexts whose mock worker already has its second page. */
const anchored = new WeakSet<BrowserContext>()

/**
 * MSW's worker unregisters itself when its last page closes, and a full navigation closes the
 * page it leaves. A navigation under way is then restarted, which a `goto` reports as
 * net::ERR_ABORTED (CI saw it once, right after a fresh start; mocks/browser.ts deals with the
 * other effect, a stale `registration.update()`). A second page the worker controls keeps it
 * registered through every later `goto` and reload.
 */
async function keepMockWorkerAlive(page: Page): Promise<void> {
  const context = page.context()
  if (anchored.has(context)) return
  anchored.add(context)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const anchor = await context.newPage()
  await anchor.goto(new URL('/brand/tanabana-mark.svg', page.url()).href)
}
