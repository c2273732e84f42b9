import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useHydrated } from '../state/hydration'
import { useSession } from '../state/session-context'
import { PageFallback } from '../ui/page-fallback'

/**
 * Where a guarded page sends a logged-out visitor, and what it remembers for sign-in:
 * `location.state.from` is the in-app path (with query and hash) they were going to.
 */
export interface LoginRedirectState {
  readonly from: string
}

/** SPEC 2 and 6: the guarded pages send a logged-out visitor to /login. */
export function RequireSession() {
  const { isLoggedIn } = useSession()
  const location = useLocation()
  // a server-rendered page knows no buyer: the loading state until hydrated, never a redirect
  // of a signed-in buyer to /login
  if (!useHydrated()) return <PageFallback />
  if (isLoggedIn) return <Outlet />
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` }
  return <Navigate to="/login" replace state={state} />
}
