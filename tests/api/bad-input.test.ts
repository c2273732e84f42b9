import { describe, expect, test } from 'vitest'
import { endpoints, type EndpointName } from '../../contracts/endpoints'
import { requestBodyLimit } from '../../rules/validation'
import { signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'
import { describeWith } from './support/capabilities'

const backend = serveBackend()

/*
 * What a client can send wrong on the wire: every refusal is a 4xx `{ msg }` without a trace of
 * the code behind it, and the backend goes on answering.
 */

const names = Object.keys(endpoints) as EndpointName[]
const jsonRows = names.filter((n) => endpoints[n].transport === 'json')
const pathOf = (name: EndpointName) => endpoints[name].path.replace(':id', 'addr-aarav-home')

/** Traces of the code behind an answer: stack frames, source paths, Node internals. */
const LEAKS = /\bat\s+\S+\s+\(|\bat\s+(?:file:|node:|\/)|\.[cm]?[jt]sx?:\d+|node_modules|node:internal|Error:/

/** Checks a refusal: its status, a `{ msg }` body without LEAKS, and a backend that still answers. */
async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status)
  const text = await response.text()
  expect(text).not.toMatch(LEAKS)
  expect(text).not.toContain(process.cwd())
  const body = JSON.parse(text) as unknown
  expect(body).toEqual({ msg: expect.stringMatching(/\S/) })
  expect((await fetch(backend.api(endpoints.categoryNames.path))).status).toBe(200)
  return (body as { msg: string }).msg
}

async function authorization(): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await signInAs()}` }
}

describe('malformed JSON', () => {
  test.each(jsonRows)('%s: 400 { msg }', async (name) => {
    const { method } = endpoints[name]
    const headers = { ...(await authorization()), 'Content-Type': 'application/json' }
    const response = await fetch(backend.api(pathOf(name)), { method, headers, body: '{"email": "a@b.co",' })
    expect(await refusal(response, 400)).toBe('Invalid JSON body')
  })

  test('a form-encoded body sent as JSON: 400 { msg }', async () => {
    const response = await fetch(backend.api(endpoints.signin.path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'email=a' })
    expect(await refusal(response, 400)).toBe('Invalid JSON body')
  })

  test.each([
    ['an array', '[1]'],
    ['a string', '"signin"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('a JSON body that is %s: 400 { msg }', async (_, body) => {
    const response = await fetch(backend.api(endpoints.signin.path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    expect(await refusal(response, 400)).toBe('The body must be a JSON object')
  })

  test('fields of the wrong type: 400 { msg } naming the problem', async () => {
    const headers = { ...(await authorization()), 'Content-Type': 'application/json' }
    const body = JSON.stringify({ productId: 42, color: ['Indigo'], quantity: '2' })
    const response = await fetch(backend.api(endpoints.addToCart.path), { method: 'POST', headers, body })
    expect(await refusal(response, 400)).toMatch(/^Invalid request: /)
  })

  test('a multipart call sent as something else: 400 { msg }', async () => {
    const headers = { ...(await authorization()), 'Content-Type': 'multipart/form-data; boundary=nothing' }
    const response = await fetch(backend.api(endpoints.addReview.path), { method: 'POST', headers, body: 'not a form' })
    await refusal(response, 400)
  })
})

describe('a body over the limit', () => {
  test('a JSON body one byte over its limit: 413 { msg }', async () => {
    const limit = requestBodyLimit({ transport: 'json' })
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(limit) }).slice(0, limit + 1)
    const response = await fetch(backend.api(endpoints.signin.path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    expect(await refusal(response, 413)).toBe('Request body too large')
  })

  test('a JSON body just within its limit is read (and judged on its fields)', async () => {
    const limit = requestBodyLimit({ transport: 'json' })
    const padding = 'x'.repeat(limit - 100)
    const body = JSON.stringify({ name: 'Ravi', contactDetails: 'ravi@example.com', message: padding })
    const response = await fetch(backend.api(endpoints.support.path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    // read whole, then refused for its message's length (contracts/limits.ts), not for its size
    expect(await refusal(response, 400)).toMatch(/^Invalid request: .*at most 2000/)
  })

  test('a multipart body over its limit: 413 { msg }', async () => {
    const form = new FormData()
    form.set('review', 'Heavy')
    form.set('rating', '5')
    form.set('productId', 'p1')
    form.append('reviewImages', new File([new Uint8Array(requestBodyLimit({ transport: 'multipart' }) + 1)], 'big.png', { type: 'image/png' }))
    const response = await fetch(backend.api(endpoints.addReview.path), { method: 'POST', headers: await authorization(), body: form })
    expect(await refusal(response, 413)).toBe('Request body too large')
  })
})

describe('paths and methods the API does not have', () => {
  test.each([
    ['GET', '/no-such-call'],
    ['POST', '/user/no-such-call'],
    ['GET', '/user/signin/extra'],
    ['DELETE', '/getAllProducts'],
  ])('%s /api%s: 404 { msg }', async (method, path) => {
    const response = await fetch(backend.api(path), { method, headers: await authorization() })
    expect(await refusal(response, 404)).toBe('Not found')
  })
})

describe('answers carry no trace of the code behind them', () => {
  test('the refusals of every required row, signed out and with nonsense', async () => {
    for (const name of names.filter((n) => endpoints[n].auth === 'required')) {
      const { method } = endpoints[name]
      await refusal(await fetch(backend.api(pathOf(name)), { method }), 401)
    }
  })

  test('a query that cannot be read', async () => {
    await refusal(await fetch(backend.api(`${endpoints.products.path}?page=-1&limit=x&rating=abc`)), 400)
    await refusal(await fetch(backend.api(`${endpoints.products.path}?priceRange=%E0%A4%A`)), 400)
  })
})

describeWith('securityHeaders', 'security headers', () => {
  test('every API answer, a refusal too, says nosniff and may not be framed', async () => {
    for (const response of [await fetch(backend.api(endpoints.categoryNames.path)), await fetch(backend.api('/no-such-call'))]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
    }
  })
})

describe('response headers', () => {
  test('answers and refusals are JSON and say so', async () => {
    const answers = [await fetch(backend.api(endpoints.categoryNames.path)), await fetch(backend.api('/no-such-call'))]
    for (const response of answers) expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  })
})
