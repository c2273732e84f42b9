import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in a server render and in the client's hydration render, true from then on (and from
 * the very first render of a client-rendered page). Same as src/state/hydration.ts's, for the
 * ui layer, which may not import state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false)
}
