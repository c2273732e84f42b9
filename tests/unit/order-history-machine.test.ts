import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Order } from '../../contracts/order'
import { storageKeys } from '../../src/lib/storage'
import { orderHistoryMachine, readCachedOrders, type OrderPage } from '../../src/machines/order-history.machine'

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
