import { Schema } from 'effect'
import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  adminEndpoints,
  isStaffWrite,
  roleMayCall,
  type AdminEndpointName,
  type AdminEndpoints,
  type AdminRequestOf,
  type AdminResponseOf,
} from '../../../contracts/admin/admin-endpoints'
import { STAFF_MESSAGES, STAFF_SESSION_COOKIE } from '../../../contracts/admin/staff'
import { decodeEndpointRequest } from '../../../contracts/request-decoding'
import { fail, RuleError } from '../../../rules/rule-error'
import { requestBodyLimit } from '../../../rules/validation'
import { staffForSession, type FakeStaffCaller } from '../../use-cases/admin/staff-sessions'
import type { BackendContext } from '../../use-cases/backend-context'
import type { StaffSessionCookie } from './staff-session-cookie'

/** The caller a row's rule gets: a signed-in member for sure, except on the public rows. */
type CallerOf<N extends AdminEndpointName> = AdminEndpoints[N]['access'] extends 'public' ? FakeStaffCaller | null : FakeStaffCaller

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

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const

const json = (status: number, msg: string) => HttpResponse.json({ msg }, { status })

async function bodyTooLarge(request: Request, limit: number): Promise<boolean> {
  const declared = Number(request.headers.get('Content-Length'))
  if (Number.isFinite(declared) && declared > 0) return declared > limit
  return request.body !== null && (await request.clone().arrayBuffer()).byteLength > limit
}

/** A write sent from a page of another origin (the browser names it in Origin); none named is the page's own. */
function fromAnotherOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin')
  return origin !== null && origin !== new URL(request.url).origin
}

/**
 * One MSW handler for one row of the staff endpoint table, in the server's order: the body's size
 * limit (413), a write from another origin (403), the session from the cookie (401 without a
 * live one, whatever bearer token the request carries), the row's roles (403), request decoding
 * (400), then the rule, its answer encoded through the row's response schema; a rule's refusal
 * is `{ msg }` with its status.
 */
export function adminHandler<N extends AdminEndpointName>(context: AdminHandlerContext, name: N, rule: AdminRule<N>): HttpHandler {
  const endpoint = adminEndpoints[name]
  const encode = Schema.encodeUnknownSync(endpoint.response as Schema.Codec<unknown>)

  return methods[endpoint.method](`*/api${endpoint.path}`, async ({ request, params, cookies }) => {
    try {
      if (await bodyTooLarge(request, requestBodyLimit(endpoint.transport))) return json(413, 'Request body too large')
      if (isStaffWrite(endpoint) && fromAnotherOrigin(request)) return json(403, STAFF_MESSAGES.otherOrigin)
      const token = cookies[STAFF_SESSION_COOKIE]
      const caller = token ? staffForSession(context.backend, token) : null
      if (endpoint.access !== 'public') {
        if (!caller) return json(401, STAFF_MESSAGES.signedOut)
        if (!roleMayCall(endpoint.access, caller.staff.role)) return json(403, STAFF_MESSAGES.forbidden)
      }
      // the decoder reads only how the request travels and its schema
      const decoded = await decodeEndpointRequest({ ...endpoint, auth: 'none' }, request, params)
      if (!decoded.ok) fail(400, decoded.msg)

      const headers = new Headers()
      const call: AdminCall<CallerOf<N>> = {
        caller: caller as CallerOf<N>,
        request,
        setSession: (next) => context.cookie.write(next, request, headers),
      }
      const result = await rule(decoded.value as AdminRequestOf<N>, call)
      return HttpResponse.json(encode(result) as Record<string, unknown>, { headers })
    } catch (error) {
      if (error instanceof RuleError) return json(error.status, error.msg)
      // a bug in the fake backend: say so loudly instead of answering something half-made
      const detail = error instanceof Error ? error.message : String(error)
      return json(500, `Mock backend error in ${name}: ${detail}`)
    }
  })
}
