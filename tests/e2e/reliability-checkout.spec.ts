import { freshSignedIn } from '../support/e2e-accounts'
import { openInApp } from '../support/navigation'
import { expect, test } from './fixtures'

/*
 * Place Order sends exactly one order (issue 8, docs/architecture.md: Services): pressed with Enter and
 * clicked three more times while POST /buy is slow (the fake backend's `slow` mode, 3 s), the
 * buyer's cart is ordered once: one placement (one Idempotency-Key), whose orders (the fake
 * backend records one per cart line) are the only new ones in the history.
 */

test('Enter and three clicks on Place Order while /buy is slow make exactly one order', async ({ page }) => {
  await freshSignedIn(page)

  // the newest order before this checkout
  await openInApp(page, '/user-profile?section=orderHistory')
  const orderIds = page.getByRole('article').getByText(/^Order ID: /)
  await expect(orderIds.first()).toBeVisible()
  const newestBefore = await orderIds.first().innerText()

  const buys: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/buy') buys.push(r.headers()['idempotency-key'] ?? '')
  })

  // the cart's two seed lines, straight to step 3, with the order call slowed down
  await page.goto('/checkout?step=payment&mock=buy:slow')
  const placeOrder = page.getByRole('button', { name: 'Place Order' })
  const next = page.getByRole('button', { name: 'Next' })
  // the machine may hold the buyer at an earlier step until it has what step 3 needs
  await expect(placeOrder.or(next)).toBeEnabled()
  while (await next.isVisible()) {
    await next.click()
    await expect(placeOrder.or(next)).toBeEnabled()
  }
  await expect(placeOrder).toBeEnabled()
  // the fake backend records one order per cart line, all from this one placement
  const lines = await page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem').count()
  expect(lines).toBeGreaterThan(0)
  const box = (await placeOrder.boundingBox())!
  await placeOrder.focus()
  await page.keyboard.press('Enter')
  // three more presses where the button is, as an impatient buyer would, while the call runs
  for (let i = 0; i < 3; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: /^(Place Order|Placing Order\.\.\.)$/ })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled()

  // the default Credit Card goes through the demo gateway first (issue 31)
  await page.getByRole('dialog', { name: 'Demo payment gateway' }).getByRole('button', { name: 'Pay' }).click({ timeout: 10_000 })
  const success = page.getByRole('dialog', { name: 'Payment Success' })
  await expect(success).toBeVisible({ timeout: 10_000 })
  // the popup names every order the purchase made, one per line (issue 28, point 8)
  const placedIds = await success.getByRole('list', { name: /^Order IDs?$/ }).getByRole('listitem').allInnerTexts()
  // every request that went out was the same attempt (one Idempotency-Key), so at most one order
  expect(buys.length).toBeGreaterThanOrEqual(1)
  expect(new Set(buys).size, 'one checkout attempt').toBe(1)
  expect(buys[0]).not.toBe('')

  await success.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/success-payment(\?|$)/)

  // the history: this placement's orders (one per line) on top, then the newest from before.
  // The page shows its cached first page while the fresh one loads (SPEC 4): read the fresh one
  await openInApp(page, '/user-profile?section=orderHistory')
  await expect(page.getByRole('region', { name: 'Order History' })).toHaveAttribute('aria-busy', 'false')
  await expect(orderIds.first()).toBeVisible()
  const ids = await orderIds.allInnerTexts()
  const placed = ids.slice(0, lines)
  expect(placedIds).toHaveLength(lines)
  expect([...placed].sort()).toEqual(placedIds.map((id) => `Order ID: ${id}`).sort())
  expect(new Set(placed).size).toBe(lines)
  expect(placed).not.toContain(newestBefore)
  expect(ids[lines], 'nothing else was ordered').toBe(newestBefore)
})
