// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { catalogueChangeOf } from '../../server/http/catalogue-cache/announcements'
import { cacheKeyOf } from '../../server/http/catalogue-cache/cache-keys'
import { createCatalogueCache, LISTENING_TTL_MS } from '../../server/http/catalogue-cache/catalogue-cache'
import { productIdsIn, type AnswerToKeep } from '../../server/http/catalogue-cache/kept-answers'

/*
 * The answer cache (server/http/catalogue-cache/) on its own: one read shared among callers who
 * ask at once, its two lifetimes, and what an announced change forgets. Seen from outside, on both
 * databases: tests/server/catalogue-cache.test.ts and tests/server/catalogue-changes.test.ts.
 */

const url = (path: string) => new URL(`http://store.test${path}`)
const shows = (json: string, ...products: string[]): AnswerToKeep => ({ json, products })

function deferred() {
  let resolve!: (answer: AnswerToKeep) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<AnswerToKeep>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('catalogue cache: one read for callers who ask at once', () => {
  it('shares one computation among concurrent callers, in any parameter order, and keeps its answer', async () => {
    const cache = createCatalogueCache(2000, () => 0)
    const read = deferred()
    let reads = 0
    const compute = () => {
      reads++
      return read.promise
    }
    const answers = [cache.share(url('/api/getAllProducts?page=2&limit=12'), compute), cache.share(url('/api/getAllProducts?limit=12&page=2'), compute)]
    read.resolve(shows('{"data":[]}'))
    expect((await Promise.all(answers)).map((a) => a.json)).toEqual(['{"data":[]}', '{"data":[]}'])
    expect(reads).toBe(1)
    expect(cache.get(url('/api/getAllProducts?page=2&limit=12'))?.json).toBe('{"data":[]}')
  })

  it('gives every waiting caller the failure, keeps nothing, and reads again next time', async () => {
    const cache = createCatalogueCache(2000, () => 0)
    const read = deferred()
    const answers = [cache.share(url('/api/product/p1'), () => read.promise), cache.share(url('/api/product/p1'), () => read.promise)]
    read.reject(new Error('database away'))
    for (const answer of answers) await expect(answer).rejects.toThrow('database away')
    expect(cache.get(url('/api/product/p1'))).toBeUndefined()
    expect((await cache.share(url('/api/product/p1'), async () => shows('{"data":{}}', 'p1'))).json).toBe('{"data":{}}')
  })

  it('does not keep an answer read before a write emptied the cache', async () => {
    const cache = createCatalogueCache(2000, () => 0)
    const read = deferred()
    const answer = cache.share(url('/api/products/highlights'), () => read.promise)
    cache.afterSuccess('addReview')
    read.resolve(shows('{"newArrivals":[],"bestDeals":[]}'))
    expect((await answer).json).toBe('{"newArrivals":[],"bestDeals":[]}')
    expect(cache.get(url('/api/products/highlights'))).toBeUndefined()
  })
})

describe('catalogue cache: how long an answer stays', () => {
  it('keeps an answer ttlMs while no change feed is heard and up to LISTENING_TTL_MS while one is; either switch forgets', async () => {
    let time = 0
    const cache = createCatalogueCache(2000, () => time)
    const listing = url('/api/getAllProducts?page=1&limit=12')
    let computed = 0
    const compute = async () => shows(JSON.stringify({ computed: ++computed }))
    await cache.share(listing, compute)
    time += 1999
    expect(cache.get(listing)?.json).toBe('{"computed":1}')
    time += 1
    expect(cache.get(listing)).toBeUndefined()

    cache.listening(true)
    await cache.share(listing, compute)
    time += LISTENING_TTL_MS - 1
    expect(cache.get(listing)?.json).toBe('{"computed":2}')
    cache.listening(false)
    expect(cache.get(listing)).toBeUndefined()
    expect((await cache.share(listing, compute)).json).toBe('{"computed":3}')
    cache.listening(true)
    expect(cache.get(listing)).toBeUndefined()
  })
})

describe('catalogue cache: what an announced change forgets', () => {
  const pageOne = url('/api/getAllProducts?page=1&limit=12')
  const pageTwo = url('/api/getAllProducts?page=2&limit=12')
  const categories = url('/api/categories/array')

  async function filled() {
    const cache = createCatalogueCache(2000, () => 0)
    cache.listening(true)
    await cache.share(pageOne, async () => shows('{"page":1}', 'p1', 'p2'))
    await cache.share(pageTwo, async () => shows('{"page":2}', 'p3'))
    await cache.share(categories, async () => shows('{"data":["Silk"]}'))
    let lists = 0
    await cache.shareValue('lists', async () => ++lists)
    return { cache, lists: () => cache.shareValue('lists', async () => ++lists) }
  }

  it('a stock change forgets only the answers showing those products, and the values', async () => {
    const { cache, lists } = await filled()
    cache.changed({ stockOf: ['p2'] })
    expect(cache.get(pageOne)).toBeUndefined()
    expect(cache.get(pageTwo)?.json).toBe('{"page":2}')
    expect(cache.get(categories)?.json).toBe('{"data":["Silk"]}')
    expect(await lists()).toBe(2)
  })

  it('any other change forgets everything', async () => {
    const { cache, lists } = await filled()
    cache.changed('everything')
    for (const address of [pageOne, pageTwo, categories]) expect(cache.get(address)).toBeUndefined()
    expect(await lists()).toBe(2)
  })

  it('does not keep an answer read before a stock change of a product it shows; keeps one that shows none of them', async () => {
    const cache = createCatalogueCache(2000, () => 0)
    cache.listening(true)
    const touched = deferred()
    const untouched = deferred()
    const answers = [cache.share(pageOne, () => touched.promise), cache.share(pageTwo, () => untouched.promise)]
    cache.changed({ stockOf: ['p1'] })
    touched.resolve(shows('{"page":1}', 'p1'))
    untouched.resolve(shows('{"page":2}', 'p3'))
    expect((await Promise.all(answers)).map((a) => a.json)).toEqual(['{"page":1}', '{"page":2}'])
    expect(cache.get(pageOne)).toBeUndefined()
    expect(cache.get(pageTwo)?.json).toBe('{"page":2}')
  })

  it('an order through this process leaves the answers to its announcement while the feed is heard, and empties them while it is not', async () => {
    const { cache } = await filled()
    cache.afterSuccess('buy')
    expect(cache.get(pageOne)?.json).toBe('{"page":1}')
    cache.afterSuccess('addReview')
    expect(cache.get(pageOne)).toBeUndefined()

    cache.listening(false)
    await cache.share(pageOne, async () => shows('{"page":1}', 'p1'))
    cache.afterSuccess('buy')
    expect(cache.get(pageOne)).toBeUndefined()
  })

  it("a buyer's cancellation puts stock back like an order takes it: left to its announcement while heard, emptied while not", async () => {
    const { cache } = await filled()
    cache.afterSuccess('cancelOrder')
    expect(cache.get(pageOne)?.json).toBe('{"page":1}')
    cache.listening(false)
    await cache.share(pageOne, async () => shows('{"page":1}', 'p1'))
    cache.afterSuccess('cancelOrder')
    expect(cache.get(pageOne)).toBeUndefined()
  })

  it('reads an announcement: stock of the named products, anything else everything', () => {
    expect(catalogueChangeOf('stock:["p1","p2"]')).toEqual({ stockOf: ['p1', 'p2'] })
    expect(catalogueChangeOf('')).toBe('everything')
    expect(catalogueChangeOf('stock:not json')).toBe('everything')
    expect(catalogueChangeOf('stock:[1]')).toBe('everything')
  })

  it('finds every product an answer shows, however deep', () => {
    const listing = { data: [{ _id: 'p1', varieties: [{ color: 'Red' }], rating: [{ _id: 'r1' }] }, { _id: 'p2' }], totalProducts: 2 }
    expect(productIdsIn(listing).sort()).toEqual(['p1', 'p2', 'r1'])
    expect(productIdsIn({ newArrivals: [{ _id: 'p3' }], bestDeals: [{ _id: 'p3' }] })).toEqual(['p3'])
    expect(productIdsIn({ data: ['Silk', 'Cotton'] })).toEqual([])
  })
})

describe('catalogue cache: what it holds cannot be grown from outside', () => {
  it('keys a read by the parameters its row knows, trimmed, blank ones left out, in name order', () => {
    const key = cacheKeyOf(url('/api/getAllProducts?page=2&limit=12'))
    for (const variant of [
      '/api/getAllProducts?limit=12&page=2',
      '/api/getAllProducts?page=2&limit=12&junk=1',
      '/api/getAllProducts?page=2&__proto__=x&limit=12&utm_source=mail',
      '/api/getAllProducts?page=%202&limit=12%20&search=',
      '/api/getAllProducts?page=2&limit=12&sort=%20',
    ]) {
      expect(cacheKeyOf(url(variant)), variant).toBe(key)
    }
    // what the answer depends on stays in the key
    expect(cacheKeyOf(url('/api/getAllProducts?page=3&limit=12'))).not.toBe(key)
    expect(cacheKeyOf(url('/api/getAllProducts?page=2&limit=12&search=linen'))).not.toBe(key)
    expect(cacheKeyOf(url('/api/getAllProducts?page=2&limit=12&sort=price-asc'))).not.toBe(key)
  })

  it('drops every query parameter of a read that takes none', () => {
    expect(cacheKeyOf(url('/api/product/p1?junk=1'))).toBe(cacheKeyOf(url('/api/product/p1')))
    expect(cacheKeyOf(url('/api/categories/array?v=2'))).toBe(cacheKeyOf(url('/api/categories/array')))
  })

  it('10,000 requests with made-up parameters keep one answer', async () => {
    const cache = createCatalogueCache(60_000, () => 0)
    for (let i = 0; i < 10_000; i++) await cache.share(url(`/api/getAllProducts?page=1&limit=12&junk=${i}`), async () => shows('x'.repeat(2000), 'p1'))
    expect(cache.size().entries).toBe(1)
  })

  it('keeps what its byte budget holds, the oldest going first, and never keeps one answer larger than a quarter of it', async () => {
    const budget = 100_000
    const cache = createCatalogueCache(60_000, () => 0, budget)
    for (let page = 1; page <= 100; page++) await cache.share(url(`/api/getAllProducts?page=${page}&limit=12`), async () => shows('x'.repeat(5000), `p${page}`))
    expect(cache.size().bytes).toBeLessThanOrEqual(budget)
    expect(cache.size().entries).toBeGreaterThan(10)
    expect(cache.get(url('/api/getAllProducts?page=1&limit=12'))).toBeUndefined()
    expect(cache.get(url('/api/getAllProducts?page=100&limit=12'))).toBeDefined()

    const huge = await cache.share(url('/api/getAllProducts'), async () => shows('y'.repeat(budget / 2)))
    expect(huge.json).toHaveLength(budget / 2)
    expect(cache.get(url('/api/getAllProducts'))).toBeUndefined()
    expect(cache.get(url('/api/getAllProducts?page=100&limit=12'))).toBeDefined()
  })

  it('counts nothing once emptied', async () => {
    const cache = createCatalogueCache(60_000, () => 0)
    await cache.share(url('/api/categories'), async () => shows('x'.repeat(3000)))
    expect(cache.size().bytes).toBeGreaterThan(0)
    cache.changed('everything')
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 })
  })
})
