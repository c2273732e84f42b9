import type { Locator, Page } from '@playwright/test'
import { freshSignedIn } from '../support/e2e-accounts'
import { expect, openFresh, test } from './fixtures'

/*
 * Messages where they belong (issue 28, point 6), at 375, 800 and 1280 px in one page each:
 * a toast never covers the Sign Up or Verify OTP heading, nor the address popup's title, tabs,
 * fields or buttons; the sign-up details and the address form mark the wrong fields inline
 * beside SPEC 8's toast, move focus to the first, and drop a mark once its field is edited.
 */

const WIDTHS = [375, 800, 1280] as const
type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The newest toast with this text (toasts shown together lie on one another, the newest last). */
const toast = (page: Page, message: string | RegExp) => page.getByRole('alert').filter({ hasText: message }).last()

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, 'the element is rendered').not.toBeNull()
  return box!
}

/** Fails with the names of whatever the toast covers among `targets`. */
async function expectUncovered(message: Locator, targets: Locator, width: number): Promise<void> {
  await expect(message).toBeVisible()
  const toastBox = await boxOf(message)
  const covered: string[] = []
  for (const target of await targets.all()) {
    const box = await target.boundingBox()
    if (box && overlaps(toastBox, box)) covered.push((await target.getAttribute('aria-label')) ?? (await target.innerText()).slice(0, 40))
  }
  expect(covered, `at ${width} px the toast covers nothing of these`).toEqual([])
}

/** A field marked wrong: aria-invalid, and the mark's text is its description. */
async function expectMarked(field: Locator, text: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

test('sign-up: toasts clear the Sign Up and Verify OTP headings; wrong details are marked inline', async ({ page }) => {
  await openFresh(page, '/register')
  await page.getByRole('button', { name: 'Continue with Email' }).click()
  const name = page.getByRole('textbox', { name: /^Name/ })
  const email = page.getByRole('textbox', { name: /^Email Address/ })
  const phone = page.getByRole('textbox', { name: /^Phone/ })
  // the card's head: its step line and the page heading
  const head = page.getByText('Step 1 of 2').or(page.getByRole('heading', { level: 1 }))

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await page.getByRole('button', { name: 'Next' }).click()
    await expectUncovered(toast(page, 'Please fill all the fields'), head, width)
    for (const field of [name, email, phone]) await expectMarked(field, 'Required')
    await expect(name).toBeFocused()
  }

  // each wrong field says what is wrong with it; the toast names the first rule SPEC 5 lists
  await name.fill('Meera Handlooms')
  await expect(name).not.toHaveAttribute('aria-invalid')
  await expectMarked(email, 'Required') // untouched marks stay until their field is edited
  await email.fill('meera@handlooms')
  await phone.fill('98123')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(toast(page, 'Please enter a valid email address')).toBeVisible()
  await expectMarked(email, 'Please enter a valid email address')
  await expectMarked(phone, 'Please enter a valid 10-digit phone number')
  await expect(email).toBeFocused()
  await email.fill('meera@handlooms.in')
  await expect(email).not.toHaveAttribute('aria-invalid')
  await expectMarked(phone, 'Please enter a valid 10-digit phone number')

  await phone.fill('9812345670')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel(/^Add Password/).fill('Weave@2025')
  await page.getByLabel(/^Confirm Password/).fill('Weave@2025')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/verify-otp$/)

  const heading = page.getByRole('heading', { name: 'Verify OTP' })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    // the one-time code's notice (14 s), then the empty-code notice (1 s) over it
    await expectUncovered(toast(page, /^Your OTP is \d{6}$/), heading, width)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expectUncovered(toast(page, 'Please fill all the fields'), heading, width)
  }
})

test('address popup: its toast covers none of its controls; empty and wrong fields are marked', async ({ page }) => {
  // the toast's slide honours the buyer's wish for less motion
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await freshSignedIn(page)
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const popup = page.getByRole('dialog', { name: 'Add New Address' })
  const controls = popup.getByRole('heading').or(popup.getByRole('radiogroup')).or(popup.getByRole('textbox')).or(popup.getByRole('button'))
  const field = (label: RegExp) => popup.getByRole('textbox', { name: label })
  const required = [/^Phone Number/, /^Address/, /^City/, /^State/]

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await popup.getByRole('button', { name: 'Save Address' }).click()
    const message = toast(page, 'Please fill all the fields')
    await expectUncovered(message, controls, width)
    expect(await message.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0s/)
    for (const label of required) await expectMarked(field(label), 'Required')
    for (const label of [/^Name/, /^Pin Code/, /^Country/, /^Tag/]) await expect(field(label)).not.toHaveAttribute('aria-invalid')
    await expect(field(/^Phone Number/)).toBeFocused()
  }

  // the map mode's tab, which the toast used to cover on a phone
  await popup.getByText('Pick on Map').click()
  await popup.getByRole('button', { name: 'Save Address' }).click()
  await expectUncovered(toast(page, 'Please fill all the fields'), popup.getByRole('radiogroup'), 1280)
  await page.setViewportSize({ width: 375, height: 800 })
  await expectUncovered(toast(page, 'Please fill all the fields'), popup.getByRole('radiogroup'), 375)
  await popup.getByText('Enter Manually').click()

  // a wrong phone: only the phone is marked, with SPEC's words; editing it clears the mark
  await field(/^Phone Number/).fill('12345')
  await field(/^Address/).fill('12 Loom Street, Ghod Dod Road')
  await field(/^City/).fill('Surat')
  await field(/^State/).fill('Gujarat')
  await popup.getByRole('button', { name: 'Save Address' }).click()
  await expect(toast(page, 'Please enter a valid phone number')).toBeVisible()
  await expectMarked(field(/^Phone Number/), 'Please enter a valid phone number')
  for (const label of required.slice(1)) await expect(field(label)).not.toHaveAttribute('aria-invalid')
  await expect(field(/^Phone Number/)).toBeFocused()
  await field(/^Phone Number/).fill('9876501234')
  await expect(field(/^Phone Number/)).not.toHaveAttribute('aria-invalid')

  // with the popup closed, the toast (4 s) lies over the header's icons: a tap there reaches the Cart
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await expect(toast(page, 'Please enter a valid phone number')).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click({ timeout: 3_000 })
  await expect(page).toHaveURL(/\/cart$/)
})
