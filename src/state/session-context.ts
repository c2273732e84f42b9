import { createActorContext } from '@xstate/react'
import { isUser } from '../lib/guards'
import { readJson, readText, storageKeys } from '../lib/storage'
import { SIGNED_IN, sessionMachine, type SessionContext as SessionData } from '../machines/session.machine'
import { useHydrated } from './hydration'

/** The app-wide session actor. */
export const SessionContext = createActorContext(sessionMachine)

/** The session saved by an earlier visit, if any (SPEC 4: restored from storage at start). */
export function readStoredSession(): SessionData {
  const token = readText(storageKeys.token)
  const user = readJson(storageKeys.user, isUser)
  return token && user ? { token, user } : { token: null, user: null }
}

/**
 * The signed-in buyer, as screens show it. A server-rendered page is drawn for a guest, so its
 * hydration render reads a guest too; the buyer fills in right after (useHydrated).
 */
export function useSession() {
  const hydrated = useHydrated()
  const user = SessionContext.useSelector((s) => s.context.user)
  const isLoggedIn = SessionContext.useSelector((s) => s.hasTag(SIGNED_IN))
  return hydrated ? { user, isLoggedIn } : { user: null, isLoggedIn: false }
}

export function useSessionActor() {
  return SessionContext.useActorRef()
}
