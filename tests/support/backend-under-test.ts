import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, inject, vi } from 'vitest'
import { createMemoryDb } from '../../mocks/db/memory-db'
import { startApiServer } from '../../mocks/http/api-server'
import { createBackendContext } from '../../mocks/use-cases/backend-context'
import { buildSeed } from '../../seed/fixtures/seed'
import type { DatabaseLocation } from '../../server/db/connection'
import { startServer, type JobQueueStarter } from '../../server/start'
import { copyPostgresTemplate } from './postgres-template'
import { tokenStore } from '../../src/services/token-store'
import { takeSeedSnapshot } from './seed-snapshot'
import { startSocialProviderStandIn } from './social-provider-stand-in'
import { startPaymentJobs } from '../../server/jobs/run-payment-jobs'

/** The backends the one black-box suite (tests/api) runs against: the server on the embedded database, or on a PostgreSQL server. */
export type BackendKind = 'fake' | 'server' | 'postgres'

/** Which backend this run tests: CONTRACT_BACKEND, set per project in vite.config.ts. */
export function backendKind(): BackendKind {
  const kind = process.env.CONTRACT_BACKEND
  if (kind === 'fake' || kind === 'server' || kind === 'postgres') return kind
  throw new Error(`CONTRACT_BACKEND must be 'fake', 'server' or 'postgres', not '${kind ?? ''}'`)
}

/** The backend a test file talks to, listening on 127.0.0.1 (its fields are there from beforeAll on). */
export interface BackendUnderTest {
  readonly kind: BackendKind
  /** e.g. `http://127.0.0.1:41234`; the API is under `${origin}/api`. */
  readonly origin: string
  /** `${origin}/api${path}`, for calls made on the wire with fetch. */
  api(path: string): string
  /** Moves the backend's clock forward (token and code expiry); every test starts at the real time. */
  advanceClock(ms: number): void
}

interface Running {
  readonly origin: string
  reset(): Promise<void>
  close(): Promise<void>
}

/** A new embedded database runs initdb in WebAssembly: seconds, more on a busy machine (a copy of the template: about one). */
const START_TIMEOUT_MS = 120_000

async function startFake(now: () => number): Promise<Running> {
  const seed = buildSeed()
  const backend = createBackendContext(createMemoryDb(seed), { now })
  const api = await startApiServer({ port: 0, backend })
  return { origin: api.origin, reset: async () => backend.db.reset(seed), close: () => api.close() }
}

/** Where the store keeps its data in this run: a copy of the project's seeded template (global setup). */
async function storeDatabase(kind: 'server' | 'postgres'): Promise<DatabaseLocation> {
  if (kind === 'postgres') return { kind: 'postgres', url: await copyPostgresTemplate(inject('postgresTemplate')) }
  // tests/support/server-template.ts seeded an embedded database once: start from a copy
  const template = inject('serverTemplate')
  return { kind: 'embedded', ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}) }
}

async function startStore(kind: 'server' | 'postgres', now: () => number): Promise<Running> {
  const provider = await startSocialProviderStandIn()
  const database = await storeDatabase(kind)
  // as npm start runs it: with its share of the payment jobs (a cancelled paid order's refund),
  // but not the hold sweep's schedule: reset() empties tables under the running server
  const jobQueue: JobQueueStarter = (handlers, db) => startPaymentJobs(handlers, db, { repeating: false })
  const server = await startServer({ port: 0, database, staticDir: null, now, social: provider.settings, jobQueue })
  const snapshot = await takeSeedSnapshot(server.database.db)
  return {
    origin: server.origin,
    // the database goes back behind the server: its cached catalogue answers go with it
    reset: async () => {
      await snapshot.restore()
      server.forgetCachedAnswers()
    },
    close: async () => {
      await server.close()
      await provider.close()
    },
  }
}

/** The storefront's API base (VITE_API_BASE_URL in vite.config.ts) is on this origin: its calls are sent on to the backend. */
const APP_ORIGIN = /^http:\/\/localhost(?=[/?#]|$)/

/**
 * Serves the backend named by CONTRACT_BACKEND to one test file: started in this process on
 * 127.0.0.1 (the fake backend over HTTP, or the store server on an in-memory embedded database or
 * on a database of a throwaway PostgreSQL server),
 * reset to the seed and signed out before each test, closed after the file. The storefront's own
 * client reaches it because global fetch sends `http://localhost/...` to the backend's origin;
 * nothing else of the client is replaced, and MSW intercepts nothing.
 */
export function serveBackend(): BackendUnderTest {
  const kind = backendKind()
  let running: Running | null = null
  let clockOffset = 0
  const now = () => Date.now() + clockOffset
  const origin = () => running?.origin ?? fail('the backend is not started yet: use it inside a test or hook')

  beforeAll(async () => {
    running = kind === 'fake' ? await startFake(now) : await startStore(kind, now)
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      if (input instanceof Request) return realFetch(APP_ORIGIN.test(input.url) ? new Request(input.url.replace(APP_ORIGIN, origin()), input) : input, init)
      return realFetch(String(input).replace(APP_ORIGIN, origin()), init)
    })
  }, START_TIMEOUT_MS)

  beforeEach(async () => {
    clockOffset = 0
    await running?.reset()
    tokenStore.set(null)
  })

  afterAll(async () => {
    vi.unstubAllGlobals()
    await running?.close()
    running = null
  })

  return {
    kind,
    get origin() {
      return origin()
    },
    api: (path) => `${origin()}/api${path}`,
    advanceClock: (ms) => {
      clockOffset += ms
    },
  }
}

function fail(message: string): never {
  throw new Error(message)
}
