import { notifications } from '@mantine/notifications'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { onlyInStockMessage } from '../../contracts/stock-rules'
import { mockBackend, server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { HttpError } from '../../src/services/api-error'
import { AddToCartPopup } from '../../src/features/product/public/add-to-cart-popup'
import { addToCartMachine, type AddToCartContext } from '../../src/machines/add-to-cart.machine'
import { Providers, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { pathName, pathsCoveringTransitions, type ModelEvent } from './catalogue-model-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Model-based test of the add-to-cart popup (SPEC 4, 5, 8): paths generated from
 * addToCartMachine, executed on the rendered popup with the fake backend answering through
 * MSW. The add call waits at a gate until the path's next step is the backend answering.
 */

setupMockBackend()

/** In stock in its first colour, out of stock in another: both outcomes of Add are reachable. */
const product = (mockBackend.db.get('products') as readonly Product[]).find(
  (p) => (p.productVarieties[0]?.stock ?? 0) > 0 && p.productVarieties.some((v) => v.stock <= 0),
)!
const soldOut = product.productVarieties.find((v) => v.stock <= 0)!.color
const stockOfColour = (colour: string) => product.productVarieties.find((v) => v.color === colour)?.stock ?? 0
const firstStock = stockOfColour(product.productVarieties[0]!.color)
/** More than the first colour's stock: refused before any call, with how much is left. */
const aboveStock = firstStock + 1
/** The server's refusal when the cart already holds some of it (rules/cart-stock.ts). */
const STOCK_REFUSAL = onlyInStockMessage(firstStock)
const DONE = 'xstate.done.actor.addToCart'
const ERROR = 'xstate.error.actor.addToCart'

const events: ModelEvent[] = [
  { type: 'colour.pick', colour: soldOut },
  { type: 'quantity.set', quantity: '' },
  { type: 'quantity.set', quantity: 3 },
  { type: 'quantity.set', quantity: aboveStock },
  { type: 'cart.add' },
  { type: DONE, output: {} },
  { type: ERROR, error: new Error('HTTP 500') },
  // more than the stock with what the cart holds already: the server's refusal is shown
  { type: ERROR, error: new HttpError('/user/add-to-cart', 409, STOCK_REFUSAL) },
]
// the cart and wishlist refs only receive events after success: the traversal runs no actions
const input = { product, mode: 'cart', cart: {}, wishlist: {} }
const paths = pathsCoveringTransitions(addToCartMachine, events, input).map((p) => [pathName(p), p] as const)
const executed: MachinePath[] = []

let gates: Array<() => void> = []
beforeEach(() => {
  gates = []
  server.use(
    http.post('*/api/user/add-to-cart', async () => {
      await new Promise<void>((release) => gates.push(release))
      return undefined
    }),
  )
})
afterEach(() => gates.splice(0).forEach((release) => release()))

function PopupOpenUntilClosed() {
  const [opened, setOpened] = useState(true)
  return <AddToCartPopup product={product} opened={opened} onClose={() => setOpened(false)} />
}

type Snapshot = MachinePath['steps'][number]['state'] & { context: AddToCartContext }
const cartLine = () =>
  mockBackend.db.get('users').find((u) => u.email === 'buyer@tanabana.in')!.cart.products.find((l) => l.productId === product._id)

async function expectScreenFor(state: Snapshot) {
  if (state.value === 'added') {
    expect(await screen.findByText('Added to cart')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(cartLine()).toMatchObject({ productColor: state.context.colour })
    return
  }
  const dialog = await screen.findByRole('dialog', { name: 'Add To Cart' })
  const { colour, quantity } = state.context
  expect(within(dialog).getByRole('radio', { name: colour })).toBeChecked()
  expect(within(dialog).getByRole('textbox', { name: /Quantity/ })).toHaveValue(String(quantity))
  if (state.value === 'adding') {
    expect(await within(dialog).findByRole('button', { name: 'Adding To Cart...' })).toBeDisabled()
  } else {
    expect(within(dialog).getByRole('button', { name: 'Add To Cart' })).toBeEnabled()
  }
}

describe('add-to-cart machine, executed on the popup', () => {
  it.each(paths)('%s', async (_, path) => {
    await signInAsDemoBuyer()
    notifications.clean()
    const user = userEvent.setup()
    render(
      <Providers>
        <MemoryRouter>
          <PopupOpenUntilClosed />
        </MemoryRouter>
      </Providers>,
    )
    await expectScreenFor(path.steps[0]!.state as Snapshot)
    const dialog = screen.getByRole('dialog', { name: 'Add To Cart' })

    for (let i = 1; i < path.steps.length; i++) {
      const event = path.steps[i]!.event as ModelEvent
      const state = path.steps[i]!.state as Snapshot
      const previous = path.steps[i - 1]!.state as Snapshot
      switch (event.type) {
        case 'colour.pick':
          await user.click(within(dialog).getByRole('radio', { name: String(event.colour) }))
          break
        case 'quantity.set': {
          const box = within(dialog).getByRole('textbox', { name: /Quantity/ })
          await user.clear(box)
          if (event.quantity !== '') await user.type(box, String(event.quantity))
          break
        }
        case 'cart.add':
          await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }))
          if (state.value === 'adding') await waitFor(() => expect(gates).toHaveLength(1))
          else {
            // refused before any call: which message depends on what the machine checked
            const { quantity, colour } = previous.context
            const stock = stockOfColour(colour)
            const message = quantity === '' ? 'Please Fill All Details' : stock <= 0 ? 'Out of Stock' : onlyInStockMessage(stock)
            // beside the toast, the popup says 'Out of Stock' and 'Only … m in stock' under the box itself
            await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(message === 'Please Fill All Details' ? 0 : 1))
            expect(gates).toHaveLength(0)
          }
          break
        case DONE:
          await act(async () => gates.at(-1)!())
          break
        case ERROR:
          if (event.error instanceof HttpError) {
            setScenario('addToCart', 'server-error', { status: 409, msg: STOCK_REFUSAL })
            await act(async () => gates.at(-1)!())
            expect(await screen.findByText(STOCK_REFUSAL)).toBeInTheDocument()
            break
          }
          setScenario('addToCart', 'server-error', { msg: 'Cart is locked' })
          await act(async () => gates.at(-1)!())
          await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add To Cart' })).toBeEnabled())
          expect(screen.queryByText('Cart is locked')).not.toBeInTheDocument() // SPEC 8: silent
          break
        default:
          throw new Error(`no action for ${event.type}`)
      }
      await expectScreenFor(state)
    }
    executed.push(path)
  }, 30_000)

  it('executed paths reach every state of the machine', () => {
    expect(coverageOf(addToCartMachine, executed).missingStates).toEqual([])
  })
})

afterAll(() => printCoverage(coverageOf(addToCartMachine, executed)))
