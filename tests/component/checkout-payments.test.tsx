import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { mockBackend } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { CheckoutPage } from '../../src/features/checkout/checkout-page'
import { writeShippingDraft } from '../../src/lib/shipping-options'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

/*
 * The demo gateway's mock-mode scenarios at checkout (issue 31): a gateway that never answers
 * Pay, which the buyer closes, and a confirmation that arrives after the return, which the
 * checkout waits for. The plain Pay and Decline are the model paths' (tests/model/checkout-model).
 */
setupMockBackend()

/** The payments this test's checkout made: the seed's own (a paid purchase of the demo buyer's) are left out. */
const paymentsOfBuyer = () => mockBackend.db.get('payments').filter((p) => p.userId === DEMO_BUYER.id && !p.providerOrderId.startsWith('order_demo_seed'))

/** Step 3 with free shipping, Place Order by the default Credit Card: answers the gateway's dialog. */
async function placeOrderByCard() {
  writeShippingDraft({ optionId: 'free', date: null })
  await signInAsDemoBuyer()
  const { user } = renderWithProviders(<CheckoutPage />, { route: '/checkout?step=payment', path: '/checkout' })
  const place = await screen.findByRole('button', { name: 'Place Order' })
  await waitFor(() => expect(place).toBeEnabled())
  await user.click(place)
  return { user, gateway: await screen.findByRole('dialog', { name: 'Demo payment gateway' }) }
}

describe('the demo gateway at checkout', () => {
  it('times out: closing it while Pay gets no answer shows Payment Failure, the orders still awaiting payment', async () => {
    setScenario('demoGatewayDecide', 'stalled', { delayMs: 60_000 })
    const { user, gateway } = await placeOrderByCard()
    await user.click(within(gateway).getByRole('button', { name: 'Pay' }))
    await user.click(within(gateway).getByRole('button', { name: 'Close' }))
    const failure = await screen.findByRole('dialog', { name: 'Payment Failure' })
    expect(within(failure).getByText(PAYMENT_MESSAGES.notCompleted)).toBeInTheDocument()
    expect(within(failure).getByText(PAYMENT_MESSAGES.payAgainLater)).toBeInTheDocument()
    expect(paymentsOfBuyer().map((p) => p.state)).toEqual(['awaitingPayment'])
  })

  it('confirmed late: the return answers awaiting payment, and Payment Success opens once the capture lands', async () => {
    setScenario('gatewayCapture', 'slow', { delayMs: 2500 })
    const { user, gateway } = await placeOrderByCard()
    await user.click(within(gateway).getByRole('button', { name: 'Pay' }))
    expect(await within(gateway).findByText('Confirming your payment...')).toBeInTheDocument()
    expect(paymentsOfBuyer().map((p) => p.state)).toEqual(['awaitingPayment'])
    expect(await screen.findByRole('dialog', { name: 'Payment Success' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(paymentsOfBuyer().map((p) => p.state)).toEqual(['paid'])
  }, 20_000)
})
