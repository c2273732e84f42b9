import { describe, expect, test } from 'vitest'
import { LISTING_PAGE_SIZE as DEFAULT_PAGE_SIZE } from '../../contracts/listing-rules'
import type { Product, ProductsQuery } from '../../contracts/product'
import { highlightsOf } from '../../rules/highlights'
import { listingOf } from '../../rules/listing'
import { catalogueService } from '../../src/services/catalogue-service'
import { rejectionOf } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'

serveBackend()

const list = catalogueService.listProducts
const firstPrice = (p: Product) => p.productVarieties[0]?.discountedPrice ?? Number.NaN
const categoriesOf = (p: Product) => p.category.map((c) => c.categoryName)

describe('GET /getAllProducts paging', () => {
  test('without page and limit it answers the whole catalogue', async () => {
    const all = await list({})
    expect(all.data.length).toBeGreaterThanOrEqual(120)
    expect(all.totalProducts).toBe(all.data.length)
  })

  test('a page holds 12 products unless told otherwise, and the pages cover the catalogue once', async () => {
    const first = await list({ page: '1' })
    expect(first.data).toHaveLength(12)
    expect(first.totalPage).toBe(Math.ceil(first.totalProducts / 12))
    const seen = new Set<string>()
    for (let page = 1; page <= first.totalPage; page++) {
      for (const p of (await list({ page: String(page) })).data) seen.add(p._id)
    }
    expect(seen.size).toBe(first.totalProducts)
  })

  test('limit sets the page size; a page past the end is empty', async () => {
    const page = await list({ page: '3', limit: '5' })
    expect(page.data).toHaveLength(5)
    expect(page.totalPage).toBe(Math.ceil(page.totalProducts / 5))
    expect((await list({ page: '999', limit: '12' })).data).toEqual([])
  })

  test('a page that is not a positive number is refused', async () => {
    expect(await rejectionOf(list({ page: '0' }))).toMatchObject({ status: 400, serverMessage: 'Invalid page' })
    expect(await rejectionOf(list({ limit: 'ten' }))).toMatchObject({ status: 400, serverMessage: 'Invalid limit' })
  })
})

describe('GET /getAllProducts filters', () => {
  test('category takes a comma-joined list and matches category names', async () => {
    const { data } = await list({ category: 'Silk,Cotton' })
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((p) => categoriesOf(p).some((c) => c === 'Silk' || c === 'Cotton'))).toBe(true)
    expect(new Set(data.flatMap(categoriesOf))).toEqual(new Set(['Silk', 'Cotton']))
  })

  test('subCategory takes a comma-joined list', async () => {
    const { data } = await list({ subCategory: 'Banarasi,Poplin' })
    expect(data.length).toBeGreaterThan(0)
    expect(new Set(data.map((p) => p.subCategory))).toEqual(new Set(['Banarasi', 'Poplin']))
  })

  test('rating keeps products whose average is at least the value', async () => {
    const all = (await list({})).data
    const { data, totalProducts } = await list({ rating: '4' })
    expect(data.every((p) => (p.averageRating ?? 0) >= 4)).toBe(true)
    expect(totalProducts).toBe(all.filter((p) => (p.averageRating ?? 0) >= 4).length)
    expect(totalProducts).toBeLessThan(all.length)
  })

  test.each([
    ['0-50', 0, 50],
    ['50-100', 50, 100],
    ['100-200', 100, 200],
    ['200-500', 200, 500],
    ['500-1000', 500, 1000],
    ['1000+', 1000, Number.POSITIVE_INFINITY],
  ])('priceRange %s reads the first variety’s discounted price', async (range, min, max) => {
    const { data } = await list({ priceRange: range })
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((p) => firstPrice(p) >= min && firstPrice(p) < max)).toBe(true)
  })

  test('the price ranges split the catalogue without overlap', async () => {
    const total = (await list({})).totalProducts
    let sum = 0
    for (const range of ['0-50', '50-100', '100-200', '200-500', '500-1000', '1000+']) sum += (await list({ priceRange: range })).totalProducts
    expect(sum).toBe(total)
  })

  test('an unknown priceRange is refused', async () => {
    expect(await rejectionOf(list({ priceRange: '5-10' }))).toMatchObject({ status: 400, serverMessage: 'Invalid priceRange' })
  })

  test("newArrival 'true' keeps the new arrivals only", async () => {
    const { data } = await list({ newArrival: 'true' })
    expect(data.length).toBeGreaterThanOrEqual(3)
    expect(data.every((p) => p.newArrival === true)).toBe(true)
    expect((await list({ newArrival: 'false' })).totalProducts).toBe((await list({})).totalProducts)
  })

  test('search looks in name, description and category, ignoring case', async () => {
    const byCategory = await list({ search: 'gEoRgEtTe' })
    expect(byCategory.data.length).toBeGreaterThan(0)
    expect(byCategory.data.every((p) => categoriesOf(p).includes('Georgette') || /georgette/i.test(p.name + p.description))).toBe(true)
    const byDescription = await list({ search: 'GSM' })
    expect(byDescription.totalProducts).toBe((await list({})).totalProducts)
    expect((await list({ search: 'no such cloth anywhere' })).data).toEqual([])
  })

  test('weight keeps products at most that heavy', async () => {
    const { data } = await list({ weight: '100' })
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((p) => (p.weight ?? Infinity) <= 100)).toBe(true)
    expect((await list({ weight: '400' })).totalProducts).toBe((await list({})).totalProducts)
  })

  test('count and construction match exactly', async () => {
    const sample = (await list({})).data[0]
    const byCount = await list({ count: sample?.count ?? '' })
    expect(byCount.data.length).toBeGreaterThan(0)
    expect(byCount.data.every((p) => p.count === sample?.count)).toBe(true)
    const byConstruction = await list({ construction: sample?.construction ?? '' })
    expect(byConstruction.data.every((p) => p.construction === sample?.construction)).toBe(true)
  })

  test('filters combine, and paging applies to the filtered list', async () => {
    const filtered = await list({ category: 'Cotton,Linen,Silk,Wool', rating: '3', weight: '300', page: '1', limit: '4' })
    expect(filtered.data.length).toBeLessThanOrEqual(4)
    expect(filtered.totalPage).toBe(Math.ceil(filtered.totalProducts / 4))
    for (const p of filtered.data) {
      expect(['Cotton', 'Linen', 'Silk', 'Wool']).toContain(categoriesOf(p)[0])
      expect(p.averageRating ?? 0).toBeGreaterThanOrEqual(3)
      expect(p.weight ?? Infinity).toBeLessThanOrEqual(300)
    }
  })

  test('an empty filter value is the same as no filter', async () => {
    const all = await list({})
    expect((await list({ category: '', search: '', priceRange: '', rating: '' })).totalProducts).toBe(all.totalProducts)
  })
})

describe('GET /product/{id}: one product, for a direct link', () => {
  test('answers the product as the catalogue lists it, varieties and review counts included', async () => {
    const all = (await list({})).data
    const reviewed = all.find((p) => (p.reviewCount ?? 0) > 1)
    expect(reviewed).toBeDefined()
    expect(await catalogueService.product(reviewed!._id)).toEqual(reviewed)
    expect(await catalogueService.product(all[all.length - 1]!._id)).toEqual(all[all.length - 1])
  })

  test('an id no product has is 404 with a message, whatever characters it holds', async () => {
    for (const id of ['no-such-product', "p1' or '1'='1", '%', 'a/b']) {
      expect(await rejectionOf(catalogueService.product(id))).toMatchObject({ status: 404, serverMessage: 'Product not found' })
    }
  })

  test('text holding a NUL character is refused as bad input, not failed on by the database', async () => {
    const refusal = { status: 400, serverMessage: 'Invalid request: text may not hold a NUL character' }
    expect(await rejectionOf(catalogueService.product('p\u0000'))).toMatchObject(refusal)
    expect(await rejectionOf(list({ search: 'silk\u0000' }))).toMatchObject(refusal)
  })
})

describe('GET /products/highlights: what the landing shows', () => {
  test('new arrivals are the first 3 products of the store; best deals the biggest discounts, as rules/highlights.ts picks them', async () => {
    const all = (await list({})).data
    const answer = await catalogueService.highlights()
    const expected = highlightsOf(all)
    expect(answer.newArrivals.map((p) => p._id)).toEqual(all.slice(0, 3).map((p) => p._id))
    expect(answer.bestDeals.map((p) => p._id)).toEqual(expected.bestDeals.map((p) => p._id))
    expect(answer.bestDeals.length).toBeGreaterThan(1)
    // whole products, as the cards show them
    expect(answer).toEqual(expected)
  })
})

describe('categories', () => {
  test('GET /categories/array answers the names in a stable order', async () => {
    const names = await catalogueService.categoryNames()
    expect(names.slice(0, 8)).toEqual(['Cotton', 'Silk', 'Linen', 'Wool', 'Rayon', 'Polyester', 'Denim', 'Velvet'])
    expect(names.length).toBeGreaterThanOrEqual(10)
    expect(await catalogueService.categoryNames()).toEqual(names)
  })

  test('GET /categories answers every category with its subcategories, matching the products', async () => {
    const categories = await catalogueService.categories()
    const products = await catalogueService.listProducts({}).then((r) => r.data)
    expect(categories.map((c) => c.name)).toEqual(await catalogueService.categoryNames())
    for (const category of categories) {
      expect(category.subCategory.length).toBeGreaterThanOrEqual(3)
      const subs = category.subCategory.map((s) => s.subCategoryName)
      const own = products.filter((p) => categoriesOf(p).includes(category.name))
      expect(own.length).toBeGreaterThan(0)
      expect(own.every((p) => subs.includes(p.subCategory ?? ''))).toBe(true)
    }
  })
})

describe('each filter keeps exactly what rules/listing.ts matches, page by page', () => {
  /** The seed's values of a field, to filter on values that exist. */
  const sampleOf = async (field: 'count' | 'construction') => (await catalogueService.listProducts({}).then((r) => r.data)).find((p) => p[field])?.[field] ?? ''

  const queries: readonly [string, () => Promise<ProductsQuery>][] = [
    ['rating 4', async () => ({ rating: '4' })],
    ['rating 3.5', async () => ({ rating: '3.5' })],
    ['priceRange 100-200', async () => ({ priceRange: '100-200' })],
    ['priceRange 1000+', async () => ({ priceRange: '1000+' })],
    ['one category', async () => ({ category: 'Silk' })],
    ['a category list in any case', async () => ({ category: 'silk, COTTON,Khadi' })],
    ['newArrival', async () => ({ newArrival: 'true' })],
    ['search in names', async () => ({ search: 'georgette' })],
    ['search in descriptions', async () => ({ search: 'gsm' })],
    ['search in categories', async () => ({ search: 'FURNISHING' })],
    ['weight', async () => ({ weight: '150' })],
    ['a subCategory list', async () => ({ subCategory: 'Banarasi,poplin' })],
    ['count', async () => ({ count: await sampleOf('count') })],
    ['construction, in other case', async () => ({ construction: (await sampleOf('construction')).toUpperCase() })],
    ['all of them together', async () => ({ category: 'Cotton,Silk,Linen', rating: '3', priceRange: '200-500', weight: '300' })],
  ]

  test.each(queries)('%s', async (_, queryOf) => {
    const query = await queryOf()
    const everything = await catalogueService.listProducts({}).then((r) => r.data)
    const expected = listingOf(everything, query).data.map((p) => p._id)
    expect(expected.length).toBeGreaterThan(0)

    const first = await list({ ...query, page: '1' })
    expect(first.totalProducts).toBe(expected.length)
    expect(first.totalPage).toBe(Math.ceil(expected.length / DEFAULT_PAGE_SIZE))
    const paged: string[] = []
    for (let page = 1; page <= first.totalPage; page++) {
      const { data, totalProducts, totalPage } = page === 1 ? first : await list({ ...query, page: String(page) })
      expect([totalProducts, totalPage]).toEqual([first.totalProducts, first.totalPage])
      expect(data.length).toBe(page < first.totalPage ? DEFAULT_PAGE_SIZE : expected.length - DEFAULT_PAGE_SIZE * (first.totalPage - 1))
      paged.push(...data.map((p) => p._id))
    }
    expect(paged).toEqual(expected)
    expect((await list(query)).data.map((p) => p._id)).toEqual(expected)
  })

  test.each(['%', '_', '\\'])('a search for %s is literal text, not a pattern', async (search) => {
    const everything = await catalogueService.listProducts({}).then((r) => r.data)
    const expected = listingOf(everything, { search }).data.map((p) => p._id)
    const found = (await list({ search })).data.map((p) => p._id)
    expect(found).toEqual(expected)
    expect(found.length).toBeLessThan(everything.length)
  })
})
