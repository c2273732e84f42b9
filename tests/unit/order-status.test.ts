// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Order } from '../../contracts/order'
import { orderStatusOf } from '../../contracts/order-status'
import { boughtTogetherWith, canReviewOrder, orderPricingOf, statusToneOf } from '../../src/lib/order-status'

const item = { name: 'Linen', quantity: 2, price: 450 }

describe('orderStatusOf (SPEC 4: the order card status)', () => {
  it("is 'Pending' when there are no tracking entries", () => {
    expect(orderStatusOf({})).toBe('Pending')
    expect(orderStatusOf({ trackingDetails: [] })).toBe('Pending')
  })

  it("is the last entry's status", () => {
    expect(orderStatusOf({ trackingDetails: [{ status: 'Ordered Placed' }, { status: 'Shipped' }] })).toBe('Shipped')
  })

  it("is 'Delayed' when the last entry is an error, whatever its status", () => {
    expect(orderStatusOf({ trackingDetails: [{ status: 'Ordered Placed' }, { status: 'Shipped', isError: true }] })).toBe('Delayed')
  })

  it('is not Delayed when an earlier entry was an error but the last is not', () => {
    expect(orderStatusOf({ trackingDetails: [{ status: 'Ongoing', isError: true }, { status: 'Ongoing' }] })).toBe('Ongoing')
  })
})

describe('statusToneOf', () => {
  it('tells delayed, delivered, pending and in-progress apart', () => {
    expect(['Delayed', 'Delivered', 'Pending', 'Shipped'].map(statusToneOf)).toEqual(['danger', 'success', 'neutral', 'progress'])
  })
  it('sets a cancelled order apart from a delayed or pending one (issue 29)', () => {
    expect(statusToneOf('Cancelled')).toBe('ended')
  })
})

describe('canReviewOrder', () => {
  it('offers a review for a placed line with a product that has none yet, delivered or not', () => {
    expect(canReviewOrder({ productId: 'p1' })).toBe(true)
    expect(canReviewOrder({ productId: 'p1', reviewed: false })).toBe(true)
  })
  it('does not offer it without a product, or once reviewed', () => {
    expect(canReviewOrder({})).toBe(false)
    expect(canReviewOrder({ productId: 'p1', reviewed: true })).toBe(false)
  })
})

describe('orderPricingOf (SPEC 9: tax and shipping 0 on order cards when absent)', () => {
  it('uses 0 for missing tax and shipping', () => {
    const order: Pick<Order, 'item' | 'pricing'> = { item }
    expect(orderPricingOf(order)).toMatchObject({ tax: 0, shipping: 0 })
    expect(orderPricingOf({ item, pricing: {} })).toMatchObject({ tax: 0, shipping: 0 })
  })

  it('uses the server figures when present, and the line price as the subtotal', () => {
    expect(orderPricingOf({ item, pricing: { estimatedTax: 45, estimatedShippingHandling: 8.5 } })).toEqual({
      subtotal: 450,
      tax: 45,
      shipping: 8.5,
      total: 503.5,
    })
  })
})

describe('boughtTogetherWith (issue 29: one checkout, several orders)', () => {
  const line = (id: string, purchaseId?: string): Order => ({ _id: id, orderId: `TBN-${id}`, item, ...(purchaseId ? { purchaseId } : {}) })
  const page = [line('a', 'p1'), line('b', 'p2'), line('c', 'p1'), line('d'), line('e', 'p1')]

  it("names the other orders of the page that share the order's purchase, in the page's order", () => {
    expect(boughtTogetherWith(page[0]!, page)).toEqual(['TBN-c', 'TBN-e'])
    expect(boughtTogetherWith(page[2]!, page)).toEqual(['TBN-a', 'TBN-e'])
  })
  it('names none for an order bought alone or without a purchase', () => {
    expect(boughtTogetherWith(page[1]!, page)).toEqual([])
    expect(boughtTogetherWith(page[3]!, [...page, line('f')])).toEqual([])
  })
})
