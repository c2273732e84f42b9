import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup, sendParent, waitFor } from 'xstate'
import type { Address } from '../../contracts/address'
import type { Cart } from '../../contracts/cart'
import type { BuyResponse } from '../../contracts/order'
import { checkoutTotals } from '../../src/lib/checkout-totals'
import {
  earliestScheduleDate,
  isShippingComplete,
  isValidScheduleDate,
  SHIPPING_OPTIONS,
} from '../../src/lib/shipping-options'
import { cartMachine } from '../../src/machines/cart.machine'
import { buyRequestOf, checkoutMachine, landingStep, paymentMethodOf } from '../../src/machines/checkout.machine'

/* The checkout's business rules (SPEC 4, 5 and 9) and its one-order guarantee, without a screen. */

const address: Address = { _id: 'a1', address: '14 Ring Road', city: 'Surat', state: 'Gujarat', alternativePhoneNumber: '9876543210' }
const today = new Date(2026, 0, 10)

describe('totals and constants', () => {
  it('adds 10% tax on the subtotal and the shipping price: total = subtotal + shipping + tax', () => {
    expect(checkoutTotals(1000, 8.5)).toEqual({ subTotal: 1000, estimatedTax: 100, shipping: 8.5, total: 1108.5 })
    expect(checkoutTotals(123.45, 0)).toEqual({ subTotal: 123.45, estimatedTax: 12.35, shipping: 0, total: 135.8 })
  })

  it('offers free (0), express (8.50) and scheduled (0, with a date) shipping', () => {
    expect(SHIPPING_OPTIONS.map((o) => [o._id, o.price, o.requiresDateSelection])).toEqual([
      ['free', 0, false],
      ['express', 8.5, false],
      ['scheduled', 0, true],
    ])
  })

  it('sends the Paypal tab as UPI and the others as named', () => {
    expect(paymentMethodOf('Paypal')).toBe('UPI')
    expect(paymentMethodOf('Credit Card')).toBe('Credit Card')
    expect(paymentMethodOf('Cash on Delivery')).toBe('Cash on Delivery')
  })

  it('sends the shipping option, and the date only for scheduled delivery', () => {
    expect(buyRequestOf('Credit Card', { optionId: 'express', date: null })).toEqual({ paymentMethod: 'Credit Card', shippingOption: 'express' })
    expect(buyRequestOf('Paypal', { optionId: 'scheduled', date: '2026-01-12' })).toEqual({
      paymentMethod: 'UPI',
      shippingOption: 'scheduled',
      shippingDate: '2026-01-12',
    })
  })
})

describe('scheduled delivery', () => {
  it('needs a date from tomorrow on', () => {
    expect(earliestScheduleDate(today)).toBe('2026-01-11')
    expect(earliestScheduleDate(new Date(2026, 11, 31))).toBe('2027-01-01')
    expect(isValidScheduleDate('2026-01-10', today)).toBe(false)
    expect(isValidScheduleDate('2026-01-11', today)).toBe(true)
    expect(isValidScheduleDate('11/01/2026', today)).toBe(false)
    expect(isShippingComplete({ optionId: 'scheduled', date: null }, today)).toBe(false)
    expect(isShippingComplete({ optionId: 'scheduled', date: '2026-02-01' }, today)).toBe(true)
    expect(isShippingComplete({ optionId: 'free', date: null }, today)).toBe(true)
  })
})

describe('step guards', () => {
  it('lands a request on the earliest step whose guard holds', () => {
    const free = { optionId: 'free', date: null } as const
    expect(landingStep('payment', address, free)).toBe('payment')
    expect(landingStep('payment', address, null)).toBe('shipping')
    expect(landingStep('payment', address, { optionId: 'scheduled', date: null })).toBe('shipping')
    expect(landingStep('payment', null, free)).toBe('address')
    expect(landingStep('shipping', null, free)).toBe('address')
    expect(landingStep('shipping', address, null)).toBe('shipping')
    expect(landingStep('address', address, free)).toBe('address')
  })
})

describe('placing the order', () => {
  const cart: Cart = { products: [{ productId: {} as never, productColor: 'Red', quantity: 1, itemPrice: 100 }], totalPrice: 100 }

  /** The address book reports its selection at once, as after a quick load. */
  const instantBook = setup({}).createMachine({
    entry: sendParent({ type: 'checkout.addressChanged', address }),
  })

  function startCheckout(placeOrder: (key: string) => Promise<BuyResponse>) {
    const machine = checkoutMachine.provide({
      actors: {
        addressBook: instantBook as never,
        loadSummary: fromPromise(async () => cart),
        placeOrder: fromPromise(({ input }: { input: { idempotencyKey: string } }) => placeOrder(input.idempotencyKey)) as never,
      },
    })
    const actor = createActor(machine, {
      input: { cart: createActor(cartMachine), userName: 'Asha', requestedStep: 'payment', draft: { optionId: 'free', date: null } },
    })
    actor.start()
    return actor
  }

  it('sends one order however fast Place Order is pressed, and a retry reuses the attempt key', async () => {
    const keys: string[] = []
    let fail = true
    const actor = startCheckout(async (key) => {
      keys.push(key)
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (fail) throw new Error('timeout')
      return { orderId: 'TBN1' }
    })
    await waitFor(actor, (s) => s.matches({ payment: 'ready' }))
    actor.send({ type: 'checkout.placeOrder' })
    actor.send({ type: 'checkout.placeOrder' })
    actor.send({ type: 'checkout.placeOrder' })
    await waitFor(actor, (s) => s.matches({ payment: 'failed' }))
    expect(keys).toHaveLength(1)
    fail = false
    actor.send({ type: 'checkout.retry' })
    actor.send({ type: 'checkout.retry' })
    await waitFor(actor, (s) => s.matches({ payment: 'succeeded' }))
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(actor.getSnapshot().context.orderNumbers).toEqual(['TBN1'])
  })

  it('makes a new key for a new attempt after the buyer leaves step 3', async () => {
    const keys: string[] = []
    const actor = startCheckout(async (key) => {
      keys.push(key)
      throw new Error('declined')
    })
    await waitFor(actor, (s) => s.matches({ payment: 'ready' }))
    actor.send({ type: 'checkout.placeOrder' })
    await waitFor(actor, (s) => s.matches({ payment: 'failed' }))
    // the failure popup holds the buyer; closing it leaves for the cart
    actor.send({ type: 'checkout.back' })
    expect(actor.getSnapshot().matches({ payment: 'failed' })).toBe(true)
    actor.send({ type: 'checkout.closePopup' })
    expect(actor.getSnapshot().value).toBe('abandoned')

    const again = startCheckout(async (key) => {
      keys.push(key)
      return { orderId: 'TBN2' }
    })
    await waitFor(again, (s) => s.matches({ payment: 'ready' }))
    again.send({ type: 'checkout.placeOrder' })
    await waitFor(again, (s) => s.matches({ payment: 'succeeded' }))
    expect(keys).toHaveLength(2)
    expect(keys[1]).not.toBe(keys[0])
  })
})
