import { createContext, useContext } from 'react'
import type { ServerPageData } from '../../contracts/server-page-data'

/**
 * False in a server render and while the browser hydrates it, true once the page is the app's
 * (from the very first render of a client-rendered page: mock mode, tests). Whatever differs
 * between the server and this browser (the signed-in buyer, the window's width) is read only
 * once it is true, so the hydration render draws exactly the server's HTML. Provided by
 * src/app/app.tsx, which flips it in a transition after hydration (a store read by
 * useSyncExternalStore would re-render every reader at once, in one long task). src/ui has its
 * own copy (ui may not import state).
 */
export const HydrationContext = createContext(true)

export function useHydrated(): boolean {
  return useContext(HydrationContext)
}

/**
 * The server page's data while the page hydrates; undefined afterwards and in a client-rendered
 * app. Screens read it once, when they mount, to start their machines in the state the HTML shows.
 */
export const ServerPageDataContext = createContext<ServerPageData | undefined>(undefined)

export function useServerPageData(): ServerPageData | undefined {
  return useContext(ServerPageDataContext)
}
