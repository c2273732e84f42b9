import { createContext, useContext } from 'react'

/**
 * False in a server render and while the browser hydrates it, true once the page is the app's
 * (from the very first render of a client-rendered page). Provided by src/app/app.tsx, which
 * flips it in a transition after hydration. Same as src/state/hydration.ts's, for the ui layer,
 * which may not import state.
 */
export const UiHydrationContext = createContext(true)

export function useHydrated(): boolean {
  return useContext(UiHydrationContext)
}
