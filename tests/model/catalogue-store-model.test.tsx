import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { mockBackend } from '../../mocks/node'
import { allCategories, categoryNames } from '../../mocks/rules/catalogue'
import { setScenario } from '../../mocks/scenarios'
import { readJson, storageKeys } from '../../src/lib/storage'
import { catalogueStoreMachine, type CatalogueStoreContext } from '../../src/machines/catalogue-store.machine'
import { setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { PAGE_LOAD, RequestGate, renderApp } from './app-model-support'
import { pathName, pathsCoveringTransitions, type ModelEvent } from './catalogue-model-paths'
import { expectCoverage, reportCoverage } from './coverage-report'
import type { MachinePath } from './machine-paths'
import { withoutPrefixPaths } from './world-paths'

/*
 * Paths generated from the product-store machine (SPEC 4, Startup), executed on the whole app
 * opened straight at a product page, which can only find its product in the store: the main
 * layout's category bar shows the store's first 8 categories, the page shows the product, and a
 * failed load says 'Error fetching data' (SPEC 8) with the page's Try again. The store's load
 * waits at a gate until the path's next step is the backend answering. A reload from `failed`
 * is Try again; a reload from `ready` is the buyer adding a review (the store holds the reviews).
 */
setupMockBackend()
configure({ asyncUtilTimeout: 5000 })

const DONE = 'xstate.done.actor.loadCatalogue'
const ERROR = 'xstate.error.actor.loadCatalogue'
const products = mockBackend.db.get('products') as readonly Product[]
const product = products.find((p) => (p.rating?.length ?? 0) > 0)!

/** The store's answer, as the fake backend's rules compute it. */
const loaded: ModelEvent = {
  type: DONE,
  output: { categoryNames: categoryNames(mockBackend).data, products, categories: allCategories(mockBackend).data },
}
const events: ModelEvent[] = [loaded, { type: ERROR, error: new Error('HTTP 500') }, { type: 'catalogue.reload' }]

// a reload is followed by the backend's answer, so the path ends on the reloaded screen
const paths = withoutPrefixPaths(
  pathsCoveringTransitions(catalogueStoreMachine, events, {}, (p) => (p.target === '"loading"' ? [loaded] : [])),
)
const executed: MachinePath[] = []

/** The startup load (GET /getAllProducts without a page): the listing's own calls carry one. */
let gate: RequestGate
beforeEach(() => {
  gate = new RequestGate('get', '*/api/getAllProducts', (request) => !new URL(request.url).searchParams.has('page'))
})
afterEach(() => gate.releaseAll())

type Snapshot = MachinePath['steps'][number]['state'] & { context: CatalogueStoreContext }

const categoryChips = () =>
  within(screen.getByRole('navigation', { name: 'Categories' }))
    .getAllByRole('button')
    .map((b) => b.textContent)

/** What the app shows for the store in a state; `loads` is how many store loads have started. */
async function expectScreen(state: Snapshot, loads: number, failures: number) {
  const { categoryNames: names, products: held } = state.context
  await gate.arrived(loads)
  // the bar always holds what the store holds: New Arrivals and the first 8 categories
  await waitFor(() => expect(categoryChips()).toEqual(['New Arrivals', ...names.slice(0, 8)]))
  const found = held.some((p) => p._id === product._id)
  switch (state.value) {
    case 'loading':
      if (found) expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument()
      else expect(await screen.findByLabelText('Loading product', {}, PAGE_LOAD)).toBeInTheDocument()
      break
    case 'ready':
      expect(await screen.findByRole('heading', { level: 1, name: product.name }, PAGE_LOAD)).toBeInTheDocument()
      // cached for the next visit's first paint
      expect(readJson(storageKeys.products, (v): v is Product[] => Array.isArray(v))?.map((p) => p._id)).toEqual(held.map((p) => p._id))
      expect(readJson(storageKeys.categoryList, (v): v is string[] => Array.isArray(v))).toEqual(names)
      // no new error: an earlier failure's toast may still be on screen (error toasts last 4 s)
      expect(screen.queryAllByText('Error fetching data').length).toBeLessThanOrEqual(failures)
      break
    case 'failed':
      expect(await screen.findByText('Error fetching data')).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1, name: 'This product could not be loaded' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
      break
    default:
      throw new Error(`no screen check for ${JSON.stringify(state.value)}`)
  }
}

describe('product store machine paths, executed on the app opened at a product page', () => {
  afterAll(() => reportCoverage(catalogueStoreMachine, executed))

  it.each(paths.map((p) => [pathName(p), p] as const))(
    '%s',
    async (_, path) => {
      await signInAsDemoBuyer() // adding a review (the reload from `ready`) needs a signed-in buyer
      const { user } = renderApp(`/product/${product._id}`)
      let loads = 1
      let failures = 0
      await expectScreen(path.steps[0]!.state as Snapshot, loads, failures)

      for (let i = 1; i < path.steps.length; i++) {
        const { event } = path.steps[i]!
        const state = path.steps[i]!.state as Snapshot
        const previous = path.steps[i - 1]!.state as Snapshot
        act(() => notifications.clean()) // each step's toast is judged on its own
        switch (event.type) {
          case DONE:
          case ERROR:
            if (event.type === ERROR) failures++
            setScenario('products', event.type === DONE ? 'success' : 'server-error')
            await gate.answer()
            break
          case 'catalogue.reload':
            loads++
            if (previous.value === 'failed') {
              await user.click(screen.getByRole('button', { name: 'Try again' }))
            } else {
              await user.click(screen.getByRole('button', { name: 'Review Your Purchase' }))
              const dialog = await screen.findByRole('dialog', { name: 'Review Your Purchase' }, PAGE_LOAD)
              await user.click(within(dialog).getByRole('textbox', { name: /Your review/ }))
              await user.paste('Even dye, true to the photos')
              await user.click(within(dialog).getByRole('radio', { name: '5 stars' }))
              await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
              expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument()
            }
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
