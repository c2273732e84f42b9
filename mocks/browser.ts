import { setupWorker, type SetupWorker } from 'msw/browser'
import type { MockDb } from './db/db'
import { createLocalStorageDb, type PersistentMockDb } from './db/local-storage-db'
import { createMemoryDb } from './db/memory-db'
import { SEED_VERSION } from './fixtures/seed-version'
import { createHandlers } from './handlers/all-handlers'
import { shrinkImage } from './media/shrink-image'
import { createBackendContext } from './rules/backend-context'
import { applyScenariosFromUrl } from './scenarios'

let worker: SetupWorker | null = null
let db: MockDb | null = null

/** The seed (and faker with it) loads only when there is no persisted db to reuse. */
const loadSeed = async () => (await import('./fixtures/seed')).buildSeed()

function openStorage(): Storage | null {
  try {
    const storage = window.localStorage
    void storage.length // throws where storage is disabled (some privacy modes)
    return storage
  } catch {
    return null
  }
}

async function openDb(): Promise<MockDb> {
  const storage = openStorage()
  if (!storage) return createMemoryDb(await loadSeed())
  const persistent: PersistentMockDb = createLocalStorageDb(storage, SEED_VERSION)
  if (!persistent.hasData()) persistent.reset(await loadSeed())
  return persistent
}

/**
 * Starts the fake backend in the browser: the state persisted in localStorage (or the seed on a
 * first visit), every handler in the MSW worker, and the scenarios named in `?mock=`.
 */
export async function startMockBackend(): Promise<void> {
  if (worker) return
  applyScenariosFromUrl(window.location.search)
  db = await openDb()
  worker = setupWorker(...createHandlers(createBackendContext(db, { prepareImage: shrinkImage })))
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}

/** Puts the fake backend back to its seed (carts, addresses, orders, sign-ups all forgotten). */
export async function resetMockBackend(): Promise<void> {
  const seed = await loadSeed()
  db?.reset(seed)
}
