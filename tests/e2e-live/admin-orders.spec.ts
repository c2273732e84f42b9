import { backOfficeA11y, FULFILMENT, markStep, openBuyerTracking, openOrderFromList, staffSignIn } from '../support/back-office'
import { registerBuyer, signIn, type RegisteredBuyer } from './support/live-accounts'
import { inStockProduct } from './support/live-catalogue'
import { expect, test } from './support/live-test'

/*
 * The back office on the live store (issue 29): a new buyer places an order in the storefront,
 * and in the same browser a member of fulfilment staff signs in at /admin (the server's session
 * cookie), finds the order, marks it Ongoing, then Shipped with a carrier and tracking number;
 * the buyer's Track My Order, read from the server, shows Shipped and the tracking number. One
 * test walks the widths (1280, 800, 375) with axe on each back-office screen.
 */

const asBuyer = (buyer: RegisteredBuyer) => ({ authorization: `Bearer ${buyer.token}` })

test('staff ship a buyer’s new order on the live store and the buyer tracks it, at 1280, 800 and 375 px', async ({ page, request }) => {
  test.setTimeout(90_000)
  const a11y = backOfficeA11y(page)
  // the cart and a selected address arranged through the API: the purchase itself is the buyer's
  const buyer = await registerBuyer(request, 'staff-ships')
  const product = await inStockProduct(request)
  const added = await request.post('/api/user/add-to-cart', { headers: asBuyer(buyer), data: { productId: product.id, color: product.color, quantity: 2 } })
  expect(added.status(), await added.text()).toBe(200)
  const address = await request.post('/api/address', {
    headers: asBuyer(buyer),
    data: { name: 'Kavya Dispatch', address: '9 Ring Road, Salabatpura', city: 'Surat', state: 'Gujarat', alternativePhoneNumber: '9822001100', country: 'India' },
  })
  expect(address.status(), await address.text()).toBe(200)

  await signIn(page, buyer)
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('tab', { name: 'Cash on Delivery' }).click()
  const bought = page.waitForResponse((r) => r.url().endsWith('/api/buy') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Place Order' }).click()
  const [orderId] = ((await (await bought).json()) as { orderIds: string[] }).orderIds
  expect(orderId).toMatch(/^TBN\d{12}$/)
  await expect(page.getByRole('dialog', { name: 'Payment Success' })).toBeVisible()

  // the back office, served by the server with noindex
  const adminPage = await request.get('/admin/orders')
  expect(adminPage.headers()['x-robots-tag']).toContain('noindex')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
  await a11y.scan('sign-in at 1280')
  await staffSignIn(page, FULFILMENT.email)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByText('Orders today')).toBeVisible()
  await a11y.scan('dashboard at 1280')

  await page.setViewportSize({ width: 800, height: 900 })
  await openOrderFromList(page, orderId!)
  await expect(page.getByText(`${product.name}`).first()).toBeVisible()
  await expect(page.getByText(product.color, { exact: true })).toBeVisible()
  await a11y.scan('order page at 800')
  await page.getByRole('link', { name: 'All orders' }).click()
  await expect(page.getByRole('link', { name: `Order ${orderId}` })).toBeVisible()
  await a11y.scan('orders list at 800')
  await page.getByRole('link', { name: `Order ${orderId}` }).click()

  // on a phone, on the warehouse floor
  await page.setViewportSize({ width: 375, height: 812 })
  await markStep(page, 'Ongoing')
  await markStep(page, 'Shipped', { carrier: 'Blue Dart', trackingNumber: 'BD-LIVE-0375' })
  const timeline = page.getByRole('heading', { name: 'Timeline' }).locator('..')
  await expect(timeline.getByText('Blue Dart, tracking number BD-LIVE-0375')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await a11y.scan('order page at 375')

  // the buyer, in the same browser, reads it from the server
  await page.setViewportSize({ width: 1280, height: 800 })
  const tracking = await openBuyerTracking(page, orderId!)
  await expect(tracking.getByRole('listitem').filter({ hasText: 'Shipped (reached)' })).toContainText('BD-LIVE-0375')
  a11y.expectClean()
})
