// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'
import { AbortedError, DecodeError, HttpError, NetworkError, TimeoutError } from '../../src/services/api-error'
import { createHttpClient, type HttpClientDeps } from '../../src/services/http-client'

const BASE = 'http://api.test/api'
const TOKEN = 'mock.secret-token-123'

interface Seen {
  url: string
  init: RequestInit
}

/** A fetch that records each request and answers with the given responder. */
function fakeFetch(respond: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const seen: Seen[] = []
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init = {}) => {
    seen.push({ url: String(input), init })
    return respond(String(input), init)
  })
  return { fetch, seen }
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function client(fetch: typeof globalThis.fetch, overrides: Partial<HttpClientDeps> = {}) {
  return createHttpClient({ baseUrl: BASE, getToken: () => TOKEN, timeoutMs: 5_000, fetch, ...overrides })
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (e) {
    return e
  }
  throw new Error('expected a rejection')
}

/** Never answers on its own; rejects like fetch does when its signal aborts. */
const hangingFetch = (_url: string, init: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
  })

describe('the bearer token', () => {
  test('travels only in the Authorization header', async () => {
    const { fetch, seen } = fakeFetch(() => jsonResponse({ data: [] }))
    await client(fetch).call('addToCart', { productId: 'p1', color: 'Teal', quantity: 2 })
    const [request] = seen
    const headers = new Headers(request?.init.headers)
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`)
    expect(request?.url).not.toContain(TOKEN)
    expect(String(request?.init.body)).not.toContain(TOKEN)
    const elsewhere = [...headers].filter(([name, value]) => name !== 'authorization' && value.includes(TOKEN))
    expect(elsewhere).toEqual([])
  })

  test('is left out when there is none', async () => {
    const { fetch, seen } = fakeFetch(() => jsonResponse({ data: [] }))
    await client(fetch, { getToken: () => null }).call('categoryNames', {})
    expect(new Headers(seen[0]?.init.headers).has('Authorization')).toBe(false)
  })

  test('a 401 to a call that carried a token reports an expired session; a visitor’s 401 does not', async () => {
    const onUnauthorized = vi.fn<() => void>()
    const { fetch } = fakeFetch(() => jsonResponse({ msg: 'Unauthorized' }, 401))
    await rejectionOf(client(fetch, { onUnauthorized }).call('cart', {}))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    await rejectionOf(client(fetch, { onUnauthorized, getToken: () => null }).call('cart', {}))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})

describe('building the request', () => {
  test('fills path parameters and sends the rest as JSON', async () => {
    const { fetch, seen } = fakeFetch(() => jsonResponse({ msg: 'ok' }))
    await client(fetch).call('editAddress', {
      id: 'a/1', name: 'N', address: 'A', city: 'C', state: 'S', alternativePhoneNumber: '9999999999', country: 'India',
    })
    expect(seen[0]?.url).toBe(`${BASE}/address/a%2F1`)
    expect(seen[0]?.init.method).toBe('PUT')
    expect(JSON.parse(String(seen[0]?.init.body))).not.toHaveProperty('id')
    expect(new Headers(seen[0]?.init.headers).get('Content-Type')).toBe('application/json')
  })

  test('puts query fields in the URL, skipping empty ones', async () => {
    const { fetch, seen } = fakeFetch(() => jsonResponse({ data: [], totalProducts: 0, totalPage: 0 }))
    await client(fetch).call('products', { page: '2', category: 'Cotton,Silk', search: '' })
    expect(seen[0]?.url).toBe(`${BASE}/getAllProducts?page=2&category=Cotton%2CSilk`)
    expect(seen[0]?.init.body).toBeUndefined()
  })

  test('sends multipart without a hand-written Content-Type (fetch adds the boundary)', async () => {
    const { fetch, seen } = fakeFetch(() => jsonResponse({ msg: 'ok' }))
    const picture = new File(['x'], 'a.png', { type: 'image/png' })
    await client(fetch).call('addReview', { review: 'r', rating: '5', productId: 'p', reviewImages: [picture, picture] })
    const body = seen[0]?.init.body
    expect(body).toBeInstanceOf(FormData)
    expect((body as FormData).getAll('reviewImages')).toHaveLength(2)
    expect(new Headers(seen[0]?.init.headers).has('Content-Type')).toBe(false)
  })
})

describe('cancelling and timing out', () => {
  test('an aborted signal rejects with AbortedError', async () => {
    const { fetch } = fakeFetch(hangingFetch)
    const controller = new AbortController()
    const pending = client(fetch).call('categories', {}, { signal: controller.signal })
    controller.abort()
    expect(await rejectionOf(pending)).toBeInstanceOf(AbortedError)
  })

  test('a signal aborted before the call never reaches the network', async () => {
    const { fetch, seen } = fakeFetch(hangingFetch)
    const controller = new AbortController()
    controller.abort()
    expect(await rejectionOf(client(fetch).call('categories', {}, { signal: controller.signal }))).toBeInstanceOf(AbortedError)
    expect(seen).toEqual([])
  })

  test('no answer within timeoutMs rejects with TimeoutError', async () => {
    const { fetch } = fakeFetch(hangingFetch)
    const started = Date.now()
    const error = await rejectionOf(client(fetch).call('categories', {}, { timeoutMs: 30 }))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ timeoutMs: 30 })
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  test('the client’s own timeout applies when the call gives none', async () => {
    const { fetch } = fakeFetch(hangingFetch)
    expect(await rejectionOf(client(fetch, { timeoutMs: 25 }).call('categories', {}))).toBeInstanceOf(TimeoutError)
  })

  test('a refused connection is a NetworkError', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))
    expect(await rejectionOf(client(fetch).call('categories', {}))).toBeInstanceOf(NetworkError)
  })
})

describe('reading answers', () => {
  test.each([
    ['msg first', { msg: 'From msg', message: 'From message' }, 'From msg'],
    ['message when msg is absent', { message: 'From message' }, 'From message'],
    ['message when msg is blank', { msg: '  ', message: 'From message' }, 'From message'],
    ['nothing when neither is text', { msg: 3 }, undefined],
  ])('an error answer reads %s', async (_, body, expected) => {
    const { fetch } = fakeFetch(() => jsonResponse(body, 400))
    const error = await rejectionOf(client(fetch).call('applyCoupon', { couponCode: 'X' }))
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 400, serverMessage: expected })
  })

  test('an error answer that is not JSON keeps its status', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }))
    expect(await rejectionOf(client(fetch).call('categories', {}))).toMatchObject({ _tag: 'HttpError', status: 502, serverMessage: undefined })
  })

  test.each([
    ['HTML', '<!doctype html><p>hello</p>'],
    ['an empty body', ''],
  ])('a 200 with %s is a DecodeError', async (_, text) => {
    const { fetch } = fakeFetch(() => new Response(text, { status: 200 }))
    expect(await rejectionOf(client(fetch).call('categories', {}))).toBeInstanceOf(DecodeError)
  })

  test('a 200 that breaks the contract is a DecodeError; extra fields are tolerated', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ totalPrice: 'lots' }))
    expect(await rejectionOf(client(fetch).call('cartTotal', {}))).toBeInstanceOf(DecodeError)
    const tolerant = fakeFetch(() => jsonResponse({ totalPrice: 120, currency: 'INR' }))
    expect(await client(tolerant.fetch).call('cartTotal', {})).toEqual({ totalPrice: 120 })
  })
})
