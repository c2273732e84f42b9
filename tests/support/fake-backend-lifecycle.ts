import { configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetMockBackend, server } from '../../mocks/node'

/**
 * A component test file whose screens talk to the fake backend through MSW in Node: any call
 * the fake does not answer fails the test, each test starts from the seed with the handlers as
 * built, and a screen gets 5 s to show what a slow fake answers.
 */
export function onTheFakeBackend(): void {
  configure({ asyncUtilTimeout: 5000 })
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    resetMockBackend()
  })
  afterAll(() => server.close())
}
