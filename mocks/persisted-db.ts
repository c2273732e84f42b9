import type { DbState } from '../seed/records'
import { SEED_VERSION } from '../seed/fixtures/seed-version'
import type { MockDb } from './db/db'
import { createLocalStorageDb, type PersistentMockDb } from './db/local-storage-db'
import { createMemoryDb } from './db/memory-db'

function openStorage(): Storage | null {
  try {
    const storage = window.localStorage
    void storage.length // throws where storage is disabled (some privacy modes)
    return storage
  } catch {
    return null
  }
}

/**
 * The fake backend's data in this browser: the one localStorage db (`tanabana-mock:db:*`) that
 * the storefront's mock mode (mocks/browser.ts) and the back office's (mocks/admin-browser.ts)
 * both open, so what a buyer does in one tab, staff see in another, and the other way round.
 * The seed loads only when storage holds no db of the current seed version; where storage is
 * disabled, the data lives in memory for this visit.
 */
export async function openPersistedDb(loadSeed: () => Promise<DbState>): Promise<MockDb> {
  const storage = openStorage()
  if (!storage) return createMemoryDb(await loadSeed())
  const persistent: PersistentMockDb = createLocalStorageDb(storage, SEED_VERSION)
  if (!persistent.hasData()) persistent.reset(await loadSeed())
  return persistent
}
