import type { ActorRefFrom } from 'xstate'
import type { sessionMachine } from '../../machines/session.machine'
import { authService } from '../../services/auth-service'
import { mockControls } from '../mock-controls'
import type { ExploredState } from './explore-paths'
import { showMeHref, snapshotToKeep, type ExplorerEngine } from './explored-snapshots'
import type { ExplorerData } from './explorer-data'
import { keepExploredSnapshot, type KeptSnapshot } from './snapshot-store'
import { sessionNeedOf, type MachineProfile } from './machine-profiles'

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
  const signedIn = await authService.signIn(mockControls().demoBuyer)
  session.send({ type: 'session.signedIn', user: signedIn.user, token: signedIn.token })
}

/**
 * Opens the real screen of a machine in one of its states:
 *   0. the explorations paused (their sandbox would answer the screen's calls; the explorer
 *      page resumes them when it shows again);
 *   1. the session the route needs (the demo buyer signed in, or nobody for the sign-in flows);
 *   2. the state's snapshot kept for the screen's `useExploredSnapshot` (inside its host's
 *      snapshot for a machine that only runs as an invoked child);
 *   3. the path's scenario made active, so the backend keeps answering as the path did;
 *   4. the screen's route with `?explore=<id>&state=<key>` and that scenario (a full page load
 *      for the app-wide actors, which start from a snapshot only when the app starts).
 * The session itself has no screen of its own: it is driven there for real (sign in or out).
 */
export async function showMe(profile: MachineProfile, state: ExploredState, context: ShowMeContext): Promise<void> {
  const { engine } = context
  const data = await engine.data()
  // computed before the hold: a host's exploration may still need the sandbox
  const kept = profile.showBy === 'snapshot' ? await snapshotToKeep(engine, profile, state) : null
  await engine.hold()
  try {
    if (kept) await openWithSnapshot(profile, state, kept, showMeHref(profile, data, state), context)
    else await driveSession(profile, state, data, context)
  } catch (error) {
    engine.resume() // still on the explorer page: let its explorations go on
    throw error
  }
}

async function driveSession(profile: MachineProfile, state: ExploredState, data: ExplorerData, context: ShowMeContext): Promise<void> {
  const { session } = context
  if (state.key === 'signedIn') await ensureSignedIn(session)
  else if (state.key === 'endingEverywhere') {
    await ensureSignedIn(session)
    // held, as the explorer holds every loading state: the backend's answer stalls, so My Account
    // shows its button at work instead of the buyer already logged out
    mockControls().setCallMode('logoutAll', 'stalled')
    session.send({ type: 'session.logoutEverywhere' })
  } else if (session.getSnapshot().matches('signedIn')) session.send({ type: 'session.logout' })
  context.navigate(profile.route(data, state.key))
}

async function openWithSnapshot(
  profile: MachineProfile,
  state: ExploredState,
  kept: KeptSnapshot,
  href: string,
  context: ShowMeContext,
): Promise<void> {
  const { session } = context
  const { readScenarioSelection, selectScenarios } = mockControls()
  // the path's scenario replaces the current one: clear it first so signing in is not refused
  selectScenarios({ presets: [], overrides: [] })
  const need = sessionNeedOf(profile, state.key)
  if (need === 'signedIn') await ensureSignedIn(session)
  // quietly: the sign-in flows need nobody signed in, and a logout toast would be noise here
  if (need === 'signedOut' && session.getSnapshot().matches('signedIn')) session.send({ type: 'session.expired' })
  keepExploredSnapshot(profile.machine.id, state.key, kept)
  selectScenarios(readScenarioSelection(href.slice(href.indexOf('?'))))
  if (profile.appWide) context.load(href)
  else context.navigate(href, profile.routeState?.(state.key))
}
