import { Schema } from 'effect'
import {
  adminEndpoints,
  type AdminEndpointName,
  type AdminRequestOf,
  type AdminResponseOf,
} from '../../../contracts/admin/admin-endpoints'
import { STAFF_SESSION_COOKIE, type Staff } from '../../../contracts/admin/staff'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../../seed/fixtures/demo-accounts'
import type { BackendUnderTest } from '../../support/backend-under-test'

/** What a staff call answered: its status, its body as sent, and the session cookie it set, if any. */
export interface StaffAnswer {
  readonly status: number
  readonly body: unknown
  readonly setCookie: string | null
}

/** How a staff call is made: with a session cookie or without, from the store's own origin or another. */
export interface StaffCallOptions {
  /** The session cookie's value; none for a call made without a session. */
  readonly session?: string | null
  /** A buyer's token, sent as the buyer API's Authorization header (which the staff API must ignore). */
  readonly bearer?: string
  /** The Origin header; the backend's own origin when absent. `null` sends none. */
  readonly origin?: string | null
}

/** The path of a row with its `:params` filled from the input; the rest of the input goes in the query or the body. */
function placeRequest(name: AdminEndpointName, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input }
  const path = adminEndpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = String(rest[key] ?? '')
    delete rest[key]
    return encodeURIComponent(value)
  })
  return { path, rest }
}

/**
 * Makes one staff call on the wire, as a browser on the back office would (the cookie and the
 * Origin header are the browser's), without decoding its answer: tests read statuses and bodies.
 */
export async function callStaffRaw<N extends AdminEndpointName>(
  backend: BackendUnderTest,
  name: N,
  input: AdminRequestOf<N> | Record<string, unknown>,
  options: StaffCallOptions = {},
): Promise<StaffAnswer> {
  const endpoint = adminEndpoints[name]
  const { path, rest } = placeRequest(name, input as Record<string, unknown>)
  const headers = new Headers()
  if (options.session) headers.set('Cookie', `${STAFF_SESSION_COOKIE}=${options.session}`)
  if (options.bearer) headers.set('Authorization', `Bearer ${options.bearer}`)
  const origin = options.origin === undefined ? backend.origin : options.origin
  if (origin !== null) headers.set('Origin', origin)
  let url = backend.api(path)
  let body: string | Blob | FormData | undefined
  const inQuery = (fields: Record<string, unknown>) => {
    const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]))
    if ([...query].length > 0) url += `?${query}`
  }
  if (endpoint.transport === 'query') {
    inQuery(rest)
  } else if (endpoint.transport === 'json') {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(rest)
  } else if (endpoint.transport === 'csv') {
    // the CSV (a Blob or text) is the body; every other field goes in the query
    const { csv, ...fields } = rest
    inQuery(fields)
    headers.set('Content-Type', 'text/csv; charset=utf-8')
    body = csv instanceof Blob ? csv : String(csv ?? '')
  } else if (endpoint.transport === 'multipart') {
    const form = new FormData()
    for (const [key, value] of Object.entries(rest)) {
      for (const part of Array.isArray(value) ? value : [value]) form.append(key, part instanceof Blob ? part : String(part))
    }
    body = form
  }
  const response = await fetch(url, { method: endpoint.method, headers, body, redirect: 'manual' })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // a body that is not JSON is kept as text for the test to show
  }
  return { status: response.status, body: parsed, setCookie: response.headers.get('Set-Cookie') }
}

/** The session cookie's value in a Set-Cookie header, or null. */
export function sessionFrom(setCookie: string | null): string | null {
  const match = new RegExp(`(?:^|[;,]\\s*)${STAFF_SESSION_COOKIE}=([^;]*)`).exec(setCookie ?? '')
  return match?.[1] || null
}

/** A staff call that must succeed: its answer decoded with the row's response schema. */
export async function callStaff<N extends AdminEndpointName>(
  backend: BackendUnderTest,
  name: N,
  input: AdminRequestOf<N>,
  session: string,
): Promise<AdminResponseOf<N>> {
  const answer = await callStaffRaw(backend, name, input, { session })
  if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return Schema.decodeUnknownSync(adminEndpoints[name].response as Schema.Codec<AdminResponseOf<N>>)(answer.body)
}

export type DemoStaffRole = (typeof DEMO_STAFF)[number]['role']

/** Signs in the demo member of `role` (seed/fixtures/demo-accounts.ts) and answers their session cookie's value. */
export async function signInStaff(backend: BackendUnderTest, role: DemoStaffRole): Promise<string> {
  const member = DEMO_STAFF.find((m) => m.role === role) ?? DEMO_STAFF[0]
  const answer = await callStaffRaw(backend, 'staffSignin', { email: member.email, password: DEMO_STAFF_PASSWORD })
  const session = sessionFrom(answer.setCookie)
  if (answer.status !== 200 || !session) throw new Error(`staff sign-in as ${role} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return session
}

/** The member a session belongs to (GET /admin/session), failing the test when it opens nobody. */
export async function staffOf(backend: BackendUnderTest, session: string): Promise<Staff> {
  const { staff } = await callStaff(backend, 'staffSession', {}, session)
  if (!staff) throw new Error('the session opens nobody')
  return staff
}
