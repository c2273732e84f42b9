import { collectionNames, type MockDb } from './db/db'
import { createMemoryDb } from './db/memory-db'
import type { DbState } from '../seed/records'

export interface SandboxDb extends MockDb {
  /**
   * Runs `work` with every read and write going to an in-memory copy of the current data, then
   * drops the copy. One sandbox at a time: later calls wait for the running one.
   */
  runInSandbox<T>(work: () => Promise<T>): Promise<T>
}

/** Wraps the fake backend's db so the devtools can try things out without keeping the changes. */
export function createSandboxDb(real: MockDb): SandboxDb {
  let target: MockDb = real
  let queue: Promise<unknown> = Promise.resolve()

  const copyOfReal = () => {
    const state = Object.fromEntries(collectionNames.map((name) => [name, real.get(name)])) as unknown as DbState
    return createMemoryDb(state)
  }

  return {
    get: (name) => target.get(name),
    put: (name, value) => target.put(name, value),
    // a reset always means the real data (the panel's 'Reset demo data')
    reset: (seed) => real.reset(seed),
    runInSandbox<T>(work: () => Promise<T>): Promise<T> {
      const run = queue.then(async () => {
        target = copyOfReal()
        try {
          return await work()
        } finally {
          target = real
        }
      })
      queue = run.catch(() => undefined)
      return run
    },
  }
}
