import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { mockBackend, server } from '../../mocks/node'
import { getCart } from '../../mocks/use-cases/cart'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { CartPage } from '../../src/features/cart/cart-page'
import { formatRupees } from '../../src/lib/money'
import { lineStock } from '../../src/machines/cart.machine'
import { onlyInStockMessage } from '../../contracts/stock-rules'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { useCartCount } from '../../src/state/cart-context'
import { gateCall } from '../model/checkout-model-support'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

/*
 * Shopping Cart (SPEC 2, 4 and 8) against the fake backend: rows, quantity controls, removal,
 * the Order Summary, the empty state, and the messages of every outcome. A probe stands in for
 * the header's badge, which reads the same app-wide cart.
 */
setupMockBackend()

function BadgeProbe() {
  return <output aria-label="Cart badge">{useCartCount()}</output>
}

const serverLines = () => mockBackend.db.get('users').find((u) => u._id === DEMO_BUYER.id)!.cart.products
const setServerCart = (products: ReturnType<typeof serverLines>) =>
  mockBackend.db.put('users', mockBackend.db.get('users').map((u) => (u._id === DEMO_BUYER.id ? { ...u, cart: { ...u.cart, products } } : u)))

async function renderCart() {
  await signInAsDemoBuyer()
  const view = renderWithProviders(
    <>
      <BadgeProbe />
      <CartPage />
    </>,
    { route: '/cart', path: '/cart' },
  )
  return view
}

const rows = () => within(screen.getByRole('region', { name: 'Cart items' })).getAllByRole('listitem')
const badge = () => screen.getByRole('status', { name: 'Cart badge' })

describe('cart page', () => {
  it('lists each line with image, name, colour, per-metre and line price, and a summary whose total is the subtotal', async () => {
    await renderCart()
    const cart = getCart(mockBackend, DEMO_BUYER.id).data
    await waitFor(() => expect(rows()).toHaveLength(cart.products.length))
    const first = cart.products[0]!
    const row = rows()[0]!
    expect(within(row).getByRole('img', { name: first.productId.name })).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: first.productId.name })).toHaveAttribute('href', `/product/${first.productId._id}`)
    expect(within(row).getByText(`Colour: ${first.productColor}`)).toBeInTheDocument()
    expect(within(row).getByText(`${formatRupees(first.itemPrice / first.quantity)} per metre`)).toBeInTheDocument()
    expect(within(row).getByText(formatRupees(first.itemPrice))).toBeInTheDocument()

    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(within(summary).getAllByText('-')).toHaveLength(2) // tax and shipping are not known yet
    expect(within(summary).getAllByText(formatRupees(cart.totalPrice))).toHaveLength(2) // subtotal = total
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout')
    expect(badge()).toHaveTextContent(String(cart.products.length))
  })

  it('never doubles an update: a double click on plus adds one, and every control waits for the call', async () => {
    const { user } = await renderCart()
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    const before = serverLines()[0]!.quantity
    const name = getCart(mockBackend, DEMO_BUYER.id).data.products[0]!.productId.name
    const gate = gateCall('patch', '*/api/user/updateCart')
    await user.dblClick(screen.getByRole('button', { name: `Increase quantity of ${name}` }))
    await gate.arrived
    // in flight: plus, minus and remove all wait, on every line
    for (const control of screen.getAllByRole('button', { name: /^(Increase|Decrease) quantity|^Remove .* from cart$/ })) {
      expect(control).toBeDisabled()
    }
    gate.release()
    expect(await screen.findByText('Cart updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(within(rows()[0]!).getByRole('textbox', { name: `Quantity of ${name}` })).toHaveValue(String(before + 1)))
    expect(serverLines()[0]!.quantity).toBe(before + 1)
    await waitFor(() => expect(screen.getByRole('button', { name: `Increase quantity of ${name}` })).toBeEnabled())
  })

  it('offers minus only above a quantity of 1, and lowers the quantity by one', async () => {
    setServerCart(serverLines().map((l, i) => ({ ...l, quantity: i === 0 ? 1 : 2 })))
    const { user } = await renderCart()
    await waitFor(() => expect(rows().length).toBeGreaterThan(1))
    const names = getCart(mockBackend, DEMO_BUYER.id).data.products.map((l) => l.productId.name)
    expect(screen.getByRole('button', { name: `Decrease quantity of ${names[0]}` })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${names[1]}` }))
    expect(await screen.findByText('Cart updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(serverLines()[1]!.quantity).toBe(1))
    await waitFor(() => expect(screen.getByRole('button', { name: `Decrease quantity of ${names[1]}` })).toBeDisabled())
  })

  it('takes a typed quantity: Enter sends it, and the server holds it', async () => {
    const { user } = await renderCart()
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    const name = getCart(mockBackend, DEMO_BUYER.id).data.products[0]!.productId.name
    const box = screen.getByRole('textbox', { name: `Quantity of ${name}` })
    await user.clear(box)
    await user.type(box, '4{Enter}')
    expect(await screen.findByText('Cart updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(serverLines()[0]!.quantity).toBe(4))
    await waitFor(() => expect(screen.getByRole('textbox', { name: `Quantity of ${name}` })).toHaveValue('4'))
  })

  it('says how much is left when more than the stock is typed, sends nothing, and stops the plus at the stock', async () => {
    const { user } = await renderCart()
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    const line = getCart(mockBackend, DEMO_BUYER.id).data.products[0]!
    const stock = lineStock(line)
    const box = screen.getByRole('textbox', { name: `Quantity of ${line.productId.name}` })
    await user.clear(box)
    await user.type(box, `${stock + 1}{Enter}`)
    // under the box, and as a toast
    await waitFor(() => expect(screen.getAllByText(onlyInStockMessage(stock))).toHaveLength(2))
    expect(serverLines()[0]!.quantity).toBe(line.quantity)
    await user.clear(box)
    await user.type(box, `${stock}{Enter}`)
    await waitFor(() => expect(serverLines()[0]!.quantity).toBe(stock))
    await waitFor(() => expect(screen.getByRole('button', { name: `Increase quantity of ${line.productId.name}` })).toBeDisabled())
  })

  it('marks a line whose stock fell below it since, and one tap brings it down to the stock', async () => {
    const line = getCart(mockBackend, DEMO_BUYER.id).data.products[0]!
    const stock = lineStock(line)
    // another buyer's order took the stock below what this line holds
    setServerCart(serverLines().map((l, i) => (i === 0 ? { ...l, quantity: stock + 20 } : l)))
    const { user } = await renderCart()
    await waitFor(() => expect(within(rows()[0]!).getByText(onlyInStockMessage(stock))).toBeInTheDocument())
    await user.click(within(rows()[0]!).getByRole('button', { name: `Change to ${stock} m` }))
    await waitFor(() => expect(serverLines()[0]!.quantity).toBe(stock))
    await waitFor(() => expect(within(rows()[0]!).queryByText(onlyInStockMessage(stock))).not.toBeInTheDocument())
  })

  it('keeps a line staff archived: it says it is no longer sold, leaves the total, offers only Remove, and Checkout waits for it', async () => {
    const [archived, other] = getCart(mockBackend, DEMO_BUYER.id).data.products
    const id = archived!.productId._id
    mockBackend.db.put('products', mockBackend.db.get('products').map((p) => (p._id === id ? { ...p, archivedAt: '2026-11-20T10:00:00.000Z' } : p)))
    const { user } = await renderCart()
    const row = await waitFor(() => rows().find((r) => within(r).queryByText(CATALOGUE_MESSAGES.noLongerSold))!)
    expect(within(row).getByRole('heading', { name: archived!.productId.name })).toBeInTheDocument()
    // its page is gone: the name links nowhere; nothing but removal is offered
    expect(within(row).queryByRole('link')).not.toBeInTheDocument()
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(row).queryByText(formatRupees(archived!.itemPrice))).not.toBeInTheDocument()
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(within(summary).getAllByText(formatRupees(other!.itemPrice))).toHaveLength(2)
    expect(within(summary).getByText(CATALOGUE_MESSAGES.removeNoLongerSold)).toBeInTheDocument()
    expect(within(summary).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument()
    expect(within(summary).getByRole('button', { name: 'Checkout' })).toBeDisabled()

    await user.click(within(row).getByRole('button', { name: `Remove ${archived!.productId.name} from cart` }))
    expect(await within(summary).findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout')
    expect(serverLines().map((l) => l.productId)).not.toContain(id)
  })

  it('removes a line, and the badge follows the server', async () => {
    const { user } = await renderCart()
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    const count = serverLines().length
    const name = getCart(mockBackend, DEMO_BUYER.id).data.products[0]!.productId.name
    await user.click(screen.getByRole('button', { name: `Remove ${name} from cart` }))
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument()
    await waitFor(() => expect(rows()).toHaveLength(count - 1))
    expect(badge()).toHaveTextContent(String(count - 1))
  })

  it("shows the server's message when an update or a removal fails, and keeps the server's cart", async () => {
    const { user } = await renderCart()
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    const quantity = serverLines()[0]!.quantity
    const name = getCart(mockBackend, DEMO_BUYER.id).data.products[0]!.productId.name
    setScenario('updateCart', 'server-error', { status: 409, msg: 'Only 3 metres left' })
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${name}` }))
    expect(await screen.findByText('Only 3 metres left')).toBeInTheDocument()
    await waitFor(() => expect(within(rows()[0]!).getByRole('textbox', { name: `Quantity of ${name}` })).toHaveValue(String(quantity)))

    setScenario('removeFromCart', 'server-error', { status: 404, msg: 'Item not found in cart' })
    await waitFor(() => expect(screen.getByRole('button', { name: `Remove ${name} from cart` })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: `Remove ${name} from cart` }))
    expect(await screen.findByText('Item not found in cart')).toBeInTheDocument()
    expect(serverLines().length).toBeGreaterThan(0)
  })

  it("says 'Something went wrong' when the cart cannot be loaded and the server gave no words", async () => {
    setScenario('cart', 'network')
    await renderCart()
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(await screen.findByText('We could not load your cart.')).toBeInTheDocument()
  })

  it('says it once when the cart already failed to load before the page opened (the page offers Try again instead)', async () => {
    setScenario('cart', 'network')
    await signInAsDemoBuyer()
    function OpensCartLater() {
      const [open, setOpen] = useState(false)
      return open ? <CartPage /> : <button onClick={() => setOpen(true)}>Open cart</button>
    }
    const { user } = renderWithProviders(<OpensCartLater />, { route: '/cart', path: '/cart' })
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open cart' }))
    expect(await screen.findByText('We could not load your cart.')).toBeInTheDocument()
    expect(screen.getAllByText('Something went wrong')).toHaveLength(1)

    setScenario('cart', 'success')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
  })

  it("invites an empty cart to Let's Order Something, with Continue Shopping to /products", async () => {
    setServerCart([])
    await renderCart()
    expect(await screen.findByRole('heading', { name: "Let's Order Something" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
    expect(badge()).toHaveTextContent('0')
  })
})

describe('cart coupon box', () => {
  it("asks for a code when Apply is pressed with none, and calls nothing", async () => {
    let calls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/apply-coupon')) calls++
    })
    const { user } = await renderCart()
    await user.click(await screen.findByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Please enter coupon code')).toBeInTheDocument()
    expect(calls).toBe(0)
    server.events.removeAllListeners()
  })

  it("shows the backend's reason for a rejected coupon, and no chip", async () => {
    const { user } = await renderCart()
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'DIWALI2025')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Coupon has expired')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Remove coupon/ })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('DIWALI2025')
  })

  it("falls back to 'Something went wrong' when applying gets no answer", async () => {
    setScenario('applyCoupon', 'network')
    const { user } = await renderCart()
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'WELCOME10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
  })

  it('shows an applied coupon as a chip, and removing it clears the code and reloads the cart', async () => {
    const { user } = await renderCart()
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'welcome10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Coupon applied successfully')).toBeInTheDocument()
    const chip = await screen.findByRole('button', { name: 'Remove coupon WELCOME10' })
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled()
    const discounted = getCart(mockBackend, DEMO_BUYER.id).data.totalPrice
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    await waitFor(() => expect(within(summary).getAllByText(formatRupees(discounted))).toHaveLength(2))

    await user.click(chip)
    expect(await screen.findByText('Coupon removed successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove coupon/ })).toBeNull())
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('')
    const full = getCart(mockBackend, DEMO_BUYER.id).data.totalPrice
    expect(full).toBeGreaterThan(discounted)
    await waitFor(() => expect(within(summary).getAllByText(formatRupees(full))).toHaveLength(2))
  })
})

