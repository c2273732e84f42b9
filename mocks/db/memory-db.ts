import { collectionNames, type MockDb } from './db'
import type { DbState } from '../../seed/records'

/** A db held in memory: what the Node server and the tests use. */
export function createMemoryDb(seed: DbState): MockDb {
  let state: DbState = structuredClone(seed)
  return {
    get: (name) => state[name],
    put: (name, value) => {
      state = { ...state, [name]: value }
    },
    reset: (next) => {
      state = structuredClone(next)
      // every collection must exist after a reset, even if the seed forgot one
      for (const name of collectionNames) if (!state[name]) state = { ...state, [name]: [] }
    },
  }
}
