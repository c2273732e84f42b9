import { BACK_OFFICE_MESSAGES } from '../../contracts/admin/back-office-messages'
import { FULFILMENT_MESSAGES } from '../../contracts/fulfilment-rules'
import { STAFF_MESSAGES } from '../../contracts/admin/staff'

/**
 * How a staff call can fail, as one error class: machines switch on `kind` and `status`, screens
 * show `message` (the server's own words when it sent any, as `{ msg }`).
 */
export type AdminErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'decode'

export class AdminCallError extends Error {
  constructor(
    readonly kind: AdminErrorKind,
    /** `METHOD /path` of the call, for the console. */
    readonly endpoint: string,
    message: string,
    /** The HTTP status when the server answered (kind 'http'). */
    readonly status: number | null = null,
    /** The server's `msg`, when it sent one. */
    readonly serverMessage: string | null = null,
  ) {
    super(message)
  }
}


export const isAborted = (error: unknown): boolean => error instanceof AdminCallError && error.kind === 'aborted'
const statusOf = (error: unknown): number | null => (error instanceof AdminCallError ? error.status : null)

/** No live session (never signed in, expired, ended, or disabled by an owner). */
export const isSignedOut = (error: unknown): boolean => statusOf(error) === 401
/** The member's role may not make this call. */
export const isForbidden = (error: unknown): boolean => statusOf(error) === 403
/** Someone changed the record since this page read it (a stale version): reload, then act. */
export const isConflict = (error: unknown): boolean => statusOf(error) === 409
/** Too many sign-in attempts: the server's message says how long to wait. */
export const isTooManyAttempts = (error: unknown): boolean => statusOf(error) === 429
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404

/** What a member of staff is told about a failed call: the server's words, else ours. */
export function messageOf(error: unknown): string {
  if (!(error instanceof AdminCallError)) return BACK_OFFICE_MESSAGES.failed
  if (error.serverMessage) return error.serverMessage
  switch (error.kind) {
    case 'network':
      return BACK_OFFICE_MESSAGES.unreachable
    case 'timeout':
      return BACK_OFFICE_MESSAGES.timedOut
    case 'decode':
      return BACK_OFFICE_MESSAGES.unreadable
    default:
      if (error.status === 401) return STAFF_MESSAGES.signedOut
      if (error.status === 403) return STAFF_MESSAGES.forbidden
      if (error.status === 409) return FULFILMENT_MESSAGES.orderChanged
      return BACK_OFFICE_MESSAGES.failed
  }
}
