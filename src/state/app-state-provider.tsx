import { useEffect, useState, type ReactNode } from 'react'
import { onUnauthorized } from '../services/api-client'
import { tokenStore } from '../services/token-store'
import { CartContext } from './cart-context'
import { CatalogueContext, readCachedCatalogue } from './catalogue-context'
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

/** The app-wide actors: session, product store, cart and wishlist. */
export function AppStateProvider({ children }: { children: ReactNode }) {
  // Read storage once per mount. The token goes to the client before the first render, because
  // children's effects (the cart and wishlist loads) run before the session actor's own.
  const [session] = useState(() => {
    const stored = readStoredSession()
    tokenStore.set(stored.token)
    return stored
  })
  const [catalogue] = useState(readCachedCatalogue)
  return (
    <SessionContext.Provider options={{ input: session }}>
      <CatalogueContext.Provider options={{ input: catalogue }}>
        <CartContext.Provider>
          <WishlistContext.Provider>
            <SessionFollowers />
            {children}
          </WishlistContext.Provider>
        </CartContext.Provider>
      </CatalogueContext.Provider>
    </SessionContext.Provider>
  )
}
