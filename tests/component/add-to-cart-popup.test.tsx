import { notifications } from '@mantine/notifications'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { mockBackend, server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { AddToCartPopup } from '../../src/features/product/public/add-to-cart-popup'
import { Providers, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

setupMockBackend()

const products = () => mockBackend.db.get('products') as readonly Product[]
/** A product with one colour in stock and another out of stock. */
const mixedStock = () =>
  products().find((p) => p.productVarieties.some((v) => v.stock > 0) && p.productVarieties.some((v) => v.stock <= 0))!

function Harness({ product }: { product: Product }) {
  const [opened, setOpened] = useState(true)
  return <AddToCartPopup product={product} opened={opened} onClose={() => setOpened(false)} />
}

async function open(product: Product) {
  await signInAsDemoBuyer()
  notifications.clean()
  render(
    <Providers>
      <MemoryRouter>
        <Harness product={product} />
      </MemoryRouter>
    </Providers>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Add To Cart' })
  return { dialog, user: userEvent.setup() }
}

const cartOfBuyer = () => mockBackend.db.get('users').find((u) => u.email === 'buyer@tanabana.in')!.cart.products

describe('add-to-cart popup', () => {
  it('disables Add at 0 and asks for details when the quantity is empty', async () => {
    const product = mixedStock()
    const { dialog, user } = await open(product)
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ })
    await user.clear(quantity)
    await user.type(quantity, '0')
    expect(within(dialog).getByRole('button', { name: 'Add To Cart' })).toBeDisabled()
    await user.clear(quantity)
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }))
    expect(await screen.findByText('Please Fill All Details')).toBeInTheDocument()
  })

  it('says Out of Stock for a colour without stock and sends nothing', async () => {
    const product = mixedStock()
    const empty = product.productVarieties.find((v) => v.stock <= 0)!
    const before = cartOfBuyer().length
    const { dialog, user } = await open(product)
    await user.click(within(dialog).getByRole('radio', { name: empty.color }))
    expect(within(dialog).getAllByText('Out of Stock').length).toBeGreaterThan(0)
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }))
    // the note in the popup, and now the toast
    await waitFor(() => expect(screen.getAllByText('Out of Stock')).toHaveLength(2))
    expect(cartOfBuyer()).toHaveLength(before)
  })

  it('shows Adding To Cart... while the call runs, then Added to cart', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    server.use(http.post('*/api/user/add-to-cart', async () => {
      await held
      return undefined
    }))
    const product = mixedStock()
    const inStock = product.productVarieties.find((v) => v.stock > 0)!
    const { dialog, user } = await open(product)
    await user.click(within(dialog).getByRole('radio', { name: inStock.color }))
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }))
    expect(await within(dialog).findByRole('button', { name: 'Adding To Cart...' })).toBeDisabled()
    await act(async () => release())
    expect(await screen.findByText('Added to cart')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(cartOfBuyer()).toContainEqual(expect.objectContaining({ productId: product._id, productColor: inStock.color, quantity: 1 }))
  })

  it('fails silently and stays open', async () => {
    const product = mixedStock()
    const inStock = product.productVarieties.find((v) => v.stock > 0)!
    const { dialog, user } = await open(product)
    await user.click(within(dialog).getByRole('radio', { name: inStock.color }))
    setScenario('addToCart', 'server-error', { msg: 'Cart is locked' })
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add To Cart' })).toBeEnabled())
    expect(screen.queryByText('Cart is locked')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Add To Cart' })).toBeInTheDocument()
  })
})
