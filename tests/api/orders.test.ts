import { describe, expect, test } from 'vitest'
import { HttpError } from '../../src/services/api-error'
import type { Order } from '../../contracts/order'
import { DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { addressService } from '../../src/services/address-service'
import { authService } from '../../src/services/auth-service'
import { cartService } from '../../src/services/cart-service'
import { catalogueService } from '../../src/services/catalogue-service'
import { orderService } from '../../src/services/order-service'
import { tokenStore } from '../../src/services/token-store'
import { rejectionOf, signInAs } from '../support/api-calls'
import { as, registerBuyerReadyToBuy } from './support/buyers'
import { serveBackend } from '../support/backend-under-test'

serveBackend()

const STEPS = ['Ordered Placed', 'Ongoing', 'Shipped', 'Delivered']

async function allOrders(): Promise<Order[]> {
  const first = await orderService.list(1, 100)
  return [...first.orders]
}

describe('POST /buy', () => {
  test('makes one order per cart line from the selected address, then empties the cart', async () => {
    await signInAs()
    const cart = await cartService.get()
    const countBefore = (await orderService.list(1, 5)).totalItems
    const answer = await orderService.buy({ paymentMethod: 'Cash on Delivery', shippingOption: 'free' }, 'key-1')
    expect(answer.msg).toBe('Order placed successfully')
    expect(answer.orderId).toMatch(/^TBN\d{12}$/)

    const list = await orderService.list(1, 5)
    expect(list.totalItems).toBe(countBefore + cart.products.length)
    const placed = list.orders.slice(0, cart.products.length)
    expect(placed.map((o) => o.orderId)).toContain(answer.orderId)
    // the answer names every order the purchase made (issue 28, point 8), the first as orderId
    expect(cart.products.length).toBeGreaterThan(1)
    expect([...(answer.orderIds ?? [])].sort()).toEqual(placed.map((o) => o.orderId).sort())
    expect(answer.orderIds?.[0]).toBe(answer.orderId)
    for (const order of placed) {
      const line = cart.products.find((l) => l.productId._id === order.productId)
      expect(line).toBeDefined()
      expect(order.item).toMatchObject({ name: line?.productId.name, quantity: line?.quantity, price: line?.itemPrice })
      expect(order.item.productVarieties?.[0]?.images.length).toBeGreaterThan(0)
      expect(order.trackingDetails).toEqual([{ status: 'Ordered Placed', message: expect.any(String), time: expect.any(String) }])
      expect(order.shippingAddress).toEqual({
        fullName: 'Aarav Mehta', phone: '9876543210', address: '14, Ring Road, near Textile Market',
        city: 'Surat', state: 'Gujarat', pinCode: '395003',
      })
      expect(order.pricing).toEqual({ estimatedTax: Math.round(order.item.price * 10) / 100, estimatedShippingHandling: 0 })
      expect(Date.parse(order.shipment?.estimatedDelivery ?? '')).toBeGreaterThan(Date.parse(order.shipment?.date ?? ''))
    }
    expect((await cartService.get()).products).toEqual([])
  })

  test('express shipping charges 8.50 once per purchase; a coupon lowers the order prices', async () => {
    await signInAs()
    await cartService.applyCoupon('WELCOME10')
    const cart = await cartService.get()
    await orderService.buy({ paymentMethod: 'UPI', shippingOption: 'express' }, 'key-express')
    const placed = (await orderService.list(1, 5)).orders.slice(0, 2)
    expect(placed.map((o) => o.pricing?.estimatedShippingHandling).sort()).toEqual([0, 8.5])
    expect(placed.map((o) => o.item.price).sort()).toEqual(cart.products.map((l) => l.couponDiscountedPrice).sort())
  })

  test('the same Idempotency-Key answers the first result and creates nothing new', async () => {
    await signInAs()
    const first = await orderService.buy({ paymentMethod: 'UPI' }, 'double-click')
    const total = (await orderService.list(1, 5)).totalItems
    const second = await orderService.buy({ paymentMethod: 'UPI' }, 'double-click')
    expect(second).toEqual(first)
    expect(second.orderIds?.length).toBeGreaterThan(0)
    expect((await orderService.list(1, 5)).totalItems).toBe(total)
  })

  test('a new key on an empty cart is refused', async () => {
    await signInAs()
    await orderService.buy({ paymentMethod: 'UPI' }, 'attempt-1')
    expect(await rejectionOf(orderService.buy({ paymentMethod: 'UPI' }, 'attempt-2'))).toMatchObject({
      status: 400,
      serverMessage: 'Your cart is empty',
    })
  })

  test('keys belong to their user: another user with the same key buys their own cart', async () => {
    await signInAs()
    await orderService.buy({ paymentMethod: 'UPI' }, 'shared-key')
    await signInAs(DEMO_WEAVER)
    const before = (await orderService.list(1, 5)).totalItems
    await orderService.buy({ paymentMethod: 'UPI' }, 'shared-key')
    expect((await orderService.list(1, 5)).totalItems).toBe(before + 1)
  })

  test('needs a selected address', async () => {
    const session = await authService.googleSignIn('mock-google:no.address@example.com:No Address')
    tokenStore.set(session.token)
    const product = (await catalogueService.listProducts({}).then((r) => r.data)).find((p) => (p.productVarieties[0]?.stock ?? 0) > 0)
    await cartService.add({ productId: product?._id ?? '', color: product?.productVarieties[0]?.color ?? '', quantity: 1 })
    expect(await rejectionOf(orderService.buy({ paymentMethod: 'UPI' }, 'k'))).toMatchObject({
      status: 400,
      serverMessage: 'Please select a delivery address',
    })
    await addressService.add({ name: '', address: '2 Mall Road', city: 'Shimla', state: 'Himachal Pradesh', alternativePhoneNumber: '9000011111', country: 'India' })
    await expect(orderService.buy({ paymentMethod: 'UPI' }, 'k')).resolves.toMatchObject({ msg: 'Order placed successfully' })
  })

  test('scheduled shipping needs a date, which becomes the expected delivery', async () => {
    await signInAs()
    expect(await rejectionOf(orderService.buy({ paymentMethod: 'UPI', shippingOption: 'scheduled' }, 's1'))).toMatchObject({
      serverMessage: 'Please choose a delivery date',
    })
    await orderService.buy({ paymentMethod: 'UPI', shippingOption: 'scheduled', shippingDate: '2026-12-24' }, 's2')
    expect((await orderService.list(1, 1)).orders[0]?.shipment?.estimatedDelivery).toBe('2026-12-24')
  })

  test('buying takes the quantity off the variety’s stock', async () => {
    await signInAs()
    const [line] = (await cartService.get()).products
    const stockOf = async () =>
      (await catalogueService.listProducts({}).then((r) => r.data))
        .find((p) => p._id === line?.productId._id)
        ?.productVarieties.find((v) => v.color === line?.productColor)?.stock ?? NaN
    const before = await stockOf()
    await orderService.buy({ paymentMethod: 'UPI' }, 'stock')
    expect(await stockOf()).toBe(before - (line?.quantity ?? 0))
  })
})

describe('GET /user/orderlist', () => {
  test('pages the buyer’s orders newest first, 5 a page', async () => {
    await signInAs()
    const first = await orderService.list(1, 5)
    const second = await orderService.list(2, 5)
    expect(first.totalItems).toBeGreaterThanOrEqual(8)
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 5))
    expect(first.orders).toHaveLength(5)
    const ids = [...first.orders, ...second.orders].map((o) => o._id)
    expect(new Set(ids).size).toBe(ids.length)
    const dates = [...first.orders, ...second.orders].map((o) => o.shipment?.date ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    expect((await orderService.list(first.totalPages + 1, 5)).orders).toEqual([])
  })

  test('each user sees only their own orders', async () => {
    await signInAs(DEMO_WEAVER)
    const list = await orderService.list(1, 5)
    expect(list.totalItems).toBe(2)
    expect(list.orders.every((o) => o.shippingAddress?.city === 'Varanasi')).toBe(true)
  })

  test('refuses a page of 0', async () => {
    await signInAs()
    expect(await rejectionOf(orderService.list(0, 5))).toMatchObject({ status: 400, serverMessage: 'Invalid page' })
  })

  test('the seeded orders cover every tracking situation of SPEC 4, spelled exactly', async () => {
    await signInAs()
    const orders = await allOrders()
    const shapes = orders.map((o) => {
      const details = o.trackingDetails
      if (details === undefined) return 'no tracking key'
      return details.map((d) => (d.isError ? `error after ${d.status}` : d.status)).join(' > ') || 'no entries'
    })
    expect(shapes).toEqual(
      expect.arrayContaining([
        'no entries',
        'no tracking key',
        'Ordered Placed',
        'Ordered Placed > Ongoing',
        'Ordered Placed > Ongoing > Shipped',
        'Ordered Placed > Ongoing > Shipped > Delivered',
        'Ordered Placed > error after Ongoing',
        'Ordered Placed > Ongoing > Shipped > error after Delivered',
      ]),
    )
    const statuses = orders.flatMap((o) => o.trackingDetails ?? []).map((d) => d.status)
    expect(statuses.every((s) => STEPS.includes(s))).toBe(true)
    expect(orders.some((o) => o.pricing === undefined)).toBe(true)
    expect(orders.some((o) => o.reviewed === true)).toBe(true)
    for (const order of orders) {
      const entries = (order.trackingDetails ?? []).filter((d) => !d.isError)
      expect(entries.map((d) => d.status)).toEqual(STEPS.slice(0, entries.length)) // steps in the fixed order
    }
  })
})

describe('at the same moment', () => {
  test('the same Idempotency-Key sent twice at once makes one purchase and one answer', async () => {
    await signInAs()
    const lines = (await cartService.get()).products.length
    const before = (await orderService.list(1, 5)).totalItems
    const [first, second] = await Promise.all([
      orderService.buy({ paymentMethod: 'UPI' }, 'same-moment'),
      orderService.buy({ paymentMethod: 'UPI' }, 'same-moment'),
    ])
    expect(second).toEqual(first)
    expect((await orderService.list(1, 5)).totalItems).toBe(before + lines)
    expect((await cartService.get()).products).toEqual([])
    expect(await orderService.buy({ paymentMethod: 'UPI' }, 'same-moment')).toEqual(first)
  })

  test('two buyers buying the last units of one variety: one gets them, the other a 4xx, and stock ends at 0', async () => {
    const products = await catalogueService.listProducts({}).then((r) => r.data)
    const product = products.find((p) => (p.productVarieties[0]?.stock ?? 0) > 1) ?? products[0]
    const variety = product?.productVarieties[0]
    const stock = variety?.stock ?? 0
    const stockNow = async () => (await catalogueService.listProducts({}).then((r) => r.data)).find((p) => p._id === product?._id)?.productVarieties[0]?.stock
    const line = { productId: product?._id ?? '', color: variety?.color ?? '', quantity: stock }

    const first = await registerBuyerReadyToBuy('First Buyer')
    await as(first.token, () => cartService.add(line))
    const second = await registerBuyerReadyToBuy('Second Buyer')
    await as(second.token, () => cartService.add(line))

    const outcomes = await Promise.allSettled([
      as(first.token, () => orderService.buy({ paymentMethod: 'UPI' }, 'race-first')),
      as(second.token, () => orderService.buy({ paymentMethod: 'Cash on Delivery' }, 'race-second')),
    ])
    const won = outcomes.filter((o) => o.status === 'fulfilled')
    const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []))
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect(lost[0]).toBeInstanceOf(HttpError)
    expect((lost[0] as HttpError).status).toBeGreaterThanOrEqual(400)
    expect((lost[0] as HttpError).status).toBeLessThan(500)
    expect((lost[0] as HttpError).serverMessage).toMatch(/\S/)
    expect(await stockNow()).toBe(0)
    // the loser keeps the cart it could not buy; the winner's is empty
    const carts = await Promise.all([first, second].map((b) => as(b.token, () => cartService.get())))
    expect(carts.map((c) => c.products.length).sort()).toEqual([0, 1])
  })

  test('a line whose stock was bought by another buyer since is refused at Place Order, and nothing changes', async () => {
    const late = await registerBuyerReadyToBuy('Late Buyer')
    const early = await registerBuyerReadyToBuy('Early Buyer')
    const product = (await catalogueService.listProducts({}).then((r) => r.data)).find((p) => (p.productVarieties[0]?.stock ?? 0) > 1)
    const variety = product?.productVarieties[0]
    const key = { productId: product?._id ?? '', color: variety?.color ?? '' }
    // both may hold the whole stock in their carts; the first to pay takes one metre of it
    await as(late.token, () => cartService.add({ ...key, quantity: variety?.stock ?? 0 }))
    await as(early.token, () => cartService.add({ ...key, quantity: 1 }))
    await as(early.token, () => orderService.buy({ paymentMethod: 'UPI' }, 'first'))
    tokenStore.set(late.token)
    expect(await rejectionOf(orderService.buy({ paymentMethod: 'UPI' }, 'too-many'))).toMatchObject({ status: 409, serverMessage: expect.stringMatching(/stock/) })
    expect((await orderService.list(1, 5)).totalItems).toBe(0)
    expect((await cartService.get()).products).toHaveLength(1)
    expect((await catalogueService.listProducts({}).then((r) => r.data)).find((p) => p._id === product?._id)?.productVarieties[0]?.stock).toBe((variety?.stock ?? 0) - 1)
  })
})
