import type { Page } from '@playwright/test'
import { BUYER, freshSignedIn } from '../support/e2e-accounts'
import { expect, test } from './fixtures'

/*
 * Cart, coupons and the three-step checkout (issue 5) in Chromium against the mock-mode build:
 * add to cart, apply and remove a coupon, one checkout per shipping option and payment method to
 * the thank-you page, a double-clicked Place Order that makes one order, and a reload that keeps
 * the buyer's step.
 */

interface StoredOrder {
  readonly userId: string
  readonly orderId: string
  readonly paymentMethod: string
  readonly shipment?: { readonly estimatedDelivery?: string }
  readonly pricing?: { readonly estimatedShippingHandling?: number }
}

/** The buyer's orders as the fake backend holds them (it keeps its data in localStorage). */
async function ordersOfBuyer(page: Page): Promise<StoredOrder[]> {
  const orders = await page.evaluate(() => JSON.parse(localStorage.getItem('tanabana-mock:db:orders') ?? '[]') as unknown[])
  return (orders as StoredOrder[]).filter((o) => o.userId === BUYER.id)
}

/** Opens the cart through the header's cart button, as a buyer would. */
async function openCart(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Cart/ }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
}

/**
 * Adds the first product of the listing that is in stock, from its product page. Each read waits
 * for what it reads: the listing's answer before a name is taken, and the product page's cart
 * button (Add to Cart or Out Of Stock) before its stock is judged. Reading the button once, as
 * soon as the click returned, judged a product page that had not rendered yet as out of stock,
 * six times over on a loaded machine.
 */
async function addAProductToCart(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Explore' }).first().click()
  await expect(page).toHaveURL(/\/products/)
  const results = page.getByRole('region', { name: 'Results' })
  const names = results.getByRole('article').getByRole('heading', { level: 3 }).getByRole('link')
  for (let i = 0; i < 6; i++) {
    await expect(results).toHaveAttribute('aria-busy', 'false')
    await expect(names.nth(i)).toBeVisible()
    const name = (await names.nth(i).textContent())!.trim()
    await names.nth(i).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const cartButton = page.getByRole('button', { name: /^(Add to Cart|Out Of Stock)$/ }).first() // the page's own: a phone's Add to Cart bar repeats it once scrolled past
    await expect(cartButton).toBeVisible()
    if ((await cartButton.textContent())?.trim() === 'Add to Cart') {
      await cartButton.click()
      const popup = page.getByRole('dialog', { name: 'Add To Cart' })
      await popup.getByRole('button', { name: 'Add To Cart' }).click()
      await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
      return name
    }
    await page.goBack()
    await expect(page).toHaveURL(/\/products/)
  }
  throw new Error('no product in stock among the first six')
}

/** Tomorrow as the calendar labels its day buttons ('22 November 2026'). */
function tomorrowLabel(): string {
  const d = new Date()
  d.setDate(d.getDate() + 1)
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
}

const SHIPPING = { free: 'Free Shipping', express: 'Express Shipping', scheduled: 'Scheduled Delivery' } as const

/** From the cart to an open payment step with the given shipping option. */
async function checkOutTo(page: Page, shipping: keyof typeof SHIPPING): Promise<void> {
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout\?step=address$/)
  await expect(page.getByRole('radio').first()).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/step=shipping$/)
  // free is chosen on entry
  await expect(page.getByRole('radio', { name: /Free Shipping/ })).toBeChecked()
  if (shipping !== 'free') await page.getByRole('radio', { name: new RegExp(SHIPPING[shipping]) }).check()
  if (shipping === 'scheduled') {
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    await page.getByRole('button', { name: /Choose a Date/ }).click()
    await page.getByRole('button', { name: tomorrowLabel() }).click()
  }
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/step=payment$/)
  await expect(page.getByText('Estimated Tax (10%)')).toBeVisible()
}

test.describe('cart and coupons', () => {
  test('adds a product, applies a coupon that shows as a chip, and removes it again', async ({ page }) => {
    await freshSignedIn(page)
    const badge = page.getByRole('link', { name: /^Cart/ })
    const before = Number((await badge.getAttribute('aria-label'))!.match(/\d+/)?.[0] ?? 0)
    const name = await addAProductToCart(page)
    await openCart(page)
    // the cart reloads from the server on arrival; allow for a busy machine
    await expect(page.getByRole('region', { name: 'Cart items' }).getByRole('link', { name })).toBeVisible({ timeout: 15_000 })
    const lines = await page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').count()
    await expect(badge).toHaveAttribute('aria-label', new RegExp(`Cart, ${lines} products?`))
    expect(lines).toBeGreaterThanOrEqual(before)

    const summary = page.getByRole('region', { name: 'Order Summary' })
    const total = summary.getByText(/^₹/).last()
    const fullTotal = await total.textContent()
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Coupon applied successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled()
    await expect(total).not.toHaveText(fullTotal!)

    await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).click()
    await expect(page.getByText('Coupon removed successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Remove coupon/ })).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('')
    await expect(total).toHaveText(fullTotal!)
  })
})

const RUNS = [
  { shipping: 'free', tab: 'Credit Card', sent: 'Credit Card' },
  { shipping: 'express', tab: 'Paypal', sent: 'UPI' },
  { shipping: 'scheduled', tab: 'Cash on Delivery', sent: 'Cash on Delivery' },
] as const

test.describe('checkout', () => {
  for (const run of RUNS) {
    test(`checks out with ${run.shipping} shipping and ${run.tab} to the thank-you page`, async ({ page }) => {
      await freshSignedIn(page)
      await addAProductToCart(page)
      await openCart(page)
      const lines = await page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').count()
      const before = (await ordersOfBuyer(page)).length
      await checkOutTo(page, run.shipping)
      await expect(page.getByText(`Shipping ID: ${run.shipping}`)).toBeVisible()
      const aside = page.getByRole('complementary', { name: 'Order summary' })
      await expect(aside.getByText(run.shipping === 'express' ? '₹8.50' : '₹0.00')).toBeVisible()

      await page.getByRole('tab', { name: run.tab }).click()
      await page.getByRole('button', { name: 'Place Order' }).click()
      // card and Paypal go through the demo gateway first (issue 31)
      if (run.tab !== 'Cash on Delivery') await page.getByRole('dialog', { name: 'Demo payment gateway' }).getByRole('button', { name: 'Pay' }).click()
      const popup = page.getByRole('dialog', { name: 'Payment Success' })
      await expect(popup).toBeVisible()
      const placed = (await ordersOfBuyer(page)).slice(before)
      expect(placed).toHaveLength(lines)
      expect(placed.every((o) => o.paymentMethod === run.sent)).toBe(true)
      // the header's badge follows the now empty cart
      await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible()

      await popup.getByRole('button', { name: 'Close' }).click()
      await expect(page).toHaveURL(/\/success-payment\?orders=TBN\d{12}/)
      await expect(page.getByRole('heading', { name: 'Thank you for purchasing from Us' })).toBeVisible()
      await page.getByRole('link', { name: 'Continue Shopping' }).click()
      await expect(page).toHaveURL(/\/products$/)
    })
  }

  test('a double-clicked Place Order makes exactly one order', async ({ page }) => {
    await freshSignedIn(page)
    await addAProductToCart(page)
    await openCart(page)
    const lines = await page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').count()
    const before = (await ordersOfBuyer(page)).length
    let buys = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/buy')) buys++
    })
    await checkOutTo(page, 'free')
    await page.getByRole('button', { name: 'Place Order' }).dblclick()
    // the default Credit Card goes through the demo gateway first (issue 31)
    await page.getByRole('dialog', { name: 'Demo payment gateway' }).getByRole('button', { name: 'Pay' }).click()
    await expect(page.getByRole('dialog', { name: 'Payment Success' })).toBeVisible()
    const after = await ordersOfBuyer(page)
    expect(after).toHaveLength(before + lines)
    // one order number for the whole purchase, one line each
    expect(new Set(after.slice(before).map((o) => o.orderId.slice(0, 11))).size).toBe(1)
    expect(buys).toBe(1)
  })

  test("keeps the buyer's step on a reload, and the browser's Back returns one step", async ({ page }) => {
    await freshSignedIn(page)
    await openCart(page)
    await checkOutTo(page, 'express')
    await page.reload()
    await expect(page).toHaveURL(/step=payment$/)
    await expect(page.getByText('Shipping ID: express')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/step=shipping$/)
    await expect(page.getByRole('radio', { name: /Express Shipping/ })).toBeChecked()
  })
})
