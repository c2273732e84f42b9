import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { formatRupees } from '../../contracts/money-format'
import { PAYMENT_MESSAGES, PAYMENT_STATE_LABELS } from '../../contracts/payment-messages'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts'
import { registerBuyer, signIn, type RegisteredBuyer } from './support/live-accounts'
import { inStockProduct } from './support/live-catalogue'
import { expect, test } from './support/live-test'
import { shootAtEveryWidth } from '../support/screenshots'

/*
 * Issue 31 on the live store: the real server with its demo gateway (PAYMENT_PROVIDER's
 * default), its webhooks delivered by the job queue. A buyer pays by card; another declines by
 * Paypal (sent as UPI), then pays from the order card with Pay Now. The server, not the page,
 * decides the amount, so the gateway's figure must be the payment step's Total.
 */

/** A buyer with one line in the cart and a selected address, signed in: the payment, not the cart, is the subject. */
async function buyerAtCheckout(page: Page, request: APIRequestContext, label: string): Promise<RegisteredBuyer> {
  const buyer = await registerBuyer(request, label)
  const product = await inStockProduct(request)
  const auth = { authorization: `Bearer ${buyer.token}` }
  const added = await request.post('/api/user/add-to-cart', { headers: auth, data: { productId: product.id, color: product.color, quantity: 1 } })
  expect(added.status(), await added.text()).toBe(200)
  const address = { name: 'Kavya Dispatch Desk', address: '7 Ring Road', city: 'Surat', state: 'Gujarat', alternativePhoneNumber: '9822001144', country: 'India' }
  const saved = await request.post('/api/address', { headers: auth, data: address })
  expect(saved.status(), await saved.text()).toBe(200)
  await signIn(page, buyer)
  return buyer
}

/** Steps 1 and 2 as they stand, then the payment step on the chosen tab: its Total. */
async function toPaymentStep(page: Page, tab: 'Credit Card' | 'Paypal'): Promise<string> {
  await page.goto('/checkout')
  await expect(page.getByRole('radio', { name: 'Kavya Dispatch Desk', exact: true })).toBeChecked()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/step=shipping$/)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/step=payment$/)
  await page.getByRole('tab', { name: tab }).click()
  const summary = page.getByRole('region', { name: 'Order Summary' })
  return (await summary.getByText(/^₹/).last().textContent()) ?? ''
}

/** The payment step, then Place Order: the gateway's dialog and the step's Total. */
async function placeOrder(page: Page, tab: 'Credit Card' | 'Paypal'): Promise<{ gateway: Locator; total: string }> {
  const total = await toPaymentStep(page, tab)
  await page.getByRole('button', { name: 'Place Order' }).click()
  const gateway = page.getByRole('dialog', { name: 'Demo payment gateway' })
  await expect(gateway).toContainText(PAYMENT_MESSAGES.demoNotice)
  return { gateway, total }
}

test('a buyer pays by card; the order card says Paid', async ({ page, request }) => {
  await buyerAtCheckout(page, request, 'pays-card')
  const { gateway, total } = await placeOrder(page, 'Credit Card')
  await expect(gateway.getByTestId('gateway-amount')).toHaveText(total)
  await shootAtEveryWidth(page, 'payments-live', 'demo-gateway', gateway)

  await gateway.getByRole('button', { name: 'Pay' }).click()
  const popup = page.getByRole('dialog', { name: 'Payment Success' })
  // one line in the cart: one order, so the popup's list is 'Order ID'
  const numbers = popup.getByRole('list', { name: 'Order ID', exact: true }).getByRole('listitem')
  await expect(numbers).toHaveCount(1)
  const number = await numbers.first().textContent()
  await popup.getByRole('link', { name: 'View in Order History' }).click()
  const card = page.getByRole('article', { name: `Order ${number}` })
  await expect(card.getByText('Paid', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0)
  await shootAtEveryWidth(page, 'payments-live', 'order-card-paid', card)
})

test.describe('declined', () => {
  // the demo gateway's Decline answers 402, as a gateway's refusal does
  test.use({ expectedRefusals: [{ status: 402, path: /^\/api\/payments\/demo\/[^/]+\/decide$/ }] })

test('at 375 px a buyer declines by Paypal, then pays with Pay Now from the order card', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await buyerAtCheckout(page, request, 'declines-upi')
  const { gateway } = await placeOrder(page, 'Paypal')
  await gateway.getByRole('button', { name: 'Decline' }).click()
  const failure = page.getByRole('dialog', { name: 'Payment Failure' })
  await expect(failure).toContainText(PAYMENT_MESSAGES.demoDeclined)
  // SPEC: closing the failure popup goes to the cart (Place Order emptied it)
  await failure.getByRole('button', { name: 'Back to Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)

  await page.goto('/user-profile?section=orderHistory')
  const card = page.getByRole('article').filter({ hasText: 'Awaiting payment' }).first()
  await expect(card.getByText(/^Pay by /)).toBeVisible()
  await shootAtEveryWidth(page, 'payments-live', 'order-card-awaiting', card)
  const name = (await card.getAttribute('aria-label')) ?? ''
  await card.getByRole('button', { name: 'Pay Now' }).click()
  const again = page.getByRole('dialog', { name: 'Demo payment gateway' })
  await again.getByRole('button', { name: 'Pay' }).click()
  await expect(again).toBeHidden()
  await expect(page.getByText(PAYMENT_MESSAGES.received)).toBeVisible()
  const paid = page.getByRole('article', { name })
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible()
  await expect(paid.getByRole('button', { name: 'Pay Now' })).toHaveCount(0)
})
})

test('a purchase a coupon made free is placed at once by card: no gateway, and its card shows no payment', async ({ page, request, baseURL }) => {
  // the owner makes a coupon that takes the whole line (the back office's own call)
  const origin = new URL(baseURL!).origin
  const staff = await request.post('/api/admin/session', { headers: { origin }, data: { email: DEMO_STAFF[0].email, password: DEMO_STAFF_PASSWORD } })
  expect(staff.status(), await staff.text()).toBe(200)
  const code = `ALLFREE-${Date.now().toString(36).toUpperCase()}`
  const everything = { code, kind: 'percent', amount: 100, minSubtotal: null, startsAt: null, expiresAt: null, perBuyerLimit: 1, totalLimit: null, state: 'active' }
  const made = await request.post('/api/admin/coupons', { headers: { origin }, data: everything })
  expect(made.status(), await made.text()).toBe(200)

  const buyer = await buyerAtCheckout(page, request, 'free-card')
  const applied = await request.post('/api/user/apply-coupon', { headers: { authorization: `Bearer ${buyer.token}` }, data: { couponCode: code } })
  expect(applied.status(), await applied.text()).toBe(200)
  expect(await toPaymentStep(page, 'Credit Card')).toBe(formatRupees(0))
  await page.getByRole('button', { name: 'Place Order' }).click()
  const popup = page.getByRole('dialog', { name: 'Payment Success' })
  await expect(popup).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Demo payment gateway' })).toHaveCount(0)
  await shootAtEveryWidth(page, 'payments-live', 'free-purchase-success', popup)
  const number = await popup.getByRole('list', { name: 'Order ID', exact: true }).getByRole('listitem').first().textContent()
  await popup.getByRole('link', { name: 'View in Order History' }).click()
  const card = page.getByRole('article', { name: `Order ${number}` })
  await expect(card).toBeVisible()
  for (const label of Object.values(PAYMENT_STATE_LABELS)) await expect(card.getByText(label, { exact: true })).toHaveCount(0)
  await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0)
})
