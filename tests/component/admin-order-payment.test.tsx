import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { mockBackend } from '../../mocks/node'
import { orderTotal } from '../../rules/payments'
import { formatRupees } from '../../src/lib/money'
import { renderAdmin, signIn } from '../support/render-back-office'
import { onTheFakeBackend } from '../support/fake-backend-lifecycle'

/*
 * The payment panel of the back office's order page (issue 31, point 4), on the fake staff API:
 * a prepaid order's state, gateway, ids, amounts, refund and history as staff read them; the
 * orders table's payment state; an order awaiting payment held back from fulfilment with why;
 * and a paid order's cancellation saying, then doing, its refund.
 */

onTheFakeBackend()

/** The seeded order whose payment is in `state`, as the fake backend holds it. */
function orderPaid(state: 'paid' | 'refunded') {
  const order = mockBackend.db.get('orders').find((o) => o.paymentState === state)
  if (!order) throw new Error(`the seed has no ${state} order`)
  return order
}

const paymentPanel = async () => screen.findByRole('region', { name: 'Payment' })
/** The value beside a label of the panel's table. */
const valueOf = (panel: HTMLElement, label: string) => within(panel).getByRole('rowheader', { name: label }).nextElementSibling

describe('the order page’s payment', () => {
  it('shows a refunded order’s gateway, amount, refund and history, and the table its payment state', async () => {
    const order = orderPaid('refunded')
    const { user } = renderAdmin(`/orders?search=${order.orderId}`)
    await signIn(user, 'support')
    const row = (await screen.findByRole('link', { name: `Order ${order.orderId}` })).closest('tr')!
    expect(within(row).getByText('Credit Card')).toBeInTheDocument()
    // the state shows in the Payment column, and under the status where that column gives way (narrower windows)
    expect(within(row).getAllByText('Refunded')).toHaveLength(2)

    await user.click(within(row).getByRole('link', { name: `Order ${order.orderId}` }))
    const panel = await paymentPanel()
    expect(within(panel).getByText('Refunded', { selector: '.mantine-Badge-label' })).toBeInTheDocument()
    expect(valueOf(panel, 'Method')).toHaveTextContent('Credit Card')
    expect(valueOf(panel, 'Gateway')).toHaveTextContent('Demo gateway (no money moves)')
    const paid = formatRupees(orderTotal(order))
    expect(valueOf(panel, 'Amount')).toHaveTextContent(paid)
    expect(valueOf(panel, 'Gateway order')).toHaveTextContent('order_demo_seed_refunded')
    expect(valueOf(panel, 'Gateway payment')).toHaveTextContent('pay_demo_seed_refunded')
    expect(valueOf(panel, 'Refund')).toHaveTextContent(`Refunded, ${paid}`)
    expect(valueOf(panel, 'Refund attempts')).toHaveTextContent('2')
    expect(within(panel).queryByRole('rowheader', { name: 'Stock held until' })).not.toBeInTheDocument()

    const history = within(within(panel).getByRole('list', { name: 'History' })).getAllByRole('listitem')
    expect(history.map((line) => line.querySelector('p')?.textContent)).toEqual([
      'Placed, waiting for the payment',
      'Payment received',
      'Refund asked of the gateway (this order)',
      'Refund failed (it is retried) (this order)',
      'Refunded (this order)',
    ])
    expect(history[3]).toHaveTextContent('The gateway did not answer in time')
    expect(history[0]).toHaveTextContent('by the buyer')
    expect(history[4]).toHaveTextContent('by the store, in the background')
  })

  it('holds an order awaiting payment back from fulfilment, saying why; cancelled, it is not paid and nothing is refunded', async () => {
    const order = orderPaid('paid')
    const holdUntil = new Date(Date.now() + 10 * 60_000).toISOString()
    // the buyer has not paid yet: the purchase still awaits its payment, its stock held
    mockBackend.db.put('orders', mockBackend.db.get('orders').map((o) => (o._id === order._id ? { ...o, paymentState: 'awaitingPayment' as const } : o)))
    mockBackend.db.put('payments', mockBackend.db.get('payments').map((p) => (p._id === order.paymentId ? { ...p, state: 'awaitingPayment' as const, providerPaymentId: null, holdUntil } : p)))
    const { user } = renderAdmin(`/orders/${order._id}`)
    await signIn(user, 'fulfilment')

    const panel = await paymentPanel()
    expect(within(panel).getByText('Awaiting payment')).toBeInTheDocument()
    expect(valueOf(panel, 'Stock held until')).not.toBeEmptyDOMElement()
    expect(valueOf(panel, 'Gateway payment')).toHaveTextContent('None yet')
    expect(screen.getByRole('note', { name: 'Why it cannot move on' })).toHaveTextContent(PAYMENT_MESSAGES.unpaidNotShippable)
    expect(screen.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument()

    // cancelled before it was paid: nothing to refund, and the dialog promises none
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order' })
    expect(dialog).not.toHaveTextContent(/refunded/)
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The buyer asked us to')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))
    const after = await paymentPanel()
    expect(await within(after).findByText('Not paid')).toBeInTheDocument()
    expect(within(after).queryByRole('rowheader', { name: 'Refund' })).not.toBeInTheDocument()
    expect(within(after).getByText('Cancelled before it was paid')).toBeInTheDocument()
  })

  it('says a paid order’s cancellation refunds it, then shows the refund asked of the gateway', async () => {
    const order = orderPaid('paid')
    const { user } = renderAdmin(`/orders/${order._id}`)
    await signIn(user, 'owner')
    expect(within(await paymentPanel()).getByText('Paid')).toBeInTheDocument()
    expect(screen.queryByRole('note', { name: 'Why it cannot move on' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order' })
    expect(dialog).toHaveTextContent(`The ${formatRupees(orderTotal(order))} the buyer paid for it is refunded through the payment gateway.`)
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'This dye lot ran out')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))

    const panel = await paymentPanel()
    expect(await within(panel).findByText(/^(Refund pending|Refunded)$/, { selector: '.mantine-Badge-label' })).toBeInTheDocument()
    const asked = within(within(panel).getByRole('list', { name: 'History' })).getByText('Refund asked of the gateway')
    expect(asked.closest('li')).toHaveTextContent('This dye lot ran out')
    expect(asked.closest('li')).toHaveTextContent('by staff')
  })
})
