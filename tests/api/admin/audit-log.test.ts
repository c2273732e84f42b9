import { describe, expect, test } from 'vitest'
import { adminEndpoints, isStaffWrite, type AdminEndpointName } from '../../../contracts/admin/admin-endpoints'
import type { AuditEntry } from '../../../contracts/admin/admin-audit'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import { DEMO_STAFF } from '../../../seed/fixtures/demo-accounts'
import { accountService } from '../../../src/services/account-service'
import { serveBackend } from '../../support/backend-under-test'
import { placePurchase } from '../support/placed-orders'
import { callStaff, callStaffRaw, signInStaff, staffOf } from '../support/staff-calls'

const backend = serveBackend()

/*
 * The audit log (issue 29, point 7): every staff write is recorded with who, when, what, which
 * record, and the fields before and after; owners read it, newest first; nothing deletes it.
 */

async function entries(session: string, staffId?: string): Promise<AuditEntry[]> {
  const all: AuditEntry[] = []
  for (let page = 1; ; page++) {
    const answer = await callStaff(backend, 'audit', { page: String(page), limit: '100', ...(staffId ? { staffId } : {}) }, session)
    all.push(...answer.entries)
    if (page >= answer.totalPages) return all
  }
}

const entryFor = (list: readonly AuditEntry[], action: string, entityId: string) => list.find((e) => e.action === action && e.entityId === entityId)

describe('each staff write is recorded', () => {
  test('order steps, a delay and a cancellation: who, which order, and its status before and after', async () => {
    const purchase = await placePurchase({ lines: 2 })
    const [first, second] = purchase.orders
    const fulfilment = await signInStaff(backend, 'fulfilment')
    const me = await staffOf(backend, fulfilment)
    await callStaff(backend, 'orderStatus', { id: first?._id ?? '', status: 'Ongoing' }, fulfilment)
    await callStaff(backend, 'orderStatus', { id: first?._id ?? '', status: 'Shipped', carrier: 'Delhivery', trackingNumber: 'DLV-42' }, fulfilment)
    await callStaff(backend, 'orderDelay', { id: first?._id ?? '', message: 'Held at the hub' }, fulfilment)
    await callStaff(backend, 'orderCancel', { id: second?._id ?? '', reason: 'Dye lot ran out' }, fulfilment)

    const log = await entries(await signInStaff(backend, 'owner'))
    const mine = log.filter((e) => e.entityId === first?._id || e.entityId === second?._id)
    expect(mine.map((e) => e.action)).toEqual([AUDIT_ACTIONS.orderCancel, AUDIT_ACTIONS.orderDelay, AUDIT_ACTIONS.orderStatus, AUDIT_ACTIONS.orderStatus])
    for (const entry of mine) {
      expect(entry).toMatchObject({ staffId: me.id, staffName: me.name, entity: AUDIT_ENTITIES.order })
      expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(5 * 60_000)
    }
    const [cancel, delay, shipped, ongoing] = mine
    expect(ongoing).toMatchObject({ before: { status: 'Ordered Placed' }, after: { status: 'Ongoing', entry: { status: 'Ongoing' } } })
    expect(shipped).toMatchObject({
      before: { status: 'Ongoing' },
      after: { status: 'Shipped', entry: { status: 'Shipped', carrier: 'Delhivery', trackingNumber: 'DLV-42' } },
    })
    expect(delay).toMatchObject({ before: { status: 'Shipped' }, after: { status: 'Delayed', entry: { isError: true, message: 'Held at the hub' } } })
    expect(cancel).toMatchObject({
      entityId: second?._id,
      before: { status: 'Ordered Placed' },
      after: { status: 'Cancelled', entry: { status: 'Cancelled', message: 'Dye lot ran out' }, restocked: { color: second?.color, metres: 2 } },
    })
    // the version moves on with every change, and the log says so
    expect(Number(shipped?.after?.version)).toBeGreaterThan(Number(shipped?.before?.version))
  })

  test('a refused write records nothing', async () => {
    const purchase = await placePurchase()
    const id = purchase.orders[0]?._id ?? ''
    const fulfilment = await signInStaff(backend, 'fulfilment')
    expect((await callStaffRaw(backend, 'orderStatus', { id, status: 'Delivered' }, { session: fulfilment })).status).toBe(409)
    expect((await callStaffRaw(backend, 'orderCancel', { id, reason: 'x' }, { session: await signInStaff(backend, 'support') })).status).toBe(403)
    expect((await entries(await signInStaff(backend, 'owner'))).filter((e) => e.entityId === id)).toEqual([])
  })

  test('support replies and status changes, review moderation', async () => {
    await accountService.support({ name: 'Visitor', contactDetails: 'visitor@example.com', message: 'Do you sell yarn by the kilo?' })
    const support = await signInStaff(backend, 'support')
    const me = await staffOf(backend, support)
    const [request] = (await callStaff(backend, 'support', { status: 'open' }, support)).requests
    const [review] = (await callStaff(backend, 'reviews', { status: 'visible' }, support)).reviews
    await callStaff(backend, 'supportReply', { id: request?._id ?? '', message: 'Yes, from 5 kg' }, support)
    await callStaff(backend, 'supportStatus', { id: request?._id ?? '', status: 'closed' }, support)
    await callStaff(backend, 'hideReview', { id: review?._id ?? '', reason: 'A phone number in the text' }, support)
    await callStaff(backend, 'showReview', { id: review?._id ?? '' }, support)

    const log = await entries(await signInStaff(backend, 'owner'), me.id)
    expect(log.every((e) => e.staffId === me.id)).toBe(true)
    expect(entryFor(log, AUDIT_ACTIONS.supportReply, request?._id ?? '')).toMatchObject({
      entity: AUDIT_ENTITIES.supportRequest,
      staffName: me.name,
      before: { status: 'open' },
      after: { status: 'answered', reply: { message: 'Yes, from 5 kg' } },
    })
    expect(entryFor(log, AUDIT_ACTIONS.supportStatus, request?._id ?? '')).toMatchObject({ before: { status: 'answered' }, after: { status: 'closed' } })
    expect(entryFor(log, AUDIT_ACTIONS.reviewHide, review?._id ?? '')).toMatchObject({
      entity: AUDIT_ENTITIES.review,
      before: { hidden: false },
      after: { hidden: true, hiddenReason: 'A phone number in the text' },
    })
    expect(entryFor(log, AUDIT_ACTIONS.reviewShow, review?._id ?? '')).toMatchObject({ before: { hidden: true }, after: { hidden: false } })
  })

  test('adding a member and changing one', async () => {
    const owner = await signInStaff(backend, 'owner')
    const me = await staffOf(backend, owner)
    const added = await callStaff(backend, 'addStaff', { email: 'audit.me@tanabana.in', name: 'Audit Me', role: 'support' }, owner)
    await callStaff(backend, 'updateStaff', { id: added.staff.id, role: 'fulfilment' }, owner)
    await callStaff(backend, 'updateStaff', { id: added.staff.id, disabled: true }, owner)
    const log = await entries(owner, me.id)
    expect(entryFor(log, AUDIT_ACTIONS.staffAdd, added.staff.id)).toMatchObject({
      entity: AUDIT_ENTITIES.staff,
      after: { email: 'audit.me@tanabana.in', role: 'support' },
    })
    const updates = log.filter((e) => e.action === AUDIT_ACTIONS.staffUpdate && e.entityId === added.staff.id)
    expect(updates).toEqual([
      expect.objectContaining({ before: { disabled: false }, after: { disabled: true } }),
      expect.objectContaining({ before: { role: 'support' }, after: { role: 'fulfilment' } }),
    ])
  })
})

describe('reading the log', () => {
  test('newest first, paged, and filtered by member', async () => {
    const purchase = await placePurchase()
    const id = purchase.orders[0]?._id ?? ''
    const owner = await signInStaff(backend, 'owner')
    const fulfilment = await signInStaff(backend, 'fulfilment')
    await callStaff(backend, 'orderStatus', { id, status: 'Ongoing' }, fulfilment)
    await callStaff(backend, 'orderDelay', { id, message: 'Rain' }, owner)
    const [newest, next] = (await callStaff(backend, 'audit', { limit: '2' }, owner)).entries
    expect([newest?.action, next?.action]).toEqual([AUDIT_ACTIONS.orderDelay, AUDIT_ACTIONS.orderStatus])
    const page = await callStaff(backend, 'audit', { limit: '1', page: '2' }, owner)
    expect(page.entries[0]?._id).toBe(next?._id)
    expect(page.totalPages).toBe(page.totalItems)
    const fulfilmentId = (await staffOf(backend, fulfilment)).id
    const theirs = await entries(owner, fulfilmentId)
    expect(theirs.map((e) => e.action)).toEqual([AUDIT_ACTIONS.orderStatus])
  })

  test('nothing deletes or edits it: no staff call does, and entries stay as later writes come', async () => {
    // the only calls that are not reads or writes of the store's records: sessions and the log itself
    const onTheLog = (Object.keys(adminEndpoints) as AdminEndpointName[]).filter((n) => adminEndpoints[n].path.startsWith('/admin/audit'))
    expect(onTheLog.map((n) => [adminEndpoints[n].method, isStaffWrite(adminEndpoints[n])])).toEqual([['GET', false]])
    const owner = await signInStaff(backend, 'owner')
    for (const method of ['DELETE', 'PATCH', 'PUT', 'POST']) {
      const response = await fetch(backend.api('/admin/audit'), { method, headers: { Cookie: `tanabana_staff=${owner}`, Origin: backend.origin } })
      expect(response.status, method).not.toBe(200)
    }

    const purchase = await placePurchase()
    const id = purchase.orders[0]?._id ?? ''
    await callStaff(backend, 'orderStatus', { id, status: 'Ongoing' }, owner)
    const before = await entries(owner)
    await callStaff(backend, 'orderStatus', { id, status: 'Shipped', carrier: 'DTDC', trackingNumber: 'D1' }, owner)
    const supportMember = (await callStaff(backend, 'staff', {}, owner)).staff.find((m) => m.email === DEMO_STAFF[3].email)
    await callStaff(backend, 'updateStaff', { id: supportMember?.id ?? '', role: 'fulfilment' }, owner)
    const after = await entries(owner)
    expect(after.length).toBeGreaterThan(before.length)
    expect(after.slice(after.length - before.length)).toEqual(before)
  })
})
