/*
 * One computation per key at a time: callers asking for a key while it is computed share that
 * computation, so when a busy listing page's answer expires one read replaces it. A failure is
 * shared too, and nobody's to keep.
 */

export interface SingleFlight {
  /** `compute`'s result through `settle`, or the result of the computation already under way for `key`. */
  once<T, R>(key: string, compute: () => Promise<T>, settle: (result: T) => R): Promise<R>
  /** Forgets the computations under way: callers already waiting still get theirs, new callers start anew. */
  clear(): void
}

export function createSingleFlight(): SingleFlight {
  const inFlight = new Map<string, Promise<unknown>>()
  return {
    once<T, R>(key: string, compute: () => Promise<T>, settle: (result: T) => R): Promise<R> {
      const pending = inFlight.get(key)
      if (pending) return pending as Promise<R>
      const computation: Promise<R> = compute()
        .then(settle)
        .finally(() => {
          if (inFlight.get(key) === computation) inFlight.delete(key)
        })
      inFlight.set(key, computation)
      return computation
    },
    clear: () => inFlight.clear(),
  }
}
