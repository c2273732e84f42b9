import { collectionNames, type CollectionName, type MockDb } from './db'
import type { DbState } from '../../seed/records'

/**
 * Every key of the fake backend lives under this prefix, apart from the user-scoped
 * `tanabana:user:` keys that a logout clears: signing out must not wipe the fake server.
 */
export const MOCK_DB_PREFIX = 'tanabana-mock:db'
const VERSION_KEY = `${MOCK_DB_PREFIX}:version`
const keyOf = (name: CollectionName) => `${MOCK_DB_PREFIX}:${name}`

export interface PersistentMockDb extends MockDb {
  /** True when storage holds a complete db written from the current seed version. */
  hasData(): boolean
}

function isQuotaError(e: unknown): boolean {
  return e instanceof DOMException && (e.name === 'QuotaExceededError' || e.code === 22)
}

/**
 * A db persisted in localStorage (one key per collection), so a reload keeps carts, addresses
 * and orders. Reads are served from memory after the first parse; another tab's writes drop the
 * cached copy through the `storage` event.
 */
export function createLocalStorageDb(storage: Storage, seedVersion: string): PersistentMockDb {
  const cache = new Map<CollectionName, unknown>()

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== storage || !event.key?.startsWith(MOCK_DB_PREFIX)) return
      if (event.key === VERSION_KEY) cache.clear()
      else cache.delete(event.key.slice(MOCK_DB_PREFIX.length + 1) as CollectionName)
    })
  }

  function read<K extends CollectionName>(name: K): DbState[K] {
    if (cache.has(name)) return cache.get(name) as DbState[K]
    let value: DbState[K] = [] as unknown as DbState[K]
    try {
      const text = storage.getItem(keyOf(name))
      if (text) value = JSON.parse(text) as DbState[K]
    } catch {
      // a damaged collection reads as empty rather than breaking every call
    }
    cache.set(name, value)
    return value
  }

  /**
   * Uploaded pictures are the only collection that grows without bound: they give way first, the
   * older half of buyers' pictures before any catalogue picture (a product shows those).
   */
  function freeSpace(): boolean {
    const uploads = read('uploads')
    if (uploads.length === 0) return false
    const buyers = uploads.filter((u) => u.width === undefined)
    const giving = buyers.length > 0 ? buyers : uploads
    const dropped = new Set(giving.slice(0, Math.ceil(giving.length / 2)))
    const kept = uploads.filter((u) => !dropped.has(u))
    cache.set('uploads', kept)
    try {
      storage.setItem(keyOf('uploads'), JSON.stringify(kept))
    } catch {
      storage.removeItem(keyOf('uploads'))
    }
    return true
  }

  function write(name: CollectionName, value: unknown): void {
    cache.set(name, value)
    const text = JSON.stringify(value)
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        storage.setItem(keyOf(name), text)
        return
      } catch (e) {
        if (!isQuotaError(e) || !freeSpace()) return // the value stays in memory for this visit
      }
    }
  }

  return {
    hasData: () => storage.getItem(VERSION_KEY) === seedVersion,
    get: read,
    put: write,
    reset: (seed) => {
      storage.removeItem(VERSION_KEY)
      for (const name of collectionNames) write(name, structuredClone(seed[name] ?? []))
      storage.setItem(VERSION_KEY, seedVersion)
    },
  }
}
