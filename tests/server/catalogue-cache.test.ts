// @vitest-environment node
import { eq } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Product, ProductsResponse } from '../../contracts/product'
import { products } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'

/*
 * The catalogue's short-lived answer cache (server/http/catalogue-cache.ts), seen from outside:
 * a change made behind this process (as another process behind the load balancer would make it)
 * shows once the cache's lifetime has passed, and never later; a write through this process
 * shows at once; the same query in another parameter order is the same answer.
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

/** Renames a product in the database directly: what another server process's write looks like here. */
async function renameBehindTheServer(id: string, name: string) {
  await server.database.db.update(products).set({ name }).where(eq(products.id, id))
}

describe('the catalogue answer cache', () => {
  test('a change made elsewhere shows once the lifetime has passed, and the same query in another order is the same answer', async () => {
    const before = await firstListed()
    await getJson(`/product/${before._id}`)
    await renameBehindTheServer(before._id, 'Renamed behind the server')
    expect((await firstListed()).name).toBe(before.name)
    expect((await firstListed('/getAllProducts?limit=12&page=1')).name).toBe(before.name)
    expect((await getJson<{ data: Product }>(`/product/${before._id}`)).data.name).toBe(before.name)
    clock += TTL_MS - 1
    expect((await firstListed()).name).toBe(before.name)
    clock += 1
    expect((await firstListed()).name).toBe('Renamed behind the server')
    expect((await getJson<{ data: Product }>(`/product/${before._id}`)).data.name).toBe('Renamed behind the server')
  })

  test('a review through this process shows at once in the product and the listing', async () => {
    const product = await firstListed()
    const cached = await getJson<{ data: Product }>(`/product/${product._id}`)
    const signin = await fetch(`${server.origin}/api/user/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_BUYER.email, password: DEMO_BUYER.password }),
    })
    const { token } = (await signin.json()) as { token: string }
    const form = new FormData()
    form.set('review', 'Cached answers must not hide this')
    form.set('rating', '5')
    form.set('productId', product._id)
    const added = await fetch(`${server.origin}/api/product/addReview`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
    expect(added.status).toBe(200)
    const fresh = await getJson<{ data: Product }>(`/product/${product._id}`)
    expect(fresh.data.rating?.length).toBe((cached.data.rating?.length ?? 0) + 1)
    expect((await firstListed()).rating?.length).toBe(fresh.data.rating?.length)
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
