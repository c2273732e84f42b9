import type { AdminEndpointName } from '../../../contracts/admin/admin-endpoints'
import type { EndpointName } from '../../../contracts/endpoints'
import type { CatalogueChange } from './announcements'
import { cacheKeyOf, KEPT_READS } from './cache-keys'
import { createKeptAnswers, type AnswerToKeep, type KeptAnswer } from './kept-answers'
import { createSingleFlight } from './single-flight'
import { createStockChangeLog } from './stock-change-log'

/*
 * The catalogue's public answers (the listing, one product and its reviews, the landing's
 * highlights, the category lists), kept per process: the same query gets the bytes the first one
 * got, already encoded and gzipped, without touching the database. Every buyer asks for the same
 * few listing pages, so a busy store answers most of them from here.
 *
 * How long an answer is kept: the database announces every committed change to the catalogue's
 * tables (announcements.ts), whichever process or tool wrote it, and every process listens. A
 * stock change (an order) names its products and forgets only the answers that show them; any
 * other change forgets everything. While the process is listening, answers are kept up to
 * LISTENING_TTL_MS (a bound, not a schedule: the announcements keep them true). While it is not
 * (its listening connection lost, or none started), they are kept `ttlMs`, so another process's
 * change shows within `ttlMs`, and a write in this process forgets them at once. Nothing that
 * decides a sale reads it: the cart, the checkout and POST /buy read the database.
 */

/** The writes that change what the kept reads answer. */
const CATALOGUE_WRITES: ReadonlySet<EndpointName> = new Set(['buy', 'cancelOrder', 'addReview'])
/** The writes whose only catalogue change is stock (a purchase, a cancellation's restock): while listening, their announcement says which products. */
const STOCK_WRITES: ReadonlySet<EndpointName> = new Set(['buy', 'cancelOrder'])
/**
 * The staff writes that change what the kept reads answer: a hidden or shown review, a
 * cancellation's restock (issue 29); a product created, changed, archived, restored or imported,
 * stock received or counted, the categories (issue 30). A receipt or a count is rare beside
 * orders: this process forgets everything at once, so the member who made it sees it on the
 * storefront's next read, before the announcement arrives.
 */
const STAFF_CATALOGUE_WRITES: ReadonlySet<AdminEndpointName> = new Set([
  'hideReview',
  'showReview',
  'orderCancel',
  'createProduct',
  'updateProduct',
  'archiveProduct',
  'restoreProduct',
  'importCatalogue',
  'changeStock',
  'updateCategories',
])
const STAFF_STOCK_WRITES: ReadonlySet<AdminEndpointName> = new Set(['orderCancel'])

/** CATALOGUE_CACHE_MS's default: while not listening, a listing is at most 2 s behind a write in another process. */
export const DEFAULT_CATALOGUE_CACHE_MS = 2000
/** While listening: long enough that a busy listing page is read once a minute at most. */
export const LISTENING_TTL_MS = 60_000
/**
 * CATALOGUE_CACHE_BYTES's default: what the kept answers may take in all; the oldest go first.
 * The whole 10,000-product catalogue's answer (GET /getAllProducts without a page) is 23 MB with
 * its gzip, so it fits with room for every listing page buyers ask for.
 */
export const DEFAULT_CATALOGUE_CACHE_BYTES = 128 * 1024 * 1024

export interface CatalogueCache {
  /** Whether this endpoint's answers are kept. */
  keeps(name: EndpointName): boolean
  /** How many answers are kept, and what they take (never more than the byte budget). */
  size(): { readonly entries: number; readonly bytes: number }
  /** The answer kept for this request's path and query, before anything decodes it. */
  get(url: URL): KeptAnswer | undefined
  /**
   * The kept answer, or `compute`'s, kept (gzipped once). Callers that ask for the same URL while
   * it computes share that one computation (single-flight.ts).
   */
  share(url: URL, compute: () => Promise<AnswerToKeep>): Promise<KeptAnswer>
  /**
   * A value kept beside the answers, for the same lifetime, shared the same way and forgotten
   * with them: the lists the server render draws on every page (the category bar, the
   * highlights), so a rendered page costs its own read, not three more.
   */
  shareValue<T>(key: string, compute: () => Promise<T>): Promise<T>
  /**
   * After a successful call: a catalogue write through this process forgets everything at once,
   * but for an order while listening (its announcement forgets what it touched).
   */
  afterSuccess(name: EndpointName): void
  /** The same for a staff call that succeeded: this process forgets at once what it changed. */
  afterStaffWrite(name: AdminEndpointName): void
  /**
   * An announced change: everything is forgotten (anything but stock, or a test's reset behind the
   * server), or for a stock change only the answers that show those products (and the values,
   * which are few). A computation that began before it is not kept if it shows one of them.
   */
  changed(change: CatalogueChange): void
  /**
   * Whether this process is listening to the announcements (answers kept up to LISTENING_TTL_MS)
   * or not (`ttlMs`). Either switch forgets everything: changes may have been missed, and what
   * was kept for the longer lifetime must not outlive the shorter one.
   */
  listening(on: boolean): void
}

/** Where a computation began: it is kept only if nothing it shows changed since. */
interface Start {
  readonly generation: number
  readonly valuesGeneration: number
  readonly stockChanges: number
}

export function createCatalogueCache(ttlMs: number, now: () => number = Date.now, maxBytes = DEFAULT_CATALOGUE_CACHE_BYTES): CatalogueCache {
  const answers = createKeptAnswers(maxBytes, now)
  const values = new Map<string, { readonly value: unknown; readonly expires: number }>()
  const computations = createSingleFlight()
  const stockChanges = createStockChangeLog()
  /** Moved on by every forgetting of everything: a computation that began before one is not kept. */
  let generation = 0
  /** Moved on by every forgetting of the values (every forgetting of everything, and every stock change). */
  let valuesGeneration = 0
  let listening = false

  const lifetimeMs = () => (listening ? Math.max(ttlMs, LISTENING_TTL_MS) : ttlMs)
  const startNow = (): Start => ({ generation, valuesGeneration, stockChanges: stockChanges.count() })
  const forgetEverything = () => {
    generation++
    valuesGeneration++
    answers.clear()
    values.clear()
    computations.clear()
  }
  const forgetStockOf = (products: readonly string[]) => {
    stockChanges.record(products)
    answers.forgetShowing(products)
    valuesGeneration++
    values.clear()
  }

  return {
    keeps: (name) => ttlMs > 0 && KEPT_READS.has(name),
    size: () => answers.size(),
    get: (url) => answers.get(cacheKeyOf(url)),
    share(url, compute) {
      const key = cacheKeyOf(url)
      const kept = answers.get(key)
      if (kept) return Promise.resolve(kept)
      const start = startNow()
      return computations.once(key, compute, (answer): KeptAnswer => {
        const current = start.generation === generation && !stockChanges.touchedSince(start.stockChanges, answer.products)
        return current ? answers.keep(key, answer, now() + lifetimeMs()) : { json: answer.json, gzipped: null }
      })
    },
    shareValue<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute()
      const kept = values.get(key)
      if (kept && kept.expires > now()) return Promise.resolve(kept.value as T)
      const start = startNow()
      return computations.once(`value:${key}`, compute, (value) => {
        if (start.valuesGeneration === valuesGeneration) values.set(key, { value, expires: now() + lifetimeMs() })
        return value
      })
    },
    afterSuccess(name) {
      // a stock change is announced with its products, a few milliseconds later: while listening,
      // that announcement forgets what it touches, and this process keeps the rest
      if (CATALOGUE_WRITES.has(name) && !(listening && STOCK_WRITES.has(name))) forgetEverything()
    },
    afterStaffWrite(name) {
      if (STAFF_CATALOGUE_WRITES.has(name) && !(listening && STAFF_STOCK_WRITES.has(name))) forgetEverything()
    },
    changed(change) {
      if (change === 'everything') forgetEverything()
      else forgetStockOf(change.stockOf)
    },
    listening(on) {
      listening = on
      forgetEverything()
    },
  }
}
