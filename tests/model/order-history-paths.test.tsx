// @vitest-environment happy-dom
import { configure, act, screen, waitFor, within } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { http } from 'msw'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { afterAll, describe, expect, it } from 'vitest'
import type { Order } from '../../contracts/order'
import { BUYER_CANCEL_DONE, canBuyerCancel } from '../../contracts/order-cancellation'
import { orderStatusOf } from '../../contracts/order-status'
import { mockBackend, resetMockBackend, server } from '../../mocks/node'
import { listOrders } from '../../mocks/use-cases/orders'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { OrderHistorySection } from '../../src/features/orders/public/order-history-section'
import { canReviewOrder } from '../../src/lib/order-status'
import { ORDERS_PAGE_SIZE, orderHistoryMachine, type CancelAnswer, type OrderHistoryContext } from '../../src/machines/order-history.machine'
import { HttpError } from '../../src/services/api-error'
import { tokenStore } from '../../src/services/token-store'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { placeFreshPurchase } from '../support/fresh-purchase'
import { coveringPaths, describePath } from './covering-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the order-history machine, executed against the Order History section
 * with the fake backend answering. Next, Previous, a card, Review Your Purchase, Cancel Order and
 * the dialog's Keep Order and Yes, Cancel Order are clicks; the loadOrders and cancelOrder
 * done/error events are the backend answering (held by a gate until that step, so the loading
 * and cancelling screens can be seen). The done events carry the pages the seeded backend
 * really answers, so what the machine holds and what the screen shows can be compared. The seed
 * plus a purchase made just now (tests/support/fresh-purchase.ts), whose orders may be cancelled.
 * happy-dom: a review is a multipart upload (docs/stack-notes.md).
 */
setupMockBackend()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

// happy-dom has no document.fonts, which Mantine's autosize Textarea (review popup) listens to
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() })
}

/*
 * The pages below are read from the seed plus a fresh purchase of six lines, so that orders that
 * may be cancelled are on page 1 and page 2 (a refused cancel is left by paging either way);
 * every test puts the same purchase back.
 */
const FRESH_LINES = 6
placeFreshPurchase(mockBackend, FRESH_LINES)
/** The seeded answer for a page, straight from the fake backend's rule. */
const seededPages = [1, 2, 3, 4].map((page) => listOrders(mockBackend, DEMO_BUYER.id, { page: String(page), limit: String(ORDERS_PAGE_SIZE) }))
const seededPage = (page: number) => seededPages[page - 1]!
resetMockBackend()

/** How the fake backend answers a cancel, and the refusal a path may play instead. */
const CANCEL_ANSWER: CancelAnswer = { message: BUYER_CANCEL_DONE, cancelledAt: Date.now() }
const CANCEL_REFUSAL = 'This order can no longer be cancelled'

/** The states in which the cards' Cancel Order works, and those in which its dialog is open. */
const CANCEL_OPEN_STATES = ['ready', 'failed', 'cancelFailed']
const DIALOG_STATES = ['confirmingCancel', 'cancelling']

type Context = OrderHistoryContext
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as Context

/**
 * What can happen in a state: the backend answering while loading; clicks on what is shown
 * and enabled (Next and Previous only where the machine allows them, as the buttons do).
 */
function eventsFor(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = contextOf(snapshot)
  const events: EventObject[] = []
  if (snapshot.matches('loading')) {
    events.push({ type: 'xstate.done.actor.loadOrders', output: seededPage(context.requestedPage) } as EventObject)
    events.push({ type: 'xstate.error.actor.loadOrders', error: new Error('HTTP 500') } as EventObject)
  }
  if (snapshot.matches('cancelling')) {
    events.push({ type: 'xstate.done.actor.cancelOrder', output: CANCEL_ANSWER } as EventObject)
    events.push({ type: 'xstate.error.actor.cancelOrder', error: new HttpError('cancelOrder', 409, CANCEL_REFUSAL) } as EventObject)
  }
  if (snapshot.matches('confirmingCancel')) events.push({ type: 'orders.keep' }, { type: 'orders.confirmCancel' })
  // the dialog covers the cards while it is open: nothing under it can be clicked
  if (DIALOG_STATES.some((state) => snapshot.matches(state))) return events
  for (const type of ['orders.next', 'orders.previous']) if (snapshot.can({ type })) events.push({ type })
  const first = context.orders[0]
  if (first) events.push({ type: 'orders.toggle', orderId: first._id } as EventObject)
  const reviewable = context.orders.find((o) => canReviewOrder(o))
  if (reviewable && !snapshot.matches('loading')) events.push({ type: 'orders.reviewed', orderId: reviewable._id } as EventObject)
  const cancellable = context.orders.find((o) => o.cancellableUntil !== undefined)
  if (cancellable && snapshot.can({ type: 'orders.cancel', orderId: cancellable._id })) {
    events.push({ type: 'orders.cancel', orderId: cancellable._id } as EventObject)
  }
  return events
}

const paths = coveringPaths(orderHistoryMachine, [], eventsFor, { cached: null })
const executed: MachinePath[] = []

type Step = MachinePath['steps'][number]

/** Holds the next GET /user/orderlist until the path says how the backend answers. */
function gateOrderList() {
  let release!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  // answering nothing hands the request on to the fake backend's own handler
  server.use(http.get('*/api/user/orderlist', async () => void (await opened), { once: true }))
  return release
}

/** Holds the next POST /user/orders/{id}/cancel the same way. */
function gateCancel() {
  let release!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  server.use(http.post('*/api/user/orders/:id/cancel', async () => void (await opened), { once: true }))
  return release
}

const section = () => screen.getByRole('region', { name: 'Order History' })
const cards = () => screen.queryAllByRole('article')
const cardOf = (order: Order) => screen.getByRole('article', { name: `Order ${order.orderId}` })
const toggleOf = (card: HTMLElement) => card.querySelector<HTMLButtonElement>('button[aria-expanded]')!

/** Each card's badge, and its Cancel Order: offered while the window is open, working when the machine takes it. */
function expectCancelOffers(value: string, context: Context) {
  for (const order of context.orders) {
    const card = cardOf(order)
    expect(within(card).getByText(orderStatusOf(order), { selector: '.mantine-Badge-label' })).toBeInTheDocument()
    const button = within(card).queryByRole('button', { name: 'Cancel Order' })
    expect(button !== null, `cancel offer on ${order.orderId}`).toBe(canBuyerCancel(order, Date.now()))
    if (button) expect(button).toHaveProperty('disabled', !CANCEL_OPEN_STATES.includes(value))
    const refusal = order._id === context.cancelOrderId ? context.cancelError : null
    if (refusal) expect(card).toHaveTextContent(refusal)
    else expect(card).not.toHaveTextContent(CANCEL_REFUSAL)
  }
}

/** The cancel dialog: open with its order while confirming or cancelling, busy while cancelling. */
async function expectCancelDialog(value: string, context: Context) {
  if (!DIALOG_STATES.includes(value)) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).not.toBeInTheDocument())
    return
  }
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
  const order = context.orders.find((o) => o._id === context.cancelOrderId)!
  expect(dialog).toHaveTextContent(`Order ${order.orderId}`)
  if (value === 'cancelling') {
    expect(within(dialog).getByRole('button', { name: 'Cancelling...' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Keep Order' })).toBeDisabled()
  } else {
    expect(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' })).toBeEnabled()
  }
}

/** What the user must see in each state, compared with what the machine holds. */
async function expectScreen(state: Step['state'], toast: string | null = null) {
  const value = String(state.value)
  const context = (state as unknown as { context: Context }).context
  await waitFor(() => expect(section()).toHaveAttribute('aria-busy', String(value === 'loading')))
  await waitFor(() =>
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(context.orders.map((o) => `Order ${o.orderId}`)),
  )
  const expandedCards = cards().filter((c) => toggleOf(c).getAttribute('aria-expanded') === 'true')
  const selected = context.orders.find((o) => o._id === context.selectedOrderId)
  expect(expandedCards).toEqual(selected ? [cardOf(selected)] : [])
  for (const order of context.orders) {
    const offered = within(cardOf(order)).queryByRole('button', { name: 'Review Your Purchase' }) !== null
    expect(offered, `review offer on ${order.orderId}`).toBe(canReviewOrder(order))
  }
  await expectCancelDialog(value, context)
  expectCancelOffers(value, context)
  // a failing list is silent (SPEC 8): the only toasts here are a cancellation's answer
  if (toast) {
    expect(await screen.findByText(toast, { selector: '.mantine-Notification-description' })).toBeInTheDocument()
    act(() => notifications.clean())
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toBeNull())
  }
  expect(document.querySelector('.mantine-Notification-root')).toBeNull()

  const previous = screen.queryByRole('button', { name: 'Previous' })
  const next = screen.queryByRole('button', { name: 'Next' })
  switch (value) {
    case 'loading':
      if (context.orders.length === 0) expect(screen.getByLabelText('Loading your orders')).toBeInTheDocument()
      if (previous) expect(previous).toBeDisabled()
      if (next) expect(next).toBeDisabled()
      break
    case 'confirmingCancel':
    case 'cancelling':
      // the list waits behind the dialog: no paging until the cancel is settled
      expect(previous!).toBeDisabled()
      expect(next!).toBeDisabled()
      break
    case 'ready':
    case 'failed':
    case 'cancelFailed':
      expect(screen.queryByLabelText('Loading your orders')).not.toBeInTheDocument()
      if (context.totalPages === 0) {
        expect(previous).toBeNull()
        expect(screen.queryByText('You have not placed any orders yet.')).toBeNull() // never claimed after a failure
        break
      }
      expect(screen.getByText(`${context.page} of ${context.totalPages}`)).toBeInTheDocument()
      expect(previous!).toHaveProperty('disabled', context.page === 1)
      expect(next!).toHaveProperty('disabled', context.page === context.totalPages)
      break
    default:
      throw new Error(`no screen check for state ${value}`)
  }
}

async function reviewOrder(order: Order, user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(within(cardOf(order)).getByRole('button', { name: 'Review Your Purchase' }))
  const dialog = await screen.findByRole('dialog', { name: 'Review Your Purchase' })
  await user.click(within(dialog).getByRole('radio', { name: '5 stars' }))
  await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Crisp hand feel.')
  await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  // the review's own toast belongs to the review popup, not to this screen
  expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument()
  act(() => notifications.clean())
  await waitFor(() => expect(screen.queryByText('Review Added Successfully')).not.toBeInTheDocument())
}

describe('order-history machine paths, executed on the Order History section', () => {
  afterAll(() => printCoverage(coverageOf(orderHistoryMachine, executed)))

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_, path) => {
      placeFreshPurchase(mockBackend, FRESH_LINES)
      const session = await signInAsDemoBuyer()
      // the section's actor starts in the same commit as the providers here (in the app the
      // lazy route mounts later), so the restored token is put in place up front
      tokenStore.set(session.token)
      let release: (() => void) | null = gateOrderList()
      let releaseCancel: (() => void) | null = null
      const { user } = renderWithProviders(<OrderHistorySection />)
      await expectScreen(path.steps[0]!.state)

      for (const [i, step] of path.steps.entries()) {
        if (i === 0) continue
        const before = (path.steps[i - 1]!.state as unknown as { context: Context }).context
        const event = step.event as EventObject & { orderId?: string }
        let toast: string | null = null
        switch (event.type) {
          case 'xstate.done.actor.loadOrders':
          case 'xstate.error.actor.loadOrders':
            setScenario('orderList', event.type.startsWith('xstate.done') ? 'success' : 'server-error')
            release!()
            release = null
            break
          case 'orders.next':
          case 'orders.previous':
            if (step.state.value === 'loading') release = gateOrderList()
            await user.click(screen.getByRole('button', { name: event.type === 'orders.next' ? 'Next' : 'Previous' }))
            break
          case 'orders.toggle':
            await user.click(toggleOf(cardOf(before.orders.find((o) => o._id === event.orderId)!)))
            break
          case 'orders.reviewed':
            await reviewOrder(before.orders.find((o) => o._id === event.orderId)!, user)
            break
          case 'orders.cancel':
            await user.click(within(cardOf(before.orders.find((o) => o._id === event.orderId)!)).getByRole('button', { name: 'Cancel Order' }))
            break
          case 'orders.keep':
            await user.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Keep Order' }))
            break
          case 'orders.confirmCancel':
            releaseCancel = gateCancel()
            await user.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, Cancel Order' }))
            break
          case 'xstate.done.actor.cancelOrder':
            setScenario('cancelOrder', 'success')
            releaseCancel!()
            releaseCancel = null
            toast = BUYER_CANCEL_DONE
            break
          case 'xstate.error.actor.cancelOrder':
            setScenario('cancelOrder', 'server-error', { status: 409, msg: CANCEL_REFUSAL })
            releaseCancel!()
            releaseCancel = null
            toast = CANCEL_REFUSAL
            break
          default:
            throw new Error(`no user action for ${event.type}`)
        }
        await expectScreen(step.state, toast)
      }
      release?.() // a path that ends while loading lets the held call go
      releaseCancel?.()
      executed.push(path)
    },
    60_000,
  )

  it('reaches every state and takes every transition of the machine', () => {
    const coverage = coverageOf(orderHistoryMachine, paths)
    expect(coverage.missingStates).toEqual([])
    // orders.refresh is the Pay Now machine's, after the gateway closes: played with a prepaid
    // order in tests/component/order-history-payments.test.tsx, not by these cash-on-delivery paths
    expect(coverage.missingTransitions.filter((t) => !t.endsWith(':orders.refresh'))).toEqual([])
  })
})
