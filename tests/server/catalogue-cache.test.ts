// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Product, ProductReviewsResponse, ProductsResponse } from '../../contracts/product'
import { LISTENING_TTL_MS } from '../../server/http/catalogue-cache/catalogue-cache'
import { startServer, type RunningServer } from '../../server/start'
import { renameProduct, renameProductUnannounced, reviewableByDemoBuyer, reviewAsDemoBuyer, takeStock, totalStock } from '../support/catalogue-writes'

/*
 * The catalogue's answer cache (server/http/catalogue-cache/) on the embedded database, seen
 * from outside: a change written behind the server (as another tool would write it) shows at
 * once, announced by the database (migration 0003); a stock change forgets only the answers
 * showing that product (migration 0004); one the database does not announce shows
 * once the watched lifetime has passed, and never later; a write through this process shows at
 * once; the same query in another parameter order is the same answer. The same on a PostgreSQL
 * server, with two processes and a lost connection: tests/server/catalogue-changes.test.ts.
 */

const TTL_MS = 2000
const root = mkdtempSync(join(tmpdir(), 'tanabana-cache-test-'))
let clock = Date.parse('2026-11-25T09:00:00Z')
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ port: 0, database: { kind: 'embedded', dataDir: join(root, 'data') }, now: () => clock, catalogueCacheMs: TTL_MS })
}, 60_000)
afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const getJson = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
  const response = await fetch(`${server.origin}/api${path}`, { headers })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
const firstListed = async (path = '/getAllProducts?page=1&limit=12') => (await getJson<ProductsResponse>(path)).data[0]!

describe('the catalogue answer cache', () => {
  test('a change written behind the server shows at once: the database announces it', async () => {
    const before = await firstListed()
    await getJson(`/product/${before._id}`)
    await renameProduct(server.database.db, before._id, 'Renamed behind the server')
    expect((await firstListed()).name).toBe('Renamed behind the server')
    expect((await getJson<{ data: Product }>(`/product/${before._id}`)).data.name).toBe('Renamed behind the server')
  })

  test('an unannounced change shows once the watched lifetime has passed, and the same query in another order is the same answer', async () => {
    const before = await firstListed()
    await getJson(`/product/${before._id}`)
    await renameProductUnannounced(server.database.db, before._id, 'Renamed unannounced')
    expect((await firstListed()).name).toBe(before.name)
    expect((await firstListed('/getAllProducts?limit=12&page=1')).name).toBe(before.name)
    expect((await getJson<{ data: Product }>(`/product/${before._id}`)).data.name).toBe(before.name)
    // the short lifetime is for when no change feed is watched: here one is
    clock += TTL_MS
    expect((await firstListed()).name).toBe(before.name)
    clock += LISTENING_TTL_MS - TTL_MS - 1
    expect((await firstListed()).name).toBe(before.name)
    clock += 1
    expect((await firstListed()).name).toBe('Renamed unannounced')
    expect((await getJson<{ data: Product }>(`/product/${before._id}`)).data.name).toBe('Renamed unannounced')
  })

  test('a stock change forgets the answers showing that product, and no others', async () => {
    const { data } = await getJson<ProductsResponse>('/getAllProducts?page=3&limit=12')
    const [sold, other] = [data[0]!, data[1]!]
    const productAnswer = async (id: string) => (await getJson<{ data: Product }>(`/product/${id}`)).data
    const before = await productAnswer(sold._id)
    await productAnswer(other._id)
    await renameProductUnannounced(server.database.db, other._id, 'Renamed before the stock change')
    await takeStock(server.database.db, sold._id, 1)
    expect(totalStock(await productAnswer(sold._id))).toBe(totalStock(before) - 1)
    expect((await firstListed('/getAllProducts?page=3&limit=12'))._id).toBe(sold._id)
    expect(totalStock((await firstListed('/getAllProducts?page=3&limit=12')))).toBe(totalStock(before) - 1)
    expect((await productAnswer(other._id)).name).toBe(other.name)
  })

  test('a review through this process shows at once in the product, its reviews and the listing', async () => {
    const productId = await reviewableByDemoBuyer(server.origin)
    const cached = await getJson<{ data: Product }>(`/product/${productId}`)
    await getJson(`/product/${productId}/reviews`)
    expect(await reviewAsDemoBuyer(server.origin, productId, 'Cached answers must not hide this', 5)).toBe(200)
    const fresh = await getJson<{ data: Product }>(`/product/${productId}`)
    expect(fresh.data.reviewCount).toBe((cached.data.reviewCount ?? 0) + 1)
    const reviews = await getJson<ProductReviewsResponse>(`/product/${productId}/reviews`)
    expect(reviews.totalReviews).toBe(fresh.data.reviewCount)
    expect(reviews.data[0]?.review).toBe('Cached answers must not hide this')
    expect((await getJson<ProductsResponse>('/getAllProducts')).data.find((p) => p._id === productId)?.reviewCount).toBe(fresh.data.reviewCount)
  })

  test('a kept answer is gzipped for a client that takes gzip, and plain JSON otherwise', async () => {
    const zipped = await fetch(`${server.origin}/api/getAllProducts?page=2`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const zippedBody = (await zipped.json()) as ProductsResponse
    const again = await fetch(`${server.origin}/api/getAllProducts?page=2`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(again.headers.get('content-encoding')).toBe('gzip')
    expect(again.headers.get('content-type')).toMatch(/^application\/json/)
    expect(again.headers.get('x-content-type-options')).toBe('nosniff')
    const plain = await fetch(`${server.origin}/api/getAllProducts?page=2`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual(zippedBody)
    expect(await again.json()).toEqual(zippedBody)
  })
})
