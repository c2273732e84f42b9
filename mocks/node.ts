import { setupServer } from 'msw/node'
import { buildSeed } from '../seed/fixtures/seed'
import { createAdminHandlers } from './handlers/admin/all-admin-handlers'
import { createHandlers } from './handlers/all-handlers'
import { createMemoryDb } from './db/memory-db'
import { createBackendContext } from './use-cases/backend-context'
import { clearScenarios } from './scenarios'

const seed = buildSeed()

/**
 * The fake backend for Vitest (and any Node process): state in memory, seeded like the
 * browser's. Rule tests that need their own clock build a context of their own.
 */
export const mockBackend = createBackendContext(createMemoryDb(seed))

/**
 * MSW's Node server with every handler, the staff API's included (its session cookie is a
 * Set-Cookie header, which MSW's cookie jar keeps for later requests, as a browser would);
 * URL patterns match any host followed by /api.
 */
export const server = setupServer(...createHandlers(mockBackend), ...createAdminHandlers(mockBackend))

/** Back to the seed, with no forced scenarios: call it before each test. */
export function resetMockBackend(): void {
  mockBackend.db.reset(seed)
  clearScenarios()
}
