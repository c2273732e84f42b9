import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Product, ProductsResponse } from '../../contracts/product'
import { defaultListingQuery, type ListingQuery } from '../../src/lib/listing-filters'
import { listingMachine, type ListingEmitted } from '../../src/machines/listing.machine'

const product = (id: string): Product => ({
  _id: id,
  name: `Fabric ${id}`,
  description: '',
  category: [],
  productVarieties: [],
})

interface PendingCall {
  readonly query: ListingQuery
  readonly signal: AbortSignal
  resolve(r: ProductsResponse): void
  reject(e: unknown): void
}

/** The machine with a fetch the test answers by hand, call by call. */
function startListing(query: ListingQuery = defaultListingQuery) {
  const calls: PendingCall[] = []
  const machine = listingMachine.provide({
    actors: {
      fetchProducts: fromPromise<ProductsResponse, ListingQuery>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ query: input, signal, resolve, reject })
          }),
      ),
    },
  })
  const actor = createActor(machine, { input: { query } })
  const emitted: ListingEmitted[] = []
  actor.on('listing.queryChanged', (e) => emitted.push(e))
  actor.start()
  return { actor, calls, emitted }
}

const page = (ids: string[], totalPage = 3): ProductsResponse => ({ data: ids.map(product), totalPage, totalProducts: ids.length * totalPage })
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('listing machine', () => {
  it('loads the query it was started with', async () => {
    const { actor, calls } = startListing({ ...defaultListingQuery, page: 2 })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(calls[0]!.query.page).toBe(2)
    calls[0]!.resolve(page(['a', 'b']))
    await settle()
    expect(actor.getSnapshot().value).toBe('showing')
    expect(actor.getSnapshot().context.products.map((p) => p._id)).toEqual(['a', 'b'])
  })

  it('aborts the request in flight when a filter changes, and never renders its late answer', async () => {
    const { actor, calls } = startListing()
    actor.send({ type: 'filters.change', changes: { rating: 4 } })
    expect(calls).toHaveLength(2)
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(calls[1]!.signal.aborted).toBe(false)

    calls[1]!.resolve(page(['fresh']))
    await settle()
    calls[0]!.resolve(page(['stale']))
    await settle()
    expect(actor.getSnapshot().context.products.map((p) => p._id)).toEqual(['fresh'])
    expect(actor.getSnapshot().context.query.filters.rating).toBe(4)
  })

  it('goes back to page 1 on any filter change and tells the URL', async () => {
    const { actor, calls, emitted } = startListing({ ...defaultListingQuery, page: 3 })
    calls[0]!.resolve(page(['a'], 5))
    await settle()
    actor.send({ type: 'filters.change', changes: { categories: ['Silk'] } })
    expect(actor.getSnapshot().context.query.page).toBe(1)
    expect(calls[1]!.query.filters.categories).toEqual(['Silk'])
    expect(emitted.map((e) => e.query.page)).toEqual([1])
  })

  it('ignores a filter change that changes nothing', () => {
    const { actor, calls, emitted } = startListing()
    actor.send({ type: 'filters.change', changes: { weight: 400 } })
    expect(calls).toHaveLength(1)
    expect(emitted).toHaveLength(0)
  })

  it('applies the search only on submit, and its cancel clears it', async () => {
    const { actor, calls } = startListing()
    calls[0]!.resolve(page(['a']))
    await settle()
    actor.send({ type: 'search.type', text: ' linen ' })
    expect(calls).toHaveLength(1)
    actor.send({ type: 'search.submit' })
    expect(calls).toHaveLength(2)
    expect(calls[1]!.query.search).toBe('linen')
    calls[1]!.resolve(page(['b']))
    await settle()
    actor.send({ type: 'search.clear' })
    expect(actor.getSnapshot().context.searchDraft).toBe('')
    expect(calls[2]!.query.search).toBe('')
  })

  it('pages within 1 and the last page', async () => {
    const { actor, calls } = startListing()
    calls[0]!.resolve(page(['a'], 2))
    await settle()
    actor.send({ type: 'page.previous' })
    expect(calls).toHaveLength(1)
    actor.send({ type: 'page.next' })
    expect(calls[1]!.query.page).toBe(2)
    calls[1]!.resolve(page(['b'], 2))
    await settle()
    actor.send({ type: 'page.next' })
    expect(calls).toHaveLength(2)
  })

  it('adopts a query from the URL without announcing it back', async () => {
    const { actor, calls, emitted } = startListing()
    const fromUrl = { ...defaultListingQuery, search: 'silk' }
    actor.send({ type: 'listing.sync', query: fromUrl })
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(calls[1]!.query).toEqual(fromUrl)
    expect(actor.getSnapshot().context.searchDraft).toBe('silk')
    actor.send({ type: 'listing.sync', query: fromUrl })
    expect(calls).toHaveLength(2)
    expect(emitted).toHaveLength(0)
  })

  it('shows the empty state and recovers from a failure', async () => {
    const { actor, calls } = startListing()
    calls[0]!.reject(new Error('boom'))
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'listing.retry' })
    calls[1]!.resolve(page([], 0))
    await settle()
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('a new sort goes back to page 1 and keeps the filters and the search; pages and filters keep the sort', async () => {
    const start = { ...defaultListingQuery, filters: { ...defaultListingQuery.filters, rating: 3 }, search: 'silk', page: 3 }
    const { actor, calls, emitted } = startListing(start)
    calls[0]!.resolve(page(['a'], 5))
    await settle()
    actor.send({ type: 'sort.change', sort: 'price-asc' })
    expect(calls[1]!.query).toEqual({ ...start, sort: 'price-asc', page: 1 })
    expect(emitted.map((e) => [e.query.sort, e.cause])).toEqual([['price-asc', 'filters']])
    calls[1]!.resolve(page(['b'], 5))
    await settle()
    actor.send({ type: 'page.next' })
    expect(calls[2]!.query).toMatchObject({ sort: 'price-asc', page: 2 })
    calls[2]!.resolve(page(['c'], 5))
    await settle()
    actor.send({ type: 'filters.change', changes: { rating: 4 } })
    expect(calls[3]!.query).toMatchObject({ sort: 'price-asc', page: 1 })
    actor.send({ type: 'filters.clear' })
    expect(calls[4]!.query).toMatchObject({ sort: 'price-asc', page: 1 })
  })

  it('takes Relevance as the default, and ignores a sort already shown', async () => {
    const { actor, calls } = startListing({ ...defaultListingQuery, search: 'silk', sort: 'rating' })
    actor.send({ type: 'sort.change', sort: 'rating' })
    expect(calls).toHaveLength(1)
    actor.send({ type: 'sort.change', sort: 'relevance' })
    expect(calls[1]!.query.sort).toBe('')
  })

  it('keeps the answer’s suggestion, and searches for it when taken', async () => {
    const { actor, calls, emitted } = startListing({ ...defaultListingQuery, search: 'velvetine', sort: 'rating', page: 2 })
    actor.send({ type: 'suggestion.accept' })
    expect(calls).toHaveLength(1) // no answer yet: nothing to take
    calls[0]!.resolve({ ...page([], 0), suggestion: 'Velvet' })
    await settle()
    expect(actor.getSnapshot().context.suggestion).toBe('Velvet')
    actor.send({ type: 'suggestion.accept' })
    expect(calls[1]!.query).toEqual({ ...defaultListingQuery, search: 'Velvet', sort: 'rating', page: 1 })
    expect(actor.getSnapshot().context.searchDraft).toBe('Velvet')
    expect(emitted.map((e) => e.query.search)).toEqual(['Velvet'])
    calls[1]!.resolve(page(['v']))
    await settle()
    expect(actor.getSnapshot().context.suggestion).toBeNull()
  })
})
