import type { Locator } from '@playwright/test'
import { registerBuyer, signIn } from './support/live-accounts'
import { cards, inStockProduct, openProduct, settled } from './support/live-catalogue'
import { orderThroughApi } from './support/live-orders'
import { CHECK_PNG, expect, expectUploadedPng, loadedWidth, test, toast } from './support/live-test'

/*
 * A product page and a review with a rating and a picture, by a buyer registered for this
 * test who ordered the product first (only buyers review, once per order): the review and its
 * picture are stored by the server, so they are there after a reload and the picture is served
 * from /media/upload/. A buyer who never ordered the product is refused, and the popup says why.
 */

/** The label around a visually hidden radio (the stars): what the buyer clicks. */
const labelOf = (scope: Locator, radioName: string) =>
  scope.locator('label').filter({ has: scope.page().getByRole('radio', { name: radioName, exact: true }) })

test('opens a product from the listing and adds a review with a picture that stays after a reload', async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'reviewer', 'Ritu Reviewer')
  const bought = await inStockProduct(request)
  await orderThroughApi(request, buyer, bought)
  await signIn(page, buyer)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await settled(page)
  const card = cards(page).filter({ has: page.getByRole('heading', { name: bought.name, exact: true }) }).first()
  const name = bought.name
  await card.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/product\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible() // dollars on this page (SPEC 2)
  const productUrl = page.url()

  await page.getByRole('button', { name: 'Review Your Purchase' }).click()
  const dialog = page.getByRole('dialog', { name: 'Review Your Purchase' })
  await labelOf(dialog, '4 stars').click()
  const words = `Even dye across the bolt, checked on the live store ${Date.now()}`
  await dialog.getByRole('textbox', { name: /Your review/ }).fill(words)
  await dialog.getByLabel('Add review images').setInputFiles({ name: 'bolt.png', mimeType: 'image/png', buffer: CHECK_PNG })
  await expect(dialog.getByRole('img', { name: 'Selected 1: bolt.png' })).toBeVisible()
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/product/addReview'))
  await dialog.getByRole('button', { name: 'Submit Review' }).click()
  expect((await sent).status()).toBe(200)
  await expect(toast(page, 'Review Added Successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  const reviews = page.getByRole('list', { name: 'Customer reviews' })
  const mine = reviews.getByRole('listitem').filter({ hasText: words })
  await expect(mine).toBeVisible()
  await expect(mine).toContainText('Ritu Reviewer')

  // after a reload, and on a direct load of the page, the review is read back from the server
  for (const load of [() => page.reload(), () => page.goto(productUrl)]) {
    await load()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(mine).toBeVisible()
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    const picture = mine.getByRole('img', { name: "From Ritu Reviewer's review, 1 of 1" })
    await expect(picture).toBeVisible()
    const src = (await picture.getAttribute('src'))!
    expect(src).toMatch(/^\/media\/upload\/[^/]+$/)
    expect(await loadedWidth(picture)).toBe(24)
    await expectUploadedPng(request, src)
  }
})

test.describe('a buyer who never ordered the product', () => {
  test.use({ expectedRefusals: [{ status: 403, path: '/api/product/addReview' }] })

  test("is refused, and the review popup shows the server's message and stays open", async ({ page, request }) => {
    const buyer = await registerBuyer(request, 'not-a-buyer', 'Neel Browser')
    const product = await inStockProduct(request)
    await signIn(page, buyer)
    await openProduct(page, product)

    await page.getByRole('button', { name: 'Review Your Purchase' }).click()
    const dialog = page.getByRole('dialog', { name: 'Review Your Purchase' })
    await labelOf(dialog, '1 star').click()
    await dialog.getByRole('textbox', { name: /Your review/ }).fill('Never bought it, reviewing anyway')
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/product/addReview'))
    await dialog.getByRole('button', { name: 'Submit Review' }).click()
    expect((await sent).status()).toBe(403)
    await expect(toast(page, 'Only buyers can review this product: order it first')).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeEnabled()
    await expect(page.getByRole('list', { name: 'Customer reviews' }).getByText('Never bought it, reviewing anyway')).toHaveCount(0)
  })
})
