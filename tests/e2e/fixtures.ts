import { test as base, expect, type Page } from '@playwright/test'

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

/** Opens a fresh mock-mode app with the demo data reset to its seed. */
export async function openFresh(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await page.evaluate(() => localStorage.clear())
  await page.goto(path)
}
