import { createActorContext } from '@xstate/react'
import { isUser } from '../lib/guards'
import { readJson, readText, storageKeys } from '../lib/storage'
import { sessionMachine, type SessionContext as SessionData } from '../machines/session.machine'

/** The app-wide session actor. */
export const SessionContext = createActorContext(sessionMachine)

/** The session saved by an earlier visit, if any (SPEC 4: restored from storage at start). */
export function readStoredSession(): SessionData {
  const token = readText(storageKeys.token)
  const user = readJson(storageKeys.user, isUser)
  return token && user ? { token, user } : { token: null, user: null }
}

export function useSession() {
  const user = SessionContext.useSelector((s) => s.context.user)
  const isLoggedIn = SessionContext.useSelector((s) => s.matches('signedIn'))
  return { user, isLoggedIn }
}

export function useSessionActor() {
  return SessionContext.useActorRef()
}
