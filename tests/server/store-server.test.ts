// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DataDirBusyError } from '../../server/db/data-dir-lock'
import { openDatabase } from '../../server/db/connection'
import { startServer, type RunningServer } from '../../server/start'

/*
 * The store server as a deployment runs it: a file-backed embedded database, a live build to
 * serve, restarts. The API's behaviour is the contract suite's (tests/api); this file is about
 * what only the real server has.
 */

const root = mkdtempSync(join(tmpdir(), 'tanabana-server-test-'))
const dataDir = join(root, 'data')
const siteDir = join(root, 'site')
const script = `console.log(${JSON.stringify('x'.repeat(4000))})`

let server: RunningServer
beforeAll(async () => {
  mkdirSync(join(siteDir, 'assets'), { recursive: true })
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Tanabana</title><div id="root"></div>')
  writeFileSync(join(siteDir, 'assets', 'app-3f9a1c.js'), script)
  mkdirSync(join(siteDir, '.vite'))
  writeFileSync(join(siteDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-3f9a1c.js"}}')
  server = await startServer({ port: 0, database: { kind: 'embedded', dataDir }, staticDir: siteDir })
}, 60_000)
afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const url = (path: string) => `${server.origin}${path}`

describe('the live build on the same origin as the API', () => {
  test('a client route answers the app shell with the security headers, never cached stale', async () => {
    // (a route without a product to look up: an unknown product is a 404 since issue 19, tests/server/seo.test.ts)
    const response = await fetch(url('/products'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('<div id="root">')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  test('hashed assets are immutable, gzipped for a client that accepts it, and revalidated by ETag', async () => {
    const zipped = await fetch(url('/assets/app-3f9a1c.js'), { headers: { 'Accept-Encoding': 'gzip' } })
    expect(zipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(await zipped.text()).toBe(script)
    const etag = zipped.headers.get('etag') ?? ''
    const again = await fetch(url('/assets/app-3f9a1c.js'), { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  test("the build manifest is the server renderer's, not served to visitors", async () => {
    const response = await fetch(url('/.vite/manifest.json'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ msg: 'Not found' })
  })

  test('a missing file is a 404 { msg }, not the app shell', async () => {
    const response = await fetch(url('/assets/missing-123.js'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ msg: 'Not found' })
  })

  test('API answers over 1 KB go gzipped to a client that accepts it', async () => {
    const response = await fetch(url('/api/getAllProducts'), { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const body = (await response.json()) as { data: unknown[]; totalProducts: number }
    expect(body.data).toHaveLength(body.totalProducts)
  })

  test('the catalogue pictures are served under /media', async () => {
    const listing = (await (await fetch(url('/api/getAllProducts?page=1&limit=1'))).json()) as { data: { productVarieties: { images: string[] }[] }[] }
    const picture = listing.data[0]?.productVarieties[0]?.images[0] ?? ''
    expect(picture).toMatch(/^\/media\/swatch\//)
    const response = await fetch(url(picture))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
  })
})

describe('the embedded database', () => {
  test('a second server on the same DATA_DIR is refused while the first runs', async () => {
    await expect(openDatabase({ kind: 'embedded', dataDir })).rejects.toBeInstanceOf(DataDirBusyError)
  })

  test('what a buyer wrote survives a restart on the same DATA_DIR', async () => {
    const signup = (await (await post('/api/user/signup', { email: 'restart@example.com' })).json()) as { otp: string }
    const verify = await post('/api/user/verifyOtp', {
      type: 'signin',
      name: 'Restart Buyer',
      password: 'Restart@123',
      email: 'restart@example.com',
      phone: '9000000000',
      otp: signup.otp,
    })
    expect(verify.status).toBe(200)

    await server.close()
    server = await startServer({ port: 0, database: { kind: 'embedded', dataDir }, staticDir: siteDir })
    const signin = await post('/api/user/signin', { email: 'restart@example.com', password: 'Restart@123' })
    expect(signin.status).toBe(200)
    expect(((await signin.json()) as { data: { name: string } }).data.name).toBe('Restart Buyer')
  }, 60_000)
})

function post(path: string, body: unknown) {
  return fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}
