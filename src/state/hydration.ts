import { createContext, useContext, useSyncExternalStore } from 'react'
import type { Product, ProductsResponse } from '../../contracts/product'
import type { CatalogueData } from '../machines/catalogue-store.machine'

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
 * The public data a server-rendered page was drawn from, embedded in the page as JSON for the
 * hydration render (nothing buyer-specific: the same for every visitor of the URL).
 */
export interface ServerPageData {
  /** The product store's lists (category bar, landing highlights). */
  readonly catalogue?: Partial<CatalogueData>
  /** /products: the answer shown for the URL's query string (`search`, with its leading '?' or ''). */
  readonly listing?: { readonly search: string; readonly answer: ProductsResponse }
  /** /product/{id}: the product shown. */
  readonly product?: Product
}

/**
 * The server page's data while the page hydrates; undefined afterwards and in a client-rendered
 * app. Screens read it once, when they mount, to start their machines in the state the HTML shows.
 */
export const ServerPageDataContext = createContext<ServerPageData | undefined>(undefined)

export function useServerPageData(): ServerPageData | undefined {
  return useContext(ServerPageDataContext)
}
