import { HttpError } from './api-error'

/**
 * Why the server refused an upload, in its own words: the `msg` of a 4xx answer (not a picture,
 * too large, too many today), which the form shows under its field beside SPEC 8's toast.
 * Null for a failure that is no refusal (offline, a timeout, a 5xx) and for a 401, after which
 * the session signs the buyer out.
 */
export function uploadRefusalReason(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status < 400 || error.status >= 500 || error.status === 401) return null
  return error.serverMessage?.trim() || null
}
