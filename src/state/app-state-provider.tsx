import { useEffect, useState, type ReactNode } from 'react'
import { onUnauthorized } from '../services/api-client'
import { tokenStore } from '../services/token-store'
import { cartMachine } from '../machines/cart.machine'
import type { CatalogueData, CatalogueStoreInput } from '../machines/catalogue-store.machine'
import { catalogueStoreMachine } from '../machines/catalogue-store.machine'
import { wishlistMachine } from '../machines/wishlist.machine'
import { CartContext } from './cart-context'
import { CatalogueContext, readCachedCatalogue } from './catalogue-context'
import { exploredSnapshot, inspect } from './machine-registry'
import { readStoredSession, SessionContext, useSessionActor } from './session-context'
import { WishlistContext } from './wishlist-context'

/** Loads and clears the user's cart and wishlist as the session starts and ends. */
function SessionFollowers() {
  const session = useSessionActor()
  const token = SessionContext.useSelector((s) => s.context.token)
  const cart = CartContext.useActorRef()
  const wishlist = WishlistContext.useActorRef()

  useEffect(() => onUnauthorized(() => session.send({ type: 'session.expired' })), [session])
  useEffect(() => {
    cart.send({ type: token ? 'cart.load' : 'cart.clear' })
    wishlist.send({ type: token ? 'wishlist.load' : 'wishlist.clear' })
  }, [token, cart, wishlist])
  return null
}

/**
 * The app-wide actors: session, product store, cart and wishlist. `initialCatalogue`: the lists
 * a server-rendered page was drawn with, in place of this browser's cached ones, so that the
 * hydration render draws the same category bar and highlights (and the store does not ask the
 * API for them again).
 */
export function AppStateProvider({ children, initialCatalogue }: { children: ReactNode; initialCatalogue?: CatalogueData }) {
  // Read storage once per mount. The token goes to the client before the first render, because
  // children's effects (the cart and wishlist loads) run before the session actor's own.
  const [session] = useState(() => {
    const stored = readStoredSession()
    tokenStore.set(stored.token)
    return stored
  })
  const [catalogue] = useState<CatalogueStoreInput>(() => (initialCatalogue ? { ...initialCatalogue, served: true } : readCachedCatalogue()))
  // mock mode's devtools: the inspector sees these actors, and the state explorer may start one
  // in a chosen state (both do nothing in the live build). The session is never restored: a
  // restored token would not be one the backend knows.
  const [explored] = useState(() => ({
    catalogue: exploredSnapshot(catalogueStoreMachine),
    cart: exploredSnapshot(cartMachine),
    wishlist: exploredSnapshot(wishlistMachine),
  }))
  return (
    <SessionContext.Provider options={{ input: session, inspect }}>
      <CatalogueContext.Provider options={{ input: catalogue, inspect, snapshot: explored.catalogue }}>
        <CartContext.Provider options={{ inspect, snapshot: explored.cart }}>
          <WishlistContext.Provider options={{ inspect, snapshot: explored.wishlist }}>
            <SessionFollowers />
            {children}
          </WishlistContext.Provider>
        </CartContext.Provider>
      </CatalogueContext.Provider>
    </SessionContext.Provider>
  )
}
