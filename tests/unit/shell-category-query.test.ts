import { describe, expect, it } from 'vitest'
import {
  categoryTarget,
  isCategoryOn,
  isTodaysDealsOn,
  listingQuery,
  todaysDealsTarget,
} from '../../src/features/layout/category-query'

/* The category bar's targets, in the shared listing query (SPEC 2; brief's URL agreement). */

describe('New Arrivals (todaysDeals)', () => {
  it('from another page opens the listing with todaysDeals on', () => {
    const query = listingQuery('/about-us', '?x=1')
    expect(query).toBeNull()
    expect(todaysDealsTarget(query)).toBe('/products?todaysDeals=true')
  })

  it('on the listing keeps the other filters, drops the page and toggles', () => {
    const on = listingQuery('/products', '?category=Cotton,Silk&rating=4&page=3')
    expect(isTodaysDealsOn(on)).toBe(false)
    expect(todaysDealsTarget(on)).toBe('/products?category=Cotton,Silk&rating=4&todaysDeals=true')

    const already = listingQuery('/products', '?todaysDeals=true&rating=4&page=2')
    expect(isTodaysDealsOn(already)).toBe(true)
    expect(todaysDealsTarget(already)).toBe('/products?rating=4')
  })

  it('turning the only filter off leaves the plain listing', () => {
    expect(todaysDealsTarget(listingQuery('/products', '?todaysDeals=true'))).toBe('/products')
  })
})

describe('category buttons', () => {
  it('from another page open the listing filtered to that category', () => {
    expect(categoryTarget(listingQuery('/', ''), 'Silk')).toBe('/products?category=Silk')
    expect(categoryTarget(null, 'Khadi Cotton')).toBe('/products?category=Khadi+Cotton')
  })

  it('on the listing set the category, keep other filters and restart paging', () => {
    const query = listingQuery('/products', '?category=Linen&price=50-100&page=4')
    expect(isCategoryOn(query, 'Silk')).toBe(false)
    expect(categoryTarget(query, 'Silk')).toBe('/products?category=Silk&price=50-100')
  })

  it('pressed again turn that category off', () => {
    const single = listingQuery('/products', '?category=Silk&weight=300')
    expect(isCategoryOn(single, 'Silk')).toBe(true)
    expect(categoryTarget(single, 'Silk')).toBe('/products?weight=300')

    const several = listingQuery('/products', '?category=Cotton,Silk')
    expect(isCategoryOn(several, 'Cotton')).toBe(true)
    expect(categoryTarget(several, 'Cotton')).toBe('/products?category=Silk')
  })

  it('reads a category list the listing wrote with an encoded comma', () => {
    const query = listingQuery('/products', '?category=Cotton%2CSilk')
    expect(isCategoryOn(query, 'Silk')).toBe(true)
  })
})
