import type { Page, Response } from '@playwright/test'
import { cardNames, cards, pageLabel, results, rupees, settled } from './support/live-catalogue'
import { expect, test } from './support/live-test'

/*
 * Listing and filters against the real server: the grid, the pages, a category and a price
 * range, a search, and a direct load of a filtered address. What the grid shows is checked
 * against the cards themselves (category line, price), so it is the server's filtering that is
 * tested, not a count copied from the seed.
 */

/** The listing request whose query carries every one of `params`, answered 200. */
function listingAnswer(page: Page, params: Record<string, string>): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url())
    if (!url.pathname.endsWith('/api/getAllProducts')) return false
    return Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
  })
}

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' })

/** The first (discounted) price on every card. */
async function cardPrices(page: Page): Promise<number[]> {
  const prices: number[] = []
  for (const card of await cards(page).all()) prices.push(rupees(await card.getByText(/^₹[\d,]+(\.\d+)?$/).first().textContent()))
  return prices
}

test('the listing pages through the catalogue', async ({ page }) => {
  // the server renders the first page with its answer: the same answer, asked for here
  const answer = (await (await page.request.get('/api/getAllProducts?page=1&limit=12')).json()) as { totalPage: number; totalProducts: number }
  await page.goto('/products')
  expect(answer.totalPage).toBeGreaterThan(1)
  await settled(page)
  await expect(cards(page)).toHaveCount(12)
  await expect(pageLabel(page)).toHaveText(`page 1 of ${answer.totalPage}`)
  const firstPage = await cardNames(page)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/products\?page=2$/)
  await settled(page)
  await expect(pageLabel(page)).toHaveText(`page 2 of ${answer.totalPage}`)
  const secondPage = await cardNames(page)
  expect(secondPage).toHaveLength(12)
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([])

  // a reload of page 2 shows page 2
  await page.reload()
  await settled(page)
  await expect(pageLabel(page)).toHaveText(`page 2 of ${answer.totalPage}`)
  expect(await cardNames(page)).toEqual(secondPage)
})

test('a category and a price range narrow the grid and the address; a direct load shows the same', async ({ page }) => {
  await page.goto('/products')
  await settled(page)
  const all = await cardNames(page)

  const byCategory = listingAnswer(page, { category: 'Cotton' })
  await filters(page).getByRole('checkbox', { name: 'Cotton', exact: true }).check()
  await expect(page).toHaveURL(/[?&]category=Cotton(&|$)/)
  expect((await byCategory).status()).toBe(200)
  await settled(page)
  const cotton = await cardNames(page)
  expect(cotton.length).toBeGreaterThan(0)
  expect(cotton).not.toEqual(all)
  for (const card of await cards(page).all()) await expect(card).toContainText('Cotton')

  const byPrice = listingAnswer(page, { category: 'Cotton', priceRange: '200-500' })
  await filters(page).getByRole('radio', { name: '₹200 – ₹500' }).check()
  await expect(page).toHaveURL(/[?&]price=200-500(&|$)/)
  await expect(page).toHaveURL(/[?&]category=Cotton(&|$)/)
  expect((await byPrice).status()).toBe(200)
  await settled(page)
  await expect(pageLabel(page)).toHaveText(/^page 1 of \d+$/)
  const narrowed = await cardNames(page)
  expect(narrowed.length).toBeGreaterThan(0)
  expect(narrowed.length).toBeLessThan(cotton.length)
  for (const price of await cardPrices(page)) {
    expect(price).toBeGreaterThanOrEqual(200)
    expect(price).toBeLessThan(500)
  }

  // the same address, loaded directly (a shared link or a reload), shows the same products and filters
  const address = page.url()
  await page.goto('about:blank')
  await page.goto(address)
  await settled(page)
  expect(await cardNames(page)).toEqual(narrowed)
  await expect(filters(page).getByRole('checkbox', { name: 'Cotton', exact: true })).toBeChecked()
  await expect(filters(page).getByRole('radio', { name: '₹200 – ₹500' })).toBeChecked()

  await filters(page).getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await settled(page)
  expect(await cardNames(page)).toEqual(all)
})

test('a search for a word finds the products that carry it', async ({ page }) => {
  await page.goto('/products')
  await settled(page)
  const box = page.getByRole('searchbox', { name: 'Search products' })
  await box.fill('Velvet')
  const searched = listingAnswer(page, { search: 'Velvet' })
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\?search=Velvet$/)
  const { totalProducts } = (await (await searched).json()) as { totalProducts: number }
  expect(totalProducts).toBeGreaterThan(0)
  await settled(page)
  const names = await cardNames(page)
  expect(names).toHaveLength(Math.min(totalProducts, 12))
  for (const name of names) expect(name.toLowerCase()).toContain('velvet')

  await page.reload()
  await settled(page)
  await expect(box).toHaveValue('Velvet')
  expect(await cardNames(page)).toEqual(names)

  await box.fill('no such cloth anywhere')
  await box.press('Enter')
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
  await expect(results(page)).toBeVisible()
})
