import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import type { Product } from '../../contracts/product'
import { mockBackend, server } from '../../mocks/node'
import { queryProducts } from '../../mocks/use-cases/catalogue'
import type { ScenarioMode } from '../../contracts/mock-control'
import { setScenario } from '../../mocks/scenarios'
import { ProductsPage } from '../../src/features/catalogue/products-page'
import { defaultFilters, listingSearch, shownSortOf, toProductsQuery, type ListingQuery } from '../../src/lib/listing-filters'
import { listingMachine, type ListingContext } from '../../src/machines/listing.machine'
import { renderWithProviders, setupMockBackend } from '../setup/render'
import { pathName, pathsCoveringTransitions, walk, type ModelEvent } from './catalogue-model-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Model-based test of the product listing (SPEC 2 and 4): paths generated from listingMachine
 * itself, each executed against the rendered /products screen with the fake backend answering
 * through MSW. A user event is a click or keystrokes (Back is the router going back); the
 * fetch actor's done/error event is the backend answering with the real page, an empty page
 * (scenario 'empty') or a 500 (scenario 'server-error'). A request that the path interrupts is
 * made slow, so the interrupting click lands while it is in flight. In every state the screen
 * must show exactly what the machine's query selects, as the backend's own rules compute it.
 */

setupMockBackend()

type Snapshot = MachinePath['steps'][number]['state'] & { context: ListingContext }

/** What the backend's rules answer for a query: the products the screen must show. */
const expectedPage = (q: ListingQuery) => queryProducts(mockBackend, toProductsQuery(q))

// the path starts filtered (rating 3 and up) so Clear Filters has something to clear
const startQuery: ListingQuery = { filters: { ...defaultFilters, rating: 3 }, search: '', sort: '', page: 1 }
const seedProducts = mockBackend.db.get('products') as readonly Product[]
// a word every shopper could search for: the second word of a seeded product's name
const searchWord = seedProducts[0]!.name.split(' ')[1]!
const categoryQuery: ListingQuery = {
  filters: { ...defaultFilters, categories: [seedProducts[0]!.category[0]!.categoryName] },
  search: '',
  sort: '',
  page: 1,
}
const stub: Product = { _id: 'stub', name: 'stub', description: '', category: [], productVarieties: [] }

const DONE = 'xstate.done.actor.fetchProducts'
const ERROR = 'xstate.error.actor.fetchProducts'
const answered = { type: DONE, output: { data: [stub], totalPage: 9, totalProducts: 100 } }
const answeredEmpty = { type: DONE, output: { data: [], totalPage: 0, totalProducts: 0 } }
const failed = { type: ERROR, error: new Error('HTTP 500') }
// a misspelt search the fake backend finds nothing for, offering the closest name (rules/search.ts)
const farOff = 'velvetine'
const answeredSuggesting = { type: DONE, output: { data: [], totalPage: 0, totalProducts: 0, suggestion: 'Velvet' } }

type AnyEvent = ModelEvent

const events: AnyEvent[] = [
  { type: 'filters.change', changes: { rating: 4 } },
  { type: 'filters.clear' },
  { type: 'search.type', text: searchWord },
  { type: 'search.submit' },
  { type: 'search.clear' },
  { type: 'suggestion.accept' },
  { type: 'sort.change', sort: 'price-asc' },
  { type: 'page.next' },
  { type: 'page.previous' },
  { type: 'listing.retry' },
  { type: 'listing.sync', query: categoryQuery },
  answered,
  answeredEmpty,
  failed,
]
const input = { query: startQuery }

const walkFrom = (start: ListingQuery, sequence: readonly AnyEvent[]) => walk(listingMachine, { query: start }, sequence)

/** Generated paths; an extension that starts a request also gets the backend's answer. */
const generatedPaths = () =>
  pathsCoveringTransitions(listingMachine, events, input, (p) => (p.target === '"loading"' ? [answered] : []))

/** Journeys the issue names, walked through the machine the same way. */
const journeys: Record<string, MachinePath> = {
  'search, then its cancel button': walkFrom(startQuery, [
    answered,
    { type: 'search.type', text: searchWord },
    { type: 'search.submit' },
    answered,
    { type: 'search.clear' },
    answered,
  ]),
  'an empty result': walkFrom(startQuery, [{ type: 'search.type', text: 'qqqq' }, { type: 'search.submit' }, answeredEmpty]),
  'a misspelt search, then the name it offers': walkFrom(startQuery, [
    answered,
    { type: 'search.type', text: farOff },
    { type: 'search.submit' },
    answeredSuggesting,
    { type: 'suggestion.accept' },
    answered,
  ]),
  'a sort, then the next page': walkFrom(startQuery, [answered, { type: 'sort.change', sort: 'price-desc' }, answered, { type: 'page.next' }, answered]),
  'the page ends': walkFrom({ ...startQuery, page: expectedPage(startQuery).totalPage }, [
    { ...answered, output: { ...answered.output, totalPage: expectedPage(startQuery).totalPage } },
    { type: 'page.next' }, // refused at the last page
    { type: 'page.previous' },
    answered,
  ]),
  'Back restores the filters': walkFrom(startQuery, [
    answered,
    { type: 'filters.change', changes: { rating: 4 } },
    answered,
    { type: 'listing.sync', query: startQuery, via: 'back' },
    answered,
  ]),
}

const paths = [...generatedPaths().map((p) => [pathName(p), p] as const), ...Object.entries(journeys)]
const executed: MachinePath[] = []

// --- what each state looks like ---------------------------------------------------------

const results = () => screen.getByRole('region', { name: 'Results' })
const cardNames = () =>
  within(results())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

async function expectScreenFor(state: Snapshot, router: { location: { search: string } }) {
  const q = state.context.query
  switch (state.value) {
    case 'loading':
      await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'true'))
      expect(screen.getByText('Loading products…')).toBeInTheDocument()
      break
    case 'showing': {
      const page = expectedPage(q)
      await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'false'))
      // exactly the products the query selects, in the server's order: no stale answer
      expect(cardNames()).toEqual(page.data.map((p) => p.name))
      expect(screen.getByText(`page ${q.page} of ${page.totalPage}`)).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', q.page <= 1)
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', q.page >= page.totalPage)
      break
    }
    case 'empty':
      expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument()
      expect(within(results()).queryAllByRole('article')).toHaveLength(0)
      break
    case 'failed':
      expect(await screen.findByRole('alert')).toHaveTextContent('Products could not be loaded')
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
      break
    default:
      throw new Error(`no expectation for ${JSON.stringify(state.value)}`)
  }
  // the URL carries the query (so Back, reload and links restore it) once its answer is on
  // screen: the shopper's change is pushed after the repaint, not at the click
  if (state.value !== 'loading') await waitFor(() => expect(router.location.search).toBe(listingSearch(q)))
  expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue(state.context.searchDraft)
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue(shownSortOf(q))
  const { suggestion } = state.context
  if (state.value !== 'loading') {
    expect(screen.queryByRole('button', { name: /^Did you mean/ })?.textContent ?? null).toBe(suggestion === null ? null : `Did you mean ${suggestion}?`)
  }
  const rating = q.filters.rating
  expect(screen.getByRole('radio', { name: rating ? (rating === 5 ? '5 stars' : `${rating} stars & up`) : 'Any rating' })).toBeChecked()
}

// --- running a path ---------------------------------------------------------------------

/*
 * Every listing request waits at a gate until the path's next step is the backend answering;
 * then the scenario for that answer is set and the newest request goes on to the real
 * handler. Requests the path interrupted stay held: their answers never come.
 */
let gates: Array<() => void> = []
beforeEach(() => {
  gates = []
  server.use(
    http.get('*/api/getAllProducts', async ({ request }) => {
      if (!new URL(request.url).searchParams.has('page')) return undefined // the startup product store
      await new Promise<void>((release) => gates.push(release))
      return undefined // on to the fake backend's own handler
    }),
  )
})
afterEach(() => gates.splice(0).forEach((release) => release()))

async function backendAnswers(event: EventObject) {
  const { output } = event as typeof answered & { output: { suggestion?: string } }
  // an answer with a suggestion is the fake's own (farOff's): its products are none
  const mode: ScenarioMode = event.type === ERROR ? 'server-error' : output.data.length || output.suggestion ? 'success' : 'empty'
  setScenario('products', mode)
  await act(async () => gates.at(-1)!())
}

type Rendered = ReturnType<typeof renderWithProviders>

async function userDoes(event: AnyEvent, router: Rendered['router'], user: Rendered['user']) {
  const click = async (name: string) => {
    const button = screen.queryByRole('button', { name })
    if (button && !button.hasAttribute('disabled')) await user.click(button)
  }
  switch (event.type) {
    case 'filters.change':
      return user.click(screen.getByRole('radio', { name: '4 stars & up' }))
    case 'filters.clear':
      return user.click(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('button', { name: 'Clear Filters' }))
    case 'search.type': {
      const box = screen.getByRole('searchbox', { name: 'Search products' })
      await user.clear(box)
      return user.type(box, String(event.text))
    }
    case 'search.submit':
      return user.click(screen.getByRole('button', { name: 'Search' }))
    case 'search.clear':
      return click('Cancel search')
    case 'suggestion.accept': {
      const offered = screen.queryByRole('button', { name: /^Did you mean/ })
      return offered ? user.click(offered) : undefined
    }
    case 'sort.change':
      return user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), String(event.sort))
    case 'page.next':
      return click('Next')
    case 'page.previous':
      return click('Previous')
    case 'listing.retry':
      return click('Try again')
    case 'listing.sync':
      // the browser's Back button, or a link such as the category bar's
      return act(() => (event.via === 'back' ? router.navigate(-1) : router.navigate(`/products${listingSearch(event.query as ListingQuery)}`)))
    default:
      throw new Error(`no user action for ${event.type}`)
  }
}

describe('listing machine, executed on the /products screen', () => {
  it.each(paths)('%s', async (_, path) => {
    const first = path.steps[0]!.state as Snapshot
    const { router, user } = renderWithProviders(<ProductsPage />, {
      route: `/products${listingSearch(first.context.query)}`,
      path: '/products',
    })
    let requests = 1
    await waitFor(() => expect(gates).toHaveLength(requests))
    await expectScreenFor(first, router)

    for (let i = 1; i < path.steps.length; i++) {
      const { event } = path.steps[i]!
      const state = path.steps[i]!.state as Snapshot
      const previous = path.steps[i - 1]!.state as Snapshot
      if (event.type === DONE || event.type === ERROR) {
        await backendAnswers(event)
      } else {
        await userDoes(event as AnyEvent, router, user)
        // the machine says whether this step sent a new request; the screen must have sent it
        if (state.value === 'loading' && (previous.value !== 'loading' || state.context.query !== previous.context.query)) requests++
        await waitFor(() => expect(gates).toHaveLength(requests))
      }
      await expectScreenFor(state, router)
    }
    executed.push(path)
  }, 30_000)

  it('never renders the slower answer of a request a filter change replaced', async () => {
    server.resetHandlers() // no gates: the first request really answers late, after the second
    setScenario('products', 'slow', { delayMs: 400 })
    const { router, user } = renderWithProviders(<ProductsPage />, { route: '/products', path: '/products' })
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'true'))
    setScenario('products', 'success')
    await user.click(screen.getByRole('radio', { name: '4 stars & up' }))
    const filtered = { ...startQuery, filters: { ...defaultFilters, rating: 4 } }
    await waitFor(() => expect(cardNames()).toEqual(expectedPage(filtered).data.map((p) => p.name)))
    // the first request would have answered by now with the unfiltered page
    await new Promise((r) => setTimeout(r, 600))
    expect(cardNames()).toEqual(expectedPage(filtered).data.map((p) => p.name))
    expect(expectedPage(filtered).data).not.toEqual(expectedPage({ ...startQuery, filters: defaultFilters }).data)
    expect(router.location.search).toBe('?rating=4')
  })

  // runs last: the paths above are what it measures
  it('executed paths reach every state of the machine', () => {
    expect(coverageOf(listingMachine, executed).missingStates).toEqual([])
  })
})

afterAll(() => printCoverage(coverageOf(listingMachine, executed)))
