import { describe, expect, test } from 'vitest'
import type { Cart } from '../../contracts/cart'
import type { Product } from '../../contracts/product'
import { DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { cartService } from '../../src/services/cart-service'
import { catalogueService } from '../../src/services/catalogue-service'
import { onlyInStockMessage } from '../../contracts/stock-rules'
import { rejectionOf, signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'

serveBackend()

const priceOf = (p: Product, color: string) => p.productVarieties.find((v) => v.color === color)?.discountedPrice ?? NaN
const subtotalOf = (cart: Cart) => cart.products.reduce((sum, l) => sum + l.itemPrice, 0)
const money = (n: number) => Math.round(n * 100) / 100

async function stockedProducts() {
  return (await catalogueService.listProducts({}).then((r) => r.data)).filter((p) => p.productVarieties.every((v) => v.stock > 0))
}

describe('GET /user/cart', () => {
  test('lines are populated and priced: itemPrice = discountedPrice × quantity, total = sum', async () => {
    await signInAs()
    const cart = await cartService.get()
    expect(cart.products).toHaveLength(2)
    for (const line of cart.products) {
      expect(line.itemPrice).toBe(money(priceOf(line.productId, line.productColor) * line.quantity))
      expect(line.couponDiscountedPrice ?? null).toBeNull()
    }
    expect(cart.totalPrice).toBe(money(subtotalOf(cart)))
    expect(await cartService.totalPrice()).toBe(cart.totalPrice)
  })
})

describe('adding, updating and removing lines', () => {
  test('adding the same product in the same colour merges into one line', async () => {
    await signInAs()
    const [product] = await stockedProducts()
    const color = product?.productVarieties[0]?.color ?? ''
    await cartService.add({ productId: product?._id ?? '', color, quantity: 2 })
    const answer = await cartService.add({ productId: product?._id ?? '', color, quantity: 3 })
    expect(answer.msg).toBe('Added to cart')
    expect(answer.data.filter((l) => l.productId === product?._id)).toEqual([{ productId: product?._id, productColor: color, quantity: 5 }])
    expect((await cartService.get()).products).toHaveLength(3)
  })

  test('another colour of the same product is another line', async () => {
    await signInAs()
    const product = (await stockedProducts()).find((p) => p.productVarieties.length >= 2)
    const [a, b] = product?.productVarieties ?? []
    await cartService.add({ productId: product?._id ?? '', color: a?.color ?? '', quantity: 1 })
    await cartService.add({ productId: product?._id ?? '', color: b?.color ?? '', quantity: 1 })
    expect((await cartService.get()).products.filter((l) => l.productId._id === product?._id)).toHaveLength(2)
  })

  test('a colour out of stock cannot be added', async () => {
    await signInAs()
    const all = await catalogueService.listProducts({}).then((r) => r.data)
    const product = all.find((p) => p.productVarieties.some((v) => v.stock === 0))
    const soldOut = product?.productVarieties.find((v) => v.stock === 0)
    const error = await rejectionOf(cartService.add({ productId: product?._id ?? '', color: soldOut?.color ?? '', quantity: 1 }))
    expect(error).toMatchObject({ status: 400, serverMessage: 'Out of Stock' })
  })

  test('a quantity above the stock is refused with how much is left, and the cart stays as it was', async () => {
    await signInAs()
    const before = await cartService.get()
    const [product] = await stockedProducts()
    const variety = product?.productVarieties[0]
    const stock = variety?.stock ?? 0
    const adding = cartService.add({ productId: product?._id ?? '', color: variety?.color ?? '', quantity: stock + 1 })
    expect(await rejectionOf(adding)).toMatchObject({ status: 409, serverMessage: onlyInStockMessage(stock) })
    expect(await cartService.get()).toEqual(before)
  })

  test('adding to a line counts what it holds: the whole stock goes in, one metre more does not', async () => {
    await signInAs()
    const [product] = await stockedProducts()
    const variety = product?.productVarieties[0]
    const stock = variety?.stock ?? 0
    const key = { productId: product?._id ?? '', color: variety?.color ?? '' }
    await cartService.add({ ...key, quantity: stock })
    expect(await rejectionOf(cartService.add({ ...key, quantity: 1 }))).toMatchObject({ status: 409, serverMessage: onlyInStockMessage(stock) })
    expect((await cartService.get()).products.find((l) => l.productId._id === key.productId)?.quantity).toBe(stock)
  })

  test('a line is updated up to the stock, and not beyond', async () => {
    await signInAs()
    const [product] = await stockedProducts()
    const variety = product?.productVarieties[0]
    const stock = variety?.stock ?? 0
    const key = { productId: product?._id ?? '', color: variety?.color ?? '' }
    await cartService.add({ ...key, quantity: 1 })
    expect(await rejectionOf(cartService.update({ ...key, quantity: stock + 1 }))).toMatchObject({ status: 409, serverMessage: onlyInStockMessage(stock) })
    expect(await cartService.update({ ...key, quantity: stock })).toEqual({ msg: 'Cart updated successfully' })
    expect((await cartService.get()).products.find((l) => l.productId._id === key.productId)?.quantity).toBe(stock)
  })

  test('unknown products and colours are refused', async () => {
    await signInAs()
    expect(await rejectionOf(cartService.add({ productId: 'nope', color: 'Indigo', quantity: 1 }))).toMatchObject({
      status: 404,
      serverMessage: 'Product not found',
    })
    const [product] = await stockedProducts()
    expect(await rejectionOf(cartService.add({ productId: product?._id ?? '', color: 'Chartreuse', quantity: 1 }))).toMatchObject({
      status: 404,
      serverMessage: 'Color not available',
    })
  })

  test.each([0, -1, -100, 1.5])('a quantity of %s is refused with 400 when adding and when updating', async (quantity) => {
    await signInAs()
    const before = await cartService.get()
    const [line] = before.products
    const [product] = await stockedProducts()
    const adding = cartService.add({ productId: product?._id ?? '', color: product?.productVarieties[0]?.color ?? '', quantity })
    expect(await rejectionOf(adding)).toMatchObject({ status: 400, serverMessage: expect.any(String) })
    const updating = cartService.update({ productId: line?.productId._id ?? '', color: line?.productColor ?? '', quantity })
    expect(await rejectionOf(updating)).toMatchObject({ status: 400, serverMessage: expect.any(String) })
    expect(await cartService.get()).toEqual(before)
  })

  test('update sets the quantity; remove drops the line', async () => {
    await signInAs()
    const [first, second] = (await cartService.get()).products
    const key = { productId: first?.productId._id ?? '', color: first?.productColor ?? '' }
    expect(await cartService.update({ ...key, quantity: 7 })).toEqual({ msg: 'Cart updated successfully' })
    const updated = await cartService.get()
    expect(updated.products.find((l) => l.productId._id === key.productId)?.quantity).toBe(7)
    expect(await cartService.remove(key)).toEqual({ msg: 'Item removed from cart' })
    expect((await cartService.get()).products.map((l) => l.productId._id)).toEqual([second?.productId._id])
  })

  test('updating or removing a line that is not in the cart is a 404', async () => {
    await signInAs()
    const missing = { productId: 'not-in-cart', color: 'Indigo' }
    expect(await rejectionOf(cartService.update({ ...missing, quantity: 1 }))).toMatchObject({ status: 404, serverMessage: 'Item not found in cart' })
    expect(await rejectionOf(cartService.remove(missing))).toMatchObject({ status: 404, serverMessage: 'Item not found in cart' })
  })
})

describe('coupons', () => {
  test('WELCOME10 takes 10% off every line and the total', async () => {
    await signInAs()
    const before = await cartService.get()
    expect(await cartService.applyCoupon('WELCOME10')).toEqual({ msg: 'Coupon applied successfully' })
    const after = await cartService.get()
    expect(after.totalPrice).toBe(money(before.totalPrice * 0.9))
    for (const line of after.products) {
      expect(line.appliedCoupon).toEqual({ code: 'WELCOME10' })
      expect(line.itemPrice).toBe(before.products.find((l) => l._id === line._id)?.itemPrice)
      expect(line.couponDiscountedPrice).toBeCloseTo(line.itemPrice * 0.9, 1)
    }
    expect(money(after.products.reduce((s, l) => s + (l.couponDiscountedPrice ?? 0), 0))).toBe(after.totalPrice)
  })

  test('FLAT500 takes ₹500 off a cart above ₹2000', async () => {
    await signInAs()
    const before = await cartService.get()
    expect(before.totalPrice).toBeGreaterThan(2000)
    await cartService.applyCoupon('flat500 ')
    const after = await cartService.get()
    expect(after.totalPrice).toBe(money(before.totalPrice - 500))
    expect(money(after.products.reduce((s, l) => s + (l.couponDiscountedPrice ?? 0), 0))).toBe(after.totalPrice)
  })

  test('FLAT500 is refused on a cart of ₹2000 or less', async () => {
    await signInAs(DEMO_WEAVER)
    expect((await cartService.get()).totalPrice).toBeLessThanOrEqual(2000)
    expect(await rejectionOf(cartService.applyCoupon('FLAT500'))).toMatchObject({
      status: 400,
      serverMessage: 'FLAT500 applies only to orders above ₹2000',
    })
  })

  test.each([
    ['DIWALI2025', 'Coupon has expired'],
    ['FREESHIP', 'Invalid coupon code'],
  ])('%s is refused: %s', async (code, message) => {
    await signInAs()
    expect(await rejectionOf(cartService.applyCoupon(code))).toMatchObject({ status: 400, serverMessage: message })
    expect((await cartService.get()).products.every((l) => !l.appliedCoupon)).toBe(true)
  })

  test('one coupon at a time', async () => {
    await signInAs()
    await cartService.applyCoupon('WELCOME10')
    const error = await rejectionOf(cartService.applyCoupon('FLAT500'))
    expect(error).toMatchObject({ status: 400, serverMessage: 'Coupon WELCOME10 is already applied. Remove it to use another coupon' })
  })

  test('removing the applied coupon restores the prices; removing another code is refused', async () => {
    await signInAs()
    const before = await cartService.get()
    await cartService.applyCoupon('WELCOME10')
    expect(await rejectionOf(cartService.removeCoupon('FLAT500'))).toMatchObject({ status: 400, serverMessage: 'This coupon is not applied to your cart' })
    expect(await cartService.removeCoupon('WELCOME10')).toEqual({ msg: 'Coupon removed successfully' })
    expect(await cartService.get()).toEqual(before)
    expect(await rejectionOf(cartService.removeCoupon('WELCOME10'))).toMatchObject({ status: 400, serverMessage: 'No coupon is applied' })
  })

  test('a coupon cannot be applied to an empty cart', async () => {
    await signInAs()
    for (const line of (await cartService.get()).products) {
      await cartService.remove({ productId: line.productId._id, color: line.productColor })
    }
    expect(await rejectionOf(cartService.applyCoupon('WELCOME10'))).toMatchObject({ status: 400, serverMessage: 'Your cart is empty' })
  })

  test('FLAT500 falls away when the cart drops to ₹2000 or less', async () => {
    await signInAs()
    await cartService.applyCoupon('FLAT500')
    const cart = await cartService.get()
    const [biggest] = [...cart.products].sort((a, b) => b.itemPrice - a.itemPrice)
    await cartService.remove({ productId: biggest?.productId._id ?? '', color: biggest?.productColor ?? '' })
    const after = await cartService.get()
    expect(subtotalOf(after)).toBeLessThanOrEqual(2000) // the seeded cart's cheaper line alone
    expect(after.products.every((l) => !l.appliedCoupon && l.couponDiscountedPrice == null)).toBe(true)
    expect(after.totalPrice).toBe(money(subtotalOf(after)))
  })
})
