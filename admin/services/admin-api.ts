import { adminConfig } from './admin-config'
import { createAdminClient } from './admin-client'

type Listener = () => void
const signedOutListeners = new Set<Listener>()

/** Lets the staff session end itself when any call is answered 401 (expired, ended or disabled). */
export function onSignedOut(listener: Listener): () => void {
  signedOutListeners.add(listener)
  return () => signedOutListeners.delete(listener)
}

/** The back office's client for the configured API base; every service calls through it. */
export const adminApi = createAdminClient({
  baseUrl: adminConfig.apiBaseUrl,
  timeoutMs: adminConfig.requestTimeoutMs,
  transferTimeoutMs: adminConfig.transferTimeoutMs,
  onSignedOut: () => signedOutListeners.forEach((listener) => listener()),
})
