import { Schema } from 'effect'
import { HttpResponse, type HttpHandler } from 'msw'
import {
  adminEndpoints,
  isStaffWrite,
  roleMayCall,
  type AdminEndpointName,
  type AdminEndpoints,
  type AdminRequestOf,
  type AdminResponseOf,
} from '../../../contracts/admin/admin-endpoints'
import { exportFileName } from '../../../contracts/admin/catalogue-csv'
import { STAFF_MESSAGES, STAFF_SESSION_COOKIE } from '../../../contracts/admin/staff'
import { decodeEndpointRequest } from '../../../contracts/request-decoding'
import { fail, RuleError } from '../../../rules/rule-error'
import { requestBodyLimit } from '../../../rules/validation'
import { staffForSession, type FakeStaffCaller } from '../../use-cases/admin/staff-sessions'
import type { BackendContext } from '../../use-cases/backend-context'
import { bodyTooLarge, jsonAnswer, methods } from '../handler-parts'
import type { StaffSessionCookie } from './staff-session-cookie'

/** The caller a row's rule gets: a signed-in member for sure, except on the public rows. */
type CallerOf<N extends AdminEndpointName> = AdminEndpoints[N]['access'] extends 'public' | 'optional' ? FakeStaffCaller | null : FakeStaffCaller

export interface AdminCall<Caller extends FakeStaffCaller | null> {
  readonly caller: Caller
  readonly request: Request
  /** Starts (a token) or ends (null) the session cookie on this answer. */
  setSession(token: string | null): void
}

export type AdminRule<N extends AdminEndpointName> = (
  input: AdminRequestOf<N>,
  call: AdminCall<CallerOf<N>>,
) => AdminResponseOf<N> | Promise<AdminResponseOf<N>>

/** What every admin handler of one fake backend shares: its data and how it hands out the session cookie. */
export interface AdminHandlerContext {
  readonly backend: BackendContext
  readonly cookie: StaffSessionCookie
}

const json = (status: number, msg: string, headers?: Headers) => {
  const answer = jsonAnswer({ msg }, { status, headers })
  answer.headers.set('Cache-Control', NOT_KEPT['Cache-Control'])
  return answer
}

/** A row that answers CSV (the export): the file itself, to be saved under the export's name, as the server sends it. */
function csvAnswer(text: string, headers: Headers, now: number): Response {
  headers.set('Content-Type', 'text/csv; charset=utf-8')
  headers.set('Content-Disposition', `attachment; filename="${exportFileName(new Date(now))}"`)
  return new HttpResponse(text, { headers })
}

/** The Sec-Fetch-Site values that say the request was made by another site's page. */
const OTHER_SITE = new Set(['cross-site', 'same-site'])

/**
 * Whether a write comes from the store's own pages, judged as the server judges it
 * (server/http/store-origin.ts): its Origin names the origin the request was addressed to, or,
 * without an Origin, Sec-Fetch-Site does not name another site. `Origin: null` is refused.
 */
function fromStoreOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin')
  if (origin === null) return !OTHER_SITE.has((request.headers.get('Sec-Fetch-Site') ?? '').trim().toLowerCase())
  try {
    return new URL(origin.trim()).origin === new URL(request.url).origin
  } catch {
    return false
  }
}

/** No staff answer is kept by a browser or a proxy: each is one member's. */
const NOT_KEPT = { 'Cache-Control': 'no-store' }

/**
 * One MSW handler for one row of the staff endpoint table, in the server's order
 * (server/http/admin-routes.ts): the body's size limit (413), a write from another origin (403),
 * the session from the cookie on every row but the public ones (401 without a live one, whatever
 * bearer token the request carries, and a cookie that opens nothing is cleared), the row's roles
 * (403), request decoding (400), then the rule, its answer encoded through the row's response
 * schema; a rule's refusal is `{ msg }` with its status. No answer may be cached.
 */
export function adminHandler<N extends AdminEndpointName>(context: AdminHandlerContext, name: N, rule: AdminRule<N>): HttpHandler {
  const endpoint = adminEndpoints[name]
  const encode = Schema.encodeUnknownSync(endpoint.response as Schema.Codec<unknown>)

  return methods[endpoint.method](`*/api${endpoint.path}`, async ({ request, params, cookies }) => {
    try {
      if (await bodyTooLarge(request, requestBodyLimit(endpoint))) return json(413, 'Request body too large')
      if (isStaffWrite(endpoint) && !fromStoreOrigin(request)) return json(403, STAFF_MESSAGES.otherOrigin)
      let caller: FakeStaffCaller | null = null
      if (endpoint.access !== 'public') {
        const token = cookies[STAFF_SESSION_COOKIE]
        caller = token ? staffForSession(context.backend, token) : null
        if (!caller && endpoint.access !== 'optional') {
          const cleared = new Headers()
          if (token) context.cookie.write(null, request, cleared)
          return json(401, STAFF_MESSAGES.signedOut, cleared)
        }
        if (caller && !roleMayCall(endpoint.access, caller.staff.role)) return json(403, STAFF_MESSAGES.forbidden)
      }
      const decoded = await decodeEndpointRequest(endpoint, request, params)
      if (!decoded.ok) fail(400, decoded.msg)

      const headers = new Headers(NOT_KEPT)
      const call: AdminCall<CallerOf<N>> = {
        caller: caller as CallerOf<N>,
        request,
        setSession: (next) => context.cookie.write(next, request, headers),
      }
      const result = await rule(decoded.value as AdminRequestOf<N>, call)
      if (endpoint.answers === 'csv') return csvAnswer(encode(result) as string, headers, context.backend.now())
      return jsonAnswer(encode(result), { headers })
    } catch (error) {
      if (error instanceof RuleError) return json(error.status, error.msg)
      // a bug in the fake backend: say so loudly instead of answering something half-made
      const detail = error instanceof Error ? error.message : String(error)
      return json(500, `Mock backend error in ${name}: ${detail}`)
    }
  })
}
