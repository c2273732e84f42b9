import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AdminOrderDetail } from '../../contracts/admin/admin-orders'
import { CANCEL_DONE, stepDoneMessage } from '../../contracts/admin/back-office-messages'
import { REQUIRED_FIELD_MARK } from '../../contracts/form-rules'
import { FULFILMENT_MESSAGES } from '../../contracts/fulfilment-rules'
import { withListChanges } from '../../admin/machines/list-query'
import { orderPageMachine, type ActionFields, type OrderAction } from '../../admin/machines/order-page.machine'
import { ordersFilterFrom, ordersQueryOf } from '../../admin/machines/orders-list.machine'
import { queryMachineFor } from '../../admin/machines/query.machine'
import { AdminCallError } from '../../admin/services/admin-error'

/* The order page's confirm-action flow, the query machine every list follows, and the lists' URL. */

function detail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    order: { _id: 'o1', orderId: 'TBN202611260001', item: { name: 'Khadi', quantity: 2, price: 300 }, trackingDetails: [{ status: 'Ordered Placed' }] },
    status: 'Ordered Placed',
    paymentMethod: 'UPI',
    purchaseOrders: [],
    buyer: { id: 'u1', name: 'Aarav' },
    nextStep: 'Ongoing',
    canCancel: true,
    canDelay: true,
    version: 3,
    ...overrides,
  }
}

const CHANGED = new AdminCallError('http', 'POST /admin/orders/:id/status', FULFILMENT_MESSAGES.orderChanged, 409, FULFILMENT_MESSAGES.orderChanged)

function startOrder(options: { mayAct?: boolean; loads?: AdminOrderDetail[]; act?: (input: { action: OrderAction; fields: ActionFields; version: number }) => AdminOrderDetail | Error } = {}) {
  const loads = [...(options.loads ?? [detail()])]
  const sent: { action: OrderAction; fields: ActionFields; version: number }[] = []
  const machine = orderPageMachine.provide({
    actors: {
      loadOrder: fromPromise<AdminOrderDetail, { id: string }>(async () => loads.shift() ?? detail()),
      performAction: fromPromise<AdminOrderDetail, { order: AdminOrderDetail; action: OrderAction; fields: ActionFields }>(async ({ input }) => {
        const call = { action: input.action, fields: input.fields, version: input.order.version }
        sent.push(call)
        const answer = options.act?.(call) ?? detail({ status: 'Ongoing', nextStep: 'Shipped', version: 4 })
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
  })
  const actor = createActor(machine, { input: { orderId: 'o1', mayAct: options.mayAct ?? true } }).start()
  return { actor, sent }
}

const ready = (actor: ReturnType<typeof startOrder>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }))

describe('orderPageMachine', () => {
  it('opens only the actions the order and the role allow', async () => {
    const { actor } = startOrder({ loads: [detail({ nextStep: 'Shipped', canCancel: false })] })
    await ready(actor)
    actor.send({ type: 'action.open', action: { kind: 'step', step: 'Delivered' } })
    actor.send({ type: 'action.open', action: { kind: 'cancel' } })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    actor.send({ type: 'action.open', action: { kind: 'step', step: 'Shipped' } })
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true)

    const reader = startOrder({ mayAct: false })
    await ready(reader.actor)
    reader.actor.send({ type: 'action.open', action: { kind: 'step', step: 'Ongoing' } })
    expect(reader.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('refuses Shipped without its carrier and tracking number, sending nothing', async () => {
    const { actor, sent } = startOrder({ loads: [detail({ nextStep: 'Shipped' })] })
    await ready(actor)
    actor.send({ type: 'action.open', action: { kind: 'step', step: 'Shipped' } })
    actor.send({ type: 'action.confirm', fields: { carrier: 'Delhivery', trackingNumber: '  ' } })
    const snap = actor.getSnapshot()
    expect(snap.matches({ ready: 'confirming' })).toBe(true)
    expect(snap.context.fieldErrors).toEqual({ trackingNumber: REQUIRED_FIELD_MARK })
    expect(snap.context.actionError?.message).toBe(FULFILMENT_MESSAGES.shippedNeedsTracking)
    expect(sent).toEqual([])
  })

  it('sends the action with the version it saw, then shows the order as answered and says what was done', async () => {
    const { actor, sent } = startOrder()
    await ready(actor)
    actor.send({ type: 'action.open', action: { kind: 'step', step: 'Ongoing' } })
    actor.send({ type: 'action.confirm', fields: { message: 'Packed today' } })
    expect(actor.getSnapshot().matches({ ready: 'sending' })).toBe(true)
    const after = await ready(actor)
    expect(sent).toEqual([{ action: { kind: 'step', step: 'Ongoing' }, fields: { message: 'Packed today' }, version: 3 }])
    expect(after.context).toMatchObject({ action: null, done: stepDoneMessage('Ongoing'), actionError: null })
    expect(after.context.order?.nextStep).toBe('Shipped')
  })

  it('asks for a reason before cancelling, and says the metres went back', async () => {
    const { actor, sent } = startOrder({ act: () => detail({ status: 'Cancelled', nextStep: null, canCancel: false, canDelay: false }) })
    await ready(actor)
    actor.send({ type: 'action.open', action: { kind: 'cancel' } })
    actor.send({ type: 'action.confirm', fields: { reason: '' } })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ reason: REQUIRED_FIELD_MARK })
    actor.send({ type: 'action.confirm', fields: { reason: 'Out of this dye lot' } })
    expect((await ready(actor)).context.done).toBe(CANCEL_DONE)
    expect(sent).toHaveLength(1)
  })

  it('keeps the dialog with the error when the order changed meanwhile, and reloads it on request', async () => {
    const { actor } = startOrder({ loads: [detail(), detail({ status: 'Ongoing', nextStep: 'Shipped', version: 5 })], act: () => CHANGED })
    await ready(actor)
    actor.send({ type: 'action.open', action: { kind: 'step', step: 'Ongoing' } })
    actor.send({ type: 'action.confirm', fields: {} })
    const refused = await waitFor(actor, (s) => s.matches({ ready: 'confirming' }) && s.context.actionError !== null)
    expect(refused.context.actionError).toEqual({ message: FULFILMENT_MESSAGES.orderChanged, orderChanged: true })
    actor.send({ type: 'order.reload' })
    const fresh = await ready(actor)
    expect(fresh.context).toMatchObject({ action: null, actionError: null })
    expect(fresh.context.order?.version).toBe(5)
  })

  it('says why the order could not be loaded, and loads again', async () => {
    let fail = true
    const machine = orderPageMachine.provide({
      actors: {
        loadOrder: fromPromise<AdminOrderDetail, { id: string }>(async () => {
          if (fail) throw new AdminCallError('http', 'GET /admin/orders/:id', FULFILMENT_MESSAGES.notFound, 404, FULFILMENT_MESSAGES.notFound)
          return detail()
        }),
      },
    })
    const actor = createActor(machine, { input: { orderId: 'nope', mayAct: true } }).start()
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.loadError).toBe(FULFILMENT_MESSAGES.notFound)
    fail = false
    actor.send({ type: 'order.reload' })
    await ready(actor)
  })
})

describe('the query machine of every list', () => {
  it('aborts the load a newer query replaces, so a stale answer never lands', async () => {
    const aborted: string[] = []
    const gates = new Map<string, (answer: string) => void>()
    const query = queryMachineFor<string, string>(
      (q, signal) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => aborted.push(q))
          gates.set(q, resolve)
        }),
    )
    const actor = createActor(query.logic, { input: query.input('page 1') }).start()
    actor.send({ type: 'query.show', query: 'page 2' })
    expect(aborted).toEqual(['page 1'])
    gates.get('page 1')?.('answer to page 1')
    gates.get('page 2')?.('answer to page 2')
    const shown = await waitFor(actor, (s) => s.matches('ready'))
    expect(query.answerOf(shown)).toBe('answer to page 2')
  })

  it('keeps the last answer on screen when a load fails, with the reason, and reloads', async () => {
    let fail = false
    const query = queryMachineFor<number, string>(async (q) => {
      if (fail) throw new AdminCallError('network', 'GET /admin/orders', 'offline')
      return `rows of ${q}`
    })
    const actor = createActor(query.logic, { input: query.input(1) }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    fail = true
    actor.send({ type: 'query.show', query: 2 })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toBeTruthy()
    expect(query.answerOf(failed)).toBe('rows of 1')
    fail = false
    actor.send({ type: 'query.reload' })
    expect(query.answerOf(await waitFor(actor, (s) => s.matches('ready')))).toBe('rows of 2')
  })
})

describe("the orders table's URL", () => {
  it('reads status, search and page, ignoring a status the buyer’s card never shows', () => {
    expect(ordersFilterFrom(new URLSearchParams('status=Shipped&search= ravi &page=3'))).toEqual({ status: 'Shipped', search: 'ravi', page: 3 })
    expect(ordersFilterFrom(new URLSearchParams('status=Lost&page=-2'))).toEqual({ status: null, search: null, page: 1 })
    expect(ordersQueryOf({ status: 'Delayed', search: null, page: 2 })).toEqual({ status: 'Delayed', page: '2', limit: '20' })
  })

  it('goes back to page 1 when a filter changes, and leaves out what is blank or the default', () => {
    const now = new URLSearchParams('status=Shipped&page=4')
    expect(withListChanges(now, { search: 'TBN' }).toString()).toBe('status=Shipped&search=TBN')
    expect(withListChanges(now, { page: 5 }).toString()).toBe('status=Shipped&page=5')
    expect(withListChanges(now, { page: 1 }).toString()).toBe('status=Shipped')
    expect(withListChanges(now, { status: '' }).toString()).toBe('')
  })
})
