import type { Locator, Page } from '@playwright/test'
import { expect } from './error-catalogue-fixtures'

/*
 * The buyer's steps that several rows of SPEC 8 share, written once: the sign-up form up to the
 * one-time code, the address popups, the add-to-cart and review popups.
 */

export const NEW_PASSWORD = 'Weave@2025'

/** A fresh address for a sign-up, so a run never collides with an earlier one. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}@handlooms.in`

/** On /register: chooses the e-mail sign-up, which opens the details step. */
export async function chooseEmailSignUp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue with Email' }).click()
  await expect(signUpStep(page, 1)).toBeVisible()
}

/** On the details step: fills it and presses Next. */
export async function submitSignUpDetails(page: Page, details: { email: string; phone?: string }): Promise<void> {
  await page.getByRole('textbox', { name: /^Name/ }).fill('Meera Handlooms')
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(details.email)
  await page.getByRole('textbox', { name: /^Phone/ }).fill(details.phone ?? '9812345670')
  await page.getByRole('button', { name: 'Next' }).click()
}

/** From the details step through the password step: the sign-up call runs. */
export async function submitSignUp(page: Page, email: string): Promise<void> {
  await submitSignUpDetails(page, { email })
  await page.getByLabel(/^Add Password/).fill(NEW_PASSWORD)
  await page.getByLabel(/^Confirm Password/).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Next' }).click()
}

/** From the details step to /verify-otp; answers the code the notice showed. */
export async function signUpToCodeEntry(page: Page, email: string): Promise<string> {
  await submitSignUp(page, email)
  const notice = page.getByText(/^Your OTP is \d{6}$/)
  await expect(notice).toBeVisible()
  const code = (await notice.textContent())!.replace(/\D/g, '')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  return code
}

/** The step indicator of /register ('Step 1 of 2' is the details step). */
export const signUpStep = (page: Page, step: 1 | 2) => page.getByText(`Step ${step} of 2`)

/* ---- checkout step 1: the address book ---------------------------------------------------- */

/** The demo buyer's three addresses, by the name their card shows (Surat is selected). */
export const ADDRESS = { home: 'Aarav Mehta', office: 'Aarav Mehta (Office)', warehouse: 'Mehta Textiles Warehouse' } as const

export const addressRadio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })

/** Waits for the address cards of checkout step 1. */
export async function expectAddressBook(page: Page): Promise<void> {
  await expect(addressRadio(page, ADDRESS.home)).toBeChecked()
}

/** Opens Add New Address and types a complete address with the given phone. */
export async function fillNewAddress(page: Page, phone: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const popup = page.getByRole('dialog', { name: 'Add New Address' })
  await popup.getByRole('textbox', { name: /^Phone Number/ }).fill(phone)
  await popup.getByRole('textbox', { name: /^Address/ }).fill('12 Loom Street, Ghod Dod Road')
  await popup.getByRole('textbox', { name: /^City/ }).fill('Surat')
  await popup.getByRole('textbox', { name: /^State/ }).fill('Gujarat')
  await popup.getByRole('textbox', { name: /^Country/ }).fill('India')
  return popup
}

/** Opens the edit popup of an address and saves it unchanged. */
export async function saveAddressUnchanged(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit address of ${name}` }).click()
  const popup = page.getByRole('dialog', { name: 'Edit Address' })
  await popup.getByRole('button', { name: 'Update Address' }).click()
  return popup
}

/* ---- product page: add to cart and reviews ------------------------------------------------- */

/** Opens the product page's add-to-cart popup. */
export async function openAddToCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click()
  const popup = page.getByRole('dialog', { name: 'Add To Cart' })
  await expect(popup).toBeVisible()
  return popup
}

/** The label around a radio (colour swatches and stars hide the input itself, as buyers click the label). */
export const labelOf = (scope: Locator, radioName: string) =>
  scope.locator('label').filter({ has: scope.page().getByRole('radio', { name: radioName, exact: true }) })

/** A 1x1 PNG, enough for the review upload. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
export const pictures = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `bolt-${i + 1}.png`, mimeType: 'image/png', buffer: PIXEL_PNG }))

/** Opens the product page's review popup. */
export async function openReview(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Review Your Purchase' }).click()
  const popup = page.getByRole('dialog', { name: 'Review Your Purchase' })
  await expect(popup).toBeVisible()
  return popup
}

/** Rates and writes a complete review, then submits it. */
export async function submitCompleteReview(popup: Locator): Promise<void> {
  await labelOf(popup, '4 stars').click()
  await popup.getByRole('textbox', { name: /Your review/ }).fill('Even dye across the bolt, soft hand feel.')
  await popup.getByRole('button', { name: 'Submit Review' }).click()
}
