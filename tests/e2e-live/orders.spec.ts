import type { Page } from '@playwright/test'
import { DEMO_BUYER, signIn } from './support/live-accounts'
import { expect, test } from './support/live-test'

/*
 * Order history and tracking of the seeded demo buyer (10 orders in every tracking state), read
 * from the server five at a time. The live specs never change the demo buyer, so these counts hold.
 */

const pager = (page: Page) => page.getByRole('navigation', { name: 'Order history pages' })
const orderCards = (page: Page) => page.getByRole('article')

async function openOrderHistory(page: Page): Promise<void> {
  await signIn(page, DEMO_BUYER)
  const firstPage = page.waitForResponse((r) => {
    const url = new URL(r.url())
    return url.pathname.endsWith('/api/user/orderlist') && url.searchParams.get('page') === '1'
  })
  await page.goto('/user-profile?section=orderHistory')
  const answer = await firstPage
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toMatchObject({ totalPages: 2, totalItems: 10 })
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible()
}

test('pages through the orders five at a time', async ({ page }) => {
  await openOrderHistory(page)
  await expect(pager(page)).toContainText('1 of 2')
  await expect(orderCards(page)).toHaveCount(5)
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  const firstPage = await orderCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(pager(page)).toContainText('2 of 2')
  await expect(orderCards(page)).toHaveCount(5)
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  const secondPage = await orderCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))
  expect(secondPage.filter((label) => firstPage.includes(label))).toEqual([])

  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(pager(page)).toContainText('1 of 2')
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
})

test('expands an order and tracks it through the four steps', async ({ page }) => {
  await openOrderHistory(page)
  // the newest orders with a tracking entry: 'Ordered Placed' (1 step) and 'Ongoing' (2 steps)
  const placed = orderCards(page).filter({ has: page.getByText('Ordered Placed', { exact: true }) }).first()
  const toggle = placed.locator('button[aria-expanded]')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(placed.getByText('Shipping Address')).toBeVisible()

  await placed.getByRole('button', { name: 'Track My Order' }).click()
  const tracking = page.getByRole('dialog', { name: 'Track My Order' })
  await expect(tracking).toBeVisible()
  const steps = tracking.getByRole('list', { name: 'Tracking steps' }).getByRole('listitem')
  await expect(steps).toHaveCount(4)
  for (const [i, status] of ['Ordered Placed', 'Ongoing', 'Shipped', 'Delivered'].entries()) await expect(steps.nth(i)).toContainText(status)
  await expect(tracking.getByText('(reached)')).toHaveCount(1)
  await expect(tracking.getByText(/has not reached the/)).toHaveCount(3)
  await tracking.getByRole('button', { name: 'Close tracking' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Track My Order does not toggle the card
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')

  // a delivered order on the second page has all four steps reached
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(pager(page)).toContainText('2 of 2')
  const delivered = orderCards(page).filter({ has: page.getByText('Delivered', { exact: true }) }).first()
  await delivered.getByRole('button', { name: 'Track My Order' }).click()
  await expect(steps).toHaveCount(4)
  await expect(tracking.getByText('(reached)')).toHaveCount(4)
  await page.mouse.click(5, 5) // outside closes it
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
