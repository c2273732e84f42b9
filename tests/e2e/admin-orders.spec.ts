import type { Page } from '@playwright/test'
import { freshSignedIn } from '../support/e2e-accounts'
import { backOfficeA11y, FULFILMENT, markStep, openBuyerTracking, openOrderFromList, staffSignIn } from '../support/back-office'
import { expect, test } from './fixtures'

/*
 * The back office in mock mode (issue 29): a buyer places an order in the storefront, and in the
 * same browser a member of fulfilment staff signs in at /admin, finds it, marks it Ongoing, then
 * Shipped with a carrier and tracking number; the buyer's Track My Order shows Shipped and the
 * tracking number. The storefront's and the back office's fake backends share the browser's
 * data. One test walks the widths (1280, 800, 375) with axe on each back-office screen.
 */

/** The first in-stock product of the listing into the cart, from its product page. */
async function addAProductToCart(page: Page): Promise<void> {
  await page.goto('/products')
  const results = page.getByRole('region', { name: 'Results' })
  const names = results.getByRole('article').getByRole('heading', { level: 3 }).getByRole('link')
  for (let i = 0; i < 6; i++) {
    await expect(results).toHaveAttribute('aria-busy', 'false')
    await names.nth(i).click()
    const cartButton = page.getByRole('button', { name: /^(Add to Cart|Out Of Stock)$/ }).first()
    await expect(cartButton).toBeVisible()
    if ((await cartButton.textContent())?.trim() === 'Add to Cart') {
      await cartButton.click()
      await page.getByRole('dialog', { name: 'Add To Cart' }).getByRole('button', { name: 'Add To Cart' }).click()
      await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
      return
    }
    await page.goBack()
  }
  throw new Error('no product in stock among the first six')
}

/** Checks the cart out, cash on delivery; answers the first order's number. */
async function placeOrder(page: Page): Promise<string> {
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('tab', { name: 'Cash on Delivery' }).click()
  await page.getByRole('button', { name: 'Place Order' }).click()
  const popup = page.getByRole('dialog', { name: 'Payment Success' })
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/success-payment\?orders=TBN\d{12}/)
  return /orders=(TBN\d{12})/.exec(page.url())![1]!
}

test('staff ship a buyer’s new order and the buyer tracks it, at 1280, 800 and 375 px', async ({ page }) => {
  test.setTimeout(90_000)
  const a11y = backOfficeA11y(page)
  await freshSignedIn(page)
  await addAProductToCart(page)
  const orderId = await placeOrder(page)

  // the back office: its sign-in page stands in for the dashboard until staff sign in
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await a11y.scan('sign-in at 1280')
  await staffSignIn(page, FULFILMENT.email)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByText('Orders today')).toBeVisible()
  await a11y.scan('dashboard at 1280')
  // fulfilment staff see the orders and read the catalogue; support, staff and audit are not theirs
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Products', 'Categories', 'Coupons'])

  await page.setViewportSize({ width: 800, height: 900 })
  await openOrderFromList(page, orderId)
  await expect(page.getByText('Pending').or(page.getByText('Ordered Placed')).first()).toBeVisible()
  await a11y.scan('order page at 800')
  await page.getByRole('link', { name: 'All orders' }).click()
  await expect(page.getByRole('link', { name: `Order ${orderId}` })).toBeVisible()
  await a11y.scan('orders list at 800')
  await page.getByRole('link', { name: `Order ${orderId}` }).click()

  // on a phone, on the warehouse floor
  await page.setViewportSize({ width: 375, height: 812 })
  await markStep(page, 'Ongoing')
  await page.getByRole('button', { name: 'Mark Shipped' }).click()
  const shipping = page.getByRole('dialog', { name: 'Mark Shipped' })
  await shipping.getByRole('button', { name: 'Mark Shipped' }).click()
  // Shipped needs its carrier and tracking number: marked, and nothing sent
  await expect(shipping.getByText('Shipped needs a carrier and a tracking number')).toBeVisible()
  await a11y.scan('confirm dialog at 375')
  await shipping.getByRole('button', { name: 'Go back' }).click()
  await markStep(page, 'Shipped', { carrier: 'Delhivery', trackingNumber: 'DLV-E2E-0375' })
  const timeline = page.getByRole('heading', { name: 'Timeline' }).locator('..')
  await expect(timeline.getByText('Delhivery, tracking number DLV-E2E-0375')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark Delivered' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await a11y.scan('order page at 375')

  // the buyer, in the same browser
  await page.setViewportSize({ width: 1280, height: 800 })
  const tracking = await openBuyerTracking(page, orderId)
  await expect(tracking.getByRole('listitem').filter({ hasText: 'Shipped (reached)' })).toContainText('DLV-E2E-0375')
  a11y.expectClean()
})
