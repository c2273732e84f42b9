import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { FRESH_ORDER_IDS, placeFreshPurchase } from '../support/fresh-purchase'
import { OrderHistorySection } from '../../src/features/orders/public/order-history-section'
import { storageKeys, writeJson } from '../../src/lib/storage'
import { tokenStore } from '../../src/services/token-store'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

setupMockBackend()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

/*
 * The section's actor starts in the same commit as the app's providers here, before the session
 * actor has put the restored token in place (children's effects run first); in the app the
 * lazy route mounts later. So the token is put in place up front.
 */
async function signIn() {
  const session = await signInAsDemoBuyer()
  tokenStore.set(session.token)
}

/** The demo buyer's orders as the server holds them, newest first. */
const buyerOrders = () =>
  mockBackend.db
    .get('orders')
    .filter((o) => o.userId === DEMO_BUYER.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))

async function renderHistory() {
  await signIn()
  const result = renderWithProviders(<OrderHistorySection />)
  await screen.findByText('1 of 2')
  return result
}

const cards = () => screen.getAllByRole('article')
const cardNamed = (orderId: string) => screen.getByRole('article', { name: `Order ${orderId}` })
/** The card's summary: the button that expands and collapses it. */
const toggleOf = (card: HTMLElement) => card.querySelector<HTMLButtonElement>('button[aria-expanded]')!
const expanded = () => cards().filter((c) => toggleOf(c).getAttribute('aria-expanded') === 'true')
const badges = () => cards().map((c) => within(c).getByText(/^(Pending|Delayed|Ordered Placed|Ongoing|Shipped|Delivered)$/).textContent)

describe('Order History (SPEC 2, 4, 9)', () => {
  it('shows five orders a page from page 1, with Previous disabled and the x of y label', async () => {
    await renderHistory()
    const orders = buyerOrders()
    expect(orders).toHaveLength(10)
    expect(cards()).toHaveLength(5)
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(orders.slice(0, 5).map((o) => `Order ${o.orderId}`))
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
  })

  it('pages to the end, where Next is disabled, and back', async () => {
    const { user } = await renderHistory()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('2 of 2')).toBeInTheDocument()
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(buyerOrders().slice(5).map((o) => `Order ${o.orderId}`)))
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByText('1 of 2')).toBeInTheDocument()
  })

  it("shows each card's status: last entry, Delayed for an error, Pending without entries", async () => {
    const { user } = await renderHistory()
    expect(badges()).toEqual(['Pending', 'Ordered Placed', 'Ongoing', 'Shipped', 'Delayed'])
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('2 of 2')
    await waitFor(() => expect(badges()).toEqual(['Delayed', 'Delivered', 'Delivered', 'Pending', 'Delivered']))
  })

  it('shows image, name, quantity, price in rupees and the order id on a card', async () => {
    await renderHistory()
    const first = buyerOrders()[0]!
    const card = cardNamed(first.orderId)
    expect(within(card).getByRole('img', { name: first.item.name })).toHaveAttribute('src', first.item.productVarieties![0]!.images[0]!)
    expect(within(card).getByText(`Quantity: ${first.item.quantity} m`)).toBeInTheDocument()
    expect(within(card).getByText(`Order ID: ${first.orderId}`)).toBeInTheDocument()
    expect(within(card).getAllByText(new RegExp(`^₹${first.item.price.toLocaleString('en-IN')}`)).length).toBeGreaterThan(0)
  })

  it('expands one card at a time and collapses it on a second click', async () => {
    const { user } = await renderHistory()
    const [a, b] = cards()
    await user.click(toggleOf(a!))
    expect(expanded()).toEqual([a])
    expect(within(a!).getByText('Shipping Address')).toBeInTheDocument()
    await user.click(toggleOf(b!))
    expect(expanded()).toEqual([b])
    expect(within(a!).queryByText('Shipping Address')).not.toBeInTheDocument()
    await user.click(toggleOf(b!))
    expect(expanded()).toEqual([])
  })

  it('shows address, shipment dates and pricing when expanded, with tax and shipping 0 when absent', async () => {
    const { user } = await renderHistory()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('2 of 2')
    const withoutPricing = buyerOrders().slice(5).find((o) => !o.pricing)!
    await waitFor(() => expect(cardNamed(withoutPricing.orderId)).toBeInTheDocument())
    const card = cardNamed(withoutPricing.orderId)
    await user.click(toggleOf(card))
    const pricing = card.querySelector('dl')!
    const rows = [...pricing.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])
    expect(rows).toEqual([
      ['Item price', expect.stringMatching(/^₹/)],
      ['Estimated tax', '₹0.00'],
      ['Shipping & handling', '₹0.00'],
      ['Total', rows[0]![1]],
    ])
    expect(within(card).getByText(withoutPricing.shippingAddress!.address!)).toBeInTheDocument()
    expect(within(card).getByText(/^Shipment date: \d{2} \w{3} \d{4}$/)).toBeInTheDocument()
    expect(within(card).getByText(/^Estimated delivery: \d{2} \w{3} \d{4}$/)).toBeInTheDocument()
  })

  it('Track My Order opens the tracking timeline without toggling the card, and its close button closes it', async () => {
    const { user } = await renderHistory()
    const card = cards()[4]! // the order whose payment check failed
    await user.click(within(card).getByRole('button', { name: 'Track My Order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Track My Order' })
    expect(expanded()).toEqual([])
    const items = within(dialog).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Ordered Placed \(reached\)Your order has been placed/),
      'Problem: Payment verification failed, our team will call you',
      expect.stringMatching(/^Ongoing \(not reached yet\)Your order has not reached the 'Ongoing' stage yet\.$/),
      expect.stringMatching(/^Shipped \(not reached yet\)/),
      expect.stringMatching(/^Delivered \(not reached yet\)/),
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Close tracking' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows the cached first page while the fresh one loads', async () => {
    await signIn()
    const cachedOrder = { ...buyerOrders()[0]!, orderId: 'CACHED-1' }
    writeJson(storageKeys.orders, { orders: [cachedOrder], totalPages: 1, totalItems: 1 })
    setScenario('orderList', 'slow', { delayMs: 400 })
    renderWithProviders(<OrderHistorySection />)
    expect(screen.getByRole('article', { name: 'Order CACHED-1' })).toBeInTheDocument()
    expect(await screen.findByText('1 of 2')).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Order CACHED-1' })).not.toBeInTheDocument()
  })

  it('stays silent when the list fails to load: no toast, no false empty state', async () => {
    await signIn()
    setScenario('orderList', 'server-error')
    renderWithProviders(<OrderHistorySection />)
    await waitFor(() => expect(screen.queryByLabelText('Loading your orders')).not.toBeInTheDocument())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('You have not placed any orders yet.')).not.toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toEqual([])
  })
})

describe('Order History: the buyer cancels within the policy (issue 29)', () => {
  /** A purchase of two lines made just now, then the list on screen with it first. */
  async function renderWithFreshPurchase() {
    placeFreshPurchase(mockBackend)
    await signIn()
    const result = renderWithProviders(<OrderHistorySection />)
    await screen.findByRole('article', { name: `Order ${FRESH_ORDER_IDS[0]}` })
    return result
  }
  const storedOrder = (orderId: string) => mockBackend.db.get('orders').find((o) => o.orderId === orderId)!
  const cancelButton = (card: HTMLElement) => within(card).queryByRole('button', { name: 'Cancel Order' })

  it('shows the colour bought and the other order of the same checkout', async () => {
    await renderWithFreshPurchase()
    const [first, second] = FRESH_ORDER_IDS
    const card = cardNamed(first)
    expect(within(card).getByText(`Colour: ${storedOrder(first).color}`)).toBeInTheDocument()
    expect(within(card).getByText(`Bought together with ${second}`)).toBeInTheDocument()
    // an order bought alone names no other
    const seeded = buyerOrders().find((o) => !o.orderId.startsWith('TBN-FRESH'))!
    expect(within(cardNamed(seeded.orderId)).queryByText(/^Bought together with/)).toBeNull()
  })

  it('offers Cancel Order only on orders still in the window, and asks before sending anything', async () => {
    const { user } = await renderWithFreshPurchase()
    const card = cardNamed(FRESH_ORDER_IDS[0])
    expect(within(card).getByText(/^You can cancel until \d{2} \w{3} \d{4}, \d{2}:\d{2} [AP]M$/)).toBeInTheDocument()
    for (const seeded of buyerOrders().filter((o) => !o.orderId.startsWith('TBN-FRESH')).slice(0, 3)) {
      expect(cancelButton(cardNamed(seeded.orderId))).toBeNull()
    }

    await user.click(cancelButton(card)!)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    expect(dialog).toHaveTextContent(`Order ${FRESH_ORDER_IDS[0]}`)
    expect(dialog).toHaveTextContent('will be cancelled and you will not be charged for it')
    expect(dialog).toHaveTextContent('Its metres go back into stock')
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(storedOrder(FRESH_ORDER_IDS[0]).trackingDetails?.at(-1)?.status).toBe('Ordered Placed')
    expect(cancelButton(card)).toBeEnabled()
  })

  it('cancels after confirming: progress, then the card says Cancelled and the offer goes', async () => {
    const { user } = await renderWithFreshPurchase()
    const card = cardNamed(FRESH_ORDER_IDS[0])
    setScenario('cancelOrder', 'slow', { delayMs: 300 })
    await user.click(cancelButton(card)!)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }))
    expect(await within(dialog).findByRole('button', { name: 'Cancelling...' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Keep Order' })).toBeDisabled()

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(card).getByText('Cancelled')).toBeInTheDocument()
    expect(cancelButton(card)).toBeNull()
    expect(within(card).queryByText(/^You can cancel until/)).toBeNull()
    expect(storedOrder(FRESH_ORDER_IDS[0]).trackingDetails?.at(-1)?.status).toBe('Cancelled')
    // the other order of the purchase is still the buyer's to keep or cancel
    expect(cancelButton(cardNamed(FRESH_ORDER_IDS[1]))).toBeEnabled()

    await user.click(within(card).getByRole('button', { name: 'Track My Order' }))
    const tracker = await screen.findByRole('dialog', { name: 'Track My Order' })
    expect(within(tracker).getByRole('note', { name: 'This order was cancelled' })).toHaveTextContent('You cancelled this order')
    expect(within(tracker).getAllByRole('listitem')).toHaveLength(4)
  })

  it("on a refusal shows the server's msg, keeps the order and lets the buyer try again", async () => {
    const { user } = await renderWithFreshPurchase()
    const card = cardNamed(FRESH_ORDER_IDS[0])
    setScenario('cancelOrder', 'server-error', { status: 409, msg: 'This order can no longer be cancelled' })
    await user.click(cancelButton(card)!)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(card).getByText('This order can no longer be cancelled')).toBeInTheDocument() // on the card
    expect(screen.getAllByText('This order can no longer be cancelled')).toHaveLength(2) // and as SPEC 8's toast
    expect(within(card).getByText('Ordered Placed')).toBeInTheDocument()
    expect(cancelButton(card)).toBeEnabled()

    setScenario('cancelOrder', 'success')
    await user.click(cancelButton(card)!)
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, Cancel Order' }))
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument()
    expect(within(card).queryByText('This order can no longer be cancelled')).toBeNull()
  })

  it('names the carrier and tracking number on the Shipped step of Track My Order', async () => {
    const shipped = buyerOrders().find((o) => o.trackingDetails?.some((e) => e.status === 'Shipped' && !e.isError))!
    mockBackend.db.put(
      'orders',
      mockBackend.db.get('orders').map((o) =>
        o._id !== shipped._id
          ? o
          : { ...o, trackingDetails: o.trackingDetails!.map((e) => (e.status === 'Shipped' ? { ...e, carrier: 'Delhivery', trackingNumber: 'DL1234567890IN' } : e)) },
      ),
    )
    const { user } = await renderHistory()
    await user.click(within(cardNamed(shipped.orderId)).getByRole('button', { name: 'Track My Order' }))
    const tracker = await screen.findByRole('dialog', { name: 'Track My Order' })
    const step = within(tracker).getAllByRole('listitem').find((li) => li.textContent?.startsWith('Shipped'))!
    expect(step).toHaveTextContent('CarrierDelhivery')
    expect(step).toHaveTextContent('Tracking numberDL1234567890IN')
    expect(within(tracker).queryByRole('note')).toBeNull()
  })
})
