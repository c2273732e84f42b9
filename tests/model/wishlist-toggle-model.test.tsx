import { notifications } from '@mantine/notifications'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { useEffect } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { mockBackend, server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { ProductCard } from '../../src/features/catalogue/public/product-card'
import { wishlistToggleMachine } from '../../src/machines/wishlist-toggle.machine'
import { authService, type Session } from '../../src/services/auth-service'
import { useSessionActor } from '../../src/state/session-context'
import { Providers, setupMockBackend } from '../setup/render'
import { pathName, pathsCoveringTransitions, type ModelEvent } from './catalogue-model-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Model-based test of the wishlist heart (SPEC 4, 8): paths generated from
 * wishlistToggleMachine, executed on a rendered product card with the fake backend answering
 * through MSW. Add and remove wait at a gate until the path's next step is the answer.
 */

setupMockBackend()

const DONE_ADD = 'xstate.done.actor.addToWishlist'
const ERROR_ADD = 'xstate.error.actor.addToWishlist'
const DONE_REMOVE = 'xstate.done.actor.removeFromWishlist'
const ERROR_REMOVE = 'xstate.error.actor.removeFromWishlist'

const events: ModelEvent[] = [
  { type: 'wishlist.toggle', wished: false },
  { type: 'wishlist.toggle', wished: true },
  { type: DONE_ADD, output: {} },
  { type: ERROR_ADD, error: new Error('HTTP 500') },
  { type: DONE_REMOVE, output: { msg: 'Removed from wishlist' } },
  { type: ERROR_REMOVE, error: new Error('HTTP 500') },
]
const products = mockBackend.db.get('products') as readonly Product[]
const wishedIds = () => mockBackend.db.get('users').find((u) => u.email === DEMO_BUYER.email)!.wishlist.products.map((e) => e.productId)
const input = { product: products[0], wishlist: {} }
const paths = pathsCoveringTransitions(wishlistToggleMachine, events, input).map((p) => [pathName(p), p] as const)
const executed: MachinePath[] = []

let gates: Array<() => void> = []
const gate = async () => {
  await new Promise<void>((release) => gates.push(release))
  return undefined
}
beforeEach(() => {
  gates = []
  server.use(http.post('*/api/wishlist/add', gate), http.put('*/api/wishlist/remove', gate))
})
afterEach(() => gates.splice(0).forEach((release) => release()))

/** Signs in the way the login screen does. */
function SignedIn({ session }: { session: Session }) {
  const actor = useSessionActor()
  useEffect(() => actor.send({ type: 'session.signedIn', user: session.user, token: session.token }), [actor, session])
  return null
}

describe('wishlist toggle machine, executed on a product card heart', () => {
  it.each(paths)('%s', async (_, path) => {
    // the first toggle says whether the product starts in the wishlist
    const startsWished = (path.events as ModelEvent[]).find((e) => e.type === 'wishlist.toggle')?.wished === true
    const product = products.find((p) => wishedIds().includes(p._id) === startsWished)!
    const session = await authService.signIn({ email: DEMO_BUYER.email, password: DEMO_BUYER.password })
    notifications.clean()
    const user = userEvent.setup()
    render(
      <Providers>
        <SignedIn session={session} />
        <MemoryRouter>
          <ProductCard product={product} />
        </MemoryRouter>
      </Providers>,
    )
    const heart = () => screen.getByRole('button', { name: new RegExp(`${product.name} (to|from) wishlist$`) })
    const expectIdle = async () => {
      const wished = wishedIds().includes(product._id)
      await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', String(wished)))
      expect(heart()).toBeEnabled()
      expect(heart()).toHaveAccessibleName(`${wished ? 'Remove' : 'Add'} ${product.name} ${wished ? 'from' : 'to'} wishlist`)
    }
    await expectIdle()

    for (let i = 1; i < path.steps.length; i++) {
      const event = path.steps[i]!.event as ModelEvent
      const state = path.steps[i]!.state
      const release = async () => act(async () => gates.at(-1)!())
      switch (event.type) {
        case 'wishlist.toggle':
          await user.click(heart())
          await waitFor(() => expect(gates).toHaveLength(1))
          break
        case DONE_ADD:
          await release()
          expect(await screen.findByText('Added to wishlist')).toBeInTheDocument()
          expect(wishedIds()).toContain(product._id)
          break
        case ERROR_ADD:
          setScenario('wishlistAdd', 'server-error', { msg: 'Wishlist is full' })
          await release()
          expect(await screen.findByText('Wishlist is full')).toBeInTheDocument()
          break
        case DONE_REMOVE:
          await release()
          expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument()
          expect(wishedIds()).not.toContain(product._id)
          break
        case ERROR_REMOVE:
          setScenario('wishlistRemove', 'server-error', { msg: 'Could not remove' })
          await release()
          await waitFor(() => expect(heart()).toBeEnabled())
          expect(screen.queryByText('Could not remove')).not.toBeInTheDocument() // SPEC 8: silent
          break
        default:
          throw new Error(`no action for ${event.type}`)
      }
      if (state.value === 'idle') await expectIdle()
      else expect(heart()).toBeDisabled() // adding or removing: one call at a time
    }
    executed.push(path)
  }, 30_000)

  it('executed paths reach every state of the machine', () => {
    expect(coverageOf(wishlistToggleMachine, executed).missingStates).toEqual([])
  })
})

afterAll(() => printCoverage(coverageOf(wishlistToggleMachine, executed)))
