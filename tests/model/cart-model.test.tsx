import { notifications } from '@mantine/notifications'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../contracts/cart'
import { mockBackend } from '../../mocks/node'
import { getCart } from '../../mocks/use-cases/cart'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { cartMachine, lineRefOf, lineStock, type CartContext } from '../../src/machines/cart.machine'
import { onlyInStockMessage } from '../../contracts/stock-rules'
import { setupMockBackend } from '../setup/render'
import { PAGE_LOAD, RequestGate, go, renderApp, signedInEvent, siteHeader } from './app-model-support'
import { expectCoverage, reportCoverage, type CoverageExceptions } from './coverage-report'
import type { MachinePath } from './machine-paths'
import { describeWorldPath, worldPaths, type ModelEvent, type World, type WorldPath } from './world-paths'

/*
 * Paths generated from the cart machine (SPEC 4, Cart), executed on the whole app: the header's
 * cart badge on every page, and /cart. The machine's events are what the app sends it: a sign-in
 * (cart.load), opening /cart or its Try again (cart.refresh), a sign-out (cart.clear), the
 * quantity and remove buttons; its actors' done/error events are the fake backend answering
 * the held call (a 500 with a message for an error). The world beside the machine says which
 * page is open and what the backend holds, so each answer carries the cart the backend really
 * returns and the machine's context is what the screen must show.
 */
setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

/** A cart line as the paths name it: product, colour, and the name the row shows. */
type Ref = { productId: string; color: string; name: string }

/** The demo buyer's seeded cart: silk (2 m) and cotton (3 m). */
const seeded: Cart = getCart(mockBackend, DEMO_BUYER.id).data
const [silk, cotton] = seeded.products.map((line) => ({ ...lineRefOf(line), name: line.productId.name })) as [Ref, Ref]
/** The cotton colour's stock: a quantity typed above it is refused before any call (issue 28). */
const cottonStock = lineStock(seeded.products.find((line) => line.productId._id === cotton.productId)!)
/** What the buyer types into the cotton line's box: a new quantity, and one above the stock. */
const TYPED = 5
const TYPED_ABOVE_STOCK = cottonStock + 1

interface CartWorld {
  readonly signedIn: boolean
  /** /cart is the open page. */
  readonly onCart: boolean
  /** The backend still holds the silk line. */
  readonly silk: boolean
  /** The cotton line's quantity on the backend. */
  readonly cotton: number
}

const FAILURE = 'Cart service is down'
const LOAD = { type: 'cart.load' }
const REFRESH = { type: 'cart.refresh' }
const CLEAR = { type: 'cart.clear' }
const ref = ({ productId, color }: Ref) => ({ productId, color })
const fail = (actor: string): ModelEvent => ({ type: `xstate.error.actor.${actor}`, error: new Error(FAILURE) })
const done = (actor: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${actor}`, output })

/** The cart GET /user/cart answers for a world. */
function backendCart(world: CartWorld): Cart {
  const products = seeded.products
    .filter((line) => world.silk || line.productId._id !== silk.productId)
    .map((line) => (line.productId._id === cotton.productId ? { ...line, quantity: world.cotton } : line))
  return { products, totalPrice: seeded.totalPrice }
}

const lineOf = (context: CartContext, r: Ref) => context.lines.find((l) => l.productId._id === r.productId)

const world: World<CartWorld> = {
  start: { signedIn: false, onCart: false, silk: true, cotton: 3 },
  events: (snapshot, w) => {
    const context = snapshot.context as CartContext
    const value = snapshot.value as string
    const out: ModelEvent[] = []
    if (!w.signedIn) out.push(LOAD) // the buyer signs in
    else {
      // signing in again (a new token) loads the cart afresh; the busy states ignore it
      if (['loading', 'ready', 'failed'].includes(value)) out.push(LOAD)
      if (['loading', 'ready', 'failed', 'reloading'].includes(value)) out.push(REFRESH)
      out.push(CLEAR)
      if (value === 'ready' && w.onCart) {
        const line = lineOf(context, cotton)
        if (line) out.push({ type: 'cart.increment', ...ref(cotton) })
        if (line && line.quantity !== TYPED) out.push({ type: 'cart.setQuantity', ...ref(cotton), quantity: TYPED })
        if (line) out.push({ type: 'cart.setQuantity', ...ref(cotton), quantity: TYPED_ABOVE_STOCK })
        if (line && line.quantity > 1) out.push({ type: 'cart.decrement', ...ref(cotton) })
        if (lineOf(context, silk) && w.silk) out.push({ type: 'cart.remove', ...ref(silk) })
      }
    }
    if (value === 'loading') out.push(done('loadCart', backendCart(w)), fail('loadCart'))
    if (value === 'reloading') out.push(done('reloadCart', backendCart(w)), fail('reloadCart'))
    if (value === 'updating') out.push(done('updateLine', { msg: 'Cart updated successfully' }), fail('updateLine'))
    if (value === 'removing') out.push(done('removeLine', { msg: 'Item removed from cart' }), fail('removeLine'))
    return out
  },
  next: (w, event, before) => {
    const pending = (before.context as CartContext).pending
    switch (event.type) {
      case 'cart.load':
        return { ...w, signedIn: true }
      case 'cart.refresh':
        return { ...w, onCart: true }
      case 'cart.clear':
        return { ...w, signedIn: false, onCart: false }
      case 'xstate.done.actor.updateLine':
        return { ...w, cotton: pending!.quantity }
      case 'xstate.done.actor.removeLine':
        return { ...w, silk: false }
      default:
        return w
    }
  },
}

/** Transitions no screen can take, and why. */
const exceptions: CoverageExceptions = {
  'cart.empty:cart.refresh':
    'the cart is `empty` only while nobody is signed in (a sign-in sends cart.load at once, a sign-out cart.clear), ' +
    'and every sender of cart.refresh (/cart and its Try again, /checkout, the add-to-cart popup) sits behind the ' +
    'login guard or a signed-in check, so no refresh reaches an empty cart',
}

const snapshotKey = (s: AnyMachineSnapshot) => {
  const c = s.context as CartContext
  return [s.value, c.lines.map((l) => `${l.productId._id}:${l.quantity}`), c.pending?.kind ?? null]
}
const paths = worldPaths(cartMachine, world, { snapshotKey, maxDepth: 7 })
const executed: MachinePath[] = []

/** Each call the cart makes waits here until the path says how the backend answers. */
let gates: { cart: RequestGate; update: RequestGate; remove: RequestGate }
beforeEach(() => {
  gates = {
    cart: new RequestGate('get', '*/api/user/cart'),
    update: new RequestGate('patch', '*/api/user/updateCart'),
    remove: new RequestGate('post', '*/api/user/remove-from-cart'),
  }
})
afterEach(() => Object.values(gates).forEach((gate) => gate.releaseAll()))

/** The gate, backend scenario and toasts of each actor. */
const actorCalls = {
  loadCart: { gate: () => gates.cart, scenario: 'cart', success: null },
  reloadCart: { gate: () => gates.cart, scenario: 'cart', success: null },
  updateLine: { gate: () => gates.update, scenario: 'updateCart', success: 'Cart updated successfully' },
  removeLine: { gate: () => gates.remove, scenario: 'removeFromCart', success: 'Item removed from cart' },
} as const

const cartLink = () => siteHeader().queryByRole('link', { name: /^Cart/ })
const badgeName = (count: number) => (count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'product' : 'products'}`)

/** What the buyer sees of the cart in a state: the header badge, and /cart when it is open. */
async function expectScreen(state: AnyMachineSnapshot, w: CartWorld) {
  const { lines, pending } = state.context as CartContext
  const value = state.value as string
  if (!w.signedIn) {
    await waitFor(() => expect(siteHeader().getByRole('link', { name: 'Login' })).toBeInTheDocument())
    expect(cartLink()).toBeNull()
    return
  }
  await waitFor(() => expect(cartLink()).toHaveAccessibleName(badgeName(lines.length)))
  if (!w.onCart) return
  await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' }, PAGE_LOAD)
  if (lines.length === 0) {
    if (value === 'loading') expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    else if (value === 'failed') {
      expect(screen.getByText('We could not load your cart.')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
    } else expect(screen.getByRole('heading', { name: "Let's Order Something" })).toBeInTheDocument()
    return
  }
  const items = within(screen.getByRole('region', { name: 'Cart items' }))
  await waitFor(() => expect(items.getAllByRole('link').map((a) => a.textContent)).toEqual(lines.map((l) => l.productId.name)))
  for (const line of lines) {
    const row = items.getByRole('link', { name: line.productId.name }).closest('li')!
    const box = within(row).getByRole('textbox', { name: `Quantity of ${line.productId.name}` })
    const busy = value !== 'ready'
    if (busy || (box as HTMLInputElement).value === String(line.quantity)) expect(box).toHaveValue(String(line.quantity))
    // else: a quantity above the stock was typed and refused; the box keeps it, with the reason under it
    else expect(within(row).getByText(onlyInStockMessage(lineStock(line)))).toBeInTheDocument()
    // one change at a time: every control waits while anything is in flight (SPEC 4); the plus stops at the stock
    expect(box).toHaveProperty('disabled', busy)
    expect(within(row).getByRole('button', { name: `Increase quantity of ${line.productId.name}` })).toHaveProperty(
      'disabled',
      busy || line.quantity + 1 > lineStock(line),
    )
    const minus = within(row).getByRole('button', { name: `Decrease quantity of ${line.productId.name}` })
    expect(minus).toHaveProperty('disabled', busy || line.quantity <= 1)
    expect(within(row).getByRole('button', { name: `Remove ${line.productId.name} from cart` })).toHaveProperty('disabled', busy)
    const isPending = pending !== null && pending.productId === line.productId._id && pending.color === line.productColor
    expect(within(row).queryByLabelText('Updating') !== null).toBe(isPending)
  }
}

/** Whether a step started a new call at a gate: a new busy state, or a load restarted. */
function startedCall(event: ModelEvent, before: AnyMachineSnapshot, after: AnyMachineSnapshot): RequestGate | null {
  const value = after.value as string
  const restarted = event.type === 'cart.load' || event.type === 'cart.refresh'
  if (!(before.value !== value || restarted)) return null
  if (value === 'loading' || value === 'reloading') return gates.cart
  if (value === 'updating') return gates.update
  if (value === 'removing') return gates.remove
  return null
}

type Rendered = ReturnType<typeof renderApp>

async function play(event: ModelEvent, before: AnyMachineSnapshot, w: CartWorld, app: Rendered) {
  const { user, router, actors } = app
  const button = (name: string) => within(screen.getByRole('region', { name: 'Cart items' })).getByRole('button', { name })
  switch (event.type) {
    case 'cart.load':
      return act(async () => actors.session.send(await signedInEvent()))
    case 'cart.clear':
      act(() => actors.session.send({ type: 'session.logout' }))
      // a signed-out visitor on /cart is sent to /login; the test then opens a page with the header
      if (w.onCart) await waitFor(() => expect(router.location.pathname).toBe('/login'))
      return go(router, '/about-us')
    case 'cart.refresh': {
      if (w.onCart && !screen.queryByRole('button', { name: 'Try again' })) await go(router, '/about-us') // to open /cart again
      if (!screen.queryByRole('button', { name: 'Try again' })) await go(router, '/cart')
      // after a failed first load the page does not try again by itself (one toast): its button does
      const tryAgain = screen.queryByRole('button', { name: 'Try again' })
      if (tryAgain) await user.click(tryAgain)
      return
    }
    case 'cart.increment':
      return user.click(button(`Increase quantity of ${cotton.name}`))
    case 'cart.decrement':
      return user.click(button(`Decrease quantity of ${cotton.name}`))
    case 'cart.setQuantity': {
      const box = within(screen.getByRole('region', { name: 'Cart items' })).getByRole('textbox', { name: `Quantity of ${cotton.name}` })
      await user.clear(box)
      await user.type(box, `${String(event.quantity)}{Enter}`)
      // above the stock: refused at once, with how much is left
      // (the toast, and the same words under the box)
      if (Number(event.quantity) > cottonStock) await waitFor(() => expect(screen.getAllByText(onlyInStockMessage(cottonStock))).toHaveLength(2))
      return
    }
    case 'cart.remove':
      return user.click(button(`Remove ${silk.name} from cart`))
    default: {
      const [, outcome, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? []
      const call = actorCalls[actor as keyof typeof actorCalls]
      if (!call) throw new Error(`no action for ${event.type} in ${JSON.stringify(before.value)}`)
      setScenario(call.scenario, outcome === 'done' ? 'success' : 'server-error', { msg: FAILURE })
      await call.gate().answer()
      const toast = outcome === 'done' ? call.success : FAILURE
      if (toast) expect(await screen.findByText(toast)).toBeInTheDocument()
    }
  }
}

const detail = (e: ModelEvent) => (e.productId === silk.productId ? 'silk' : e.productId === cotton.productId ? 'cotton' : '')

describe('cart machine paths, executed on the app (header badge and /cart)', () => {
  afterAll(() => reportCoverage(cartMachine, executed, exceptions))

  it.each(paths.map((p) => [describeWorldPath(p, detail), p] as const))(
    '%s',
    async (_, path: WorldPath<CartWorld>) => {
      const app = renderApp('/about-us')
      await expectScreen(path.steps[0]!.state as AnyMachineSnapshot, path.worlds[0]!)
      const arrivals = { cart: 0, update: 0, remove: 0 }

      for (let i = 1; i < path.steps.length; i++) {
        const event = path.steps[i]!.event as ModelEvent
        const before = path.steps[i - 1]!.state as AnyMachineSnapshot
        const after = path.steps[i]!.state as AnyMachineSnapshot
        act(() => notifications.clean()) // each step's toast is judged on its own
        await play(event, before, path.worlds[i - 1]!, app)
        const gate = startedCall(event, before, after)
        if (gate) arrivals[gate === gates.cart ? 'cart' : gate === gates.update ? 'update' : 'remove']++
        // exactly the calls the machine says were made
        await gates.cart.arrived(arrivals.cart)
        await gates.update.arrived(arrivals.update)
        await gates.remove.arrived(arrivals.remove)
        setScenario('cart', 'success')
        setScenario('updateCart', 'success')
        setScenario('removeFromCart', 'success')
        await expectScreen(after, path.worlds[i]!)
      }
      executed.push(path)
    },
    30_000,
  )

  it('reaches every state and takes every transition a screen can take', () => {
    expectCoverage(cartMachine, executed, exceptions)
  })
})
