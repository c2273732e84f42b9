import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { createHmac } from 'node:crypto'
import type { AdminEndpointName } from '../../contracts/admin/admin-endpoints'
import type { EndpointName } from '../../contracts/endpoints'
import { normaliseEmail } from '../../rules/validation'
import { rateLimitWindows } from '../db/schema'
import type { ServerContext } from '../domain/context'
import { log } from '../log'
import { clientAddress } from './client-address'
import { errorBody } from './errors'

/*
 * Rate limits on the calls that take a guess, send a code or write something for everyone to
 * read, kept in the database (table rate_limit_windows) so that every server process counts in
 * the same rows. The count is a sliding window: the attempts of the current 15-minute window
 * plus the previous window's, weighed by how much of it still lies within the last 15 minutes.
 * Each attempt is one atomic upsert for all of its buckets, so processes racing on one bucket
 * each see their own count. A refused attempt is given back at once: it did nothing, so it must
 * not keep the window full (someone who knows a buyer's email could otherwise keep them out for
 * good by trying on). docs/security.md lists the numbers.
 */

/** Every limit counts the attempts of the last 15 minutes. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60_000

export interface RateLimit {
  /**
   * Attempts per email (normalised) from one client address. A guess is counted where it comes
   * from: someone else's wrong passwords, from another address, never lock a buyer out.
   */
  readonly perEmailAndAddress?: number
  /** Attempts per email from every address together: how many codes one mailbox may be sent. */
  readonly perEmail?: number
  /** Attempts per signed-in buyer, or per client address for a visitor. */
  readonly perBuyer?: number
  /**
   * 'every attempt': each request counts (each one sends a code, probes whether an account
   * exists, or writes). 'failures': a successful one is given back, so only wrong guesses add up
   * and a buyer who signs in often is never slowed down.
   */
  readonly counts: 'every attempt' | 'failures'
}

/** A call that can be limited: a row of the buyer table (contracts/endpoints.ts) or of the staff table (contracts/admin/). */
export type LimitableCall = EndpointName | AdminEndpointName

/** The limited calls and their limits, besides the per-address one. */
export const RATE_LIMITS = {
  /** POST /user/signup: registration codes sent to one email. */
  signup: { perEmailAndAddress: 5, perEmail: 20, counts: 'every attempt' },
  /** POST /user/login: login codes (forgot password) sent to one email. */
  loginOtp: { perEmailAndAddress: 5, perEmail: 20, counts: 'every attempt' },
  /** POST /user/verifyOtp: wrong codes for one email (each code also dies after 5 wrong tries). */
  verifyOtp: { perEmailAndAddress: 10, counts: 'failures' },
  /** POST /user/signin: wrong passwords for one email. */
  signin: { perEmailAndAddress: 10, counts: 'failures' },
  /** POST /user/support: requests from one buyer, or one address for visitors. */
  support: { perBuyer: 10, counts: 'every attempt' },
  /** POST /user/apply-coupon: wrong codes from one buyer (guessing coupons). */
  applyCoupon: { perBuyer: 10, counts: 'failures' },
  /** POST /product/addReview: reviews from one buyer (each also needs an order of its own). */
  addReview: { perBuyer: 10, counts: 'every attempt' },
  /** POST /admin/session: wrong staff passwords for one email, as the buyers' sign-in. */
  staffSignin: { perEmailAndAddress: 10, counts: 'failures' },
} as const satisfies Partial<Record<LimitableCall, RateLimit>>

type LimitedCall = keyof typeof RATE_LIMITS

/**
 * Attempts per client address, for each limited call separately, in RATE_LIMIT_WINDOW_MS. High
 * enough for an office of a few hundred behind one address and for the test suites, which
 * register a few dozen buyers per run from 127.0.0.1; low enough to stop one machine spraying
 * guesses over many emails. RATE_LIMIT_PER_ADDRESS changes it.
 */
export const DEFAULT_PER_ADDRESS_LIMIT = 100

export interface RateLimitSettings {
  /** Attempts per client address per call in the window; 0 turns the per-address limits off. */
  readonly perAddress: number
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed (TRUST_PROXY); 0: none. */
  readonly trustedProxies: number
}

export const DEFAULT_RATE_LIMIT_SETTINGS: RateLimitSettings = { perAddress: DEFAULT_PER_ADDRESS_LIMIT, trustedProxies: 0 }

/** The one wording of a refusal; the client shows it as it is. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}

/** 429 with Retry-After (seconds) and `{ msg }`. */
export function tooManyAttempts(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json(errorBody(tooManyAttemptsMessage(retryAfterSeconds)), 429)
}

/** One bucket's attempts in the current and the previous window. */
export interface WindowCounts {
  readonly current: number
  readonly previous: number
}

/** Floating-point slack, in attempts: an attempt at the moment Retry-After named is allowed. */
const EPSILON = 1e-6

/** The attempts within the last window, `elapsedMs` into the current one. */
export function slidingCount(counts: WindowCounts, elapsedMs: number, windowMs = RATE_LIMIT_WINDOW_MS): number {
  return counts.previous * (1 - elapsedMs / windowMs) + counts.current
}

export const isWithinLimit = (counts: WindowCounts, limit: number, elapsedMs: number, windowMs = RATE_LIMIT_WINDOW_MS) =>
  slidingCount(counts, elapsedMs, windowMs) <= limit + EPSILON

/**
 * How long from now (`elapsedMs` into the current window) until one more attempt is within
 * `limit`, if nobody tries meanwhile: later in this window if this window alone has room,
 * else in the next one, where this window is the previous and fades out.
 */
export function msUntilAllowed(counts: WindowCounts, limit: number, elapsedMs: number, windowMs = RATE_LIMIT_WINDOW_MS): number {
  const { current, previous } = counts
  if (current + 1 <= limit) {
    // previous * (1 - t / W) + current + 1 <= limit
    const at = previous === 0 ? 0 : windowMs * (1 - (limit - current - 1) / previous)
    return Math.max(0, at - elapsedMs)
  }
  // in the next window: current * (1 - t / W) + 1 <= limit
  return windowMs - elapsedMs + windowMs * Math.max(0, 1 - (limit - 1) / current)
}

/** What a limited call may do: go on (and say whether it succeeded), or wait. */
export type Attempt =
  | { readonly allowed: true; succeeded(): Promise<void> }
  | { readonly allowed: false; readonly retryAfterSeconds: number }

export interface RateLimiter {
  /**
   * Counts this request against its call's limits (null for a call without any): answers
   * whether it may go on. A call that counts only failures is given back by `succeeded()`.
   * `userId`: the signed-in caller, counted per buyer where the call says so.
   */
  attempt(name: LimitableCall, input: unknown, c: Context, userId: string | null): Promise<Attempt | null>
}

interface Bucket {
  readonly key: string
  readonly limit: number
}

/** Prune old windows at most this often per process, unless the last batch was full. */
const PRUNE_EVERY_MS = 60_000
/** Rows one prune deletes at most: the statement stays short, even on the embedded database. */
const PRUNE_BATCH = 1000

const isLimited = (name: LimitableCall): name is LimitedCall => Object.hasOwn(RATE_LIMITS, name)

export function createRateLimiter(ctx: ServerContext, settings: RateLimitSettings = DEFAULT_RATE_LIMIT_SETTINGS): RateLimiter {
  // emails and addresses are not kept as they are: a keyed hash is enough to count them, and
  // has a fixed length whatever the request sent
  const keyOf = (name: LimitedCall, kind: 'email' | 'email+address' | 'address' | 'buyer', value: string) =>
    `${name}:${kind}:${createHmac('sha256', ctx.secret).update(`rate-limit\0${kind}\0${value}`).digest('base64url').slice(0, 32)}`

  // when this process last pruned (a schedule, not shared state: any process may prune)
  let nextPruneAt = 0
  async function pruneOldWindows(now: number, windowStart: number): Promise<void> {
    if (now < nextPruneAt) return
    nextPruneAt = now + PRUNE_EVERY_MS
    try {
      // windows before the previous one no longer count
      const cutoff = new Date(windowStart - RATE_LIMIT_WINDOW_MS)
      const old = ctx.db
        .select({ bucket: rateLimitWindows.bucket, windowStart: rateLimitWindows.windowStart })
        .from(rateLimitWindows)
        .where(lt(rateLimitWindows.windowStart, cutoff))
        .limit(PRUNE_BATCH)
      const deleted = await ctx.db
        .delete(rateLimitWindows)
        .where(sql`(${rateLimitWindows.bucket}, ${rateLimitWindows.windowStart}) in (${old})`)
        .returning({ bucket: rateLimitWindows.bucket })
      if (deleted.length === PRUNE_BATCH) nextPruneAt = now // more to do: again on the next attempt
    } catch (error) {
      log.error('rate limits: pruning old windows failed:', error)
    }
  }

  /** One statement: +1 in every bucket's current window, answering that and the previous window's count. */
  async function count(keys: readonly string[], windowStart: Date, previousStart: Date): Promise<Map<string, WindowCounts>> {
    // always the same order, so two processes counting the same buckets cannot deadlock
    const rows = [...keys].sort().map((key) => sql`(${key}, ${windowStart.toISOString()}::timestamptz, 1)`)
    const result = (await ctx.db.execute(sql`
      with hit as (
        insert into ${rateLimitWindows} (bucket, window_start, hits) values ${sql.join(rows, sql`, `)}
        on conflict (bucket, window_start) do update set hits = ${rateLimitWindows}.hits + 1
        returning bucket, hits
      )
      select hit.bucket, hit.hits as current, coalesce(previous.hits, 0) as previous
      from hit left join ${rateLimitWindows} previous
        on previous.bucket = hit.bucket and previous.window_start = ${previousStart.toISOString()}::timestamptz
    `)) as unknown as { rows: { bucket: string; current: number | string; previous: number | string }[] }
    return new Map(result.rows.map((row) => [row.bucket, { current: Number(row.current), previous: Number(row.previous) }]))
  }

  async function giveBack(keys: readonly string[], windowStart: Date): Promise<void> {
    try {
      await ctx.db
        .update(rateLimitWindows)
        .set({ hits: sql`${rateLimitWindows.hits} - 1` })
        .where(and(eq(rateLimitWindows.windowStart, windowStart), inArray(rateLimitWindows.bucket, [...keys].sort()), gt(rateLimitWindows.hits, 0)))
    } catch (error) {
      // the call itself succeeded: a count not given back only makes the limit a little stricter
      log.error('rate limits: giving back a successful attempt failed:', error)
    }
  }

  return {
    async attempt(name, input, c, userId) {
      if (!isLimited(name)) return null
      const limit: RateLimit = RATE_LIMITS[name]
      const given = (input as { email?: unknown }).email
      const email = normaliseEmail(typeof given === 'string' ? given : '')
      // without a socket or a trusted header (in-process) there is no address: the email alone then
      const address = clientAddress(c, settings.trustedProxies)
      const buckets: Bucket[] = []
      if (limit.perEmailAndAddress !== undefined) buckets.push({ key: keyOf(name, 'email+address', `${email}\0${address ?? ''}`), limit: limit.perEmailAndAddress })
      if (limit.perEmail !== undefined) buckets.push({ key: keyOf(name, 'email', email), limit: limit.perEmail })
      if (limit.perBuyer !== undefined && (userId !== null || address !== null)) {
        buckets.push({ key: userId !== null ? keyOf(name, 'buyer', userId) : keyOf(name, 'address', `visitor\0${address}`), limit: limit.perBuyer })
      }
      if (settings.perAddress > 0 && address !== null) buckets.push({ key: keyOf(name, 'address', address), limit: settings.perAddress })
      if (buckets.length === 0) return null

      const now = ctx.now()
      const windowStart = Math.floor(now / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS
      const elapsedMs = now - windowStart
      await pruneOldWindows(now, windowStart)
      const keys = buckets.map((b) => b.key)
      const counts = await count(keys, new Date(windowStart), new Date(windowStart - RATE_LIMIT_WINDOW_MS))

      const seen = buckets.map((bucket) => ({ ...bucket, counts: counts.get(bucket.key) ?? { current: 1, previous: 0 } }))
      if (seen.some((b) => !isWithinLimit(b.counts, b.limit, elapsedMs))) {
        // refused: given back, so the window holds only what was done; the wait is until one
        // more attempt fits every limit (one just at its limit too), in whole seconds, less a
        // microsecond of floating-point noise (300000.0000001 ms says 300 s)
        await giveBack(keys, new Date(windowStart))
        const without = (c: WindowCounts): WindowCounts => ({ current: Math.max(0, c.current - 1), previous: c.previous })
        const waitMs = Math.max(...seen.map((b) => msUntilAllowed(without(b.counts), b.limit, elapsedMs)))
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((waitMs - 0.001) / 1000)) }
      }
      return {
        allowed: true,
        succeeded: () => (limit.counts === 'failures' ? giveBack(keys, new Date(windowStart)) : Promise.resolve()),
      }
    },
  }
}
