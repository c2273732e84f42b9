import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { cardNames, pageLabel, settled } from './support/live-catalogue'
import { expect, test } from './support/live-test'

/*
 * Issue 28, points 3 and 4, on the live store at 375, 800 and 1280 px, one page resized: Sort
 * by puts its choice in the URL, pages and a filter change keep it (the filter going back to
 * page 1), and the server renders the sorted page; a misspelt search finds the fabric meant and
 * says so, and one too far off finds nothing and offers the closest name, which searches it.
 */

/** The names of a listing page as the server answers it. */
async function namesOf(request: APIRequestContext, query: string): Promise<string[]> {
  const answer = await request.get(`/api/getAllProducts?${query}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: { name: string }[] }).data.map((p) => p.name)
}

/** A visually hidden radio inside its label: click what the buyer sees. */
const labelOf = (scope: Locator, radioName: string) =>
  scope.locator('label').filter({ has: scope.page().getByRole('radio', { name: radioName, exact: true }) })

/** Picks a rating as a buyer does: in the sidebar above 800 px, in Select Your Filters at 800 or less. */
async function pickRating(page: Page, width: number, choice: string): Promise<void> {
  if (width > 800) return labelOf(page.getByRole('complementary', { name: 'Filters' }), choice).click()
  await page.getByRole('button', { name: /^Filter/ }).click()
  const popup = page.getByRole('dialog', { name: 'Select Your Filters' })
  await labelOf(popup, choice).click()
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
}

/*
 * Each sort is picked with the keys a closed select takes (the browser's own picker cannot be
 * driven): trusted input, as a buyer's pick is, however early it comes. From Newest, the
 * default: Newest, Price: low to high, Price: high to low, Best rated.
 */
const SORTS = [
  { width: 375, sort: 'price-asc', keys: ['ArrowDown'] },
  { width: 800, sort: 'rating', keys: ['End'] },
  { width: 1280, sort: 'price-desc', keys: ['ArrowDown', 'ArrowDown'] },
] as const

test('Sort by, a search that forgives and Did you mean, at 375, 800 and 1280 px', async ({ page, request }) => {
  test.setTimeout(120_000)
  const sortBy = page.getByRole('combobox', { name: 'Sort by' })
  for (const { width, sort, keys } of SORTS) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/products')
      // the catalogue's own order is newest first; picked before the app has taken the page over, it still counts
      await expect(sortBy).toHaveValue('newest')
      for (const key of keys) await sortBy.press(key)
      await expect(page).toHaveURL(new RegExp(`/products\\?sort=${sort}$`))
      await settled(page)
      expect(await cardNames(page)).toEqual(await namesOf(request, `sort=${sort}&page=1&limit=12`))

      await page.getByRole('button', { name: 'Next' }).click()
      await expect(page).toHaveURL(new RegExp(`\\?sort=${sort}&page=2$`))
      await pickRating(page, width, '4 stars & up')
      await expect(page).toHaveURL(new RegExp(`\\?rating=4&sort=${sort}$`))
      await settled(page)
      await expect(pageLabel(page)).toHaveText(/^page 1 of \d+$/)
      const filtered = await namesOf(request, `rating=4&sort=${sort}&page=1&limit=12`)
      expect(await cardNames(page)).toEqual(filtered)

      // what the server sends for the address is already the sorted page
      const html = await (await page.reload())!.text()
      const where = filtered.map((name) => html.indexOf(`>${name}<`))
      expect(where.every((at, i) => at > 0 && (i === 0 || at > (where[i - 1] ?? 0)))).toBe(true)
      await expect(sortBy).toHaveValue(sort)

      // a misspelling finds the fabric meant, in the chosen order, and says what it searched for
      await search(page, 'lenin')
      await expect(page.getByRole('button', { name: 'Did you mean Linen?' })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`\\?rating=4&search=lenin&sort=${sort}$`))
      await settled(page)
      expect(await cardNames(page)).toEqual(await namesOf(request, `rating=4&search=lenin&sort=${sort}&page=1&limit=12`))
      for (const name of await cardNames(page)) expect(name).toContain('Linen')

      // too far off to find: the closest name is offered, and taking it searches for it
      await search(page, 'velvetine')
      await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()
      await page.getByRole('button', { name: 'Did you mean Velvet?' }).click()
      await expect(page).toHaveURL(new RegExp(`\\?rating=4&search=Velvet&sort=${sort}$`))
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('Velvet')
      await settled(page)
      await expect(page.getByRole('button', { name: /^Did you mean/ })).toHaveCount(0)
      const velvets = await cardNames(page)
      expect(velvets.length).toBeGreaterThan(0)
      for (const name of velvets) expect(name).toContain('Velvet')
    })
  }
})
