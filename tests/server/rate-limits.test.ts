// @vitest-environment node
import { lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { createSocialProviders } from '../../server/auth/social-providers'
import { configFromEnv } from '../../server/config'
import { rateLimitWindows } from '../../server/db/schema'
import { createApp } from '../../server/http/app'
import { normaliseAddress } from '../../server/http/client-address'
import { DEFAULT_PER_ADDRESS_LIMIT, RATE_LIMIT_WINDOW_MS, RATE_LIMITS } from '../../server/http/rate-limits'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'

/*
 * The rate limits (#18, #26) on the store server over real HTTP from 127.0.0.1, on the embedded
 * database and on a PostgreSQL server, with a clock the test moves. Each test starts a
 * few windows after the last one, so no count carries over.
 */

const W = RATE_LIMIT_WINDOW_MS
/** A minute into a window: the numbers below follow from it. */
let clock = Math.floor(Date.parse('2026-06-01T00:00:00Z') / W) * W + 60_000
let server: RunningServer

let cluster: ThrowawayPostgres | null = null
afterAll(() => cluster?.stop())

/** The store on an embedded database, or on a throwaway PostgreSQL server, with the test's clock. */
async function startStore(kind: 'embedded' | 'postgres'): Promise<RunningServer> {
  if (kind === 'embedded') return startServer({ port: 0, database: { kind: 'embedded' }, staticDir: null, now: () => clock })
  cluster ??= await startThrowawayPostgres()
  const url = cluster.createDatabase('rate_limits')
  return startServer({ port: 0, database: { kind: 'postgres', url, maxConnections: 5 }, staticDir: null, now: () => clock })
}

interface Answer {
  readonly status: number
  readonly retryAfter: string | null
  readonly body: { msg?: string }
}

async function post(path: string, json: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.origin}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(json),
  })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { msg?: string } }
}

const loginCode = (email: string, headers?: Record<string, string>) => post('/user/login', { email }, headers)
const signupCode = (email: string) => post('/user/signup', { email })
const signIn = (email: string, password: string) => post('/user/signin', { email, password })
const verifyLogin = (email: string, otp: string) => post('/user/verifyOtp', { type: 'login', email, otp })

async function times(n: number, call: () => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < n; i++) statuses.push((await call()).status)
  return statuses
}

const refusal = (retryAfterSeconds: number, minutes: number) => ({
  status: 429,
  retryAfter: String(retryAfterSeconds),
  body: { msg: `Too many attempts. Please try again in ${minutes} minutes` },
})

describe.each(['embedded', 'postgres'] as const)('on the %s database', (kind) => {
  beforeAll(async () => {
    server = await startStore(kind)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })
  beforeEach(() => {
    clock = (Math.floor(clock / W) + 4) * W + 60_000
  })

  describe('per email', () => {
    test('login codes: 5 in 15 minutes, then 429 with Retry-After and { msg }; another email is not affected', async () => {
      expect(RATE_LIMITS.loginOtp.perEmailAndAddress).toBe(5)
      expect(await times(5, () => loginCode(DEMO_BUYER.email))).toEqual([200, 200, 200, 200, 200])
      // the sixth (the same email, typed differently) is refused and not counted: 5 in this window,
      // so free again 3 minutes into the next one, where these 5 weigh 4 and the new one makes 5
      expect(await loginCode(` ${DEMO_BUYER.email.toUpperCase()} `)).toEqual(refusal(1020, 17))
      expect((await loginCode(DEMO_WEAVER.email)).status).toBe(200)

      clock += 1020 * 1000
      expect((await loginCode(DEMO_BUYER.email)).status).toBe(200)
      // a sliding window: the last window still counts for four fifths, so not yet a second one
      expect(await loginCode(DEMO_BUYER.email)).toEqual(refusal(180, 3))
      clock += 180 * 1000
      expect((await loginCode(DEMO_BUYER.email)).status).toBe(200)
    })

    test('a refused attempt is not counted: trying on does not push the wait further', async () => {
      expect(await times(5, () => loginCode(DEMO_WEAVER.email))).toEqual(Array(5).fill(200))
      for (let i = 0; i < 30; i++) {
        expect(await loginCode(DEMO_WEAVER.email)).toEqual(refusal(1020 - i * 10, Math.ceil((1020 - i * 10) / 60)))
        clock += 10_000
      }
      clock += (1020 - 300) * 1000
      expect((await loginCode(DEMO_WEAVER.email)).status).toBe(200)
    })

    test('sign-up codes: 5 per email from one address in 15 minutes', async () => {
      expect(await times(6, () => signupCode('newcomer@example.com'))).toEqual([200, 200, 200, 200, 200, 429])
      expect((await signupCode('another@example.com')).status).toBe(200)
    })

    test('password sign-in counts only wrong passwords: 10 per email, and a signed-in buyer is never slowed', async () => {
      expect(await times(12, () => signIn(DEMO_BUYER.email, DEMO_BUYER.password))).toEqual(Array(12).fill(200))
      expect(await times(10, () => signIn(DEMO_BUYER.email, 'Wrong@1234'))).toEqual(Array(10).fill(401))
      // the right password too must wait now, from this address: 10 in this window, free again once they weigh 9
      expect(await signIn(DEMO_BUYER.email, DEMO_BUYER.password)).toEqual(refusal(930, 16))
      expect((await signIn(DEMO_WEAVER.email, DEMO_WEAVER.password)).status).toBe(200)
      clock += 930 * 1000
      expect((await signIn(DEMO_BUYER.email, DEMO_BUYER.password)).status).toBe(200)
    })

    test('code verification counts only wrong codes: 10 per email', async () => {
      // a right code is given back (else the tenth wrong one below would be the eleventh attempt)
      const { otp } = (await loginCode(DEMO_WEAVER.email)).body as { otp?: string | number }
      expect((await verifyLogin(DEMO_WEAVER.email, String(otp))).status).toBe(200)
      // no code asked for now: each try is refused by the rule (Invalid OTP) until the limit answers
      const wrong = await times(10, () => verifyLogin(DEMO_WEAVER.email, '000000'))
      expect(wrong).toEqual(Array(10).fill(400))
      const limited = await verifyLogin(DEMO_WEAVER.email, '000000')
      expect(limited.status).toBe(429)
      expect(Number(limited.retryAfter)).toBeGreaterThan(0)
      expect(limited.body.msg).toMatch(/^Too many attempts\. Please try again in \d+ minutes$/)
      expect((await verifyLogin(DEMO_BUYER.email, '000000')).status).toBe(400)
    })

    test('attempts at the same moment are each counted once (one atomic upsert)', async () => {
      const burst = await Promise.all(Array.from({ length: 12 }, () => signupCode('burst@example.com')))
      const statuses = burst.map((a) => a.status).sort()
      expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)])
    })
  })

  describe('per client address', () => {
    test('100 attempts per call from one address, whatever the email; other calls are not affected', async () => {
      expect(DEFAULT_PER_ADDRESS_LIMIT).toBe(100)
      const statuses = await times(100, () => loginCode(`nobody-${Math.random().toString(36).slice(2)}@example.com`))
      expect(statuses).toEqual(Array(100).fill(404))
      // a fresh email from the same address: over the address's limit (101 of 100), refused and not counted
      expect(await loginCode('fresh@example.com')).toEqual(refusal(849, 15))
      // without TRUST_PROXY, X-Forwarded-For is the client's claim and changes nothing
      expect((await loginCode('fresh@example.com', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429)
      // another call from the same address has a count of its own
      expect((await signIn(DEMO_BUYER.email, DEMO_BUYER.password)).status).toBe(200)
      expect((await signupCode('fresh@example.com')).status).toBe(200)
    })

    test('behind TRUST_PROXY proxies, the address the nearest proxy saw; without a socket or header, the email alone', async () => {
      const app = createApp({
        ctx: server.ctx,
        social: createSocialProviders({ googleClientId: null, googleTokenInfoUrl: '', facebookAppId: null, facebookAppSecret: null, facebookGraphUrl: '' }),
        site: null,
        securityHeaders: {},
        rateLimits: { perAddress: 3, trustedProxies: 1 },
      })
      const ask = async (email: string, forwardedFor?: string) =>
        (
          await app.request('/api/user/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
            body: JSON.stringify({ email }),
          })
        ).status
      const statuses: number[] = []
      // the left entries are whatever the client sent; the proxy appended 198.51.100.7
      for (let i = 0; i < 4; i++) statuses.push(await ask(`ghost-${i}@example.com`, `10.0.0.${i}, 198.51.100.7`))
      expect(statuses).toEqual([404, 404, 404, 429])
      expect(await ask('ghost-x@example.com', '10.0.0.1, 198.51.100.8')).toBe(404)
      // in-process, with no socket and no header, there is no address: only the email counts
      const anonymous: number[] = []
      for (let i = 0; i < 6; i++) anonymous.push(await ask(`anon-${i}@example.com`))
      expect(anonymous).toEqual(Array(6).fill(404))
    })
  })

  describe('guesses are counted where they come from', () => {
    /** The store behind one trusted proxy, which appends the client's address to X-Forwarded-For. */
    const behindProxy = () =>
      createApp({
        ctx: server.ctx,
        social: createSocialProviders({ googleClientId: null, googleTokenInfoUrl: '', facebookAppId: null, facebookAppSecret: null, facebookGraphUrl: '' }),
        site: null,
        securityHeaders: {},
        rateLimits: { perAddress: 100, trustedProxies: 1 },
      })
    const from = (app: ReturnType<typeof behindProxy>, address: string) => async (path: string, json: unknown, token?: string) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': address }
      if (token) headers.Authorization = `Bearer ${token}`
      const response = await app.request(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(json) })
      return { status: response.status, body: (await response.json()) as { msg?: string; otp?: string | number } }
    }

    test('someone else’s wrong passwords from another address never lock a buyer out', async () => {
      const app = behindProxy()
      const attacker = from(app, '203.0.113.66')
      const buyer = from(app, '198.51.100.20')
      for (let i = 0; i < 10; i++) expect((await attacker('/user/signin', { email: DEMO_BUYER.email, password: 'Guess@1234' })).status).toBe(401)
      expect((await attacker('/user/signin', { email: DEMO_BUYER.email, password: 'Guess@1234' })).status).toBe(429)
      // the buyer, at home, signs in with the right password at once
      expect((await buyer('/user/signin', { email: DEMO_BUYER.email, password: DEMO_BUYER.password })).status).toBe(200)
      // and the attacker keeps being refused, however long they try on
      for (let i = 0; i < 5; i++) expect((await attacker('/user/signin', { email: DEMO_BUYER.email, password: DEMO_BUYER.password })).status).toBe(429)
    })

    test('someone else asking for codes from another address never keeps a buyer from getting one', async () => {
      const app = behindProxy()
      const attacker = from(app, '203.0.113.67')
      const buyer = from(app, '198.51.100.21')
      for (let i = 0; i < 5; i++) expect((await attacker('/user/login', { email: DEMO_WEAVER.email })).status).toBe(200)
      expect((await attacker('/user/login', { email: DEMO_WEAVER.email })).status).toBe(429)
      const asked = await buyer('/user/login', { email: DEMO_WEAVER.email })
      expect(asked.status).toBe(200)
      expect((await buyer('/user/verifyOtp', { type: 'login', email: DEMO_WEAVER.email, otp: String(asked.body.otp) })).status).toBe(200)
    })

    test('one mailbox is sent at most 20 codes in 15 minutes, from however many addresses', async () => {
      const app = behindProxy()
      expect(RATE_LIMITS.signup.perEmail).toBe(20)
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) statuses.push((await from(app, `203.0.113.${100 + i}`)('/user/signup', { email: 'mailbox@example.com' })).status)
      expect(statuses).toEqual([...Array(20).fill(200), 429])
    })

    test('support requests: 10 per visitor’s address, then 429', async () => {
      const visitor = from(behindProxy(), '203.0.113.68')
      const request = { name: 'Ravi', contactDetails: 'ravi@example.com', message: 'Bulk rates?' }
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) statuses.push((await visitor('/user/support', request)).status)
      expect(statuses).toEqual([...Array(10).fill(200), 429])
      expect((await from(behindProxy(), '203.0.113.69')('/user/support', request)).status).toBe(200)
    })

    test('coupon guesses: 10 wrong codes per buyer, then 429, even for a right one', async () => {
      const buyer = from(behindProxy(), '198.51.100.22')
      const { token } = (await (await fetch(`${server.origin}/api/user/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_WEAVER.email, password: DEMO_WEAVER.password }),
      })).json()) as { token: string }
      for (let i = 0; i < 10; i++) expect((await buyer('/user/apply-coupon', { couponCode: `GUESS${i}` }, token)).status).toBe(400)
      expect((await buyer('/user/apply-coupon', { couponCode: 'GUESS10' }, token)).status).toBe(429)
      // the same buyer from another address is the same buyer
      expect((await from(behindProxy(), '198.51.100.23')('/user/apply-coupon', { couponCode: 'GUESS11' }, token)).status).toBe(429)
    })
  })

  test('windows that no longer count are pruned', async () => {
    const windowStart = Math.floor(clock / W) * W
    await server.ctx.db.insert(rateLimitWindows).values(
      Array.from({ length: 5 }, (_, i) => ({ bucket: `old-${i}`, windowStart: new Date(windowStart - (2 + i) * W), hits: 3 })),
    )
    expect((await loginCode(DEMO_BUYER.email)).status).toBe(200)
    const left = await server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimitWindows)
      .where(lt(rateLimitWindows.windowStart, new Date(windowStart - W)))
    expect(left[0]?.n).toBe(0)
  })
})

describe('settings', () => {
  test('RATE_LIMIT_PER_ADDRESS and TRUST_PROXY, with their defaults', () => {
    expect(configFromEnv({}).rateLimits).toEqual({ perAddress: 100, trustedProxies: 0 })
    expect(configFromEnv({ RATE_LIMIT_PER_ADDRESS: '400', TRUST_PROXY: '1' }).rateLimits).toEqual({ perAddress: 400, trustedProxies: 1 })
    expect(() => configFromEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
  })

  test('addresses are keyed as one client: IPv4 as is, mapped IPv4 unwrapped, IPv6 by its /64', () => {
    expect(normaliseAddress('127.0.0.1')).toBe('127.0.0.1')
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normaliseAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(normaliseAddress('[2001:db8::1]')).toBe('2001:db8:0:0::/64')
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(normaliseAddress('not an address')).toBeNull()
  })
})
