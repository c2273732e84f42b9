import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Order } from '../../contracts/order'
import { BUYER_CANCEL_MESSAGE } from '../../contracts/order-cancellation'
import { orderStatusOf } from '../../contracts/order-status'
import { storageKeys } from '../../src/lib/storage'
import { orderHistoryMachine, readCachedOrders, type CancelAnswer, type OrderPage } from '../../src/machines/order-history.machine'
import { HttpError } from '../../src/services/api-error'
import { notifier, type Toast } from '../../src/services/notifier'

const order = (id: string): Order => ({ _id: id, orderId: `ORD-${id}`, item: { name: id, quantity: 1, price: 100 } })
const pageOf = (page: number): OrderPage => ({
  orders: [order(`p${page}a`), order(`p${page}b`)],
  totalPages: 3,
  totalItems: 12,
})

function start(options: { fail?: (page: number) => boolean; cached?: OrderPage | null } = {}) {
  const requested: number[] = []
  const machine = orderHistoryMachine.provide({
    actors: {
      loadOrders: fromPromise<OrderPage, { page: number }>(async ({ input }) => {
        requested.push(input.page)
        if (options.fail?.(input.page)) throw new Error('HTTP 500')
        return pageOf(input.page)
      }),
    },
  })
  const actor = createActor(machine, { input: { cached: options.cached ?? null } }).start()
  return { actor, requested }
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.matches('loading'))

beforeEach(() => localStorage.clear())

describe('orderHistoryMachine', () => {
  it('loads page 1 with a page size of 5, and caches it', async () => {
    const { actor, requested } = start()
    const snap = await settled(actor)
    expect(snap.value).toBe('ready')
    expect(requested).toEqual([1])
    expect(snap.context).toMatchObject({ page: 1, totalPages: 3 })
    expect(readCachedOrders()).toEqual(pageOf(1))
  })

  it('pages forward to the last page and back, refusing to go past either end', async () => {
    const { actor, requested } = start()
    await settled(actor)
    expect(actor.getSnapshot().can({ type: 'orders.previous' })).toBe(false)
    actor.send({ type: 'orders.next' })
    await settled(actor)
    actor.send({ type: 'orders.next' })
    const last = await settled(actor)
    expect(last.context.page).toBe(3)
    expect(last.can({ type: 'orders.next' })).toBe(false)
    actor.send({ type: 'orders.next' })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'orders.previous' })
    await settled(actor)
    expect(requested).toEqual([1, 2, 3, 2])
    expect(actor.getSnapshot().context.page).toBe(2)
  })

  it('caches only the first page', async () => {
    const { actor } = start()
    await settled(actor)
    actor.send({ type: 'orders.next' })
    await settled(actor)
    expect(readCachedOrders()).toEqual(pageOf(1))
  })

  it('shows the cached page while the first load runs', () => {
    const cached = pageOf(1)
    const { actor } = start({ cached })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.orders).toEqual(cached.orders)
  })

  it('reads the cache from storage when not given one', () => {
    localStorage.setItem(storageKeys.orders, JSON.stringify(pageOf(1)))
    const actor = createActor(orderHistoryMachine, { input: {} })
    expect(actor.getSnapshot().context.orders).toHaveLength(2)
  })

  it('keeps the shown page when the next one fails, silently', async () => {
    const { actor } = start({ fail: (page) => page === 2 })
    await settled(actor)
    actor.send({ type: 'orders.next' })
    const snap = await settled(actor)
    expect(snap.value).toBe('failed')
    expect(snap.context.page).toBe(1)
    expect(snap.context.orders).toEqual(pageOf(1).orders)
    actor.send({ type: 'orders.next' })
    expect(actor.getSnapshot().context.requestedPage).toBe(2)
  })

  it('expands one card at a time and collapses it on a second click; paging collapses it', async () => {
    const { actor } = start()
    await settled(actor)
    actor.send({ type: 'orders.toggle', orderId: 'p1a' })
    actor.send({ type: 'orders.toggle', orderId: 'p1b' })
    expect(actor.getSnapshot().context.selectedOrderId).toBe('p1b')
    actor.send({ type: 'orders.toggle', orderId: 'p1b' })
    expect(actor.getSnapshot().context.selectedOrderId).toBeNull()
    actor.send({ type: 'orders.toggle', orderId: 'p1a' })
    actor.send({ type: 'orders.next' })
    expect(actor.getSnapshot().context.selectedOrderId).toBeNull()
  })

  it('marks a reviewed order line', async () => {
    const { actor } = start()
    await settled(actor)
    actor.send({ type: 'orders.reviewed', orderId: 'p1a' })
    expect(actor.getSnapshot().context.orders[0]?.reviewed).toBe(true)
  })
})

describe('orderHistoryMachine: selection across loads', () => {
  it('keeps a card opened on the cached page open when the fresh page has it, and drops it otherwise', async () => {
    const { actor } = start({ cached: pageOf(1) })
    actor.send({ type: 'orders.toggle', orderId: 'p1a' })
    await settled(actor)
    expect(actor.getSnapshot().context.selectedOrderId).toBe('p1a')

    const other = start({ cached: { orders: [order('gone')], totalPages: 1, totalItems: 1 } })
    other.actor.send({ type: 'orders.toggle', orderId: 'gone' })
    await settled(other.actor)
    expect(other.actor.getSnapshot().context.selectedOrderId).toBeNull()
  })
})

describe('orderHistoryMachine: the buyer cancels an order (issue 29, point 4)', () => {
  const until = new Date(Date.now() + 3_600_000).toISOString()
  const cancellable: Order = { ...order('c1'), trackingDetails: [{ status: 'Ordered Placed' }], cancellableUntil: until }
  const page: OrderPage = { orders: [cancellable, order('c2')], totalPages: 2, totalItems: 6 }

  function startCancel(answer: () => Promise<CancelAnswer>) {
    const sent: string[] = []
    const toasts: Toast[] = []
    notifier.install((t) => toasts.push(t))
    const machine = orderHistoryMachine.provide({
      actors: {
        loadOrders: fromPromise<OrderPage, { page: number }>(async () => page),
        cancelOrder: fromPromise<CancelAnswer, { id: string }>(async ({ input }) => {
          sent.push(input.id)
          return answer()
        }),
      },
    })
    const actor = createActor(machine, { input: { cached: null } }).start()
    return { actor, sent, toasts }
  }

  it('asks first, sends nothing when the buyer keeps the order', async () => {
    const { actor, sent } = startCancel(async () => ({ message: undefined, cancelledAt: 0 }))
    await settled(actor)
    actor.send({ type: 'orders.cancel', orderId: 'c1' })
    expect(actor.getSnapshot().value).toBe('confirmingCancel')
    expect(actor.getSnapshot().context.cancelOrderId).toBe('c1')
    actor.send({ type: 'orders.keep' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.cancelOrderId).toBeNull()
    expect(sent).toEqual([])
  })

  it('takes a cancel only for an order on the page, and only once the page has loaded', async () => {
    const { actor } = startCancel(async () => ({ message: undefined, cancelledAt: 0 }))
    expect(actor.getSnapshot().can({ type: 'orders.cancel', orderId: 'c1' })).toBe(false)
    await settled(actor)
    expect(actor.getSnapshot().can({ type: 'orders.cancel', orderId: 'unknown' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'orders.cancel', orderId: 'c1' })).toBe(true)
  })

  it('on confirmation sends one request for that order, then marks it Cancelled, caches it and says so', async () => {
    const cancelledAt = Date.parse('2025-03-12T10:00:00.000Z')
    const { actor, sent, toasts } = startCancel(async () => ({ message: 'Order cancelled', cancelledAt }))
    await settled(actor)
    actor.send({ type: 'orders.cancel', orderId: 'c1' })
    actor.send({ type: 'orders.confirmCancel' })
    expect(actor.getSnapshot().value).toBe('cancelling')
    // nothing else moves while the answer is awaited
    expect(actor.getSnapshot().can({ type: 'orders.next' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'orders.confirmCancel' })).toBe(false)
    const done = await waitFor(actor, (s) => s.matches('ready'))
    expect(sent).toEqual(['c1'])
    const updated = done.context.orders[0]!
    expect(orderStatusOf(updated)).toBe('Cancelled')
    expect(updated.trackingDetails?.at(-1)).toEqual({ status: 'Cancelled', message: BUYER_CANCEL_MESSAGE, time: '2025-03-12T10:00:00.000Z' })
    expect(updated.cancellableUntil).toBeUndefined()
    expect(done.context.orders[1]).toEqual(page.orders[1])
    expect(readCachedOrders()?.orders[0]?.cancellableUntil).toBeUndefined()
    expect(toasts).toEqual([{ tone: 'success', message: 'Order cancelled' }])
  })

  it("on a refusal keeps the order as it was and shows the server's msg, and Cancel Order works again", async () => {
    const { actor, toasts } = startCancel(() => Promise.reject(new HttpError('cancelOrder', 409, 'This order can no longer be cancelled')))
    await settled(actor)
    actor.send({ type: 'orders.cancel', orderId: 'c1' })
    actor.send({ type: 'orders.confirmCancel' })
    const failed = await waitFor(actor, (s) => s.matches('cancelFailed'))
    expect(failed.context.orders).toEqual(page.orders)
    expect(failed.context.cancelError).toBe('This order can no longer be cancelled')
    expect(toasts).toEqual([{ tone: 'error', message: 'This order can no longer be cancelled' }])
    actor.send({ type: 'orders.cancel', orderId: 'c1' })
    expect(actor.getSnapshot().value).toBe('confirmingCancel')
    expect(actor.getSnapshot().context.cancelError).toBeNull()
  })

  it("falls back to SPEC 8's 'Something went wrong' when the failure carries no message", async () => {
    const { actor, toasts } = startCancel(() => Promise.reject(new Error('offline')))
    await settled(actor)
    actor.send({ type: 'orders.cancel', orderId: 'c1' })
    actor.send({ type: 'orders.confirmCancel' })
    await waitFor(actor, (s) => s.matches('cancelFailed'))
    expect(toasts).toEqual([{ tone: 'error', message: 'Something went wrong' }])
    actor.send({ type: 'orders.next' })
    expect(actor.getSnapshot().context).toMatchObject({ cancelOrderId: null, cancelError: null, requestedPage: 2 })
  })
})
