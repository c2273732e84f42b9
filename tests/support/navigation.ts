import type { Page } from '@playwright/test'
import { expect } from '../e2e/fixtures'

/**
 * Opens `path` inside the running app: a history entry plus popstate, which the router follows
 * as it does Back and Forward. A screen then costs a render instead of a page load (the fake
 * backend's start-up, the catalogue's first load), and the navigation carries no leftover
 * history state. Returns once the page's code is in and its top-level heading shows.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
    // two frames: the router has started the navigation and React has committed its state
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done))
  }, path)
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
  await expect(page.locator('h1').first()).toBeVisible()
}
