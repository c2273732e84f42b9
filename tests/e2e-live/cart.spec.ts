import type { Page } from '@playwright/test'
import { registerBuyer, signIn } from './support/live-accounts'
import { inStockProduct, openProduct, rupees } from './support/live-catalogue'
import { expect, test, toast } from './support/live-test'

/*
 * Cart and coupons of a buyer registered for this test: add to cart from the product page,
 * change the quantity, apply WELCOME10 (10 % off, SPEC coupons) and remove it, and codes the
 * server refuses. Each change is read back after a reload, from the server's cart.
 */

test.use({ expectedRefusals: [{ status: 400, path: '/api/user/apply-coupon' }] }) // the refused coupon codes

const cartLines = (page: Page) => page.getByRole('region', { name: 'Cart items' }).getByRole('listitem')
const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' })
const total = (page: Page) => summary(page).getByText(/^₹/).last()
const couponBox = (page: Page) => page.getByRole('textbox', { name: 'Coupon code' })

async function applyCoupon(page: Page, code: string): Promise<number> {
  await couponBox(page).fill(code)
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/apply-coupon'))
  await page.getByRole('button', { name: 'Apply' }).click()
  return (await answer).status()
}

test('adds to cart, changes the quantity, applies and removes WELCOME10; refused codes say why', async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'cart')
  const product = await inStockProduct(request, 100)
  await signIn(page, buyer)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible() // a new buyer's cart is empty

  await openProduct(page, product)
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click()
  const popup = page.getByRole('dialog', { name: 'Add To Cart' })
  await popup.getByRole('textbox', { name: /Quantity/ }).fill('1')
  const added = page.waitForResponse((r) => r.url().endsWith('/api/user/add-to-cart'))
  await popup.getByRole('button', { name: 'Add To Cart' }).click()
  expect((await added).status()).toBe(200)
  await expect(toast(page, 'Added to cart')).toBeVisible()
  await expect(popup).toBeHidden()
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart, 1 product' })
  await expect(cartLink).toBeVisible()

  await cartLink.click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
  await expect(cartLines(page)).toHaveCount(1)
  const line = cartLines(page).first()
  await expect(line.getByRole('link', { name: product.name })).toBeVisible()
  await expect(line).toContainText(`Colour: ${product.color}`)
  await expect(line.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('1')
  await expect(total(page)).toHaveText(/^₹/)
  expect(rupees(await total(page).textContent())).toBeCloseTo(product.price, 2)

  // quantity: plus, then read back after a reload
  const updated = page.waitForResponse((r) => r.url().endsWith('/api/user/updateCart'))
  await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click()
  expect((await updated).status()).toBe(200)
  await expect(line.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('2')
  await expect.poll(async () => rupees(await total(page).textContent())).toBeCloseTo(2 * product.price, 2)
  await page.reload()
  await expect(line.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('2')
  const fullTotal = rupees(await total(page).textContent())
  expect(fullTotal).toBeCloseTo(2 * product.price, 2)

  // WELCOME10: a chip, Apply disabled, 10 % off; kept across a reload
  expect(await applyCoupon(page, 'WELCOME10')).toBe(200)
  await expect(toast(page, 'Coupon applied successfully')).toBeVisible()
  const chip = page.getByRole('button', { name: 'Remove coupon WELCOME10' })
  await expect(chip).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled()
  await expect.poll(async () => rupees(await total(page).textContent())).toBeCloseTo(fullTotal * 0.9, 0)
  await page.reload()
  await expect(chip).toBeVisible()
  expect(rupees(await total(page).textContent())).toBeCloseTo(fullTotal * 0.9, 0)

  const removed = page.waitForResponse((r) => r.url().endsWith('/api/user/remove-coupon'))
  await chip.click()
  expect((await removed).status()).toBe(200)
  await expect(toast(page, 'Coupon removed successfully')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Remove coupon/ })).toHaveCount(0)
  await expect(couponBox(page)).toHaveValue('')
  await expect.poll(async () => rupees(await total(page).textContent())).toBeCloseTo(fullTotal, 2)

  // codes the server refuses: its message is shown, and nothing is applied
  expect(await applyCoupon(page, 'NOSUCHCODE')).toBe(400)
  await expect(toast(page, 'Invalid coupon code')).toBeVisible()
  expect(await applyCoupon(page, 'DIWALI2025')).toBe(400)
  await expect(toast(page, 'Coupon has expired')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Remove coupon/ })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: /^Remove coupon/ })).toHaveCount(0)
  expect(rupees(await total(page).textContent())).toBeCloseTo(fullTotal, 2)

  // minus back to 1
  const decreased = page.waitForResponse((r) => r.url().endsWith('/api/user/updateCart'))
  await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click()
  expect((await decreased).status()).toBe(200)
  await expect(line.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('1')
  await expect(line.getByRole('button', { name: `Decrease quantity of ${product.name}` })).toBeDisabled()
})
