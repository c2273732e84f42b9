import { configure, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { mockBackend } from '../../mocks/node'
import { buy } from '../../mocks/use-cases/orders'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { OrderHistorySection } from '../../src/features/orders/public/order-history-section'
import { tokenStore } from '../../src/services/token-store'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

/*
 * Issue 31 on the order cards: a purchase by card that was not paid at checkout shows Awaiting
 * payment beside its tracking, and Pay Now opens the same gateway; once it closes the page is
 * read again, so the cards say what the payment came to.
 */

/** The demo buyer's cart bought by card, as Place Order leaves it when the gateway was closed. */
function unpaidPurchase(): readonly string[] {
  const answer = buy(mockBackend, DEMO_BUYER.id, { paymentMethod: 'Credit Card', shippingOption: 'free' }, null)
  return answer.orderIds ?? []
}

async function renderHistory() {
  const session = await signInAsDemoBuyer()
  // the section's actor starts in the same commit as the providers here: the token goes in first
  tokenStore.set(session.token)
  return renderWithProviders(<OrderHistorySection />)
}

describe('Order History with payments (issue 31)', () => {
  it('offers Pay Now on an order awaiting payment; Decline leaves it awaiting, Pay makes every order of the purchase Paid (in Track My Order too), and a cancel refunds one', async () => {
    const [first, second] = unpaidPurchase()
    const { user } = await renderHistory()
    const card = await screen.findByRole('article', { name: `Order ${first}` })
    expect(within(card).getByText('Awaiting payment')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Pay Now' })).toHaveAccessibleDescription(/^Pay by .+ to keep this order$/)
    // a cash-on-delivery order of the seed shows no payment and no Pay Now
    const seeded = screen.getAllByRole('article').at(-1)!
    expect(within(seeded).queryByRole('button', { name: 'Pay Now' })).toBeNull()

    await user.click(within(card).getByRole('button', { name: 'Pay Now' }))
    const gateway = await screen.findByRole('dialog', { name: 'Demo payment gateway' })
    expect(within(gateway).getByText(PAYMENT_MESSAGES.demoNotice)).toBeInTheDocument()
    await user.click(within(gateway).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText(PAYMENT_MESSAGES.demoDeclined)).toBeInTheDocument()
    expect(within(await screen.findByRole('article', { name: `Order ${first}` })).getByText('Awaiting payment')).toBeInTheDocument()

    await user.click(within(screen.getByRole('article', { name: `Order ${first}` })).getByRole('button', { name: 'Pay Now' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Demo payment gateway' })).getByRole('button', { name: 'Pay' }))
    expect(await screen.findByText(PAYMENT_MESSAGES.received)).toBeInTheDocument()
    for (const orderId of [first, second]) {
      const paid = screen.getByRole('article', { name: `Order ${orderId}` })
      expect(await within(paid).findByText('Paid')).toBeInTheDocument()
      expect(within(paid).queryByRole('button', { name: 'Pay Now' })).toBeNull()
    }
    // Track My Order shows the payment beside the tracking too
    await user.click(within(screen.getByRole('article', { name: `Order ${first}` })).getByRole('button', { name: 'Track My Order' }))
    const tracking = await screen.findByRole('dialog', { name: 'Track My Order' })
    expect(within(tracking).getByText('Payment:')).toBeInTheDocument()
    expect(within(tracking).getByText('Paid')).toBeInTheDocument()
    await user.click(within(tracking).getByRole('button', { name: 'Close tracking' }))

    // cancelling a paid order refunds it: the page is read again for the refund's state
    await user.click(within(screen.getByRole('article', { name: `Order ${first}` })).getByRole('button', { name: 'Cancel Order' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, Cancel Order' }))
    expect(await within(screen.getByRole('article', { name: `Order ${first}` })).findByText('Refunded')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: `Order ${second}` })).getByText('Paid')).toBeInTheDocument()
  })
})
