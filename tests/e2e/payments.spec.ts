import type { Locator, Page } from '@playwright/test'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { createA11yScanner } from '../support/a11y-scan'
import { freshSignedIn } from '../support/e2e-accounts'
import { expect, test } from './fixtures'
import { shootAtEveryWidth } from '../support/screenshots'

/*
 * Issue 31 in Chromium against the mock-mode build: a buyer pays by card through the demo
 * gateway, and another declines, then pays from the order card with Pay Now. The demo gateway's
 * dialog is read by axe, and both it and the card's payment state are photographed at the
 * store's three widths.
 */

/** Checks out the seeded cart by the default Credit Card tab; answers the demo gateway's dialog and the step's Total. */
async function placeOrderByCard(page: Page): Promise<{ gateway: Locator; total: string }> {
  await page.goto('/checkout')
  await expect(page.getByRole('radio').first()).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/step=shipping$/)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/step=payment$/)
  await expect(page.getByRole('tab', { name: 'Credit Card' })).toHaveAttribute('aria-selected', 'true')
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText('Total', { exact: true })).toBeVisible()
  const total = (await summary.getByText(/^₹/).last().textContent()) ?? ''
  await page.getByRole('button', { name: 'Place Order' }).click()
  const gateway = page.getByRole('dialog', { name: 'Demo payment gateway' })
  await expect(gateway).toBeVisible()
  await expect(gateway).toContainText(PAYMENT_MESSAGES.demoNotice)
  return { gateway, total }
}

test('a buyer pays by card through the demo gateway, and the order card says Paid', async ({ page }) => {
  await freshSignedIn(page)
  const { gateway, total } = await placeOrderByCard(page)
  // the server's amount is the Total the payment step showed
  expect(total).toMatch(/^₹/)
  await expect(gateway.getByTestId('gateway-amount')).toHaveText(total)

  const axe = createA11yScanner(page)
  await axe.scan('demo payment gateway')
  expect(axe.report()).toEqual([])
  await shootAtEveryWidth(page, 'payments-mock', 'demo-gateway', gateway)

  await gateway.getByRole('button', { name: 'Pay' }).click()
  const popup = page.getByRole('dialog', { name: 'Payment Success' })
  await expect(popup).toBeVisible()
  const numbers = await popup.getByRole('list', { name: 'Order IDs' }).getByRole('listitem').allTextContents()
  await popup.getByRole('link', { name: 'View in Order History' }).click()
  const card = page.getByRole('article', { name: `Order ${numbers[0]}` })
  await expect(card.getByText('Paid', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0)
})

test('at 375 px a buyer declines, then pays with Pay Now from the order card', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await freshSignedIn(page)
  const { gateway } = await placeOrderByCard(page)
  await gateway.getByRole('button', { name: 'Decline' }).click()
  const failure = page.getByRole('dialog', { name: 'Payment Failure' })
  await expect(failure).toContainText(PAYMENT_MESSAGES.demoDeclined)
  await expect(failure).toContainText(PAYMENT_MESSAGES.payAgainLater)
  // SPEC: closing the failure popup goes to the cart (which Place Order emptied)
  await failure.getByRole('button', { name: 'Back to Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)

  await page.goto('/user-profile?section=orderHistory')
  const card = page.getByRole('article').filter({ hasText: 'Awaiting payment' }).first()
  await expect(card).toBeVisible()
  await shootAtEveryWidth(page, 'payments-mock', 'order-card-awaiting', card)
  const orderId = (await card.getAttribute('aria-label')) ?? ''
  await card.getByRole('button', { name: 'Pay Now' }).click()
  const again = page.getByRole('dialog', { name: 'Demo payment gateway' })
  await again.getByRole('button', { name: 'Pay' }).click()
  await expect(again).toBeHidden()
  await expect(page.getByText(PAYMENT_MESSAGES.received)).toBeVisible()
  const paidCard = page.getByRole('article', { name: orderId })
  await expect(paidCard.getByText('Paid', { exact: true })).toBeVisible()
  await expect(paidCard.getByRole('button', { name: 'Pay Now' })).toHaveCount(0)
  await shootAtEveryWidth(page, 'payments-mock', 'order-card-paid', paidCard)
})
