import type { APIRequestContext, Page } from '@playwright/test'
import { onlyInStockMessage } from '../../contracts/stock-rules'
import { registerBuyer, signIn, type RegisteredBuyer } from './support/live-accounts'
import { orderThroughApi } from './support/live-orders'
import { expect, test, toast } from './support/live-test'

/*
 * Issue 28, point 1, on the live store: a cart never takes more than the stock, typed or tapped,
 * and says how much is left; a line whose stock fell since is marked with a one-tap fix; a
 * Place Order refused for the stock says why in the Payment Failure popup.
 */

interface StockedProduct {
  readonly id: string
  readonly name: string
  readonly color: string
  readonly stock: number
}

const asBuyer = (buyer: RegisteredBuyer) => ({ authorization: `Bearer ${buyer.token}` })

/** A product of the first listing page whose first colour has at least `least` metres, with its stock now. */
async function stockedProduct(request: APIRequestContext, least: number, skip = 0): Promise<StockedProduct> {
  const answer = await request.get('/api/getAllProducts', { params: { page: 1, limit: 12 } })
  expect(answer.status()).toBe(200)
  const { data } = (await answer.json()) as { data: { _id: string; name: string; productVarieties: { color: string; stock: number }[] }[] }
  const found = data.filter((p) => (p.productVarieties[0]?.stock ?? 0) >= least)[skip]
  if (!found) throw new Error(`no product on the first listing page has ${least} m in its first colour`)
  return { id: found._id, name: found.name, color: found.productVarieties[0]!.color, stock: found.productVarieties[0]!.stock }
}

/** What the server's cart holds of `product`, in metres (0 when no line). */
async function heldInCart(request: APIRequestContext, buyer: RegisteredBuyer, product: StockedProduct): Promise<number> {
  const answer = await request.get('/api/user/cart', { headers: asBuyer(buyer) })
  const cart = (await answer.json()) as { data: { products: { productId: { _id: string }; quantity: number }[] } }
  return cart.data.products.find((l) => l.productId._id === product.id)?.quantity ?? 0
}

const cartLine = (page: Page, product: StockedProduct) =>
  page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) })

for (const width of [375, 800, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the popup and the cart hold no more than the stock, and a line the stock fell under is fixed in one tap', async ({ page, request }) => {
      const buyer = await registerBuyer(request, `stock-${width}`)
      const product = await stockedProduct(request, 3, [375, 800, 1280].indexOf(width))
      await signIn(page, buyer)
      await page.goto(`/product/${product.id}`)
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click()
      const popup = page.getByRole('dialog', { name: 'Add To Cart' })
      await expect(popup.getByText(`${product.stock} m in stock`)).toBeVisible()
      const box = popup.getByRole('textbox', { name: /Quantity/ })

      // one metre more than the stock: said under the box, and again when Add is pressed; nothing is added
      await box.fill(String(product.stock + 1))
      await expect(popup.getByText(onlyInStockMessage(product.stock))).toBeVisible()
      await popup.getByRole('button', { name: 'Add To Cart' }).click()
      await expect(toast(page, onlyInStockMessage(product.stock))).toBeVisible()
      expect(await heldInCart(request, buyer, product)).toBe(0)

      // the whole stock goes in
      await box.fill(String(product.stock))
      await popup.getByRole('button', { name: 'Add To Cart' }).click()
      await expect(popup).toBeHidden()
      expect(await heldInCart(request, buyer, product)).toBe(product.stock)

      // another buyer takes a metre of it: this buyer's line now holds more than the stock
      await orderThroughApi(request, await registerBuyer(request, `stock-rival-${width}`), { id: product.id, name: product.name, color: product.color, price: 0 })
      const left = product.stock - 1
      await page.goto('/cart')
      const line = cartLine(page, product)
      await expect(line.getByText(onlyInStockMessage(left))).toBeVisible()
      await line.getByRole('button', { name: `Change to ${left} m` }).click()
      const quantity = line.getByRole('textbox', { name: `Quantity of ${product.name}` })
      await expect(quantity).toHaveValue(String(left))
      await expect(line.getByText(onlyInStockMessage(left))).toBeHidden()
      expect(await heldInCart(request, buyer, product)).toBe(left)
      await expect(line.getByRole('button', { name: `Increase quantity of ${product.name}` })).toBeDisabled()

      // typed: down to 2 with Enter; above the stock is refused with how much is left
      await quantity.fill('2')
      await quantity.press('Enter')
      await expect.poll(() => heldInCart(request, buyer, product)).toBe(2)
      await quantity.fill(String(left + 5))
      await quantity.press('Enter')
      await expect(toast(page, onlyInStockMessage(left))).toBeVisible()
      await expect(line.getByText(onlyInStockMessage(left))).toBeVisible()
      expect(await heldInCart(request, buyer, product)).toBe(2)
    })
  })
}

test.describe('at Place Order', () => {
  // the server's refusal is the subject: Chromium logs it as a failed resource
  test.use({ expectedRefusals: [{ status: 409, path: '/api/buy' }] })

  test('Place Order refused for the stock: the Payment Failure popup says why and where to fix it', async ({ page, request }) => {
    const buyer = await registerBuyer(request, 'stock-checkout')
    const product = await stockedProduct(request, 3, 3)
    const arranged = [
      await request.post('/api/user/add-to-cart', { headers: asBuyer(buyer), data: { productId: product.id, color: product.color, quantity: product.stock } }),
      await request.post('/api/address', {
        headers: asBuyer(buyer),
        data: { name: 'Stock Desk', address: '8 Mill Compound, Ring Road', city: 'Surat', state: 'Gujarat', alternativePhoneNumber: '9822001100', country: 'India' },
      }),
    ]
    for (const answer of arranged) expect(answer.status(), await answer.text()).toBe(200)
    // another buyer takes a metre between this buyer's cart and Place Order
    await orderThroughApi(request, await registerBuyer(request, 'stock-checkout-rival'), { id: product.id, name: product.name, color: product.color, price: 0 })
    await signIn(page, buyer)
    await page.goto('/checkout?step=address')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]step=shipping$/)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]step=payment$/)
    await page.getByRole('tab', { name: 'Cash on Delivery' }).click()
    await page.getByRole('button', { name: 'Place Order' }).click()
    const failure = page.getByRole('dialog', { name: 'Payment Failure' })
    await expect(failure.getByText(`Only the stock left of ${product.name} (${product.color}) can be ordered: please lower the quantity`)).toBeVisible()
    await expect(failure.getByText('Lower the quantity in your cart: Back to Cart.')).toBeVisible()
    await failure.getByRole('button', { name: 'Back to Cart' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(cartLine(page, product).getByText(onlyInStockMessage(product.stock - 1))).toBeVisible()
  })
})
