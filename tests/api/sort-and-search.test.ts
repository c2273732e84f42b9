import { describe, expect, test } from 'vitest'
import type { Product, ProductsQuery } from '../../contracts/product'
import { listingOf } from '../../rules/listing'
import { catalogueService } from '../../src/services/catalogue-service'
import { rejectionOf } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'

/*
 * GET /getAllProducts's sort and forgiving search (issue 28, points 3 and 4), the same on every
 * backend: orders checked against the answer's own prices, dates and ratings, page after page;
 * misspellings found, ranked and suggested as rules/search.ts plans them.
 */

const backend = serveBackend()

const list = catalogueService.listProducts
const price = (p: Product) => p.productVarieties[0]?.discountedPrice ?? 0
const rating = (p: Product) => p.averageRating ?? 0
const time = (p: Product) => Date.parse(p.createdAt ?? '')
const ids = (products: readonly Product[]) => products.map((p) => p._id)
const textOf = (p: Product) => [p.name, p.description, p.subCategory ?? '', ...p.category.map((c) => c.categoryName)].join('\n').toLowerCase()

/** Pages 1 and 2 of a query, 12 a page, one after the other. */
async function firstTwoPages(query: ProductsQuery) {
  const [one, two] = [await list({ ...query, page: '1' }), await list({ ...query, page: '2' })]
  expect(two.totalProducts).toBe(one.totalProducts)
  return [...one.data, ...two.data]
}

/** Whether each neighbour pair keeps `inOrder`. */
const ordered = <T,>(items: readonly T[], inOrder: (a: T, b: T) => boolean) => items.every((item, i) => i === 0 || inOrder(items[i - 1] as T, item))

describe('GET /getAllProducts sort', () => {
  test.each([
    ['price-asc', (a: Product, b: Product) => price(a) <= price(b)],
    ['price-desc', (a: Product, b: Product) => price(a) >= price(b)],
    ['rating', (a: Product, b: Product) => rating(a) >= rating(b)],
    ['newest', (a: Product, b: Product) => time(a) >= time(b)],
  ])('%s orders two pages by the answer’s own values, with no product twice', async (sort, inOrder) => {
    const shown = await firstTwoPages({ sort })
    expect(shown).toHaveLength(24)
    expect(new Set(ids(shown)).size).toBe(24)
    expect(ordered(shown, inOrder)).toBe(true)
    // ties keep the catalogue's order, so every backend pages the same way: as the rule does
    const everything = (await list({})).data
    expect(ids(shown)).toEqual(ids(listingOf(everything, { sort, page: '1', limit: '24' }).data))
  })

  test('a sort keeps the filters: the same products, in its order', async () => {
    const query = { category: 'Silk,Linen', priceRange: '500-1000' }
    const plain = await list(query)
    const sorted = await list({ ...query, sort: 'price-desc' })
    expect(sorted.totalProducts).toBe(plain.totalProducts)
    expect(new Set(ids(sorted.data))).toEqual(new Set(ids(plain.data)))
    expect(ordered(sorted.data, (a, b) => price(a) >= price(b))).toBe(true)
  })

  test('without a sort, and with relevance but no search, the catalogue keeps its own order', async () => {
    const catalogue = ids((await list({ page: '1' })).data)
    expect(ids((await list({ page: '1', sort: 'relevance' })).data)).toEqual(catalogue)
    expect(ids((await list({ page: '1', sort: ' ' })).data)).toEqual(catalogue)
  })

  test('a sort the contract does not name is refused with 400 and a message', async () => {
    for (const sort of ['cheapest', 'PRICE-ASC', 'price asc']) {
      expect(await rejectionOf(list({ sort }))).toMatchObject({ status: 400, serverMessage: 'Invalid sort' })
    }
    const answer = await fetch(backend.api('/getAllProducts?page=1&sort=popular'))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ msg: 'Invalid sort' })
  })
})

describe('GET /getAllProducts search that forgives', () => {
  test.each([
    ['lenin', 'Linen'],
    ['georgete', 'Georgette'],
    ['chifon', 'Chiffon'],
  ])('%s finds %s, and says what it searched for', async (typed, meant) => {
    const answer = await list({ search: typed, page: '1' })
    const spelt = await list({ search: meant, page: '1' })
    expect(answer.totalProducts).toBeGreaterThan(0)
    expect(answer.totalProducts).toBe(spelt.totalProducts)
    expect(ids(answer.data)).toEqual(ids(spelt.data))
    expect(answer.data.every((p) => textOf(p).includes(meant.toLowerCase()))).toBe(true)
    expect(answer.suggestion).toBe(meant)
    // spelt right: nothing to suggest
    expect(spelt.suggestion).toBeUndefined()
  })

  test('what is found as typed comes before what is found by a correction', async () => {
    // 'dresses' is in descriptions but is no word of the catalogue's names: also read as 'dress'
    const everything = (await list({ search: 'dresses' })).data
    const typed = everything.map((p) => textOf(p).includes('dresses'))
    expect(typed.includes(true) && typed.includes(false)).toBe(true)
    expect(typed.indexOf(false)).toBe(typed.lastIndexOf(true) + 1)
    expect(everything.every((p) => textOf(p).includes('dress'))).toBe(true)
    // some were found as typed: no suggestion
    expect((await list({ search: 'dresses', page: '1' })).suggestion).toBeUndefined()
  })

  test('a word the catalogue knows is taken as typed', async () => {
    const answer = await list({ search: 'linen' })
    expect(answer.data.every((p) => textOf(p).includes('linen'))).toBe(true)
  })

  test('when nothing is found, the closest name is offered; for gibberish, none', async () => {
    const answer = await list({ search: 'velvetine', page: '1' })
    expect([answer.data, answer.totalProducts, answer.suggestion]).toEqual([[], 0, 'Velvet'])
    const page2 = await list({ search: 'velvetine', page: '2' })
    expect(page2.suggestion).toBe('Velvet')
    const gibberish = await list({ search: 'qqqq', page: '1' })
    expect(gibberish.totalProducts).toBe(0)
    expect(gibberish.suggestion).toBeUndefined()
  })

  test('a corrected search pages and sorts like any other', async () => {
    const byPrice = await list({ search: 'lenin', sort: 'price-asc', limit: '4', page: '2' })
    expect(byPrice.suggestion).toBe('Linen')
    expect(ordered(byPrice.data, (a, b) => price(a) <= price(b))).toBe(true)
    const everything = (await list({})).data
    expect(ids(byPrice.data)).toEqual(ids(listingOf(everything, { search: 'lenin', sort: 'price-asc', limit: '4', page: '2' }).data))
  })

  test.each(['georgete sare', 'slik', 'kanjivaram silk', 'lenin', 'dresses', 'GSM'])(
    'finds, ranks and suggests what rules/listing.ts does for %s, page by page',
    async (search) => {
      const everything = (await list({})).data
      const expected = listingOf(everything, { search })
      const first = await list({ search, page: '1' })
      expect([first.totalProducts, first.suggestion]).toEqual([expected.totalProducts, expected.suggestion])
      const paged: string[] = []
      for (let page = 1; page <= first.totalPage; page++) paged.push(...ids((page === 1 ? first : await list({ search, page: String(page) })).data))
      expect(paged).toEqual(ids(expected.data))
    },
  )
})
