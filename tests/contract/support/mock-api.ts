import { afterAll, beforeAll, beforeEach } from 'vitest'
import { resetMockBackend, server } from '../../../mocks/node'
import { tokenStore } from '../../../src/services/token-store'

/**
 * The fake backend in this process under MSW, for one test file: listening, reset to its seed
 * before each test, signed out. For tests of the fake's own machinery (scenarios, its handlers);
 * the black-box API tests run against every backend over HTTP (tests/api, tests/support/backend-under-test.ts).
 */
export function serveMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    resetMockBackend()
    tokenStore.set(null)
  })
  afterAll(() => server.close())
}
