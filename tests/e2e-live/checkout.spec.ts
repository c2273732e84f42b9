import type { APIRequestContext, Page } from '@playwright/test'
import { registerBuyer, signIn, type RegisteredBuyer } from './support/live-accounts'
import { inStockProduct, type ListedProduct } from './support/live-catalogue'
import { expect, test, toast } from './support/live-test'

/*
 * The three-step checkout of a buyer registered for this test (with one saved address): a new
 * address added by hand and selected, express shipping, Cash on Delivery, Place Order. The server empties the cart and
 * records the order, which then leads the buyer's order history with its tracking.
 */

/** Arranges the cart through the API: the checkout, not adding to the cart, is this test's subject. */
async function putInCart(request: APIRequestContext, buyer: RegisteredBuyer, product: ListedProduct, quantity: number): Promise<void> {
  const answer = await request.post('/api/user/add-to-cart', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { productId: product.id, color: product.color, quantity },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** An address saved before the test through the API: the first one a buyer adds is the selected one. */
async function saveHeadOffice(request: APIRequestContext, buyer: RegisteredBuyer): Promise<void> {
  const answer = await request.post('/api/address', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { name: HEAD_OFFICE, address: '21 Textile Market, Ring Road', city: 'Surat', state: 'Gujarat', alternativePhoneNumber: '9822001100', country: 'India' },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

const HEAD_OFFICE = 'Kavya Head Office'

const ADDRESS = {
  name: 'Kavya Dispatch Desk',
  phone: '9822001144',
  street: '7 Ring Road, Salabatpura',
  city: 'Surat',
  state: 'Gujarat',
  pinCode: '395003',
  country: 'India',
  tag: 'Warehouse',
} as const

async function addAddress(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const popup = page.getByRole('dialog', { name: 'Add New Address' })
  await expect(popup.getByRole('radio', { name: 'Enter Manually' })).toBeChecked() // manual mode by default
  await popup.getByRole('textbox', { name: /^Name/ }).fill(ADDRESS.name)
  await popup.getByRole('textbox', { name: /^Phone Number/ }).fill(ADDRESS.phone)
  await popup.getByRole('textbox', { name: /^Address/ }).fill(ADDRESS.street)
  await popup.getByRole('textbox', { name: /^City/ }).fill(ADDRESS.city)
  await popup.getByRole('textbox', { name: /^State/ }).fill(ADDRESS.state)
  await popup.getByRole('textbox', { name: /^Pin Code/ }).fill(ADDRESS.pinCode)
  await popup.getByRole('textbox', { name: /^Country/ }).fill(ADDRESS.country)
  await popup.getByRole('textbox', { name: /^Tag/ }).fill(ADDRESS.tag)
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/address') && r.request().method() === 'POST')
  await popup.getByRole('button', { name: 'Save Address' }).click()
  expect((await saved).status()).toBe(200)
  await expect(popup).toBeHidden()
}

test('adds an address, ships express, pays cash on delivery, and finds the order first in the history', async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'checkout')
  const product = await inStockProduct(request)
  await putInCart(request, buyer, product, 2)
  await saveHeadOffice(request, buyer)
  await signIn(page, buyer)

  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 product' }).click()
  await expect(page.getByRole('region', { name: 'Cart items' }).getByRole('link', { name: product.name })).toBeVisible()
  await page.getByRole('link', { name: 'Checkout' }).click()

  // step 1: the saved address is selected; a new one is added by hand and selected
  await expect(page).toHaveURL(/\/checkout\?step=address$/)
  const headOffice = page.getByRole('radio', { name: HEAD_OFFICE, exact: true })
  await expect(headOffice).toBeChecked()
  await addAddress(page)
  const card = page.getByRole('radio', { name: ADDRESS.name, exact: true })
  await expect(card).toBeVisible()
  await expect(card).not.toBeChecked()
  await expect(page.getByText(ADDRESS.street, { exact: true })).toBeVisible()
  const selected = page.waitForResponse((r) => r.url().includes('/api/address/select/'))
  await card.click() // the card turns checked once the server has answered
  expect((await selected).status()).toBe(200)
  await expect(toast(page, 'Address selected successfully')).toBeVisible()
  await expect(card).toBeChecked()
  await expect(headOffice).not.toBeChecked()
  // the address and its selection are the server's: a reload keeps both
  await page.reload()
  await expect(card).toBeChecked()
  await expect(headOffice).not.toBeChecked()
  await expect(page.getByText(`${ADDRESS.city}, ${ADDRESS.state} - ${ADDRESS.pinCode}`)).toBeVisible()
  await expect(page.getByText(ADDRESS.tag, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // step 2: free on entry, express chosen
  await expect(page).toHaveURL(/step=shipping$/)
  await expect(page.getByRole('radio', { name: /Free Shipping/ })).toBeChecked()
  await page.getByRole('radio', { name: /Express Shipping/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()

  // step 3: the summary, then Cash on Delivery
  await expect(page).toHaveURL(/step=payment$/)
  await expect(page.getByText('Shipping ID: express')).toBeVisible()
  const aside = page.getByRole('complementary', { name: 'Order summary' })
  await expect(aside.getByText(product.name)).toBeVisible()
  await expect(aside.getByText('₹8.50')).toBeVisible()
  await expect(page.getByText('Estimated Tax (10%)')).toBeVisible()
  await page.getByRole('tab', { name: 'Cash on Delivery' }).click()
  const bought = page.waitForResponse((r) => r.url().endsWith('/api/buy') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Place Order' }).click()
  const buy = await bought
  expect(buy.status()).toBe(200)
  expect(buy.request().postDataJSON()).toMatchObject({ paymentMethod: 'Cash on Delivery' })

  const success = page.getByRole('dialog', { name: 'Payment Success' })
  await expect(success).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible()
  await success.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/success-payment\?orders=TBN\d{12}/)
  await expect(page.getByRole('heading', { name: 'Thank you for purchasing from Us' })).toBeVisible()

  // the server emptied the cart
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: "Let's Order Something" })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: "Let's Order Something" })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible()

  // the order leads the history, placed and tracked
  await page.goto('/user-profile?section=orderHistory')
  await expect(page.getByRole('navigation', { name: 'Order history pages' })).toContainText('1 of 1')
  const orders = page.getByRole('article')
  await expect(orders).toHaveCount(1)
  const order = orders.first()
  await expect(order).toContainText(product.name)
  await expect(order.getByText('Ordered Placed', { exact: true })).toBeVisible()
  await order.getByRole('button', { name: 'Track My Order' }).click()
  const tracking = page.getByRole('dialog', { name: 'Track My Order' })
  await expect(tracking.getByRole('list', { name: 'Tracking steps' }).getByRole('listitem')).toHaveCount(4)
  await expect(tracking.getByText('(reached)')).toHaveCount(1)
  await expect(tracking.getByRole('listitem').first()).toContainText('Ordered Placed')
  await tracking.getByRole('button', { name: 'Close tracking' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // the shipping address went with it
  await order.getByRole('button', { expanded: false }).first().click()
  await expect(order.getByText('Shipping Address')).toBeVisible()
  await expect(order).toContainText(ADDRESS.street)
})
