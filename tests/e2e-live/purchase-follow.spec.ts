import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { registerBuyer, signIn, type RegisteredBuyer } from './support/live-accounts'
import { inStockProduct, openProduct, type ListedProduct } from './support/live-catalogue'
import { expect, test } from './support/live-test'

/*
 * Issue 28, point 8, on the live store: a purchase you can follow. The Payment Success popup and
 * the thank-you page name every order the purchase made (one per cart line) and lead to them in
 * Order History, where the same numbers are; a reload of the thank-you page keeps them. On a
 * phone, the product page keeps Add to Cart in reach in a bar once its own button is scrolled
 * past; on a wide page there is no bar. Each width is a resize of the same page (375, 800, 1280).
 */

const WIDTHS = [375, 800, 1280] as const
const asBuyer = (buyer: RegisteredBuyer) => ({ authorization: `Bearer ${buyer.token}` })

/** Two different fabrics of the first listing page, in stock: a purchase of two orders. */
async function twoProducts(request: APIRequestContext): Promise<[ListedProduct, ListedProduct]> {
  const first = await inStockProduct(request)
  const answer = await request.get('/api/getAllProducts', { params: { page: 1, limit: 12 } })
  const { data } = (await answer.json()) as { data: { _id: string; name: string; productVarieties: { color: string; stock: number; discountedPrice: number }[] }[] }
  const other = data.find((p) => p._id !== first.id && (p.productVarieties[0]?.stock ?? 0) > 1)
  if (!other) throw new Error('the first listing page has one product in stock only')
  const v = other.productVarieties[0]!
  return [first, { id: other._id, name: other.name, color: v.color, price: v.discountedPrice }]
}

/** The cart and a selected address arranged through the API: the purchase is this test's subject. */
async function readyToBuy(request: APIRequestContext, buyer: RegisteredBuyer, products: readonly ListedProduct[]): Promise<void> {
  for (const product of products) {
    const added = await request.post('/api/user/add-to-cart', { headers: asBuyer(buyer), data: { productId: product.id, color: product.color, quantity: 2 } })
    expect(added.status(), await added.text()).toBe(200)
  }
  const address = await request.post('/api/address', {
    headers: asBuyer(buyer),
    data: { name: 'Kavya Dispatch', address: '9 Ring Road, Salabatpura', city: 'Surat', state: 'Gujarat', alternativePhoneNumber: '9822001100', country: 'India' },
  })
  expect(address.status(), await address.text()).toBe(200)
}

/** The numbers a list of order numbers shows, in order. */
const listed = (list: Locator) => list.getByRole('listitem').allTextContents()

/** The element lies wholly inside the viewport, at the page's current width. */
async function expectInView(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox()
  const size = page.viewportSize()!
  expect(box, 'rendered').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width + 0.5)
}

/** Where an element's box ends, from the viewport's top. */
const barBottom = async (element: Locator) => {
  const box = (await element.boundingBox())!
  return box.y + box.height
}

test('a buyer paying cash on delivery finds the order numbers in the popup, the thank-you page and Order History', async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'follow')
  const products = await twoProducts(request)
  await readyToBuy(request, buyer, products)
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, buyer)

  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('tab', { name: 'Cash on Delivery' }).click()
  // the summary names each line's quantity with its unit
  const aside = page.getByRole('complementary', { name: 'Order summary' })
  await expect(aside.getByText(`Quantity: 2 m · ${products[0].color}`)).toBeVisible()
  const bought = page.waitForResponse((r) => r.url().endsWith('/api/buy') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Place Order' }).click()
  const answer = (await (await bought).json()) as { orderIds: string[] }
  const numbers = answer.orderIds
  expect(numbers).toHaveLength(2)

  // the popup names both orders at each width
  const popup = page.getByRole('dialog', { name: 'Payment Success' })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 812 })
    const list = popup.getByRole('list', { name: 'Order IDs' })
    await expect(list).toBeVisible()
    expect(await listed(list)).toEqual(numbers)
    await expectInView(page, list)
    await expect(popup.getByRole('link', { name: 'View in Order History' })).toBeVisible()
  }

  // closing it leads to the thank-you page, which names them too, and keeps them on a reload
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(new RegExp(`/success-payment\\?orders=${numbers.join(',')}$`))
  await expect(page.getByRole('heading', { name: 'Thank you for purchasing from Us' })).toBeVisible()
  await page.reload()
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 812 })
    const list = page.getByRole('list', { name: 'Order IDs' })
    await expect(list).toBeVisible()
    expect(await listed(list)).toEqual(numbers)
    await expectInView(page, list)
  }

  // the link leads to Order History, where the same numbers lead the list
  await page.getByRole('link', { name: 'View in Order History' }).click()
  await expect(page).toHaveURL(/\/user-profile\?section=orderHistory$/)
  for (const number of numbers) {
    const card = page.getByRole('article', { name: `Order ${number}` })
    await expect(card.getByText(`Order ID: ${number}`)).toBeVisible()
    await expect(card.getByText('Quantity: 2 m')).toBeVisible()
  }
})

test('on a phone the product page keeps Add to Cart in reach past its button; a wide page has no bar', async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'bar')
  const product = await inStockProduct(request)
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, buyer)
  await openProduct(page, product)
  const bar = page.getByRole('region', { name: 'Add to cart bar' })
  // the page's own button is not passed yet: no bar
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible()
  await expect(bar).toHaveCount(0)

  // scrolled on to the description: the bar shows the product, above the mobile navbar
  await page.getByRole('heading', { name: 'Product Description' }).evaluate((h) => h.scrollIntoView({ block: 'start' }))
  await expect(bar).toBeVisible()
  await expect(bar).toContainText(product.name)
  const navBox = (await page.getByRole('navigation', { name: 'Mobile' }).boundingBox())!
  // it slides up into place (200 ms): where it settles, it sits on the navbar, never over it
  await expect.poll(async () => Math.round(await barBottom(bar))).toBe(Math.round(navBox.y))

  // its button does what the page's does: the Add To Cart popup
  await bar.getByRole('button', { name: 'Add to Cart' }).click()
  const popup = page.getByRole('dialog', { name: 'Add To Cart' })
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(popup).toBeHidden()

  // the page's end is not under the bar: the footer's last line stays above it
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const footerBox = (await page.getByRole('contentinfo').boundingBox())!
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 0.5)

  // a tablet's page is one column too: the bar, at the bottom (no navbar there)
  await page.setViewportSize({ width: 800, height: 900 })
  await page.getByRole('heading', { name: 'Product Description' }).evaluate((h) => h.scrollIntoView({ block: 'start' }))
  await expect(bar).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  await expect.poll(async () => Math.round(await barBottom(bar))).toBe(900)

  // a wide page keeps the button beside the gallery: no bar, however far it is scrolled
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('heading', { name: 'Product Description' }).evaluate((h) => h.scrollIntoView({ block: 'start' }))
  await expect(page.getByRole('heading', { name: 'Product Description' })).toBeInViewport()
  await expect(bar).toHaveCount(0)
})
