import type { ActorRefFrom } from 'xstate'
import { DEMO_BUYER } from '../../../mocks/fixtures/demo-accounts'
import { readScenarioSelection, selectScenarios } from '../../../mocks/presets'
import type { sessionMachine } from '../../machines/session.machine'
import { authService } from '../../services/auth-service'
import type { ExploredState } from './explore-paths'
import { showMeHref, snapshotToKeep, type ExplorerEngine } from './explored-snapshots'
import { keepExploredSnapshot } from './snapshot-store'
import type { MachineProfile } from './machine-profiles'

export interface ShowMeContext {
  readonly engine: ExplorerEngine
  readonly session: ActorRefFrom<typeof sessionMachine>
  readonly navigate: (href: string, state?: unknown) => void
  /** A full page load (app-wide actors start from a snapshot only when the app starts). */
  readonly load: (href: string) => void
}

/** Signs the demo buyer in for real (the fake backend's real data), unless someone already is. */
async function ensureSignedIn(session: ShowMeContext['session']): Promise<void> {
  if (session.getSnapshot().matches('signedIn')) return
  const signedIn = await authService.signIn({ email: DEMO_BUYER.email, password: DEMO_BUYER.password })
  session.send({ type: 'session.signedIn', user: signedIn.user, token: signedIn.token })
}

/**
 * Opens the real screen of a machine in one of its states:
 *   1. the session the route needs (the demo buyer signed in, or nobody for the sign-in flows);
 *   2. the state's snapshot kept for the screen's `useExploredSnapshot` (inside its host's
 *      snapshot for a machine that only runs as an invoked child);
 *   3. the path's scenario made active, so the backend keeps answering as the path did;
 *   4. the screen's route with `?explore=<id>&state=<key>` and that scenario (a full page load
 *      for the app-wide actors, which start from a snapshot only when the app starts).
 * The session itself has no screen of its own: it is driven there for real (sign in or out).
 */
export async function showMe(profile: MachineProfile, state: ExploredState, context: ShowMeContext): Promise<void> {
  const { session, navigate } = context
  if (profile.showBy === 'live') {
    if (state.key === 'signedIn') await ensureSignedIn(session)
    else if (session.getSnapshot().matches('signedIn')) session.send({ type: 'session.logout' })
    navigate(profile.route(await context.engine.data(), state.key))
    return
  }
  // the path's scenario replaces the current one: clear it first so signing in is not refused
  selectScenarios({ presets: [], overrides: [] })
  if (profile.session === 'signedIn') await ensureSignedIn(session)
  // quietly: the sign-in flows need nobody signed in, and a logout toast would be noise here
  if (profile.session === 'signedOut' && session.getSnapshot().matches('signedIn')) session.send({ type: 'session.expired' })
  keepExploredSnapshot(profile.machine.id, state.key, await snapshotToKeep(context.engine, profile, state))
  const href = showMeHref(profile, await context.engine.data(), state)
  selectScenarios(readScenarioSelection(href.slice(href.indexOf('?'))))
  if (profile.appWide) context.load(href)
  else navigate(href, profile.routeState?.(state.key))
}
