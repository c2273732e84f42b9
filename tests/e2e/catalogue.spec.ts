import type { Locator, Page } from '@playwright/test'
import { freshSignedIn } from '../support/e2e-accounts'
import { reviewableProduct } from '../support/e2e-reviewable'
import { expect, openFresh, test } from './fixtures'

/*
 * Catalogue (issue 4): browse, filter, paginate, open a product (from a card and by a direct
 * link), Back restoring the filters, the filter popup at 375 px, and, signed in, a review with
 * an image, the wishlist heart and add to cart. Mock mode: the fake backend answers.
 */

const results = (page: Page) => page.getByRole('region', { name: 'Results' })
const cards = (page: Page) => results(page).getByRole('article')
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents()
const toast = (page: Page, message: string) => page.getByText(message, { exact: true })

async function settled(page: Page) {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false')
}

async function openListingFromHeader(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await settled(page)
}

/** A visually hidden radio inside its label: click what the shopper sees. */
const labelOf = (scope: Locator, radioName: string | RegExp) =>
  scope.locator('label').filter({ has: scope.page().getByRole('radio', { name: radioName, exact: true }) })

test.describe('browsing the catalogue', () => {
  test('filters, pages, opens a product, and Back restores the filtered results', async ({ page }) => {
    await openFresh(page, '/products')
    await settled(page)
    await expect(cards(page)).toHaveCount(12)
    const pageLabel = page.getByText(/^page \d+ of \d+$/)
    await expect(pageLabel).toHaveText(/^page 1 of \d+$/)
    const firstPage = await cardNames(page)

    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await settled(page)
    await expect(pageLabel).toHaveText(/^page 2 of \d+$/)
    expect(await cardNames(page)).not.toEqual(firstPage)

    // a filter change goes back to page 1
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByRole('radio', { name: '4 stars & up' }).check()
    await expect(page).toHaveURL(/\/products\?rating=4$/)
    await settled(page)
    await expect(pageLabel).toHaveText(/^page 1 of \d+$/)
    for (const stars of await cards(page).getByRole('img', { name: /^Rated \d out of 5$/ }).all()) {
      await expect(stars).toHaveAccessibleName(/Rated [45] out of 5/)
    }
    await filters.getByRole('checkbox', { name: 'Cotton', exact: true }).check()
    await expect(page).toHaveURL(/\/products\?category=Cotton&rating=4$/)
    await settled(page)
    const filtered = await cardNames(page)
    expect(filtered.length).toBeGreaterThan(0)

    await cards(page).first().getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/product\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(filtered[0]!)
    await expect(page.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible() // dollars on this page

    await page.goBack()
    await expect(page).toHaveURL(/\/products\?category=Cotton&rating=4$/)
    await settled(page)
    expect(await cardNames(page)).toEqual(filtered)
    await expect(filters.getByRole('radio', { name: '4 stars & up' })).toBeChecked()
    await expect(filters.getByRole('checkbox', { name: 'Cotton', exact: true })).toBeChecked()

    // Back again steps through the filter history
    await page.goBack()
    await expect(page).toHaveURL(/\/products\?rating=4$/)
    await expect(filters.getByRole('checkbox', { name: 'Cotton', exact: true })).not.toBeChecked()

    // a reload (or a shared link) shows the same results
    await page.goto('/products?category=Cotton&rating=4')
    await settled(page)
    expect(await cardNames(page)).toEqual(filtered)

    await filters.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await settled(page)
    expect(await cardNames(page)).toEqual(firstPage)
  })

  test('sorts by price on the fake backend, the next page keeping the sort (issue 28, point 3)', async ({ page }) => {
    // each card's price per metre after discount: the struck-through list price reads 'was ₹...'
    const prices = async () => (await cards(page).getByText(/^₹[\d,]+\.\d{2}$/).allTextContents()).map((t) => Number(t.replace(/[₹,]/g, '')))
    const ascending = (list: number[]) => list.every((price, i) => i === 0 || price >= list[i - 1]!)
    await openFresh(page, '/products')
    await settled(page)
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' })
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/)
    await settled(page)
    const first = await prices()
    expect(first).toHaveLength(12)
    expect(ascending(first)).toBe(true)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\?sort=price-asc&page=2$/)
    await settled(page)
    const second = await prices()
    expect(ascending([...first, ...second])).toBe(true)
  })

  test('searches only on Search, cancels, says No Products Found, and follows the category bar', async ({ page }) => {
    await openFresh(page, '/products')
    await settled(page)
    const before = await cardNames(page)
    const box = page.getByRole('searchbox', { name: 'Search products' })
    await box.fill('Velvet')
    await page.waitForTimeout(300)
    expect(await cardNames(page)).toEqual(before) // typing alone searches nothing
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\?search=Velvet$/)
    await settled(page)
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain('velvet')
    await page.getByRole('button', { name: 'Cancel search' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(box).toHaveValue('')
    await settled(page)

    await box.fill('no such cloth anywhere')
    await box.press('Enter')
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible()

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Silk', exact: true }).click()
    await expect(page).toHaveURL(/category=Silk/)
    await settled(page)
    await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Silk', exact: true })).toBeChecked()
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'New Arrivals' }).click()
    await expect(page).toHaveURL(/todaysDeals=true/)
    await expect(page.getByRole('switch', { name: /Today's Deals/ })).toBeChecked()
  })

  test('opens a product by direct link, and says when the id is unknown', async ({ page }) => {
    await openFresh(page, '/products')
    await settled(page)
    const name = (await cardNames(page))[0]!
    const href = await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href')
    // a new tab has no navigation state: the product comes from the product store
    const tab = await page.context().newPage()
    await tab.goto(href!)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(tab.getByRole('heading', { name: 'Reviews' })).toBeVisible()
    await tab.goto('/product/not-a-product')
    await expect(tab.getByRole('heading', { name: 'Product not found' })).toBeVisible()
    await tab.close()
  })

  test('at 375 px: a search box and a Filter button opening Select Your Filters', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openFresh(page, '/products')
    await settled(page)
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0)
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible()
    await page.getByRole('button', { name: /^Filter/ }).click()
    const popup = page.getByRole('dialog', { name: 'Select Your Filters' })
    await expect(popup).toBeVisible()
    await popup.getByRole('radio', { name: '₹100 – ₹200' }).check()
    await expect(page).toHaveURL(/price=100-200/)
    await popup.getByRole('button', { name: /^Show \d+ fabrics?$/ }).click()
    await expect(popup).toBeHidden()
    await expect(page.getByRole('button', { name: /^Filter/ })).toContainText('1')
  })
})

test.describe('signed in', () => {
  test('reviews a product with an image, toggles the wishlist heart and adds to the cart', async ({ page }) => {
    await freshSignedIn(page)
    // a product the buyer ordered (only buyers review), in stock and not yet in the wishlist,
    // found with the listing's search
    const { name } = await reviewableProduct(page)
    await openListingFromHeader(page)
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await settled(page)
    const card = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) }).first()
    await card.getByRole('heading').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

    // review with an image
    await page.getByRole('button', { name: 'Review Your Purchase' }).click()
    const dialog = page.getByRole('dialog', { name: 'Review Your Purchase' })
    await labelOf(dialog, '5 stars').click()
    const words = `Even dye across the bolt ${Date.now()}`
    await dialog.getByRole('textbox', { name: /Your review/ }).fill(words)
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'bolt.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    })
    await expect(dialog.getByRole('img', { name: 'Selected 1: bolt.png' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Submit Review' }).click()
    await expect(toast(page, 'Review Added Successfully')).toBeVisible()
    await expect(dialog).toBeHidden()
    const newest = page.getByRole('list', { name: 'Customer reviews' }).getByRole('listitem').first()
    await expect(newest).toContainText(words)
    await expect(newest.getByRole('img', { name: /review, 1 of 1$/ })).toBeVisible()

    // wishlist heart: add, then remove on the wishlist page
    await page.getByRole('button', { name: 'Add to Wishlist' }).click()
    await expect(toast(page, 'Added to wishlist')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible()
    const saved = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
    await expect(saved).toBeVisible()
    await saved.getByRole('button', { name: `Remove ${name} from wishlist` }).click()
    await expect(toast(page, 'Removed from wishlist')).toBeVisible()
    await expect(saved).toHaveCount(0)

    // add to cart from the product page: the header badge follows
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ })
    const before = Number((await cartLink.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0)
    // choose a colour that is in stock (the button reads Out Of Stock otherwise)
    const addButton = page.getByRole('button', { name: /^(Add to Cart|Out Of Stock)$/ }).first() // the page's own: a phone's Add to Cart bar repeats it once scrolled past
    const swatches = page.getByRole('group', { name: /^Colour/ })
    const colours = await swatches.getByRole('radio').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    for (const colour of colours) {
      if ((await addButton.textContent()) !== 'Out Of Stock') break
      await labelOf(swatches, colour).click()
    }
    await expect(addButton).toHaveText('Add to Cart')
    await addButton.click()
    const popup = page.getByRole('dialog', { name: 'Add To Cart' })
    await popup.getByRole('textbox', { name: /Quantity/ }).fill('0')
    await expect(popup.getByRole('button', { name: 'Add To Cart' })).toBeDisabled()
    await popup.getByRole('textbox', { name: /Quantity/ }).fill('2')
    await popup.getByRole('button', { name: 'Add To Cart' }).click()
    await expect(toast(page, 'Added to cart')).toBeVisible()
    await expect(popup).toBeHidden()
    await expect(cartLink).toHaveAttribute('aria-label', `Cart, ${before + 1} products`)
  })
})
