import { describe, expect, it } from 'vitest'
import type { Category } from '../../contracts/category'
import {
  activeFilterCount,
  defaultFilters,
  defaultListingQuery,
  listingSearch,
  parseListingQuery,
  priceRangeLabel,
  sameListingQuery,
  shownSortOf,
  subCategoryOptions,
  toProductsQuery,
  type ListingQuery,
} from '../../src/lib/listing-filters'

const full: ListingQuery = {
  filters: {
    price: '0-50',
    rating: 4,
    todaysDeals: true,
    categories: ['Cotton', 'Silk'],
    subCategory: ['Poplin', 'Satin'],
    weight: 300,
    count: '2/40x2/40',
    construction: '64x44',
  },
  search: 'linen weave',
  sort: 'price-asc',
  page: 2,
}

describe('listing URL query', () => {
  it('reads the agreed format', () => {
    const q = parseListingQuery(
      new URLSearchParams(
        'category=Cotton,Silk&subCategory=Poplin,Satin&price=0-50&rating=4&todaysDeals=true&weight=300&count=2%2F40x2%2F40&construction=64x44&search=linen%20weave&sort=price-asc&page=2',
      ),
    )
    expect(q).toEqual(full)
  })

  it('round-trips every filter through the URL', () => {
    expect(parseListingQuery(new URLSearchParams(listingSearch(full)))).toEqual(full)
  })

  it('leaves defaults out of the URL', () => {
    expect(listingSearch(defaultListingQuery)).toBe('')
    expect(listingSearch({ ...defaultListingQuery, page: 1, filters: { ...defaultFilters, rating: 3 } })).toBe('?rating=3')
  })

  it('falls back to the defaults for unknown or out-of-range values', () => {
    const q = parseListingQuery(
      new URLSearchParams('price=7-9&rating=9&todaysDeals=yes&weight=20&count=1x1&construction=no&sort=cheapest&page=-3'),
    )
    expect(q).toEqual(defaultListingQuery)
    expect(parseListingQuery(new URLSearchParams('weight=401&page=abc')).filters.weight).toBe(400)
  })

  it('drops empty and repeated list items', () => {
    expect(parseListingQuery(new URLSearchParams('category=Silk,,Silk, Wool ')).filters.categories).toEqual(['Silk', 'Wool'])
  })

  it('compares queries by what they select', () => {
    expect(sameListingQuery(full, parseListingQuery(new URLSearchParams(listingSearch(full))))).toBe(true)
    expect(sameListingQuery(full, { ...full, page: 3 })).toBe(false)
    expect(sameListingQuery(full, { ...full, sort: 'rating' })).toBe(false)
  })

  it('keeps relevance, the default of a search, out of the URL', () => {
    expect(parseListingQuery(new URLSearchParams('search=silk&sort=relevance'))).toEqual({ ...defaultListingQuery, search: 'silk' })
    expect(parseListingQuery(new URLSearchParams('sort=relevance'))).toEqual(defaultListingQuery)
  })
})

describe('the sort the control shows', () => {
  it('is the chosen sort, else relevance with a search and the catalogue’s newest-first order without', () => {
    expect(shownSortOf({ search: 'silk', sort: 'rating' })).toBe('rating')
    expect(shownSortOf({ search: 'silk', sort: '' })).toBe('relevance')
    expect(shownSortOf({ search: '', sort: '' })).toBe('newest')
  })
})

describe('server query (GET /getAllProducts)', () => {
  it('joins lists with commas and maps Today\'s Deals to newArrival', () => {
    expect(toProductsQuery(full)).toEqual({
      page: '2',
      limit: '12',
      rating: '4',
      priceRange: '0-50',
      category: 'Cotton,Silk',
      newArrival: 'true',
      search: 'linen weave',
      weight: '300',
      subCategory: 'Poplin,Satin',
      count: '2/40x2/40',
      construction: '64x44',
      sort: 'price-asc',
    })
  })

  it('asks for page 1 of 12 with no filter by default', () => {
    expect(toProductsQuery(defaultListingQuery)).toEqual({ page: '1', limit: '12' })
  })
})

describe('filter helpers', () => {
  it('counts the filters that differ from the defaults', () => {
    expect(activeFilterCount(defaultFilters)).toBe(0)
    expect(activeFilterCount(full.filters)).toBe(8)
  })

  it('offers the subcategories of the chosen categories, keeping selected ones visible', () => {
    const categories: Category[] = [
      { name: 'Cotton', subCategory: [{ subCategoryName: 'Poplin' }, { subCategoryName: 'Voile' }] },
      { name: 'Silk', subCategory: [{ subCategoryName: 'Satin' }, { subCategoryName: 'Voile' }] },
    ]
    expect(subCategoryOptions(categories, [])).toEqual(['Poplin', 'Voile', 'Satin'])
    expect(subCategoryOptions(categories, ['Silk'])).toEqual(['Satin', 'Voile'])
    expect(subCategoryOptions(categories, ['Silk'], ['Poplin'])).toEqual(['Satin', 'Voile', 'Poplin'])
  })

  it('labels price ranges in whole rupees with Indian grouping', () => {
    expect(priceRangeLabel('0-50')).toBe('₹0 – ₹50')
    expect(priceRangeLabel('1000+')).toBe('Above ₹1,000')
  })
})
