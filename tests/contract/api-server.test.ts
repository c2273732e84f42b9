// @vitest-environment node
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SigninResponse } from '../../contracts/auth'
import { CartResponse } from '../../contracts/cart'
import { endpoints, IDEMPOTENCY_HEADER } from '../../contracts/endpoints'
import { ProductsResponse } from '../../contracts/product'
import { startApiServer, type ApiServer } from '../../mocks/http/api-server'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'

/** The page origin the server answers (the bench's live preview in real use). */
const PAGE_ORIGIN = 'http://127.0.0.1:4320'
const FOREIGN_ORIGIN = 'http://evil.example'

let server: ApiServer
beforeAll(async () => {
  server = await startApiServer({ port: 0, allowedOrigins: [PAGE_ORIGIN] })
})
afterAll(() => server.close())

const api = (path: string) => `${server.origin}/api${path}`

function preflight(origin: string, method: string, headers: string) {
  return fetch(api(endpoints.buy.path), {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  })
}

describe('the fake backend over real HTTP', () => {
  test('binds 127.0.0.1 on the port it was given (0: any free one)', () => {
    expect(server.origin).toBe(`http://127.0.0.1:${server.port}`)
    expect(server.port).toBeGreaterThan(0)
  })

  test('refuses to bind anything but a loopback address', async () => {
    await expect(startApiServer({ host: '0.0.0.0', port: 0 })).rejects.toThrow(/loopback/)
  })

  test('GET products answers the contract, with the page origin allowed to read it', async () => {
    const response = await fetch(`${api(endpoints.products.path)}?page=1&limit=12`, { headers: { Origin: PAGE_ORIGIN } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN)
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(response.headers.get('access-control-expose-headers')).toBeNull()
    const body = Schema.decodeUnknownSync(ProductsResponse)(await response.json())
    expect(body.data).toHaveLength(12)
    expect(body.totalProducts).toBeGreaterThanOrEqual(120)
  })

  test('the whole catalogue goes gzipped to a caller that accepts it', async () => {
    const response = await fetch(api(endpoints.products.path), { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const body = Schema.decodeUnknownSync(ProductsResponse)(await response.json())
    expect(body.data).toHaveLength(body.totalProducts)
  })

  test('a JSON body and a bearer token travel: sign in, then read the cart', async () => {
    const signin = await fetch(api(endpoints.signin.path), {
      method: endpoints.signin.method,
      headers: { 'Content-Type': 'application/json', Origin: PAGE_ORIGIN },
      body: JSON.stringify({ email: DEMO_BUYER.email, password: DEMO_BUYER.password }),
    })
    expect(signin.status).toBe(200)
    const { token } = Schema.decodeUnknownSync(SigninResponse)(await signin.json())
    const cart = await fetch(api(endpoints.cart.path), { headers: { Authorization: `Bearer ${token}` } })
    expect(cart.status).toBe(200)
    expect(Schema.decodeUnknownSync(CartResponse)(await cart.json()).data).toBeDefined()
    expect((await fetch(api(endpoints.cart.path))).status).toBe(401)
  })

  test("a product's pictures are served from the same server", async () => {
    const { data } = Schema.decodeUnknownSync(ProductsResponse)(await (await fetch(`${api(endpoints.products.path)}?limit=1`)).json())
    const image = data[0]?.productVarieties[0]?.images[0] ?? ''
    expect(image).toMatch(/^\/media\//)
    const response = await fetch(`${server.origin}${image}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
  })

  test('the geolocation stand-in answers under /geo/json', async () => {
    const response = await fetch(`${server.origin}/geo/json`, { headers: { Origin: PAGE_ORIGIN } })
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN)
    expect(await response.json()).toMatchObject({ city: 'Surat' })
  })

  test('an unknown path is a 404 with a JSON message', async () => {
    for (const path of ['/api/no-such-call', '/nothing-here']) {
      const response = await fetch(`${server.origin}${path}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ msg: 'Not found' })
    }
  })
})

describe('CORS', () => {
  test('a preflight from the page origin allows the methods and headers the client sends', async () => {
    const response = await preflight(PAGE_ORIGIN, 'POST', `authorization,content-type,${IDEMPOTENCY_HEADER.toLowerCase()}`)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN)
    const methods = (response.headers.get('access-control-allow-methods') ?? '').split(/,\s*/)
    expect(new Set(methods)).toEqual(new Set(Object.values(endpoints).map((e) => e.method)))
    const headers = (response.headers.get('access-control-allow-headers') ?? '').split(/,\s*/).map((h) => h.toLowerCase())
    expect(headers.sort()).toEqual(['authorization', 'content-type', IDEMPOTENCY_HEADER.toLowerCase()].sort())
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(response.headers.get('vary')).toMatch(/Origin/)
  })

  test('a preflight from any other origin gets no CORS headers', async () => {
    const response = await preflight(FOREIGN_ORIGIN, 'POST', 'authorization,content-type')
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
    expect(response.headers.get('access-control-allow-headers')).toBeNull()
  })

  test('an answer to another origin does not let it read the body', async () => {
    const response = await fetch(`${api(endpoints.products.path)}?limit=1`, { headers: { Origin: FOREIGN_ORIGIN } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('closing', () => {
  test('close() releases the port, also with a keep-alive connection open', async () => {
    const other = await startApiServer({ port: 0 })
    await fetch(`${other.origin}/geo/json`) // leaves an idle keep-alive socket behind
    await other.close()
    await other.close() // a second close is harmless
    await expect(fetch(`${other.origin}/geo/json`)).rejects.toThrow('fetch failed')
  })
})
