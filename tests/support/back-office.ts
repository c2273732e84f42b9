import { expect, type Locator, type Page } from '@playwright/test'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts'
import { createA11yScanner } from './a11y-scan'

/*
 * The back office (/admin, issue 29) as staff use it, shared by the mock-mode and the live e2e
 * specs: sign in, find an order, move it on through the confirm dialogs; and the buyer's Track
 * My Order afterwards.
 */

export const FULFILMENT = DEMO_STAFF.find((member) => member.role === 'fulfilment')!

/** Signs a member of staff in at /admin (the sign-in form stands in for any page while signed out). */
export async function staffSignIn(page: Page, email: string, path = '/admin'): Promise<void> {
  await page.goto(path)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

/** From the orders table: searches the order's number and opens its page. */
export async function openOrderFromList(page: Page, orderId: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click()
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill(orderId)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?search=${orderId}$`))
  await page.getByRole('link', { name: `Order ${orderId}` }).click()
  await expect(page.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible()
}

const confirmDialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title })

/** Marks the open order's next step through its confirm dialog (Shipped with a carrier and tracking number). */
export async function markStep(page: Page, step: 'Ongoing' | 'Shipped' | 'Delivered', parcel?: { carrier: string; trackingNumber: string }): Promise<void> {
  await page.getByRole('button', { name: `Mark ${step}` }).click()
  const dialog = confirmDialog(page, `Mark ${step}`)
  await expect(dialog.getByText('What the buyer will be told')).toBeVisible()
  if (parcel) {
    await dialog.getByRole('textbox', { name: 'Carrier' }).fill(parcel.carrier)
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(parcel.trackingNumber)
  }
  await dialog.getByRole('button', { name: `Mark ${step}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `Marked ${step}` })).toBeVisible()
  await expect(confirmDialog(page, `Mark ${step}`)).toHaveCount(0)
}

/** The buyer's Track My Order for one order, from Order History (the order on its first page). */
export async function openBuyerTracking(page: Page, orderId: string): Promise<Locator> {
  await page.goto('/user-profile?section=orderHistory')
  const card = page.getByRole('article', { name: `Order ${orderId}` })
  await card.getByRole('button', { name: 'Track My Order' }).click()
  const tracking = page.getByRole('dialog', { name: 'Track My Order' })
  await expect(tracking).toBeVisible()
  return tracking
}

/** Axe over back-office screens: serious and critical violations, reported together. */
export function backOfficeA11y(page: Page) {
  const scanner = createA11yScanner(page)
  return {
    scan: (where: string) => scanner.scan(where),
    expectClean: () => expect(scanner.report(), 'no serious or critical axe violation on the back office').toEqual([]),
  }
}
