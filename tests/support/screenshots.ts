import { mkdirSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'

/** The store's three widths: a phone, a tablet, a desktop. */
const WIDTHS = [375, 800, 1280] as const

/**
 * Photographs the page at each of the store's widths once `target` shows there, into
 * `test-results/shots/<folder>/<name>-<width>.png` (inside the repository, emptied by each run),
 * then puts the viewport back as it was.
 */
export async function shootAtEveryWidth(page: Page, folder: string, name: string, target: Locator): Promise<void> {
  const dir = `test-results/shots/${folder}`
  mkdirSync(dir, { recursive: true })
  const before = page.viewportSize()
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expect(target).toBeVisible()
    await page.screenshot({ path: `${dir}/${name}-${width}.png` })
  }
  if (before) await page.setViewportSize(before)
}
