import type { Page } from '@playwright/test'
import { tabAndEnter, tabAndType, tabTo } from '../support/keyboard'
import { expect, openFresh, test } from './fixtures'

/*
 * Keyboard only (issue 8): a new buyer signs up with a one-time code, finds a product, adds it
 * to the cart, adds a delivery address and places the order, with Tab, Shift+Tab, Enter, Space,
 * arrows and typing; never the mouse. Every control is reached in the page's own focus order
 * and shows its focus.
 */

test.describe.configure({ timeout: 120_000 })

const PASSWORD = 'Weave@2025'
const toast = (page: Page, message: string) => page.getByText(message, { exact: true })

test('sign up, add to cart and check out with the keyboard alone', async ({ page }) => {
  const email = `keys-${Date.now()}@handlooms.in`
  await openFresh(page, '/register')

  // sign-up: email route, details, password
  await tabAndEnter(page, page.getByRole('button', { name: 'Continue with Email' }))
  await tabAndType(page, page.getByRole('textbox', { name: /^Name/ }), 'Keya Weaves')
  await tabAndType(page, page.getByRole('textbox', { name: /^Email Address/ }), email)
  await tabAndType(page, page.getByRole('textbox', { name: /^Phone/ }), '9812345671')
  await page.keyboard.press('Enter') // submits the details form
  await tabAndType(page, page.getByLabel(/^Add Password/), PASSWORD)
  await tabAndType(page, page.getByLabel(/^Confirm Password/), PASSWORD)
  await tabAndEnter(page, page.getByRole('button', { name: 'Next' }))

  // the code is shown in a notice; the buyer reads it and types it in
  const notice = page.getByText(/^Your OTP is \d{6}$/)
  await expect(notice).toBeVisible()
  const code = (await notice.textContent())!.replace(/\D/g, '')
  await tabAndEnter(page, page.getByRole('button', { name: 'Continue' }))
  await expect(page).toHaveURL(/\/verify-otp$/)
  await tabTo(page, page.getByRole('textbox', { name: 'Digit 1 of 6' }))
  await page.keyboard.type(code)
  await tabAndEnter(page, page.getByRole('button', { name: 'Verify' }))
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()

  // find a product: Explore, then the first product's name link
  await tabAndEnter(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }))
  await expect(page).toHaveURL(/\/products$/)
  const results = page.getByRole('region', { name: 'Results' })
  await expect(results).toHaveAttribute('aria-busy', 'false')
  await tabAndEnter(page, results.getByRole('article').first().getByRole('heading').getByRole('link'), { max: 250 })
  await expect(page).toHaveURL(/\/product\//)

  // an in-stock colour with the arrow keys, then Add to Cart
  const addToCart = page.getByRole('button', { name: /^(Add to Cart|Out Of Stock)$/ }).first() // the page's own: a phone's Add to Cart bar repeats it once scrolled past
  const colours = page.getByRole('main').getByRole('group', { name: /^Colour/ }).getByRole('radio')
  await tabTo(page, colours.first())
  for (let i = 0; i < (await colours.count()) && (await addToCart.textContent()) !== 'Add to Cart'; i++) {
    await page.keyboard.press('ArrowRight')
  }
  await tabAndEnter(page, page.getByRole('button', { name: 'Add to Cart' }))
  const popup = page.getByRole('dialog', { name: 'Add To Cart' })
  await expect(popup).toBeVisible()
  await tabAndType(page, popup.getByRole('textbox', { name: /Quantity/ }), '3')
  await page.keyboard.press('Enter') // submits the popup's form
  await expect(toast(page, 'Added to cart')).toBeVisible()
  await expect(popup).toBeHidden()

  // the cart, through the header, then Checkout
  await tabAndEnter(page, page.getByRole('banner').getByRole('link', { name: /^Cart/ }), { max: 250 })
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1)
  await tabAndEnter(page, page.getByRole('link', { name: 'Checkout' }))

  // step 1: a new buyer has no address yet: add one in the popup
  await expect(page.getByText('No addresses found')).toBeVisible()
  await tabAndEnter(page, page.getByRole('button', { name: 'Add New Address' }))
  const form = page.getByRole('dialog', { name: 'Add New Address' })
  await expect(form).toBeVisible()
  await tabAndType(page, form.getByRole('textbox', { name: /^Phone Number/ }), '9812345671')
  await tabAndType(page, form.getByRole('textbox', { name: /^Address/ }), '4 Handloom Lane')
  await tabAndType(page, form.getByRole('textbox', { name: /^City/ }), 'Varanasi')
  await tabAndType(page, form.getByRole('textbox', { name: /^State/ }), 'Uttar Pradesh')
  await tabAndType(page, form.getByRole('textbox', { name: /^Country/ }), 'India')
  await tabAndEnter(page, form.getByRole('button', { name: 'Save Address' }))
  await expect(form).toBeHidden()
  const card = page.getByRole('radio', { name: 'Keya Weaves' })
  await expect(card).toBeVisible()
  if (!(await card.isChecked())) {
    await tabTo(page, card)
    await page.keyboard.press('Space')
    await expect(toast(page, 'Address selected successfully')).toBeVisible()
  }
  await expect(card).toBeChecked()

  // step 2 (free shipping chosen on entry), step 3, Place Order
  await tabAndEnter(page, page.getByRole('button', { name: 'Next' }))
  await expect(page.getByRole('radio', { name: /^Free Shipping/ })).toBeChecked()
  await tabAndEnter(page, page.getByRole('button', { name: 'Next' }))
  const placeOrder = page.getByRole('button', { name: 'Place Order' })
  await expect(placeOrder).toBeEnabled()
  await tabAndEnter(page, placeOrder)
  // the default Credit Card goes through the demo gateway first (issue 31): Pay by keyboard too
  await tabAndEnter(page, page.getByRole('dialog', { name: 'Demo payment gateway' }).getByRole('button', { name: 'Pay' }))
  const success = page.getByRole('dialog', { name: 'Payment Success' })
  await expect(success).toBeVisible()
  await tabAndEnter(page, success.getByRole('button', { name: 'Continue' }))
  await expect(page).toHaveURL(/\/success-payment\?orders=TBN\d{12}/)
  await expect(page.getByText('Thank you for purchasing from Us')).toBeVisible()
})
