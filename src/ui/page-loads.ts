/*
 * How many pages' code is downloading right now. The progress bar at the top of the window
 * reads it (the declarative router has no navigation state of its own to read).
 */
let pending = 0
const listeners = new Set<() => void>()

function changed(delta: number): void {
  pending += delta
  listeners.forEach((listener) => listener())
}

/** Counts `load` as a page download until it settles; answers the same promise's outcome. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  changed(1)
  return load.finally(() => changed(-1))
}

/** For useSyncExternalStore: calls `listener` whenever the count changes. */
export function subscribePageLoads(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** For useSyncExternalStore: the number of page downloads under way. */
export function pendingPageLoads(): number {
  return pending
}
