import { gzipSync } from 'node:zlib'
import { endpoints, type EndpointName } from '../../contracts/endpoints'

/*
 * A cache of the catalogue's public answers (the listing, one product and its reviews, the landing's highlights,
 * the category lists), per process: the same query gets the bytes the first one got, already
 * encoded and gzipped, without touching the database. Every buyer asks for the same few listing
 * pages, so a busy store answers most of them from here.
 *
 * How long an answer stays: every committed change to the catalogue's tables is announced by
 * PostgreSQL (migrations 0003 and 0004, server/db/notifications.ts) to every process, whichever
 * process or tool wrote it. A stock change (an order) names its products and forgets only the
 * answers that show them; any other change forgets everything. While that feed is heard, answers
 * are kept up to WATCHED_TTL_MS (a bound, not a schedule: the feed is what keeps them true). While
 * it is not (the listening connection lost, or no feed started), they are kept `ttlMs`, so another
 * process's change shows within `ttlMs`, and a write in this process empties it at once. Nothing
 * that decides a sale reads it: the cart, the checkout and POST /buy read the database.
 */

/** The public reads it keeps. */
const CACHED: ReadonlySet<EndpointName> = new Set(['products', 'product', 'productReviews', 'highlights', 'categoryNames', 'categories'])
/** The writes that change what those reads answer. */
const CATALOGUE_WRITES: ReadonlySet<EndpointName> = new Set(['buy', 'addReview'])
/** The writes whose only catalogue change is stock: while the feed is heard, its announcement says which products. */
const STOCK_WRITES: ReadonlySet<EndpointName> = new Set(['buy'])
/** Distinct queries kept at most; the oldest go first. */
const MAX_ENTRIES = 2000
/**
 * CATALOGUE_CACHE_BYTES's default: what the kept answers may take in all; the oldest go first.
 * The whole 10,000-product catalogue's answer (GET /getAllProducts without a page) is 23 MB with
 * its gzip, so it fits with room for every listing page buyers ask for.
 */
export const DEFAULT_CATALOGUE_CACHE_BYTES = 128 * 1024 * 1024
/** An answer larger than this share of the budget is answered but not kept: it would push out everything else. */
const LARGEST_SHARE_OF_BUDGET = 1 / 4
/** What each product id an answer notes costs beside it (a Set entry and the string), roughly. */
const BYTES_PER_NOTED_ID = 64
/** Stock changes remembered for the computations under way; one that began before the oldest is not kept. */
const RECENT_STOCK_CHANGES = 256

export interface CachedAnswer {
  readonly json: string
  /** Null when gzip would not make it smaller (a tiny answer). */
  readonly gzipped: Uint8Array<ArrayBuffer> | null
}

/** An answer to keep: its JSON and the products it shows (productIdsIn), whose stock changes forget it. */
export interface AnswerToKeep {
  readonly json: string
  readonly products: readonly string[]
}

/**
 * What an announcement on catalogue_changed says changed (migrations 0003 and 0004): the stock of
 * some products ('stock:' and a JSON array of their ids), or anything else (an empty payload).
 */
export type CatalogueChange = { readonly stockOf: readonly string[] } | 'everything'

export function catalogueChangeOf(payload: string): CatalogueChange {
  if (!payload.startsWith('stock:')) return 'everything'
  try {
    const ids: unknown = JSON.parse(payload.slice('stock:'.length))
    if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) return { stockOf: ids }
  } catch {
    // not what migration 0004 writes: forget everything rather than guess
  }
  return 'everything'
}

/**
 * Every product id an encoded answer shows: the `_id` of every object in it. It may name more
 * than products (a review's id), never fewer, so a stock change never misses an answer it touches.
 */
export function productIdsIn(value: unknown): string[] {
  const ids = new Set<string>()
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item)
    else if (node !== null && typeof node === 'object') {
      for (const [key, field] of Object.entries(node)) {
        if (key === '_id' && typeof field === 'string') ids.add(field)
        else if (typeof field === 'object') visit(field)
      }
    }
  }
  visit(value)
  return [...ids]
}

export interface CatalogueCache {
  /** Whether this endpoint's answers are kept. */
  keeps(name: EndpointName): boolean
  /** How many answers are kept, and what they take (never more than the byte budget). */
  size(): { readonly entries: number; readonly bytes: number }
  /** The answer kept for this request's path and query, before anything decodes it. */
  get(url: URL): CachedAnswer | undefined
  /**
   * The kept answer, or `compute`'s, kept (gzipped once here). Callers that ask for the same URL
   * while it computes wait for that one computation instead of each reading the database: when a
   * busy listing page's answer expires, one read replaces it. A failure is nobody's to keep.
   */
  share(url: URL, compute: () => Promise<AnswerToKeep>): Promise<CachedAnswer>
  /**
   * A value kept beside the answers, for the same lifetime, shared the same way and emptied with
   * them: the lists the server render draws on every page (the category bar, the highlights), so
   * a rendered page costs its own read, not three more.
   */
  shareValue<T>(key: string, compute: () => Promise<T>): Promise<T>
  /**
   * After a successful call: a catalogue write through this process empties the cache at once,
   * but for an order while the feed is heard (its announcement forgets what it touched).
   */
  afterSuccess(name: EndpointName): void
  /**
   * A change: everything is forgotten (an announcement of anything but stock, or a test's reset
   * behind the server), or for a stock change only the answers that show those products (and the
   * values, which are few). A computation that began before it is not kept if it shows one of them.
   */
  changed(change: CatalogueChange): void
  /**
   * Whether a feed of the catalogue's changes is watched (answers kept up to WATCHED_TTL_MS) or not
   * (`ttlMs`). Either switch forgets everything: changes may have been missed, and what was kept
   * for the longer lifetime must not outlive the shorter one.
   */
  watched(on: boolean): void
}

/** A kept answer as a client asked for it: gzipped when it takes gzip, plain JSON otherwise. */
export function keptAnswerBody(answer: CachedAnswer, acceptEncoding: string | undefined): { body: string | Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' }
  if (answer.gzipped && /\bgzip\b/.test(acceptEncoding ?? '')) return { body: answer.gzipped, headers: { ...headers, 'Content-Encoding': 'gzip' } }
  return { body: answer.json, headers }
}

/** CATALOGUE_CACHE_MS's default: while no change feed is watched, a listing is at most 2 s behind a write in another process. */
export const DEFAULT_CATALOGUE_CACHE_MS = 2000
/** While the change feed is watched: long enough that a busy listing page is read once a minute at most. */
export const WATCHED_TTL_MS = 60_000

/** A kept read's path, and the query parameters its request schema knows (none for a row without a query). */
interface CachedRoute {
  readonly path: RegExp
  readonly known: ReadonlySet<string>
}

const CACHED_ROUTES: readonly CachedRoute[] = [...CACHED].map((name) => {
  const { path, transport, request } = endpoints[name]
  const params = new Set([...path.matchAll(/:(\w+)/g)].map((m) => m[1]))
  const fields = Object.keys((request as { fields?: Record<string, unknown> }).fields ?? {})
  return {
    path: new RegExp(`^/api${path.replace(/:\w+/g, '[^/]+')}$`),
    known: new Set(transport === 'query' ? fields.filter((field) => !params.has(field)) : []),
  }
})

/**
 * The key of a request: its path and the parameters its row's schema knows, trimmed, blank ones
 * left out, in name order. Every rule that reads them trims them and takes a blank one as absent,
 * so requests that differ only in what the key drops get the same answer, and unknown parameters
 * (`?junk=1`, `?junk=2`, ...) cannot make new entries. Keyed on the URL, so a kept answer costs
 * no decoding; only an answer whose request decoded and succeeded is ever kept.
 */
export function cacheKeyOf(url: URL): string {
  const route = CACHED_ROUTES.find((r) => r.path.test(url.pathname))
  const known = route?.known
  const params: [string, string][] = []
  for (const [name, value] of url.searchParams) {
    if (known && !known.has(name)) continue
    const trimmed = value.trim()
    if (trimmed !== '') params.push([name, trimmed])
  }
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${url.pathname}?${new URLSearchParams(params)}`
}

export function createCatalogueCache(ttlMs: number, now: () => number = Date.now, maxBytes = DEFAULT_CATALOGUE_CACHE_BYTES): CatalogueCache {
  const entries = new Map<string, CachedAnswer & { readonly expires: number; readonly products: ReadonlySet<string>; readonly bytes: number }>()
  /** What the kept answers take, by the bytes of their JSON and gzip and the ids they note. */
  let keptBytes = 0
  /** Bumped by every emptying: a computation that began before one is not kept. */
  let generation = 0
  /** Bumped by every forgetting of values (every emptying and every stock change). */
  let valuesGeneration = 0
  /** The stock changes so far, the latest RECENT_STOCK_CHANGES of them with their products. */
  let stockChanges = 0
  const recentStockChanges: { readonly seq: number; readonly products: ReadonlySet<string> }[] = []
  /** Whether the feed of announced changes is heard: it decides how long an answer is kept. */
  let heard = false
  const lifetimeMs = () => (heard ? Math.max(ttlMs, WATCHED_TTL_MS) : ttlMs)

  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    keptBytes -= entry.bytes
    entries.delete(key)
  }
  const overBudget = () => entries.size > MAX_ENTRIES || keptBytes > maxBytes
  const fresh = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expires > now()) return entry
    forget(key)
    return undefined
  }
  const keep = (key: string, { json, products }: AnswerToKeep): CachedAnswer => {
    const zipped = json.length > 1024 ? new Uint8Array(gzipSync(json)) : null
    const gzipped = zipped && zipped.length < json.length ? zipped : null
    const bytes = Buffer.byteLength(json) + (gzipped?.length ?? 0) + products.length * BYTES_PER_NOTED_ID
    if (bytes > maxBytes * LARGEST_SHARE_OF_BUDGET) return { json, gzipped }
    const answer = { json, gzipped, expires: now() + lifetimeMs(), products: new Set(products), bytes }
    forget(key) // re-inserted last: Map order is age order
    entries.set(key, answer)
    keptBytes += bytes
    // the oldest go until both bounds hold (forget lowers keptBytes)
    while (overBudget()) forget(entries.keys().next().value as string)
    return answer
  }
  const values = new Map<string, { readonly value: unknown; readonly expires: number }>()
  /** What is being computed, by key: answers by their URL key ('/api/…'), values by 'value:' and theirs. */
  const inFlight = new Map<string, Promise<unknown>>()
  const empty = () => {
    generation++
    valuesGeneration++
    entries.clear()
    keptBytes = 0
    values.clear()
    inFlight.clear()
  }
  const forgetStockOf = (changed: readonly string[]) => {
    const products = new Set(changed)
    recentStockChanges.push({ seq: ++stockChanges, products })
    if (recentStockChanges.length > RECENT_STOCK_CHANGES) recentStockChanges.shift()
    for (const [key, entry] of entries) if (changed.some((id) => entry.products.has(id))) forget(key)
    valuesGeneration++
    values.clear()
  }
  /** Whether a stock change after the `since`-th one touched any of `products` (unknown: assume so). */
  const stockTouchedSince = (since: number, products: readonly string[]) => {
    if (since === stockChanges) return false
    const oldest = recentStockChanges[0]
    if (!oldest || oldest.seq > since + 1) return true
    return recentStockChanges.some((change) => change.seq > since && products.some((id) => change.products.has(id)))
  }
  /** Where a computation began: it is kept only if nothing it shows changed since. */
  interface Start {
    readonly generation: number
    readonly valuesGeneration: number
    readonly stockChanges: number
  }
  /** One computation per key at a time: callers asking while it runs share it; `settle` keeps its result or not. */
  const once = <T, R>(key: string, compute: () => Promise<T>, settle: (result: T, start: Start) => R): Promise<R> => {
    const pending = inFlight.get(key)
    if (pending) return pending as Promise<R>
    const start: Start = { generation, valuesGeneration, stockChanges }
    const computation: Promise<R> = compute()
      .then((result) => settle(result, start))
      .finally(() => {
        if (inFlight.get(key) === computation) inFlight.delete(key)
      })
    inFlight.set(key, computation)
    return computation
  }

  return {
    keeps: (name) => ttlMs > 0 && CACHED.has(name),
    size: () => ({ entries: entries.size, bytes: keptBytes }),
    get: (url) => fresh(cacheKeyOf(url)),
    share(url, compute) {
      const key = cacheKeyOf(url)
      const kept = fresh(key)
      if (kept) return Promise.resolve(kept)
      return once(key, compute, (answer, start): CachedAnswer => {
        const current = start.generation === generation && !stockTouchedSince(start.stockChanges, answer.products)
        return current ? keep(key, answer) : { json: answer.json, gzipped: null }
      })
    },
    shareValue<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute()
      const kept = values.get(key)
      if (kept && kept.expires > now()) return Promise.resolve(kept.value as T)
      return once(`value:${key}`, compute, (value, start) => {
        if (start.valuesGeneration === valuesGeneration) values.set(key, { value, expires: now() + lifetimeMs() })
        return value
      })
    },
    afterSuccess(name) {
      // a stock change is announced with its products, a few milliseconds later: while the feed
      // is heard, that announcement forgets what it touches, and this process keeps the rest
      if (CATALOGUE_WRITES.has(name) && !(heard && STOCK_WRITES.has(name))) empty()
    },
    changed(change) {
      if (change === 'everything') empty()
      else forgetStockOf(change.stockOf)
    },
    watched(on) {
      heard = on
      empty()
    },
  }
}
