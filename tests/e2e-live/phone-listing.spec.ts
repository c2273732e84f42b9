import type { Page } from '@playwright/test'
import { registerBuyer, signIn } from './support/live-accounts'
import { cards, results, settled } from './support/live-catalogue'
import { orderThroughApi } from './support/live-orders'
import { expect, test } from './support/live-test'
import { cardsInFirstScreen, coveredBy, gridColumns, horizontalOverflow, nameLines, wrapProblems } from './support/layout-measures'

/*
 * Issue 28, points 2 and 5, on the live store (server-rendered pages): a listing made for
 * browsing on a phone, the landing's fabrics within its first two screens, carousel arrows that
 * cover nothing, names on two lines, and the Filter popup that scrolls as one and ends with
 * 'Show N fabrics'. Each test walks the widths in one page (setViewportSize), to stay quick.
 */

const PHONE = { width: 375, height: 812 }
/** Each width with a window of its kind, the columns its listing shows and the cards its first screen holds. */
const WIDTHS = [
  { viewport: PHONE, columns: 2, firstScreen: 4 },
  { viewport: { width: 800, height: 900 }, columns: 3, firstScreen: 3 },
  { viewport: { width: 1280, height: 800 }, columns: 4, firstScreen: 4 },
] as const

const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 })

/** Where the first four cards are, to the pixel. */
const firstCardBoxes = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.slice(0, 4).map((a) => {
      const { x, y, width, height } = a.getBoundingClientRect()
      return [x, y, width, height].map(Math.round)
    }),
  )

interface ListingJson {
  readonly totalProducts: number
  readonly data: ReadonlyArray<{ _id: string; name: string; productVarieties: ReadonlyArray<{ color: string; stock: number; discountedPrice: number }> }>
}

test('the listing: two columns and four cards in a phone’s first screen, already in the server’s page; more columns wider; names on two lines; nothing wider than the window', async ({ page, browser, baseURL }) => {
  // the server's page as it shows before the app's code has run (its scripts never arrive):
  // laid out by its stylesheet alone, and the app, once running, moves none of its cards
  const unscripted = await browser.newContext({ viewport: PHONE })
  await unscripted.route(/\.m?js(\?|$)/, (route) => route.abort())
  const served = await unscripted.newPage()
  await served.goto(new URL('/products', baseURL).href)
  expect(await gridColumns(served)).toBe(2)
  expect(await cardsInFirstScreen(served)).toBeGreaterThanOrEqual(4)
  const servedBoxes = await firstCardBoxes(served)
  await unscripted.close()

  await page.setViewportSize(PHONE)
  await page.goto('/products')
  await settled(page)
  expect(await firstCardBoxes(page)).toEqual(servedBoxes)
  for (const { viewport, columns, firstScreen } of WIDTHS) {
    await page.setViewportSize(viewport)
    await page.evaluate(() => window.scrollTo(0, 0))
    expect(await gridColumns(page), `columns at ${viewport.width} px`).toBe(columns)
    expect(await cardsInFirstScreen(page), `cards with name and price in the first screen at ${viewport.width} px`).toBeGreaterThanOrEqual(firstScreen)
    expect(await horizontalOverflow(page), `overflow at ${viewport.width} px`).toBe(0)
    const names = await nameLines(cardNames(page))
    expect(wrapProblems(names), `names at ${viewport.width} px`).toEqual([])
    // a phone's card is narrow: some name there takes its second line rather than an ellipsis
    if (viewport.width === PHONE.width) expect(names.some((n) => n.lines === 2)).toBe(true)
  }
  // the full name stays the link's name, whatever is cut from sight
  const first = cards(page).first()
  const fullName = (await first.getByRole('heading').textContent())!
  await expect(first.getByRole('link', { name: fullName, exact: true })).toHaveAttribute('title', fullName)
})

test('the landing shows its fabrics in a phone’s first two screens, keeps every section, and the deals arrows cover nothing', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  const deals = page.getByRole('region', { name: 'Best Deals', exact: true })
  const dealsTop = await deals.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  expect(dealsTop).toBeLessThan(2 * PHONE.height)
  // SPEC 1's blocks all stay (the hero and its strip, then every titled section)
  await expect(page.getByRole('heading', { level: 1, name: 'Quality is Our First Priority' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Why buy from us' })).toBeVisible()
  for (const name of ['Weaving Trust Into Every Thread', 'Our Services', 'Sourcing Made Simple', 'Our Numbers', 'What Customers Say About Us ?', 'Why Choose Us', 'Our Certificates', 'Latest Blogs', 'Best Deals', 'New Arrivals', 'Talk to a Fabric Expert'])
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(1)

  const carousel = page.getByRole('region', { name: 'Best deals', exact: true })
  const arrows = carousel.getByRole('button', { name: /^(Previous|Next) deals$/ })
  // every text and picture of the section: its intro and the slides' headings, labels, prices, pictures and hearts
  const content = deals.locator('h2, p, a, img, [role="img"], button:not([aria-label="Previous deals"]):not([aria-label="Next deals"]), article h3')
  for (const { viewport } of WIDTHS) {
    await page.setViewportSize(viewport)
    await deals.scrollIntoViewIfNeeded()
    await expect(arrows).toHaveCount(2)
    await expect(arrows.first()).toBeVisible()
    expect(await coveredBy(arrows, content), `covered by the arrows at ${viewport.width} px`).toEqual([])
    expect(await horizontalOverflow(page), `overflow at ${viewport.width} px`).toBe(0)
    expect(wrapProblems(await nameLines(carousel.locator('article h3'))), `deal names at ${viewport.width} px`).toEqual([])
    expect(wrapProblems(await nameLines(page.getByRole('region', { name: 'New Arrivals' }).locator('article h3'))), `new arrival names at ${viewport.width} px`).toEqual([])
  }
  // the arrows show where keyboard focus is
  const next = carousel.getByRole('button', { name: 'Next deals' })
  await next.focus()
  expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
})

test('the Filter popup at 375 and 800 px scrolls as one, reaches every category, and shows its results with their count', async ({ page, request }) => {
  const categories = ((await (await request.get('/api/categories')).json()) as { data: { name: string }[] }).data.map((c) => c.name)
  expect(categories.length).toBeGreaterThan(8)
  // the last categories were the ones hidden in the list's own scroll box
  for (const [viewport, category] of [
    [PHONE, categories.at(-1)!],
    [{ width: 800, height: 900 }, categories.at(-2)!],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.goto('/products')
    await page.getByRole('button', { name: /^Filter/ }).click()
    const popup = page.getByRole('dialog', { name: 'Select Your Filters' })
    await expect(popup).toBeVisible()
    // no box inside the popup scrolls on its own: only the popup does
    const innerScrollers = await popup.evaluate((dialog) =>
      Array.from(dialog.querySelectorAll('*'))
        .filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    )
    expect(innerScrollers, `boxes scrolling inside the popup at ${viewport.width} px`).toEqual([])
    // every category can be reached by scrolling the popup, and nothing covers it there
    for (const name of categories) await popup.getByRole('checkbox', { name, exact: true }).click({ trial: true })

    const answered = page.waitForResponse((r) => r.url().includes('/api/getAllProducts') && new URL(r.url()).searchParams.get('category') === category)
    await popup.getByRole('checkbox', { name: category, exact: true }).check()
    const { totalProducts } = (await (await answered).json()) as ListingJson
    expect(totalProducts).toBeGreaterThan(0)
    const show = popup.getByRole('button', { name: totalProducts === 1 ? 'Show 1 fabric' : `Show ${totalProducts} fabrics`, exact: true })
    await show.click()
    await expect(popup).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category)}`))
    await expect(results(page)).toBeVisible()
    await expect(cards(page)).toHaveCount(Math.min(12, totalProducts))
    await expect(page.getByText(`${totalProducts} products`, { exact: true })).toBeVisible()
  }
})

test('order history: a long name wraps to a second line instead of being cut on one (375, 800, 1280)', async ({ page, request }) => {
  const listing = (await (await request.get('/api/getAllProducts', { params: { page: 1, limit: 12 } })).json()) as ListingJson
  const longest = listing.data
    .filter((p) => (p.productVarieties[0]?.stock ?? 0) > 0)
    .sort((a, b) => b.name.length - a.name.length)[0]!
  const buyer = await registerBuyer(request, 'wrap-names')
  await orderThroughApi(request, buyer, { id: longest._id, name: longest.name, color: longest.productVarieties[0]!.color, price: 0 })
  await page.setViewportSize(PHONE)
  await signIn(page, buyer)
  await page.goto('/user-profile?section=orderHistory')
  const name = page.getByRole('article', { name: /^Order / }).getByText(longest.name, { exact: true })
  await expect(name).toBeVisible()
  for (const { viewport } of WIDTHS) {
    await page.setViewportSize(viewport)
    const lines = await nameLines(name)
    expect(wrapProblems(lines), `order name at ${viewport.width} px`).toEqual([])
    if (viewport.width === PHONE.width) expect(lines[0]!.lines, `'${longest.name}' on a phone`).toBe(2)
    expect(await horizontalOverflow(page), `overflow at ${viewport.width} px`).toBe(0)
  }
})
