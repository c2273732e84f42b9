import { config } from './config'
import { createHttpClient } from './http-client'
import { tokenStore } from './token-store'

type Listener = () => void
const unauthorizedListeners = new Set<Listener>()

/** Lets the session end itself when the server says the token is no longer valid. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** The storefront's client for the configured API base. */
export const apiClient = createHttpClient({
  baseUrl: config.apiBaseUrl,
  getToken: tokenStore.get,
  timeoutMs: config.requestTimeoutMs,
  onUnauthorized: () => unauthorizedListeners.forEach((l) => l()),
})
