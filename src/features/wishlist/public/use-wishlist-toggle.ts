import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createActor, type Actor } from 'xstate'
import type { Product } from '../../../../contracts/product'
import { wishlistToggleMachine, type WishlistToggleInput } from '../../../machines/wishlist-toggle.machine'
import { inspect, useExploredSnapshot } from '../../../state/machine-registry'
import { useSession } from '../../../state/session-context'
import { WishlistContext } from '../../../state/wishlist-context'
import { useSendToLogin } from '../../../ui/use-send-to-login'

export interface WishlistToggle {
  /** The product is in the signed-in user's wishlist. */
  readonly wished: boolean
  /** A call is running: the control must be disabled (SPEC 4). */
  readonly busy: boolean
  /** Stable until `wished`, the session or the product changes (memoised hearts rely on it). */
  readonly toggle: () => void
}

type ToggleActor = Actor<typeof wishlistToggleMachine>

const NO_SUBSCRIPTION = () => () => {}

/**
 * The heart's toggle machine, started on the first press instead of on mount: a listing mounts a
 * dozen hearts on every filter click and most are never pressed, so none of them costs an actor
 * (or a line in the inspector) until it is. The state explorer's snapshot, when it asks for this
 * machine, starts the first heart that mounts at once, in that state.
 */
function useLazyToggleActor(input: WishlistToggleInput): { readonly actor: ToggleActor | null; readonly start: () => ToggleActor } {
  const explored = useExploredSnapshot(wishlistToggleMachine, input)
  const [actor, setActor] = useState<ToggleActor | null>(null)
  // the running actor, also between a press and the render it causes (a second quick press
  // must reach the same machine, which ignores it while the first call runs)
  const running = useRef<ToggleActor | null>(null)
  const latestInput = useRef(input)
  useEffect(() => {
    latestInput.current = input
  })

  const start = useCallback((snapshot?: typeof explored) => {
    running.current ??= createActor(wishlistToggleMachine, { input: latestInput.current, snapshot, inspect }).start()
    setActor(running.current)
    return running.current
  }, [])

  useEffect(() => {
    if (explored !== undefined) start(explored)
    return () => {
      running.current?.stop()
      running.current = null
    }
  }, [explored, start])

  return { actor, start }
}

/**
 * The heart's behaviour for one product: reads the app-wide wishlist and runs its own toggle
 * machine. A logged-out visitor is sent to /login, as for every wishlist action (SPEC 6).
 */
export function useWishlistToggle(product: Product): WishlistToggle {
  const wishlist = WishlistContext.useActorRef()
  const wished = WishlistContext.useSelector((s) => s.context.entries.some((e) => e.product._id === product._id))
  const { actor, start } = useLazyToggleActor({ product, wishlist })
  const busy = useSyncExternalStore(
    useCallback((onChange: () => void) => (actor ? subscribe(actor, onChange) : NO_SUBSCRIPTION()), [actor]),
    () => actor !== null && actor.getSnapshot().status === 'active' && !actor.getSnapshot().matches('idle'),
    () => false, // a server-rendered page: nothing under way
  )
  const { isLoggedIn } = useSession()
  const sendToLogin = useSendToLogin()

  const toggle = useCallback(() => {
    if (!isLoggedIn) return sendToLogin()
    start().send({ type: 'wishlist.toggle', wished })
  }, [isLoggedIn, sendToLogin, start, wished])
  return { wished, busy, toggle }
}

function subscribe(actor: ToggleActor, onChange: () => void): () => void {
  const subscription = actor.subscribe(onChange)
  return () => subscription.unsubscribe()
}
