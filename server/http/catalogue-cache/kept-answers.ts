import { gzipSync } from 'node:zlib'

/*
 * The answers a process keeps: each with its gzip, its expiry and the products it shows, within
 * a count and a byte budget, the oldest going first. Nothing here decides how long an answer
 * lives or what forgets it (catalogue-cache.ts does); this is where they are kept and counted.
 */

/** Distinct queries kept at most. */
const MAX_ENTRIES = 2000
/** An answer larger than this share of the budget is answered but not kept: it would push out everything else. */
const LARGEST_SHARE_OF_BUDGET = 1 / 4
/** What each product id an answer notes costs beside it (a Set entry and the string), roughly. */
const BYTES_PER_NOTED_ID = 64

export interface KeptAnswer {
  readonly json: string
  /** Null when gzip would not make it smaller (a tiny answer). */
  readonly gzipped: Uint8Array<ArrayBuffer> | null
}

/** An answer to keep: its JSON and the products it shows (productIdsIn), whose stock changes forget it. */
export interface AnswerToKeep {
  readonly json: string
  readonly products: readonly string[]
}

interface Entry extends KeptAnswer {
  readonly expires: number
  readonly products: ReadonlySet<string>
  readonly bytes: number
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

/** A kept answer as a client asked for it: gzipped when it takes gzip, plain JSON otherwise. */
export function keptAnswerBody(answer: KeptAnswer, acceptEncoding: string | undefined): { body: string | Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' }
  if (answer.gzipped && /\bgzip\b/.test(acceptEncoding ?? '')) return { body: answer.gzipped, headers: { ...headers, 'Content-Encoding': 'gzip' } }
  return { body: answer.json, headers }
}

export interface KeptAnswers {
  /** The answer kept under `key`, unless it expired (then it is forgotten). */
  get(key: string): KeptAnswer | undefined
  /** Gzips the answer once and keeps it until `expires`, unless it is too large for the budget. */
  keep(key: string, answer: AnswerToKeep, expires: number): KeptAnswer
  /** Forgets every answer that shows one of `products`. */
  forgetShowing(products: readonly string[]): void
  clear(): void
  /** How many answers are kept, and what they take (never more than the byte budget). */
  size(): { readonly entries: number; readonly bytes: number }
}

export function createKeptAnswers(maxBytes: number, now: () => number): KeptAnswers {
  const entries = new Map<string, Entry>()
  /** What the kept answers take, by the bytes of their JSON and gzip and the ids they note. */
  let keptBytes = 0

  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    keptBytes -= entry.bytes
    entries.delete(key)
  }
  const overBudget = () => entries.size > MAX_ENTRIES || keptBytes > maxBytes

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires > now()) return entry
      forget(key)
      return undefined
    },
    keep(key, { json, products }, expires) {
      const zipped = json.length > 1024 ? new Uint8Array(gzipSync(json)) : null
      const gzipped = zipped && zipped.length < json.length ? zipped : null
      const bytes = Buffer.byteLength(json) + (gzipped?.length ?? 0) + products.length * BYTES_PER_NOTED_ID
      if (bytes > maxBytes * LARGEST_SHARE_OF_BUDGET) return { json, gzipped }
      const entry: Entry = { json, gzipped, expires, products: new Set(products), bytes }
      forget(key) // re-inserted last: Map order is age order
      entries.set(key, entry)
      keptBytes += bytes
      // the oldest go until both bounds hold (forget lowers keptBytes)
      while (overBudget()) forget(entries.keys().next().value as string)
      return entry
    },
    forgetShowing(products) {
      for (const [key, entry] of entries) if (products.some((id) => entry.products.has(id))) forget(key)
    },
    clear() {
      entries.clear()
      keptBytes = 0
    },
    size: () => ({ entries: entries.size, bytes: keptBytes }),
  }
}
