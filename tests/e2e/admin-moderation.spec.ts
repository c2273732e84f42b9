import { DEMO_STAFF } from '../../seed/fixtures/demo-accounts'
import { backOfficeA11y, staffSignIn } from '../support/back-office'
import { expect, openFresh, test } from './fixtures'

/*
 * The back office's support inbox and review moderation in mock mode (issue 29, points 5, 6 and
 * 9): a visitor writes to the store from Contact Us, and in the same browser a member of support
 * staff replies to it and closes it, then hides a review, which the product's page then lacks
 * (its count drops with it). An owner then opens the staff screen and finds the hide in the
 * audit log. Axe checks each screen, across 1280, 800 and 375 px.
 */

const SUPPORT = DEMO_STAFF.find((member) => member.role === 'support')!
const OWNER = DEMO_STAFF.find((member) => member.role === 'owner')!

test('support staff answer a request and hide a review the product page then lacks', async ({ page }) => {
  test.setTimeout(60_000)
  const a11y = backOfficeA11y(page)

  // a visitor writes in
  await openFresh(page, '/contact-us')
  const form = page.getByRole('form', { name: 'Get In Touch' })
  await form.getByRole('textbox', { name: 'Name' }).fill('Priya Nair')
  await form.getByRole('textbox', { name: 'Contact Details' }).fill('priya.nair@example.in')
  await form.getByRole('textbox', { name: 'Message' }).fill('Is the ivory cambric pre-shrunk?')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Form submitted successfully!')).toBeVisible()

  // support staff answer it, at 1280 then 800
  await staffSignIn(page, SUPPORT.email, '/admin/support?status=open')
  await expect(page.getByRole('heading', { name: 'Support inbox', level: 1 })).toBeVisible()
  await a11y.scan('support inbox at 1280')
  await page.setViewportSize({ width: 800, height: 900 })
  await page.getByRole('link', { name: /^Request from Priya Nair/ }).click()
  await expect(page.getByText('Is the ivory cambric pre-shrunk?')).toBeVisible()
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Yes: it is pre-shrunk, under 2% after the first wash.')
  await page.getByRole('button', { name: 'Send reply' }).click()
  // the fake sends no mail, and says so
  await expect(page.getByRole('status')).toContainText('not mailed to priya.nair@example.in')
  await expect(page.getByRole('list', { name: 'Replies' })).toContainText('under 2% after the first wash')
  await page.getByRole('button', { name: 'Mark Closed' }).click()
  await expect(page.getByRole('status')).toHaveText('Marked Closed.')
  await a11y.scan('support request at 800')
  await page.getByRole('link', { name: '← Back to the inbox' }).click()
  await expect(page.getByRole('link', { name: /^Request from Priya Nair/ })).toHaveCount(0)

  // a review hidden, on a phone
  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reviews' }).click()
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible()
  await page.getByRole('combobox', { name: 'Shown on the store' }).selectOption('visible')
  await page.getByRole('button', { name: /^Only reviews of / }).first().click()
  await expect(page).toHaveURL(/product=/)
  const productId = new URL(page.url()).searchParams.get('product')!
  // the product's newest review: the first row
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Hide / }) }).first()
  const [, reviewer] = /^Hide (.+)'s review of /.exec((await row.getByRole('button', { name: /^Hide / }).getAttribute('aria-label'))!)!
  const text = (await row.locator('blockquote').textContent())!.trim()
  await row.getByRole('button', { name: /^Hide / }).click()
  const dialog = page.getByRole('dialog', { name: 'Hide this review' })
  await expect(dialog).toContainText("leaves the product's page at once")
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Shares a phone number')
  await a11y.scan('hide dialog at 375')
  await dialog.getByRole('button', { name: 'Hide the review' }).click()
  await expect(page.getByRole('status')).toContainText('Review hidden')
  // the list reloads with the change: its count is then the product's visible reviews
  await expect(page.getByLabel('Loading reviews')).toHaveCount(0)
  const left = Number(/^(\d+) reviews$/.exec((await page.getByText(/^\d+ reviews$/).textContent())!)![1])
  await a11y.scan('reviews at 375')

  // the product's page, as a buyer sees it: the review is gone, and the count with it
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/product/${productId}`)
  await expect(page.getByText(`Based on ${left} ${left === 1 ? 'review' : 'reviews'}`)).toBeVisible()
  const reviews = page.getByRole('list', { name: 'Customer reviews' }).getByRole('listitem')
  await expect(reviews.first()).toBeVisible()
  await expect(reviews.filter({ hasText: reviewer }).filter({ hasText: text })).toHaveCount(0)

  // an owner: the staff screen, and the hide in the audit log
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
  await staffSignIn(page, OWNER.email, '/admin/staff')
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: `Disable ${SUPPORT.name}` })).toBeVisible()
  await a11y.scan('staff at 1280')
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click()
  const newest = page.getByRole('list', { name: /Audit entries/ }).getByRole('listitem').first()
  await expect(newest).toContainText(`${SUPPORT.name} hid a review`)
  await expect(newest.getByRole('row', { name: /hidden reason/ })).toContainText('Shares a phone number')
  await a11y.scan('audit log at 1280')
  a11y.expectClean()
})
