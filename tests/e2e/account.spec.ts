import type { Locator, Page } from '@playwright/test'
import { BUYER, freshSignedIn } from '../support/e2e-accounts'
import { expect, openFresh, test } from './fixtures'

/*
 * Account area (issue 6): profile save with a picture, order history paging and tracking for
 * every tracking situation of the demo buyer, Support & Help, the FAQ accordion and /my-setting.
 */

/** Signs the demo buyer in through the sign-in page, as a user would, then opens `then`. */
async function signInAsDemoBuyer(page: Page, then: string): Promise<void> {
  await freshSignedIn(page)
  await page.goto(then)
}

const toast = (page: Page, message: string) => page.getByText(message, { exact: true })

/** A 1x1 PNG, enough for the upload path. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('profile', () => {
  test('saves the name and a new picture, which the stored user keeps after a reload', async ({ page }) => {
    await signInAsDemoBuyer(page, '/user-profile')
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
    const form = page.getByRole('form', { name: 'My Account' })
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(BUYER.email)
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '')
    const oldPicture = await form.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Aarav M. Mehta')
    await form.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL_PNG })
    await expect(form.getByRole('img', { name: 'Preview of the new profile picture' })).toBeVisible()

    // Remove Selection drops the pick; pick again to save it
    await form.getByRole('button', { name: 'Remove Selection' }).click()
    await expect(form.getByRole('img', { name: 'Preview of the new profile picture' })).toHaveCount(0)
    await form.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL_PNG })

    await form.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Profile Updated')).toBeVisible()
    await expect(form.getByRole('button', { name: 'Remove Selection' })).toHaveCount(0)
    await expect(form.getByRole('img', { name: 'Your profile picture' })).toBeVisible()
    await expect(form.getByRole('img', { name: 'Your profile picture' })).not.toHaveAttribute('src', oldPicture!)
    // the new picture really loads
    expect(await form.getByRole('img', { name: 'Your profile picture' }).evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0)

    await page.reload()
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Aarav M. Mehta')
    await expect(form.getByRole('img', { name: 'Your profile picture' })).toBeVisible()
  })
})

test.describe('order history', () => {
  const pageLabel = (page: Page) => page.getByRole('navigation', { name: 'Order history pages' })
  const cards = (page: Page) => page.getByRole('article')

  test('pages through five orders at a time with the ends disabled', async ({ page }) => {
    await signInAsDemoBuyer(page, '/user-profile?section=orderHistory')
    await expect(pageLabel(page)).toContainText('1 of 2')
    await expect(cards(page)).toHaveCount(5)
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await page.getByRole('button', { name: 'Next' }).click()
    await expect(pageLabel(page)).toContainText('2 of 2')
    await expect(cards(page)).toHaveCount(5)
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()

    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(pageLabel(page)).toContainText('1 of 2')
  })

  test('expands one card at a time; Track My Order does not toggle it', async ({ page }) => {
    await signInAsDemoBuyer(page, '/user-profile?section=orderHistory')
    const toggles = page.locator('article button[aria-expanded]')
    await toggles.nth(0).click()
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('Shipping Address')).toBeVisible()
    await toggles.nth(1).click()
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true')

    await cards(page).nth(1).getByRole('button', { name: 'Track My Order' }).click()
    await expect(page.getByRole('dialog', { name: 'Track My Order' })).toBeVisible()
    await page.getByRole('button', { name: 'Close tracking' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true')
  })

  /** What the demo buyer's orders show, newest first (seed/fixtures: every tracking situation). */
  const situations: ReadonlyArray<{ badge: string; reached: number; error?: string }> = [
    { badge: 'Pending', reached: 0 },
    { badge: 'Ordered Placed', reached: 1 },
    { badge: 'Ongoing', reached: 2 },
    { badge: 'Shipped', reached: 3 },
    { badge: 'Delayed', reached: 1, error: 'Payment verification failed, our team will call you' },
    { badge: 'Delayed', reached: 3, error: 'Delivery delayed due to heavy rain in your area' },
    { badge: 'Delivered', reached: 4 },
    { badge: 'Delivered', reached: 4 },
    { badge: 'Pending', reached: 0 },
    { badge: 'Delivered', reached: 4 },
  ]

  async function checkTracking(page: Page, card: Locator, expected: (typeof situations)[number], closeByOutsideClick: boolean) {
    await expect(card.getByText(expected.badge, { exact: true })).toBeVisible()
    await card.getByRole('button', { name: 'Track My Order' }).click()
    const dialog = page.getByRole('dialog', { name: 'Track My Order' })
    await expect(dialog).toBeVisible()
    const steps = dialog.getByRole('listitem')
    await expect(steps).toHaveCount(4 + (expected.error ? 1 : 0))
    await expect(dialog.getByText('(reached)')).toHaveCount(expected.reached)
    await expect(dialog.getByText(/has not reached the/)).toHaveCount(4 - expected.reached)
    if (expected.error) {
      // inserted right after the reached steps, with only its message
      await expect(steps.nth(expected.reached)).toHaveText(`Problem: ${expected.error}`)
    }
    if (closeByOutsideClick) await page.mouse.click(5, 5)
    else await dialog.getByRole('button', { name: 'Close tracking' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }

  test('opens the tracking timeline for each tracking situation of the demo account', async ({ page }) => {
    await signInAsDemoBuyer(page, '/user-profile?section=orderHistory')
    for (let i = 0; i < situations.length; i++) {
      if (i === 5) {
        await page.getByRole('button', { name: 'Next' }).click()
        await expect(pageLabel(page)).toContainText('2 of 2')
      }
      await checkTracking(page, cards(page).nth(i % 5), situations[i]!, i % 2 === 0)
    }
  })

  test('offers Review Your Purchase on every line not yet reviewed, placed or delivered', async ({ page }) => {
    await signInAsDemoBuyer(page, '/user-profile?section=orderHistory')
    await expect(cards(page)).toHaveCount(5)
    // a review is taken from any placed order of the product (rules/reviews.ts), once
    await expect(page.getByRole('button', { name: 'Review Your Purchase' })).toHaveCount(5)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(pageLabel(page)).toContainText('2 of 2')
    // the oldest line was reviewed already
    await expect(page.getByRole('button', { name: 'Review Your Purchase' })).toHaveCount(4)
  })
})

test.describe('support and FAQ', () => {
  test('Support & Help refuses an empty form and sends a complete one', async ({ page }) => {
    await signInAsDemoBuyer(page, '/user-profile?section=supportHelp')
    const form = page.getByRole('form', { name: 'Support & Help' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(toast(page, 'Please fill all the fields')).toBeVisible()

    await form.getByLabel('Name').fill(BUYER.name)
    await form.getByLabel('Email or Phone').fill(BUYER.email)
    await form.getByLabel('Query').fill('Do you sell 60x60 cotton yarn in bulk?')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(toast(page, 'Form submitted successfully!')).toBeVisible()
  })

  test('the FAQ keeps one item open, the first at start', async ({ page }) => {
    await signInAsDemoBuyer(page, '/user-profile?section=faq')
    const controls = page.getByRole('button', { name: /\?$/ })
    await expect(controls).toHaveCount(4)
    await expect(controls.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await controls.nth(2).click()
    await expect(controls.nth(2)).toHaveAttribute('aria-expanded', 'true')
    await expect(controls.nth(0)).toHaveAttribute('aria-expanded', 'false')
  })

  test('the sidebar switches sections and the URL keeps them across a reload', async ({ page }) => {
    await signInAsDemoBuyer(page, '/user-profile')
    const sidebar = page.getByRole('navigation', { name: 'Profile sections' })
    await sidebar.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/section=faq/)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('/my-setting at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('logged out: information links and Log In / Sign Up', async ({ page }) => {
    await openFresh(page, '/my-setting')
    await expect(page.getByRole('heading', { name: 'Hello, Guest' })).toBeVisible()
    const links = page.getByRole('navigation', { name: 'Settings' }).getByRole('link')
    await expect(links).toHaveText(['Support & Help', "FAQ's", 'About Us', 'Terms and Condition', 'Privacy Policy'])
    await page.getByRole('link', { name: 'Log In / Sign Up' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('logged in: greeting, account links and Log Out', async ({ page }) => {
    await signInAsDemoBuyer(page, '/my-setting')
    await expect(page.getByRole('heading', { name: `Hello, ${BUYER.name}` })).toBeVisible()
    const links = page.getByRole('navigation', { name: 'Settings' }).getByRole('link')
    await expect(links).toHaveText([
      'My Profile',
      'My WishList',
      'My Cart',
      'Order History',
      'Support & Help',
      "FAQ's",
      'About Us',
      'Terms and Condition',
      'Privacy Policy',
    ])
    await links.filter({ hasText: 'Order History' }).click()
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible()

    await page.goto('/my-setting')
    await page.getByRole('button', { name: 'Log Out' }).click()
    await expect(toast(page, 'Logged out successfully')).toBeVisible()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })
})
