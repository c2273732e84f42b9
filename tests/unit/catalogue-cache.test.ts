// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createCatalogueCache } from '../../server/http/catalogue-cache'

/*
 * The answer cache's sharing of one read among callers who ask at once (server/http/
 * catalogue-cache.ts); its lifetime and emptying are seen from outside in
 * tests/server/catalogue-cache.test.ts.
 */

const url = (path: string) => new URL(`http://store.test${path}`)

function deferred() {
  let resolve!: (json: string) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<string>((res, rej) => {
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
    read.resolve('{"data":[]}')
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
    expect((await cache.share(url('/api/product/p1'), async () => '{"data":{}}')).json).toBe('{"data":{}}')
  })

  it('does not keep an answer read before a write emptied the cache', async () => {
    const cache = createCatalogueCache(2000, () => 0)
    const read = deferred()
    const answer = cache.share(url('/api/products/highlights'), () => read.promise)
    cache.afterSuccess('addReview')
    read.resolve('{"newArrivals":[],"bestDeals":[]}')
    expect((await answer).json).toBe('{"newArrivals":[],"bestDeals":[]}')
    expect(cache.get(url('/api/products/highlights'))).toBeUndefined()
  })
})
