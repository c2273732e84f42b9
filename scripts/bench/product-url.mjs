// A real product page to measure: the first product a build's listing shows.
import { freshContext } from './browser.mjs'

/** Answers the path of the first product on /products at `origin`, e.g. '/product/abc123'. */
export async function firstProductPath(browser, origin) {
  const context = await freshContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/products`, { waitUntil: 'load', timeout: 60_000 })
    const link = page.getByRole('region', { name: 'Results' }).locator('ul a[href^="/product/"]').first()
    await link.waitFor({ state: 'attached', timeout: 30_000 })
    const href = await link.getAttribute('href')
    if (!href) throw new Error('the first product card has no link')
    return href
  } finally {
    await context.close()
  }
}
