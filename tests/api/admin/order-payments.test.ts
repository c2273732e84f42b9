import { describe, expect, test } from 'vitest'
import type { AdminOrderDetail } from '../../../contracts/admin/admin-orders'
import { AUDIT_ACTIONS } from '../../../contracts/admin/audit-actions'
import { CANCELLED_STATUS } from '../../../contracts/order-status'
import { PAYMENT_MESSAGES } from '../../../contracts/payment-messages'
import { DEMO_BUYER } from '../../../seed/fixtures/demo-accounts'
import { PREPAID_BUYER } from '../../../seed/fixtures/payments-fixture'
import { cartService } from '../../../src/services/cart-service'
import { orderService } from '../../../src/services/order-service'
import { serveBackend } from '../../support/backend-under-test'
import { as, registerBuyerReadyToBuy } from '../support/buyers'
import { chooseLines } from '../support/placed-orders'
import { callStaff, callStaffRaw, signInStaff } from '../support/staff-calls'

const backend = serveBackend()

/*
 * Payments in the back office (issue 31, point 4), on every backend: an order's page shows its
 * payment (state, gateway ids, amounts, refund, history), the orders table its payment state;
 * fulfilment cannot move on a prepaid order that is not paid; cancelling a paid order refunds
 * it through the gateway (refund pending, then refunded as the demo gateway settles it),
 * recorded in the payment's history and in the audit log.
 */

/** The seeded order of `email`'s buyer whose payment is in `state`, as the orders table lists it. */
async function seededOrder(session: string, email: string, state: string) {
  const { orders } = await callStaff(backend, 'orders', { search: email, limit: '100' }, session)
  const row = orders.find((r) => r.paymentState === state)
  if (!row) throw new Error(`the seed has no ${state} order of ${email}`)
  return row
}

const detail = (id: string, session: string) => callStaff(backend, 'order', { id }, session)
const kindsOf = (d: AdminOrderDetail) => d.payment?.history.map((h) => h.kind)

/** Reads the order until its payment is in `state` (the server refunds from a job after the cancellation commits). */
async function untilPaymentState(id: string, session: string, state: string): Promise<AdminOrderDetail> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const read = await detail(id, session)
    if (read.payment?.state === state || Date.now() > deadline) return read
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('an order’s payment in the back office', () => {
  test('the seeded paid, refunded and unpaid orders show their payment, refund and history; Cash on Delivery has none', async () => {
    const session = await signInStaff(backend, 'support')

    const paidRow = await seededOrder(session, DEMO_BUYER.email, 'paid')
    expect(paidRow.paymentMethod).toBe('UPI')
    const paid = await detail(paidRow._id, session)
    expect(paid.payment).toMatchObject({ state: 'paid', provider: 'demo', method: 'UPI', providerOrderId: expect.any(String), providerPaymentId: expect.any(String) })
    // one order bought alone: the purchase's amount is this order's, in paise, and what the table says it costs
    expect(paid.payment?.orderAmountPaise).toBe(Math.round(paidRow.total * 100))
    expect(paid.payment?.purchaseAmountPaise).toBe(paid.payment?.orderAmountPaise)
    expect(paid.payment?.holdUntil).toBeUndefined()
    expect(paid.payment?.refund).toBeUndefined()
    expect(kindsOf(paid)).toEqual(['created', 'captured'])
    expect(paid.payment?.history.map((h) => h.source)).toEqual(['buyer', 'browser'])
    // paid: fulfilment may move it on
    expect(paid.nextStep).toBe('Ongoing')

    const refunded = await detail((await seededOrder(session, PREPAID_BUYER.email, 'refunded'))._id, session)
    expect(refunded).toMatchObject({ status: CANCELLED_STATUS, nextStep: null, paymentMethod: 'Credit Card' })
    expect(refunded.payment?.refund).toEqual({ state: 'succeeded', amountPaise: refunded.payment?.orderAmountPaise, attempts: 2 })
    expect(kindsOf(refunded)).toEqual(['created', 'captured', 'refundRequested', 'refundFailed', 'refunded'])
    // a refund's lines name the order they concern, and the failed attempt says why
    const refundLines = refunded.payment?.history.filter((h) => h.kind.startsWith('refund'))
    expect(refundLines?.every((h) => h.orderNumber === refunded.order.orderId)).toBe(true)
    expect(refunded.payment?.history.find((h) => h.kind === 'refundFailed')?.note).toBeTruthy()

    const unpaid = await detail((await seededOrder(session, PREPAID_BUYER.email, 'unpaid'))._id, session)
    expect(unpaid).toMatchObject({ status: CANCELLED_STATUS, nextStep: null, canCancel: false })
    expect(unpaid.payment).toMatchObject({ state: 'unpaid', method: 'UPI' })
    expect(unpaid.payment?.providerPaymentId).toBeUndefined()
    expect(kindsOf(unpaid)).toEqual(['created', 'declined', 'holdEnded'])
    expect(unpaid.order.trackingDetails?.at(-1)).toMatchObject({ status: CANCELLED_STATUS, message: PAYMENT_MESSAGES.holdEnded })

    const { orders } = await callStaff(backend, 'orders', { search: DEMO_BUYER.email, limit: '100' }, session)
    const cashOnDelivery = orders.find((r) => r.paymentMethod === 'Cash on Delivery')
    expect(cashOnDelivery?.paymentState).toBeUndefined()
    expect((await detail(cashOnDelivery?._id ?? '', session)).payment).toBeUndefined()
  })

  test('fulfilment cannot move on an order that awaits payment: no next step, and a step is refused with why', async () => {
    const buyer = await registerBuyerReadyToBuy('Awaiting Payment')
    const [line] = await chooseLines({ quantity: 2 })
    if (!line) throw new Error('no line to buy')
    const answer = await as(buyer.token, async () => {
      await cartService.add(line)
      return orderService.buy({ paymentMethod: 'UPI', shippingOption: 'free' }, `awaiting-${Date.now()}`)
    })
    expect(answer.payment).toBeDefined()
    const session = await signInStaff(backend, 'fulfilment')
    const row = (await callStaff(backend, 'orders', { search: buyer.email }, session)).orders[0]
    expect(row?.paymentState).toBe('awaitingPayment')

    const awaiting = await detail(row?._id ?? '', session)
    expect(awaiting).toMatchObject({ status: 'Ordered Placed', nextStep: null, canCancel: true })
    expect(awaiting.payment).toMatchObject({ state: 'awaitingPayment', method: 'UPI', holdUntil: answer.payment?.holdUntil })
    for (const status of ['Ongoing', 'Shipped'] as const) {
      const refused = await callStaffRaw(backend, 'orderStatus', { id: awaiting.order._id, status, carrier: 'Delhivery', trackingNumber: 'DLV1' }, { session })
      expect(refused).toMatchObject({ status: 409, body: { msg: PAYMENT_MESSAGES.unpaidNotShippable } })
    }
    expect((await detail(awaiting.order._id, session)).order.trackingDetails?.map((s) => s.status)).toEqual(['Ordered Placed'])
  })

  test('staff cancelling a paid order refund it once: refund pending, then refunded, in the history and the audit log', async () => {
    const session = await signInStaff(backend, 'fulfilment')
    const row = await seededOrder(session, DEMO_BUYER.email, 'paid')
    const before = await detail(row._id, session)

    const cancelled = await callStaff(backend, 'orderCancel', { id: row._id, reason: 'This dye lot ran out', version: before.version }, session)
    expect(cancelled.status).toBe(CANCELLED_STATUS)
    // the refund is asked of the gateway after the cancellation is written; the demo gateway may have settled it already
    expect(['refundPending', 'refunded']).toContain(cancelled.payment?.state)
    expect(cancelled.payment?.refund?.amountPaise).toBe(before.payment?.orderAmountPaise)
    expect(cancelled.payment?.history.find((h) => h.kind === 'refundRequested')).toMatchObject({ source: 'staff', orderNumber: row.orderId })

    const settled = await untilPaymentState(row._id, session, 'refunded')
    expect(settled.payment).toMatchObject({ state: 'refunded', refund: { state: 'succeeded', amountPaise: before.payment?.orderAmountPaise } })
    expect(settled.payment?.history.filter((h) => h.kind === 'refundRequested')).toHaveLength(1)
    expect((await callStaff(backend, 'orders', { search: row.orderId }, session)).orders[0]?.paymentState).toBe('refunded')

    // cancelled once: a second cancellation is refused and asks for no second refund
    expect((await callStaffRaw(backend, 'orderCancel', { id: row._id, reason: 'Again' }, { session })).status).toBe(409)
    const after = await detail(row._id, session)
    expect(after.payment?.history.filter((h) => h.kind === 'refundRequested')).toHaveLength(1)

    const owner = await signInStaff(backend, 'owner')
    const audit = await callStaff(backend, 'audit', {}, owner)
    const entry = audit.entries.find((e) => e.action === AUDIT_ACTIONS.orderCancel && e.entityId === row._id)
    expect(entry?.before).toMatchObject({ paymentState: 'paid' })
    expect(entry?.after).toMatchObject({ status: CANCELLED_STATUS, paymentState: 'refundPending' })
  })
})
