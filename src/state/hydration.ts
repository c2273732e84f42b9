import { createContext, useContext, useSyncExternalStore } from 'react'
import type { ServerPageData } from '../../contracts/server-page-data'

const never = () => () => {}

/**
 * False in a server render and in the client's hydration render, true from then on (and from
 * the very first render of a client-rendered page: mock mode, tests). Whatever differs between
 * the server and this browser (the signed-in buyer, the window's width) is read only once it
 * is true, so the hydration render draws exactly the server's HTML. src/ui has its own copy
 * (ui may not import state).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false)
}

/**
 * The server page's data while the page hydrates; undefined afterwards and in a client-rendered
 * app. Screens read it once, when they mount, to start their machines in the state the HTML shows.
 */
export const ServerPageDataContext = createContext<ServerPageData | undefined>(undefined)

export function useServerPageData(): ServerPageData | undefined {
  return useContext(ServerPageDataContext)
}
