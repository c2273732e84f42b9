import { describe, expect, test } from 'vitest'
import { adminEndpoints, roleMayCall } from '../../../contracts/admin/admin-endpoints'
import { ROLES_SEEING_BUYER_CONTACT, STAFF_ROLES } from '../../../contracts/admin/staff'
import { ORDER_CARD_STATUSES, orderStatusOf } from '../../../contracts/order-status'
import { roundMoney } from '../../../contracts/pricing'
import { DEMO_BUYER } from '../../../seed/fixtures/demo-accounts'
import { cartService } from '../../../src/services/cart-service'
import { orderService } from '../../../src/services/order-service'
import { signInAs } from '../../support/api-calls'
import { serveBackend } from '../../support/backend-under-test'
import { placePurchase } from '../support/placed-orders'
import { callStaff, callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * The back office's orders (issue 29, point 3): a table paged on the server, newest first,
 * filtered by the status the buyer's card shows and searched by order number, buyer name or
 * email; an order's page with its buyer (contact for the roles that need it), pricing and
 * the other orders of its purchase.
 */

describe('the orders table', () => {
  test('pages newest first, each row saying what to cut and what the buyer pays', async () => {
    const purchase = await placePurchase({ lines: 2, quantity: 3, name: 'Tara Joshi' })
    const session = await signInStaff(backend, 'fulfilment')
    const first = await callStaff(backend, 'orders', { page: '1', limit: '5' }, session)
    expect(first.totalItems).toBeGreaterThanOrEqual(14)
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 5))
    expect(first.orders).toHaveLength(5)
    const second = await callStaff(backend, 'orders', { page: '2', limit: '5' }, session)
    const rows = [...first.orders, ...second.orders]
    expect(new Set(rows.map((r) => r._id)).size).toBe(10)
    const times = rows.map((r) => r.placedAt)
    expect([...times].sort().reverse()).toEqual(times)

    // the purchase just made is the newest: one row per line, one purchase
    const mine = first.orders.filter((r) => purchase.orders.some((o) => o._id === r._id))
    expect(mine).toHaveLength(2)
    expect(new Set(mine.map((r) => r.purchaseId)).size).toBe(1)
    for (const row of mine) {
      const order = purchase.orders.find((o) => o._id === row._id)
      const line = purchase.lines.find((l) => l.productId === order?.productId)
      expect(row).toMatchObject({
        orderId: order?.orderId,
        buyerName: 'Tara Joshi',
        productName: order?.item.name,
        color: line?.color,
        quantity: 3,
        status: 'Ordered Placed',
        paymentMethod: 'Cash on Delivery',
      })
      const pays = (order?.item.price ?? 0) + (order?.pricing?.estimatedTax ?? 0) + (order?.pricing?.estimatedShippingHandling ?? 0)
      expect(row.total).toBeCloseTo(roundMoney(pays), 2)
    }
  })

  test.each(ORDER_CARD_STATUSES)('filters by the card status %s', async (status) => {
    const session = await signInStaff(backend, 'support')
    const { orders, totalItems } = await callStaff(backend, 'orders', { status, limit: '100' }, session)
    expect(orders.every((r) => r.status === status)).toBe(true)
    expect(orders).toHaveLength(totalItems)
  })

  test('the filter agrees with the buyer’s cards: the demo buyer’s orders fall under the statuses their cards show', async () => {
    const session = await signInStaff(backend, 'owner')
    const buyerRows = await callStaff(backend, 'orders', { search: DEMO_BUYER.email, limit: '100' }, session)
    const counts = new Map<string, number>()
    for (const row of buyerRows.orders) counts.set(row.status, (counts.get(row.status) ?? 0) + 1)
    expect([...counts.keys()]).toEqual(expect.arrayContaining(['Pending', 'Ordered Placed', 'Ongoing', 'Shipped', 'Delivered', 'Delayed']))
    for (const [status, count] of counts) {
      const filtered = await callStaff(backend, 'orders', { status: status as (typeof ORDER_CARD_STATUSES)[number], search: DEMO_BUYER.email, limit: '100' }, session)
      expect(filtered.totalItems, status).toBe(count)
    }
  })

  test('searches the order number, the buyer’s name and their email, in any case', async () => {
    const purchase = await placePurchase({ name: 'Ishaan Verghese' })
    const order = purchase.orders[0]
    const session = await signInStaff(backend, 'fulfilment')
    for (const search of [order?.orderId ?? '', (order?.orderId ?? '').toLowerCase(), 'ishaan VERGHESE', purchase.buyer.email.toUpperCase()]) {
      const found = await callStaff(backend, 'orders', { search }, session)
      expect(found.orders.map((r) => r._id), search).toEqual([order?._id])
    }
    expect((await callStaff(backend, 'orders', { search: 'no buyer is called this' }, session)).totalItems).toBe(0)
  })

  test('a page past the end is empty; a page of 0 or a limit over 100 is refused', async () => {
    const session = await signInStaff(backend, 'owner')
    const { totalPages } = await callStaff(backend, 'orders', { limit: '10' }, session)
    expect((await callStaff(backend, 'orders', { page: String(totalPages + 1), limit: '10' }, session)).orders).toEqual([])
    expect(await callStaffRaw(backend, 'orders', { page: '0' }, { session })).toMatchObject({ status: 400, body: { msg: 'Invalid page' } })
    expect(await callStaffRaw(backend, 'orders', { limit: '101' }, { session })).toMatchObject({ status: 400, body: { msg: 'Invalid limit' } })
    expect(await callStaffRaw(backend, 'orders', { status: 'Lost' }, { session })).toMatchObject({ status: 400 })
  })
})

describe('an order’s page', () => {
  test('shows its purchase, pricing and price per metre', async () => {
    const purchase = await placePurchase({ lines: 2, quantity: 4 })
    const session = await signInStaff(backend, 'fulfilment')
    const [a, b] = purchase.orders
    const d = await callStaff(backend, 'order', { id: a?._id ?? '' }, session)
    expect(d.purchaseOrders).toEqual([{ _id: b?._id, orderId: b?.orderId }])
    expect(d.order.purchaseId).toBeDefined()
    expect(d.order.color).toBe(purchase.lines.find((l) => l.productId === a?.productId)?.color)
    expect(d.unitPrice).toBeCloseTo((a?.item.price ?? 0) / 4, 2)
    expect(d.couponCode).toBeUndefined()
    expect(d.order.shippingAddress).toMatchObject({ city: 'Shimla', pinCode: '171001' })
  })

  test('a coupon’s code and what it took off are kept on each order of the purchase', async () => {
    const session = await signInStaff(backend, 'owner')
    // the demo buyer's cart is above ₹2000: FLAT500 applies
    await signInAs()
    await cartService.applyCoupon('FLAT500')
    const cart = await cartService.get()
    await orderService.buy({ paymentMethod: 'UPI' }, 'coupon-purchase')
    const placed = (await orderService.list(1, cart.products.length)).orders
    let discount = 0
    for (const order of placed) {
      const d = await callStaff(backend, 'order', { id: order._id }, session)
      expect(d.couponCode).toBe('FLAT500')
      const line = cart.products.find((l) => l.productId._id === order.productId)
      expect(d.discount).toBeCloseTo((line?.itemPrice ?? 0) - order.item.price, 2)
      expect(d.unitPrice).toBeCloseTo((line?.itemPrice ?? 0) / (line?.quantity ?? 1), 2)
      discount += d.discount ?? 0
    }
    expect(discount).toBeCloseTo(500, 2)
  })

  test('the buyer’s email and phone reach only the roles that need them', async () => {
    const purchase = await placePurchase()
    const id = purchase.orders[0]?._id ?? ''
    for (const role of STAFF_ROLES.filter((r) => roleMayCall(adminEndpoints.order.access, r))) {
      const d = await callStaff(backend, 'order', { id }, await signInStaff(backend, role))
      expect(d.buyer, role).toMatchObject({ id: purchase.buyer.user._id, name: purchase.buyer.user.name })
      if (ROLES_SEEING_BUYER_CONTACT.includes(role)) {
        expect(d.buyer, role).toMatchObject({ email: purchase.buyer.email, phone: '9811122233' })
      } else {
        expect(d.buyer.email, role).toBeUndefined()
        expect(d.buyer.phone, role).toBeUndefined()
      }
    }
  })

  test('shows what the buyer’s card shows', async () => {
    const session = await signInStaff(backend, 'owner')
    const { orders } = await callStaff(backend, 'orders', { search: DEMO_BUYER.email, limit: '100' }, session)
    for (const row of orders) {
      const d = await callStaff(backend, 'order', { id: row._id }, session)
      expect(d.status).toBe(orderStatusOf(d.order))
      expect(row.status).toBe(d.status)
    }
  })
})
