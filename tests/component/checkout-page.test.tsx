import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_HEADER } from '../../contracts/endpoints'
import { mockBackend, server } from '../../mocks/node'
import { getCart } from '../../mocks/use-cases/cart'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { CheckoutPage } from '../../src/features/checkout/checkout-page'
import { checkoutTotals } from '../../src/lib/checkout-totals'
import { formatRupees } from '../../src/lib/money'
import { writeShippingDraft } from '../../src/lib/shipping-options'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

/*
 * Checkout beyond the machine paths: deep links and reloads keep (or correct) the buyer's place,
 * the payment step's figures, what POST /buy receives, and one order for a double click.
 */
setupMockBackend()

const ordersOfBuyer = () => mockBackend.db.get('orders').filter((o) => o.userId === DEMO_BUYER.id)

async function openCheckout(route: string) {
  await signInAsDemoBuyer()
  return renderWithProviders(<CheckoutPage />, { route, path: '/checkout' })
}

const stepOf = (router: { location: { search: string } }) => new URLSearchParams(router.location.search).get('step')

describe('checkout page', () => {
  it('lands a deep link to payment on shipping, with free shipping chosen, when no shipping was chosen yet', async () => {
    const { router } = await openCheckout('/checkout?step=payment')
    expect(await screen.findByRole('radio', { name: /Free Shipping/ })).toBeChecked()
    await waitFor(() => expect(stepOf(router)).toBe('shipping'))
  })

  it('keeps the place of a reload on payment, with the shipping chosen before it, and its figures', async () => {
    writeShippingDraft({ optionId: 'express', date: null })
    const { router } = await openCheckout('/checkout?step=payment')
    const aside = screen.getByRole('complementary', { name: 'Order summary' })
    expect(await within(aside).findByText('Estimated Tax (10%)')).toBeInTheDocument()
    expect(stepOf(router)).toBe('payment')
    const cart = getCart(mockBackend, DEMO_BUYER.id).data
    const totals = checkoutTotals(cart.totalPrice, 8.5)
    expect(within(aside).getByText(formatRupees(totals.estimatedTax))).toBeInTheDocument()
    expect(within(aside).getByText(formatRupees(8.5))).toBeInTheDocument()
    expect(within(aside).getByText(formatRupees(totals.total))).toBeInTheDocument()
    expect(screen.getByText(/Express Shipping .* Shipping ID: express/)).toBeInTheDocument()
    const selected = mockBackend.db.get('addresses').find((a) => a.userId === DEMO_BUYER.id && a.selected)!
    expect(screen.getByText(new RegExp(selected.address))).toBeInTheDocument()
  })

  it('shows each line’s quantity with its unit in the summary', async () => {
    writeShippingDraft({ optionId: 'free', date: null })
    await openCheckout('/checkout?step=payment')
    const aside = screen.getByRole('complementary', { name: 'Order summary' })
    expect(await within(aside).findByText('Estimated Tax (10%)')).toBeInTheDocument()
    for (const line of getCart(mockBackend, DEMO_BUYER.id).data.products) {
      expect(within(aside).getByText(`Quantity: ${line.quantity} m · ${line.productColor}`)).toBeInTheDocument()
    }
  })

  it('names every order the purchase made in Payment Success, and carries them to the thank-you page', async () => {
    writeShippingDraft({ optionId: 'free', date: null })
    const before = ordersOfBuyer().length
    const { user } = await openCheckout('/checkout?step=payment')
    await user.click(await screen.findByRole('tab', { name: 'Cash on Delivery' }))
    const place = await screen.findByRole('button', { name: 'Place Order' })
    await waitFor(() => expect(place).toBeEnabled())
    await user.click(place)
    const popup = await screen.findByRole('dialog', { name: 'Payment Success' })
    const placed = ordersOfBuyer().slice(before).map((o) => o.orderId)
    expect(placed.length).toBeGreaterThan(1) // the demo cart holds several lines: one order each
    const list = within(popup).getByRole('list', { name: 'Order IDs' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(placed)
    expect(within(popup).getByRole('link', { name: 'View in Order History' })).toHaveAttribute('href', '/user-profile?section=orderHistory')
    await user.click(within(popup).getByRole('button', { name: 'Close' }))
    expect(await screen.findByText(`Moved to /success-payment?orders=${placed.join(',')}`)).toBeInTheDocument()
  })

  it('puts the summary and its Total ahead of Place Order on the payment step, and behind the step before it', async () => {
    const follows = (later: Element, earlier: Element) =>
      Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING)
    writeShippingDraft({ optionId: 'free', date: null })
    const { user } = await openCheckout('/checkout?step=payment')
    const place = await screen.findByRole('button', { name: 'Place Order' })
    const aside = screen.getByRole('complementary', { name: 'Order summary' })
    const total = await within(aside).findByText('Total')
    // one column shows the DOM's order: the buyer reads what they pay before the button
    expect(follows(place, total)).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Back' }))
    const next = await screen.findByRole('button', { name: 'Next' })
    expect(follows(screen.getByRole('complementary', { name: 'Order summary' }), next)).toBe(true)
  })

  it('places exactly one order for a double click, sending the Paypal tab as UPI with one key', async () => {
    const bodies: unknown[] = []
    const keys: string[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method !== 'POST' || !request.url.endsWith('/api/buy')) return
      keys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '')
      bodies.push(await request.clone().json())
    })
    writeShippingDraft({ optionId: 'free', date: null })
    const before = ordersOfBuyer().length
    const lines = getCart(mockBackend, DEMO_BUYER.id).data.products.length
    const { user } = await openCheckout('/checkout?step=payment')
    await user.click(await screen.findByRole('tab', { name: 'Paypal' }))
    const place = await screen.findByRole('button', { name: 'Place Order' })
    await waitFor(() => expect(place).toBeEnabled())
    await user.dblClick(place)
    // Paypal goes through the gateway (issue 31): the demo gateway's Pay, then SPEC's popup
    await user.click(within(await screen.findByRole('dialog', { name: 'Demo payment gateway' })).getByRole('button', { name: 'Pay' }))
    expect(await screen.findByRole('dialog', { name: 'Payment Success' })).toBeInTheDocument()
    expect(ordersOfBuyer()).toHaveLength(before + lines)
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(bodies).toEqual([{ paymentMethod: 'UPI', shippingOption: 'free' }]))
    server.events.removeAllListeners()
  })
})
