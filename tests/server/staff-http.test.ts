// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { STAFF_MESSAGES, STAFF_SESSION_COOKIE, type StaffListResponse } from '../../contracts/admin/staff'
import { DEMO_BUYER, DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts'
import { createSocialProviders } from '../../server/auth/social-providers'
import { createApp } from '../../server/http/app'
import { RATE_LIMIT_WINDOW_MS, RATE_LIMITS } from '../../server/http/rate-limits'
import { startServer, type RunningServer } from '../../server/start'
import { demoMember, staffCalls, wireTo } from './staff-wire'

/*
 * Issue 29, point 1: the staff API's HTTP edge on the store server, over real HTTP from
 * 127.0.0.1: the session cookie's attributes, writes from another origin refused, sign-in
 * failures rate-limited, no caching, and the two kinds of credentials kept apart (a buyer's
 * bearer token opens no staff call, a staff cookie no buyer call).
 */

const PUBLIC_ORIGIN = 'https://shop.tanabana.example'
const W = RATE_LIMIT_WINDOW_MS
let clock = Math.floor(Date.parse('2026-06-01T00:00:00Z') / W) * W + 60_000
let server: RunningServer

beforeAll(async () => {
  // behind one trusted proxy (TRUST_PROXY=1), whose X-Forwarded-Proto says how the browser came
  server = await startServer({ port: 0, database: { kind: 'embedded' }, staticDir: null, now: () => clock, publicOrigin: PUBLIC_ORIGIN, rateLimits: { trustedProxies: 1 } })
}, 120_000)
afterAll(async () => {
  await server?.close()
})
beforeEach(() => {
  // a few windows on: no rate-limit count carries over
  clock = (Math.floor(clock / W) + 4) * W + 60_000
})

const { call, signInAs } = staffCalls(wireTo(() => server))
const owner = demoMember('owner')

/** A staff call with exactly these headers (no Origin unless given). */
async function send(method: string, path: string, headers: Record<string, string>, json?: unknown) {
  const response = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

const signInWith = (headers: Record<string, string>) => send('POST', '/admin/session', headers, { email: owner.email, password: DEMO_STAFF_PASSWORD })

describe('the session cookie', () => {
  test('HttpOnly, SameSite=Strict, Path=/api/admin, no Secure over plain http; the token is in no body; nothing is cached', async () => {
    const answer = await signInWith({ Origin: server.origin })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ staff: { id: owner.id, name: owner.name, email: owner.email, role: 'owner' } })
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${STAFF_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/api/admin; HttpOnly; SameSite=Strict$`))
    expect(answer.headers.get('cache-control')).toBe('no-store')
    // refusals and unknown staff paths alike
    expect((await send('GET', '/admin/session', {})).headers.get('cache-control')).toBe('no-store')
    expect((await send('GET', '/admin/no-such-call', {})).headers.get('cache-control')).toBe('no-store')
  })

  test('Secure when the browser reached the store over https (the trusted proxy says so), and so is its clearing', async () => {
    const overHttps = { Origin: PUBLIC_ORIGIN, 'X-Forwarded-Proto': 'https' }
    const answer = await signInWith(overHttps)
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/; Path=\/api\/admin; HttpOnly; Secure; SameSite=Strict$/)
    const session = /=([^;]+)/.exec(cookie)?.[1] ?? ''
    const out = await send('DELETE', '/admin/session', { ...overHttps, Cookie: `${STAFF_SESSION_COOKIE}=${session}` })
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${STAFF_SESSION_COOKIE}=; Max-Age=0; Path=/api/admin; HttpOnly; Secure; SameSite=Strict$`))
    expect((await signInWith({ Origin: PUBLIC_ORIGIN, 'X-Forwarded-Proto': 'http' })).headers.get('set-cookie')).not.toMatch(/Secure/)
  })

  test('without TRUST_PROXY, an X-Forwarded-Proto header is the client\'s claim and marks nothing Secure', async () => {
    const app = createApp({
      ctx: server.ctx,
      social: createSocialProviders({ googleClientId: null, googleTokenInfoUrl: '', facebookAppId: null, facebookAppSecret: null, facebookGraphUrl: '' }),
      site: null,
      securityHeaders: {},
      rateLimits: { perAddress: 100, trustedProxies: 0 },
    })
    const response = await app.request('http://127.0.0.1/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', Origin: 'http://127.0.0.1' },
      body: JSON.stringify({ email: owner.email, password: DEMO_STAFF_PASSWORD }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict$/)
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/)
  })
})

describe('writes from another origin', () => {
  const foreign = 'https://evil.example'

  test('every staff write is refused 403 and does nothing, signing in and setting a password included', async () => {
    const session = await signInAs('owner')
    const cookie = { Cookie: `${STAFF_SESSION_COOKIE}=${session}` }
    const writes = [
      ['POST', '/admin/session', { email: owner.email, password: DEMO_STAFF_PASSWORD }],
      ['POST', '/admin/set-password', { token: 'any-token', password: 'Loom@2026' }],
      ['POST', '/admin/staff', { email: 'planted@evil.example', name: 'Planted', role: 'owner' }],
      ['PATCH', '/admin/staff/staff-support', { role: 'owner' }],
      ['DELETE', '/admin/session', undefined],
    ] as const
    for (const [method, path, json] of writes) {
      const answer = await send(method, path, { ...cookie, Origin: foreign }, json)
      expect({ path, status: answer.status, body: answer.body, cookie: answer.headers.get('set-cookie') }).toEqual({
        path,
        status: 403,
        body: { msg: STAFF_MESSAGES.otherOrigin },
        cookie: null,
      })
    }
    const members = (await send('GET', '/admin/staff', cookie)).body as StaffListResponse
    expect(members.staff.map((m) => m.email)).not.toContain('planted@evil.example')
    expect(members.staff.find((m) => m.id === 'staff-support')?.role).toBe('support')
    // the session was not ended either
    expect((await send('GET', '/admin/session', cookie)).status).toBe(200)
  })

  test('Origin names the store (PUBLIC_ORIGIN or the address it was reached at), else without Origin Sec-Fetch-Site must not name another site', async () => {
    const statusWith = async (headers: Record<string, string>) => (await signInWith(headers)).status
    expect(await statusWith({ Origin: PUBLIC_ORIGIN })).toBe(200)
    expect(await statusWith({ Origin: server.origin })).toBe(200)
    expect(await statusWith({ Origin: 'null' })).toBe(403)
    expect(await statusWith({ Origin: `${PUBLIC_ORIGIN}.evil.example` })).toBe(403)
    expect(await statusWith({ 'Sec-Fetch-Site': 'cross-site' })).toBe(403)
    expect(await statusWith({ 'Sec-Fetch-Site': 'same-site' })).toBe(403)
    expect(await statusWith({ 'Sec-Fetch-Site': 'same-origin' })).toBe(200)
    // no browser's request (curl, a script): no cookie of a browser rides on it
    expect(await statusWith({})).toBe(200)
  })

  test('a read from another origin is no write: answered (SameSite=Strict keeps the cookie off another site\'s requests)', async () => {
    const session = await signInAs('owner')
    expect((await call('staffSession', {}, { session, origin: foreign })).status).toBe(200)
  })
})

describe('staff sign-in failures are rate-limited like the buyers\'', () => {
  test('10 wrong passwords per email from one address in 15 minutes, then 429 with Retry-After; right ones never count', async () => {
    expect(RATE_LIMITS.staffSignin).toEqual({ perEmailAndAddress: 10, counts: 'failures' })
    const support = demoMember('support')
    const attempt = async (email: string, password: string) => {
      const answer = await call('staffSignin', { email, password })
      return answer.status
    }
    for (let i = 0; i < 12; i++) expect(await attempt(support.email, DEMO_STAFF_PASSWORD)).toBe(200)
    for (let i = 0; i < 10; i++) expect(await attempt(support.email, 'Wrong@1234')).toBe(401)
    const limited = await call('staffSignin', { email: ` ${support.email.toUpperCase()}`, password: DEMO_STAFF_PASSWORD })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ msg: 'Too many attempts. Please try again in 16 minutes' })
    expect(limited.setCookie).toBeNull()
    // another member's sign-in, and the buyers' own limit, are counted apart
    expect(await attempt(demoMember('fulfilment').email, DEMO_STAFF_PASSWORD)).toBe(200)
    clock += 930 * 1000
    expect(await attempt(support.email, DEMO_STAFF_PASSWORD)).toBe(200)
  })
})

describe('buyers and staff do not open each other\'s doors', () => {
  async function buyerToken(): Promise<string> {
    const response = await fetch(`${server.origin}/api/user/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_BUYER.email, password: DEMO_BUYER.password }),
    })
    return ((await response.json()) as { token: string }).token
  }

  test('a buyer\'s token opens no staff call: 401 "Please sign in"', async () => {
    const bearer = await buyerToken()
    expect(await call('staffSession', {}, { bearer })).toMatchObject({ status: 200, body: { staff: null } })
    for (const name of ['dashboard', 'orders', 'staff', 'audit'] as const) {
      const answer = await call(name, {}, { bearer })
      expect({ name, status: answer.status, body: answer.body }).toEqual({ name, status: 401, body: { msg: STAFF_MESSAGES.signedOut } })
    }
    expect((await call('addStaff', { email: 'buyer-made@tanabana.in', name: 'Buyer Made', role: 'owner' }, { bearer })).status).toBe(401)
  })

  test('a staff cookie opens no buyer call: 401, as with no token at all', async () => {
    const session = await signInAs('owner')
    for (const [method, path] of [
      ['GET', '/user/cart'],
      ['GET', '/user/orderlist'],
      ['POST', '/user/logout'],
    ] as const) {
      const answer = await send(method, path, { Cookie: `${STAFF_SESSION_COOKIE}=${session}`, Origin: server.origin })
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 401, body: { msg: 'Unauthorized' } })
    }
  })
})
