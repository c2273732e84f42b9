import { notifications } from '@mantine/notifications'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { mockBackend } from '../../mocks/node'
import { getWishlist } from '../../mocks/use-cases/wishlist'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { wishlistMachine, type WishlistContext, type WishlistEntry } from '../../src/machines/wishlist.machine'
import { setupMockBackend } from '../setup/render'
import { PAGE_LOAD, RequestGate, go, renderApp, signedInEvent, siteHeader } from './app-model-support'
import { expectCoverage, reportCoverage } from './coverage-report'
import type { MachinePath } from './machine-paths'
import { describeWorldPath, worldPaths, type ModelEvent, type World, type WorldPath } from './world-paths'

/*
 * Paths generated from the wishlist machine (SPEC 4, 8), executed on the whole app: /wishlist
 * and the product page's Add to Wishlist / Remove from Wishlist button. The machine's events are
 * what the app sends it: a sign-in or opening /wishlist (wishlist.load), a sign-out
 * (wishlist.clear), the product page's button succeeding (wishlist.added / wishlist.removed,
 * sent by that button's own toggle machine); loadWishlist's done/error is the fake backend
 * answering the held GET /wishlist (a failure is silent, SPEC 8). The world beside the machine
 * says which page is open and whether the backend holds the product, so each answer carries the
 * list the backend really returns.
 */
setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

/** The demo buyer's seeded wishlist, as GET /wishlist answers it. */
const seeded: WishlistEntry[] = getWishlist(mockBackend, DEMO_BUYER.id).data.products.map((e) => ({ product: e.productId, color: e.color }))
/** A product the buyer has not wished for yet. */
const product = (mockBackend.db.get('products') as readonly Product[]).find(
  (p) => !seeded.some((e) => e.product._id === p._id) && (p.productVarieties[0]?.stock ?? 0) > 0,
)!

type Page = 'elsewhere' | 'wishlist' | 'product'
interface WishlistWorld {
  readonly signedIn: boolean
  readonly page: Page
  /** The backend holds the product in the buyer's wishlist. */
  readonly wished: boolean
}

const LOAD = { type: 'wishlist.load' }
const CLEAR = { type: 'wishlist.clear' }
const ADDED: ModelEvent = { type: 'wishlist.added', product, color: product.productVarieties[0]!.color }
const REMOVED: ModelEvent = { type: 'wishlist.removed', productId: product._id }
const FAILURE = 'Wishlist store is down'
const ERROR: ModelEvent = { type: 'xstate.error.actor.loadWishlist', error: new Error(FAILURE) }

/** The list GET /wishlist answers for a world: the seeded entries, then the product once added. */
const backendList = (w: WishlistWorld): WishlistEntry[] => (w.wished ? [...seeded, { product, color: ADDED.color as string }] : seeded)
const holds = (context: WishlistContext) => context.entries.some((e) => e.product._id === product._id)

const world: World<WishlistWorld> = {
  start: { signedIn: false, page: 'elsewhere', wished: false },
  events: (snapshot, w) => {
    const context = snapshot.context as WishlistContext
    const out: ModelEvent[] = [LOAD] // signed out: signing in; signed in: opening /wishlist
    if (w.signedIn) {
      out.push(CLEAR)
      // the product page's button offers whichever the wishlist (as the app holds it) allows
      out.push(holds(context) ? REMOVED : ADDED)
    }
    if (snapshot.value === 'loading') out.push({ type: 'xstate.done.actor.loadWishlist', output: backendList(w) }, ERROR)
    return out
  },
  next: (w, event) => {
    switch (event.type) {
      case 'wishlist.load':
        return w.signedIn ? { ...w, page: 'wishlist' } : { ...w, signedIn: true }
      case 'wishlist.clear':
        // /wishlist sends a signed-out visitor to /login; the test then opens a page with the header
        return { ...w, signedIn: false, page: w.page === 'wishlist' ? 'elsewhere' : w.page }
      case 'wishlist.added':
        return { ...w, page: 'product', wished: true }
      case 'wishlist.removed':
        return { ...w, page: 'product', wished: false }
      default:
        return w
    }
  },
}

const snapshotKey = (s: AnyMachineSnapshot) => [s.value, (s.context as WishlistContext).entries.map((e) => e.product._id)]
const paths = worldPaths(wishlistMachine, world, { snapshotKey, maxDepth: 5 })
const executed: MachinePath[] = []

let gate: RequestGate
beforeEach(() => {
  gate = new RequestGate('get', '*/api/wishlist')
})
afterEach(() => gate.releaseAll())

const cardNames = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

/** What the buyer sees of the wishlist in a state, on the open page. */
async function expectScreen(state: AnyMachineSnapshot, w: WishlistWorld) {
  const { entries } = state.context as WishlistContext
  await waitFor(() =>
    w.signedIn
      ? expect(siteHeader().getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist')
      : expect(siteHeader().getByRole('link', { name: 'Login' })).toBeInTheDocument(),
  )
  // a failed load is silent (SPEC 8): the backend's message shows nowhere
  if (state.value === 'failed') expect(screen.queryByText(FAILURE)).not.toBeInTheDocument()
  if (w.page === 'product') {
    const wished = entries.some((e) => e.product._id === product._id)
    const button = await screen.findByRole('button', { name: wished ? 'Remove from Wishlist' : 'Add to Wishlist' }, PAGE_LOAD)
    expect(button).toHaveAttribute('aria-pressed', String(wished))
    expect(button).toBeEnabled()
  }
  if (w.page !== 'wishlist') return
  await screen.findByRole('heading', { level: 1, name: 'My Wishlist' }, PAGE_LOAD)
  if (entries.length === 0 && (state.value === 'loading' || state.value === 'empty')) {
    expect(screen.getByLabelText('Loading wishlist')).toHaveAttribute('aria-busy', 'true')
  } else if (entries.length === 0) {
    expect(screen.getByRole('heading', { name: "Let's Grab Something" })).toBeInTheDocument()
  } else {
    await waitFor(() => expect(cardNames()).toEqual(entries.map((e) => e.product.name)))
    for (const { product: p } of entries) {
      expect(screen.getByRole('button', { name: `Remove ${p.name} from wishlist` })).toHaveAttribute('aria-pressed', 'true')
    }
  }
}

type Rendered = ReturnType<typeof renderApp>

async function play(event: ModelEvent, w: WishlistWorld, { user, router, actors }: Rendered) {
  switch (event.type) {
    case 'wishlist.load':
      if (!w.signedIn) return act(async () => actors.session.send(await signedInEvent()))
      if (w.page === 'wishlist') await go(router, '/about-us') // to open /wishlist again
      return go(router, '/wishlist')
    case 'wishlist.clear':
      act(() => actors.session.send({ type: 'session.logout' }))
      if (w.page === 'wishlist') {
        await waitFor(() => expect(router.location.pathname).toBe('/login'))
        await go(router, '/about-us')
      }
      return
    case 'wishlist.added':
    case 'wishlist.removed': {
      if (w.page !== 'product') await go(router, `/product/${product._id}`)
      const name = event.type === 'wishlist.added' ? 'Add to Wishlist' : 'Remove from Wishlist'
      await user.click(await screen.findByRole('button', { name }, PAGE_LOAD))
      expect(await screen.findByText(event.type === 'wishlist.added' ? 'Added to wishlist' : 'Removed from wishlist')).toBeInTheDocument()
      return
    }
    case 'xstate.done.actor.loadWishlist':
    case 'xstate.error.actor.loadWishlist':
      setScenario('wishlist', event.type === ERROR.type ? 'server-error' : 'success', { msg: FAILURE })
      return gate.answer()
    default:
      throw new Error(`no action for ${event.type}`)
  }
}

describe('wishlist machine paths, executed on the app (/wishlist and the product page)', () => {
  afterAll(() => reportCoverage(wishlistMachine, executed))

  it.each(paths.map((p) => [describeWorldPath(p), p] as const))(
    '%s',
    async (_, path: WorldPath<WishlistWorld>) => {
      const app = renderApp('/about-us')
      await expectScreen(path.steps[0]!.state as AnyMachineSnapshot, path.worlds[0]!)
      let loads = 0

      for (let i = 1; i < path.steps.length; i++) {
        const event = path.steps[i]!.event as ModelEvent
        const state = path.steps[i]!.state as AnyMachineSnapshot
        act(() => notifications.clean()) // each step's toast is judged on its own
        await play(event, path.worlds[i - 1]!, app)
        // a load, or a newer load restarting a running one, is one more GET /wishlist
        if (event.type === 'wishlist.load') loads++
        await gate.arrived(loads)
        setScenario('wishlist', 'success')
        await expectScreen(state, path.worlds[i]!)
        // what the backend holds is what the path's world says
        const stored = mockBackend.db.get('users').find((u) => u.email === DEMO_BUYER.email)!.wishlist.products
        expect(stored.some((e) => e.productId === product._id)).toBe(path.worlds[i]!.wished)
      }
      executed.push(path)
    },
    30_000,
  )

  it('reaches every state and takes every transition of the machine', () => {
    expectCoverage(wishlistMachine, executed)
  })
})
