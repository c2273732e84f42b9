import { useActorRef, useSelector } from '@xstate/react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Product } from '../../../../contracts/product'
import { wishlistToggleMachine } from '../../../machines/wishlist-toggle.machine'
import { inspect, useExploredSnapshot } from '../../../state/machine-registry'
import { useSession } from '../../../state/session-context'
import { WishlistContext } from '../../../state/wishlist-context'

export interface WishlistToggle {
  /** The product is in the signed-in user's wishlist. */
  readonly wished: boolean
  /** A call is running: the control must be disabled (SPEC 4). */
  readonly busy: boolean
  readonly toggle: () => void
}

/**
 * The heart's behaviour for one product: reads the app-wide wishlist and runs its own toggle
 * machine. A logged-out visitor is sent to /login, as for every wishlist action (SPEC 6).
 */
export function useWishlistToggle(product: Product): WishlistToggle {
  const wishlist = WishlistContext.useActorRef()
  const wished = WishlistContext.useSelector((s) => s.context.entries.some((e) => e.product._id === product._id))
  const input = { product, wishlist }
  // the state explorer's snapshot goes to the first heart that mounts (the product page's own)
  const actor = useActorRef(wishlistToggleMachine, { input, snapshot: useExploredSnapshot(wishlistToggleMachine, input), inspect })
  const busy = useSelector(actor, (s) => !s.matches('idle'))
  const { isLoggedIn } = useSession()
  const navigate = useNavigate()
  const location = useLocation()

  const toggle = () => {
    if (!isLoggedIn) {
      navigate('/login', { state: { from: `${location.pathname}${location.search}${location.hash}` } })
      return
    }
    actor.send({ type: 'wishlist.toggle', wished })
  }
  return { wished, busy, toggle }
}
