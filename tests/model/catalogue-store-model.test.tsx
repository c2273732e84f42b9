import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { Schema } from 'effect'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HighlightsResponse } from '../../contracts/product'
import { mockBackend } from '../../mocks/node'
import { allCategories, categoryNames, productHighlights } from '../../mocks/use-cases/catalogue-overview'
import { setScenario } from '../../mocks/scenarios'
import { readJson, storageKeys } from '../../src/lib/storage'
import { catalogueStoreMachine, type CatalogueStoreContext } from '../../src/machines/catalogue-store.machine'
import { setupMockBackend } from '../setup/render'
import { PAGE_LOAD, RequestGate, renderApp } from './app-model-support'
import { pathName, pathsCoveringTransitions, type ModelEvent } from './catalogue-model-paths'
import { expectCoverage, reportCoverage } from './coverage-report'
import type { MachinePath } from './machine-paths'
import { withoutPrefixPaths } from './world-paths'

/*
 * Paths generated from the startup store machine (SPEC 4, Startup, with the landing's highlights
 * in place of every product: docs/spec-notes.md), executed on the whole app opened at the
 * landing: the main layout's category bar shows the store's first 8 categories, New Arrivals
 * shows the store's three, and a failed load says 'Error fetching data' (SPEC 8) with the
 * section's Try again. The store's load waits at a gate until the path's next step is the
 * backend answering.
 */
setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

const DONE = 'xstate.done.actor.loadCatalogue'
const ERROR = 'xstate.error.actor.loadCatalogue'
/** The highlights as the contract carries them: stored products keep their reviews, which no answer shows. */
const highlights = Schema.decodeUnknownSync(HighlightsResponse)(Schema.encodeUnknownSync(HighlightsResponse)(productHighlights(mockBackend)))

/** The store's answer, as the fake backend's rules compute it. */
const loaded: ModelEvent = {
  type: DONE,
  output: { categoryNames: categoryNames(mockBackend).data, categories: allCategories(mockBackend).data, ...highlights },
}
const events: ModelEvent[] = [loaded, { type: ERROR, error: new Error('HTTP 500') }, { type: 'catalogue.reload' }]

// a reload is followed by the backend's answer, so the path ends on the reloaded screen
const paths = withoutPrefixPaths(
  pathsCoveringTransitions(catalogueStoreMachine, events, {}, (p) => (p.target === '"loading"' ? [loaded] : [])),
)
const executed: MachinePath[] = []

let gate: RequestGate
beforeEach(() => {
  gate = new RequestGate('get', '*/api/products/highlights')
})
afterEach(() => gate.releaseAll())

type Snapshot = MachinePath['steps'][number]['state'] & { context: CatalogueStoreContext }

const categoryChips = () =>
  within(screen.getByRole('navigation', { name: 'Categories' }))
    .getAllByRole('button')
    .map((b) => b.textContent)

// the landing is a lazy route: wait for it before reading its section
const newArrivalsList = async () => within(await screen.findByRole('region', { name: 'New Arrivals' }, PAGE_LOAD)).getByRole('list')

/** What the app shows for the store in a state; `loads` is how many store loads have started. */
async function expectScreen(state: Snapshot, loads: number, failures: number) {
  const { categoryNames: names, newArrivals } = state.context
  await gate.arrived(loads)
  // the bar always holds what the store holds: New Arrivals and the first 8 categories
  await waitFor(() => expect(categoryChips()).toEqual(['New Arrivals', ...names.slice(0, 8)]))
  switch (state.value) {
    case 'loading':
      if (newArrivals.length === 0) expect(within(await newArrivalsList()).queryAllByRole('link')).toHaveLength(0)
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
      break
    case 'ready':
      for (const product of newArrivals) {
        expect(await within(await newArrivalsList()).findByRole('heading', { name: product.name }, PAGE_LOAD)).toBeInTheDocument()
      }
      // cached for the next visit's first paint
      expect(readJson(storageKeys.highlights, (v): v is typeof highlights => typeof v === 'object' && v !== null)).toEqual(highlights)
      expect(readJson(storageKeys.categoryList, (v): v is string[] => Array.isArray(v))).toEqual(names)
      // no new error: an earlier failure's toast may still be on screen (error toasts last 4 s)
      expect(screen.queryAllByText('Error fetching data').length).toBeLessThanOrEqual(failures)
      break
    case 'failed':
      expect(await screen.findByText('Error fetching data')).toBeInTheDocument()
      expect(within(await newArrivalsList()).getByText(/New arrivals could not be loaded/)).toBeInTheDocument()
      // not 'No deals right now': nothing is known about the deals
      expect(within(screen.getByRole('region', { name: 'Best Deals' })).getByText('Deals could not be loaded.')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
      break
    default:
      throw new Error(`no screen check for ${JSON.stringify(state.value)}`)
  }
}

describe('startup store machine paths, executed on the app opened at the landing', () => {
  afterAll(() => reportCoverage(catalogueStoreMachine, executed))

  it.each(paths.map((p) => [pathName(p), p] as const))(
    '%s',
    async (_, path) => {
      const { user } = renderApp('/')
      let loads = 1
      let failures = 0
      await expectScreen(path.steps[0]!.state as Snapshot, loads, failures)

      for (let i = 1; i < path.steps.length; i++) {
        const { event } = path.steps[i]!
        const state = path.steps[i]!.state as Snapshot
        act(() => notifications.clean()) // each step's toast is judged on its own
        switch (event.type) {
          case DONE:
          case ERROR:
            if (event.type === ERROR) failures++
            setScenario('highlights', event.type === DONE ? 'success' : 'server-error')
            await gate.answer()
            break
          case 'catalogue.reload':
            loads++
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            break
          default:
            throw new Error(`no action for ${event.type}`)
        }
        await expectScreen(state, loads, failures)
      }
      executed.push(path)
    },
    30_000,
  )

  it('reaches every state and takes every transition of the machine', () => {
    expectCoverage(catalogueStoreMachine, executed)
  })
})
