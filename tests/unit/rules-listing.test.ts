// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { listingOf, matchesFilters, pageCount, parseListingQuery } from '../../rules/listing'
import { ruleRefusal } from '../support/rule-refusal'

/* rules/listing.ts: GET /getAllProducts's query, parsed; and which products it keeps. */

describe('parseListingQuery', () => {
  it('without parameters: no filter and the whole catalogue (page null)', () => {
    expect(parseListingQuery({})).toEqual({
      filter: {
        minRating: null,
        price: null,
        categories: [],
        newArrival: false,
        search: null,
        maxWeight: null,
        subCategories: [],
        count: null,
        construction: null,
      },
      page: null,
      order: 'catalogue',
    })
    expect(parseListingQuery({ page: ' ', limit: '' }).page).toBeNull()
  })

  it('with page or limit: one page, 12 a page and page 1 by default', () => {
    expect(parseListingQuery({ page: '3' }).page).toEqual({ page: 3, limit: 12 })
    expect(parseListingQuery({ limit: '5' }).page).toEqual({ page: 1, limit: 5 })
  })

  it('normalises the filters: lists split and lower-cased, text trimmed and lower-cased, rating 0 ignored', () => {
    const { filter } = parseListingQuery({
      rating: '0',
      priceRange: ' 1000+ ',
      category: 'Silk, COTTON,,',
      newArrival: ' true',
      search: '  Ikat \t Silk ',
      weight: '150',
      subCategory: 'Chanderi',
      count: ' 40S ',
      construction: 'Twill',
    })
    expect(filter).toEqual({
      minRating: null,
      price: [1000, Number.POSITIVE_INFINITY],
      categories: ['silk', 'cotton'],
      newArrival: true,
      search: 'ikat silk',
      maxWeight: 150,
      subCategories: ['chanderi'],
      count: '40s',
      construction: 'twill',
    })
    expect(parseListingQuery({ rating: '4' }).filter.minRating).toBe(4)
  })

  it.each([
    [{ rating: 'four' }, 'Invalid rating'],
    [{ priceRange: '10-20' }, 'Invalid priceRange'],
    [{ weight: 'heavy' }, 'Invalid weight'],
    [{ page: '0' }, 'Invalid page'],
    [{ page: '1.5' }, 'Invalid page'],
    [{ limit: '-2' }, 'Invalid limit'],
    [{ sort: 'cheapest' }, 'Invalid sort'],
    [{ sort: 'Price-Asc' }, 'Invalid sort'],
  ])('refuses %o with 400 %s', async (query, msg) => {
    const error = await ruleRefusal(() => parseListingQuery(query))
    expect([error.status, error.msg]).toEqual([400, msg])
  })
})

describe('the order a sort names', () => {
  it('is the sort, trimmed; absent or blank, relevance with a search and the catalogue order without', () => {
    expect(parseListingQuery({ sort: ' price-desc ' }).order).toBe('price-desc')
    expect(parseListingQuery({ sort: 'newest', search: 'silk' }).order).toBe('newest')
    expect(parseListingQuery({ sort: '' }).order).toBe('catalogue')
    expect(parseListingQuery({ search: 'silk' }).order).toBe('relevance')
    expect(parseListingQuery({ sort: 'relevance' }).order).toBe('catalogue')
    expect(parseListingQuery({ sort: 'relevance', search: ' ' }).order).toBe('catalogue')
  })
})

describe('matchesFilters and the search of listingOf', () => {
  const product: Product = {
    _id: 'p1',
    name: 'Soft Cambric Cotton Shirting',
    description: 'A light weave',
    category: [{ categoryName: 'Cotton' }],
    subCategory: 'Cambric',
    productVarieties: [{ color: 'white', images: [], stock: 5, pricepermeter: 140, discountedPrice: 120 }],
    averageRating: 4.2,
    weight: 90,
    count: '60s',
    construction: 'Plain',
    newArrival: true,
  }
  const keeps = (query: Parameters<typeof parseListingQuery>[0]) =>
    matchesFilters(product, parseListingQuery(query).filter) && listingOf([product], query).totalProducts === 1

  it('keeps a product that passes every filter and drops it on any one', () => {
    expect(keeps({ rating: '4', priceRange: '100-200', category: 'cotton,silk', newArrival: 'true', search: 'weave', weight: '90' })).toBe(true)
    expect(keeps({ rating: '4.5' })).toBe(false)
    expect(keeps({ priceRange: '200-500' })).toBe(false)
    expect(keeps({ category: 'silk' })).toBe(false)
    expect(keeps({ weight: '89' })).toBe(false)
    expect(keeps({ count: '40S' })).toBe(false)
    expect(keeps({ construction: 'plain', subCategory: 'cambric' })).toBe(true)
  })

  it('searches the name, description, subcategory and category names', () => {
    expect(keeps({ search: 'SHIRTING' })).toBe(true)
    expect(keeps({ search: 'light' })).toBe(true)
    expect(keeps({ search: 'cambric' })).toBe(true)
    expect(keeps({ search: 'cotton' })).toBe(true)
    expect(keeps({ search: 'velvet' })).toBe(false)
  })

  it('price ranges are [min, max)', () => {
    const at = (price: number) => ({ ...product, productVarieties: [{ color: 'w', images: [], stock: 1, pricepermeter: price, discountedPrice: price }] })
    const range = parseListingQuery({ priceRange: '100-200' }).filter
    expect([matchesFilters(at(100), range), matchesFilters(at(199.99), range), matchesFilters(at(200), range)]).toEqual([true, true, false])
  })
})

describe('listingOf: the orders', () => {
  const product = (id: string, price: number, rating: number, createdAt?: string): Product => ({
    _id: id,
    name: `Fabric ${id}`,
    description: '',
    category: [{ categoryName: 'Cotton' }],
    productVarieties: [{ color: 'white', images: [], stock: 5, pricepermeter: price + 10, discountedPrice: price }],
    averageRating: rating,
    ...(createdAt !== undefined && { createdAt }),
  })
  // in the catalogue's order: ties below must keep it
  const catalogue = [
    product('a', 300, 4, '2025-01-01T00:00:00.000Z'),
    product('b', 100, 5),
    product('c', 300, 3.5, '2025-03-01T00:00:00.000Z'),
    product('d', 200, 4, '2025-03-01T00:00:00.000Z'),
  ]
  const ids = (sort?: string) => listingOf(catalogue, sort === undefined ? {} : { sort }).data.map((p) => p._id)

  it('sorts by price, rating and date, the catalogue order breaking ties', () => {
    expect(ids()).toEqual(['a', 'b', 'c', 'd'])
    expect(ids('price-asc')).toEqual(['b', 'd', 'a', 'c'])
    expect(ids('price-desc')).toEqual(['a', 'c', 'd', 'b'])
    expect(ids('rating')).toEqual(['b', 'a', 'd', 'c'])
    // a product without a date comes after every dated one
    expect(ids('newest')).toEqual(['c', 'd', 'a', 'b'])
    expect(ids('relevance')).toEqual(['a', 'b', 'c', 'd'])
  })

  it('pages the sorted list', () => {
    expect(listingOf(catalogue, { sort: 'price-asc', page: '2', limit: '3' }).data.map((p) => p._id)).toEqual(['c'])
  })
})

describe('pageCount', () => {
  it('rounds up', () => {
    expect([pageCount(0, 12), pageCount(12, 12), pageCount(13, 12)]).toEqual([0, 1, 2])
  })
})
