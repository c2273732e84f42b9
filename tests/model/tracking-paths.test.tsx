import { configure, screen, waitFor, within } from '@testing-library/react'
import { transition, type EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import type { Order } from '../../contracts/order'
import { mockBackend } from '../../mocks/node'
import { listOrders } from '../../mocks/use-cases/orders'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { OrderHistorySection } from '../../src/features/orders/public/order-history-section'
import type { TimelineItem } from '../../src/lib/order-tracking'
import { ORDERS_PAGE_SIZE } from '../../src/machines/order-history.machine'
import { orderTrackingMachine, type OrderTrackingContext } from '../../src/machines/order-tracking.machine'
import { tokenStore } from '../../src/services/token-store'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { describePath } from './covering-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the order-tracking machine, executed on the Order History section with
 * the fake backend answering: one path per order of the demo buyer, whose orders cover every
 * tracking situation (no entries, each step reached, an error after one and after three
 * steps, no tracking key at all). tracking.open is a click on that card's Track My Order,
 * tracking.close a click on the close button or outside the modal.
 */
setupMockBackend()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

type Step = MachinePath['steps'][number]

const pages = [1, 2].map((page) => listOrders(mockBackend, DEMO_BUYER.id, { page: String(page), limit: String(ORDERS_PAGE_SIZE) }))
const buyerOrders: Order[] = pages.flatMap((p) => p.orders)
const pageOf = (order: Order) => (pages[0]!.orders.some((o) => o._id === order._id) ? 1 : 2)

const events: EventObject[] = [...buyerOrders.map((order) => ({ type: 'tracking.open', order })), { type: 'tracking.close' }]

/** One path to the closed screen and one to each order's open timeline, each then closed again. */
function trackingPaths(): MachinePath[] {
  const shortest = getShortestPaths(orderTrackingMachine, {
    events: events as never,
    serializeState: (s) => JSON.stringify([s.value, s.matches('open') ? (s.context as OrderTrackingContext).order?._id : null]),
  })
  return shortest.map((p) => {
    const steps = p.steps as unknown as Step[]
    if (!p.state.matches('open')) return { target: 'closed', events: [], steps }
    const [closed] = transition(orderTrackingMachine, p.state, { type: 'tracking.close' })
    const all = [...steps, { event: { type: 'tracking.close' }, state: closed as unknown as Step['state'] }]
    return { target: 'open>closed', events: all.slice(1).map((s) => s.event), steps: all }
  })
}

const paths = trackingPaths()
const executed: MachinePath[] = []

/** Every tracking item on screen matches the machine's timeline, in order. */
function expectTimeline(dialog: HTMLElement, timeline: readonly TimelineItem[]) {
  const items = within(dialog).getAllByRole('listitem')
  expect(items).toHaveLength(timeline.length)
  timeline.forEach((item, i) => {
    const li = items[i]!
    if (item.kind === 'error') {
      expect(li).toHaveAttribute('data-error')
      expect(li.textContent).toBe(`Problem: ${item.message}`) // only its message
      return
    }
    expect(li).not.toHaveAttribute('data-error')
    expect(li.hasAttribute('data-active')).toBe(item.active)
    expect(li).toHaveTextContent(`${item.status} (${item.active ? 'reached' : 'not reached yet'})`)
    expect(li).toHaveTextContent(item.message)
    // issue 29: the Shipped step names its carrier and tracking number when staff gave them
    if (item.carrier) expect(li).toHaveTextContent(`Carrier${item.carrier}`)
    if (item.trackingNumber) expect(li).toHaveTextContent(`Tracking number${item.trackingNumber}`)
    if (!item.carrier && !item.trackingNumber) expect(li.querySelector('dl')).toBeNull()
    const time = li.querySelector('time')
    if (item.time) expect(time).toHaveAttribute('dateTime', item.time)
    else expect(time).toBeNull()
  })
}

async function expectScreen(state: Step['state']) {
  const context = (state as unknown as { context: OrderTrackingContext }).context
  if (String(state.value) === 'closed') {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    return
  }
  const dialog = await screen.findByRole('dialog', { name: 'Track My Order' })
  expect(within(dialog).getByText(`${context.order!.item.name} · Order ID: ${context.order!.orderId}`)).toBeInTheDocument()
  // a cancelled order says so above its steps (issue 29), and only then
  const note = within(dialog).queryByRole('note', { name: 'This order was cancelled' })
  if (context.cancellation) expect(note).toHaveTextContent(context.cancellation.message)
  else expect(note).toBeNull()
  expectTimeline(dialog, context.timeline)
}

describe('order-tracking machine paths, executed on the Track My Order modal', () => {
  afterAll(() => printCoverage(coverageOf(orderTrackingMachine, executed)))

  it('has an order for every tracking situation of the seed', () => {
    const kinds = new Set(
      buyerOrders.map((o) => JSON.stringify((o.trackingDetails ?? null) && o.trackingDetails!.map((e) => [e.status, e.isError === true]))),
    )
    expect(buyerOrders).toHaveLength(10)
    expect(kinds.size).toBeGreaterThanOrEqual(8)
    expect(paths).toHaveLength(buyerOrders.length + 1)
  })

  it.each(paths.map((p, i) => [`${i}: ${describePath(p).replace(/\{.*?"orderId":"(\w+)".*?\}\)/g, '$1)')}`, p, i] as const))(
    '%s',
    async (_, path, index) => {
      const session = await signInAsDemoBuyer()
      tokenStore.set(session.token) // the providers start in the same commit here; see order-history-paths
      const { user } = renderWithProviders(<OrderHistorySection />)
      await screen.findByText('1 of 2')
      await expectScreen(path.steps[0]!.state)

      for (const step of path.steps.slice(1)) {
        const event = step.event as EventObject & { order?: Order }
        if (event.type === 'tracking.open') {
          if (pageOf(event.order!) === 2) {
            await user.click(screen.getByRole('button', { name: 'Next' }))
            await screen.findByText('2 of 2')
          }
          const card = await screen.findByRole('article', { name: `Order ${event.order!.orderId}` })
          await user.click(within(card).getByRole('button', { name: 'Track My Order' }))
          // Track My Order never expands the card
          expect(card.querySelector('button[aria-expanded]')).toHaveAttribute('aria-expanded', 'false')
        } else if (event.type === 'tracking.close') {
          if (index % 2 === 0) await user.click(screen.getByRole('button', { name: 'Close tracking' }))
          else await user.click(document.querySelector<HTMLElement>('.mantine-Modal-overlay')!) // outside the modal
        } else {
          throw new Error(`no user action for ${event.type}`)
        }
        await expectScreen(step.state)
      }
      executed.push(path)
    },
    40_000,
  )

  it('reaches every state and takes every transition of the machine', () => {
    const coverage = coverageOf(orderTrackingMachine, paths)
    expect(coverage.missingStates).toEqual([])
    expect(coverage.missingTransitions).toEqual([])
  })
})
