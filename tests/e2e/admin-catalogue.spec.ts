import type { Locator, Page } from '@playwright/test'
import { DEMO_STAFF } from '../../seed/fixtures/demo-accounts'
import { signInThroughUi } from '../support/e2e-accounts'
import { backOfficeA11y, navigateTo, staffSignIn } from '../support/back-office'
import { solidPngBytes } from '../support/solid-png'
import { expect, test } from './fixtures'

/*
 * The catalogue in the back office, in mock mode (issue 30, points 8 and 9): catalogue staff add
 * a fabric with two colours, each with a picture made here, and save it; then, in the same
 * browser (the storefront's and the back office's fake backends share its data), a buyer finds
 * it with the listing's search, opens it, puts the second colour in the cart and places the
 * order. Axe on the editor and the products screen.
 */

const CATALOGUE = DEMO_STAFF.find((member) => member.role === 'catalogue')!
const NAME = 'Chanderi Tissue Test Weave'

/** A picture as a person picks it from their disk. */
const picture = (name: string, rgb: readonly [number, number, number]) => ({ name, mimeType: 'image/png', buffer: Buffer.from(solidPngBytes(80, 100, rgb)) })

async function fillColour(colour: Locator, fields: { name: string; stock: string; price: string; discounted: string; file: ReturnType<typeof picture> }) {
  await colour.getByRole('textbox', { name: 'Colour' }).fill(fields.name)
  await colour.getByRole('textbox', { name: /^Starting stock/ }).fill(fields.stock)
  await colour.getByRole('textbox', { name: /^Price per metre/ }).fill(fields.price)
  await colour.getByRole('textbox', { name: /^Discounted price/ }).fill(fields.discounted)
  await colour.getByLabel(`Add pictures of ${fields.name}`).setInputFiles(fields.file)
  await expect(colour.getByRole('img', { name: `${fields.name}, 1: ${fields.file.name}` })).toBeVisible()
}

/** Checks the cart out, cash on delivery; answers the order's number. */
async function placeOrder(page: Page): Promise<string> {
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('tab', { name: 'Cash on Delivery' }).click()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await page.getByRole('dialog', { name: 'Payment Success' }).getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/success-payment\?orders=TBN\d{12}/)
  return /orders=(TBN\d{12})/.exec(page.url())![1]!
}

test('catalogue staff add a fabric with two colours and pictures, and a buyer finds it and orders it', async ({ page }) => {
  test.setTimeout(60_000)
  const a11y = backOfficeA11y(page)

  await staffSignIn(page, CATALOGUE.email, '/admin/products')
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Add product' }).click()
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible()

  await page.getByRole('textbox', { name: 'Name' }).fill(NAME)
  await page.getByRole('textbox', { name: 'Description' }).fill('A sheer handloom tissue with a zari sheen, woven in Chanderi.')
  await page.getByRole('combobox', { name: 'Categories' }).click()
  await page.getByRole('option', { name: 'Silk', exact: true }).click()
  await page.keyboard.press('Escape')
  await fillColour(page.getByRole('listitem', { name: /^Colour 1/ }), { name: 'Ivory', stock: '120', price: '640', discounted: '580', file: picture('ivory.png', [238, 232, 214]) })
  await page.getByRole('button', { name: 'Add a colour' }).click()
  await fillColour(page.getByRole('listitem', { name: /^Colour 2/ }), { name: 'Rani Pink', stock: '80', price: '640', discounted: '600', file: picture('rani.png', [200, 30, 110]) })
  // each picture is up once its progress bar has gone; the card's is the first colour's first
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  const card = page.getByRole('article', { name: `Card preview: ${NAME}` })
  await expect(card).toContainText('₹580.00')
  await a11y.scan('product editor at 1280')

  await page.getByRole('button', { name: 'Add product' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Product added: buyers can find it now.' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/)
  await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible()

  await navigateTo(page, 'Products')
  await page.getByRole('searchbox', { name: 'Search' }).fill(NAME)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('link', { name: NAME })).toBeVisible()
  await expect(page.getByRole('button', { name: `Change stock of Rani Pink, ${NAME}` })).toBeVisible()
  await a11y.scan('products at 1280')

  // the buyer, in the same browser
  await signInThroughUi(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click()
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Chanderi Tissue')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const results = page.getByRole('region', { name: 'Results' })
  await results.getByRole('article').getByRole('heading', { name: NAME }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME)
  const swatches = page.getByRole('group', { name: /^Colour/ })
  await swatches.locator('label').filter({ has: page.getByRole('radio', { name: 'Rani Pink', exact: true }) }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  const popup = page.getByRole('dialog', { name: 'Add To Cart' })
  await popup.getByRole('textbox', { name: /Quantity/ }).fill('3')
  await popup.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
  expect(await placeOrder(page)).toMatch(/^TBN\d{12}$/)
  a11y.expectClean()
})
