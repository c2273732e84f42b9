import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Cart, CartLine } from '../../contracts/cart'
import { cartMachine, type PendingChange } from '../../src/machines/cart.machine'
import { appliedCouponCode } from '../../src/machines/coupon.machine'

/* The app-wide cart: one change at a time, each followed by a reload of the server's cart. */

/** The stock of every line's colour in these carts. */
const STOCK = 50

const line = (id: string, quantity: number, code?: string): CartLine => ({
  productId: { _id: id, name: id, productVarieties: [{ color: 'Red', stock: STOCK }] } as never,
  productColor: 'Red',
  quantity,
  itemPrice: 100 * quantity,
  ...(code ? { appliedCoupon: { code } } : {}),
})

function fakeServer(initial: CartLine[]) {
  let lines = initial
  const calls: PendingChange[] = []
  let failNext = false
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(async (): Promise<Cart> => ({ products: lines, totalPrice: lines.reduce((s, l) => s + l.itemPrice, 0) })),
      updateLine: fromPromise(async ({ input }: { input: PendingChange }) => {
        calls.push(input)
        await new Promise((resolve) => setTimeout(resolve, 5))
        if (failNext) {
          failNext = false
          throw new Error('boom')
        }
        lines = lines.map((l) => (l.productId._id === input.productId ? line(l.productId._id, input.quantity) : l))
        return { msg: 'Cart updated successfully' }
      }) as never,
      removeLine: fromPromise(async ({ input }: { input: PendingChange }) => {
        calls.push(input)
        lines = lines.filter((l) => l.productId._id !== input.productId)
        return { msg: 'Item removed from cart' }
      }) as never,
    },
    actions: { notify: () => {}, notifyServerMessage: () => {} },
  })
  return { machine, calls, failOnce: () => (failNext = true), lines: () => lines }
}

describe('cart machine', () => {
  it('never asks for more than the stock: the plus stops at it, and a typed quantity above it sends nothing', async () => {
    const server = fakeServer([line('p1', STOCK - 1)])
    const cart = createActor(server.machine).start()
    cart.send({ type: 'cart.load' })
    await waitFor(cart, (s) => s.matches('ready'))
    cart.send({ type: 'cart.setQuantity', productId: 'p1', color: 'Red', quantity: STOCK + 1 })
    expect(cart.getSnapshot().matches('ready')).toBe(true)
    cart.send({ type: 'cart.increment', productId: 'p1', color: 'Red' })
    await waitFor(cart, (s) => s.matches('ready'))
    cart.send({ type: 'cart.increment', productId: 'p1', color: 'Red' })
    expect(cart.getSnapshot().matches('ready')).toBe(true)
    cart.send({ type: 'cart.setQuantity', productId: 'p1', color: 'Red', quantity: 7 })
    await waitFor(cart, (s) => s.matches('ready'))
    expect(server.calls.map((c) => c.quantity)).toEqual([STOCK, 7])
    expect(cart.getSnapshot().context.lines[0]?.quantity).toBe(7)
  })

  it('ignores further clicks while a change is in flight, then shows the reloaded server cart', async () => {
    const server = fakeServer([line('p1', 2), line('p2', 1)])
    const cart = createActor(server.machine).start()
    cart.send({ type: 'cart.load' })
    await waitFor(cart, (s) => s.matches('ready'))
    cart.send({ type: 'cart.increment', productId: 'p1', color: 'Red' })
    cart.send({ type: 'cart.increment', productId: 'p1', color: 'Red' })
    cart.send({ type: 'cart.remove', productId: 'p2', color: 'Red' })
    expect(cart.getSnapshot().context.pending).toMatchObject({ productId: 'p1', quantity: 3 })
    await waitFor(cart, (s) => s.matches('ready'))
    expect(server.calls).toEqual([{ productId: 'p1', color: 'Red', kind: 'update', quantity: 3 }])
    expect(cart.getSnapshot().context.lines.map((l) => l.quantity)).toEqual([3, 1])
    expect(cart.getSnapshot().context.totalPrice).toBe(400)
  })

  it('refuses minus at a quantity of 1', async () => {
    const server = fakeServer([line('p1', 1)])
    const cart = createActor(server.machine).start()
    cart.send({ type: 'cart.load' })
    await waitFor(cart, (s) => s.matches('ready'))
    cart.send({ type: 'cart.decrement', productId: 'p1', color: 'Red' })
    expect(cart.getSnapshot().matches('ready')).toBe(true)
    expect(server.calls).toHaveLength(0)
  })

  it('reloads after a failed change too, so the screen shows what the server holds', async () => {
    const server = fakeServer([line('p1', 2)])
    const cart = createActor(server.machine).start()
    cart.send({ type: 'cart.load' })
    await waitFor(cart, (s) => s.matches('ready'))
    server.failOnce()
    cart.send({ type: 'cart.increment', productId: 'p1', color: 'Red' })
    await waitFor(cart, (s) => s.matches('reloading'))
    await waitFor(cart, (s) => s.matches('ready'))
    expect(cart.getSnapshot().context.lines[0]!.quantity).toBe(2)
    expect(cart.getSnapshot().context.pending).toBeNull()
  })

  it('empties on cart.clear, whatever it was doing', async () => {
    const server = fakeServer([line('p1', 2)])
    const cart = createActor(server.machine).start()
    cart.send({ type: 'cart.load' })
    await waitFor(cart, (s) => s.matches('ready'))
    cart.send({ type: 'cart.increment', productId: 'p1', color: 'Red' })
    cart.send({ type: 'cart.clear' })
    expect(cart.getSnapshot().value).toBe('empty')
    expect(cart.getSnapshot().context).toMatchObject({ lines: [], totalPrice: 0, pending: null })
  })

  it("reads the applied coupon from any line's appliedCoupon.code", () => {
    expect(appliedCouponCode([line('p1', 1), line('p2', 1, 'WELCOME10')])).toBe('WELCOME10')
    expect(appliedCouponCode([line('p1', 1)])).toBeNull()
  })
})
