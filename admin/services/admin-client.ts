import { Result, Schema } from 'effect'
import {
  adminEndpoints,
  type AdminEndpointName,
  type AdminRequestOf,
  type AdminResponseOf,
} from '../../contracts/admin/admin-endpoints'
import { AdminCallError } from './admin-error'

/** One typed call per row of the staff endpoint table. Rejects only with an AdminCallError. */
export interface AdminClient {
  call<N extends AdminEndpointName>(name: N, input: AdminRequestOf<N>, signal?: AbortSignal): Promise<AdminResponseOf<N>>
}

export interface AdminClientDeps {
  /** Absolute or same-origin base, ending in /api. */
  readonly baseUrl: string
  readonly timeoutMs: number
  /** Told of every 401 (the session ended: expired, signed out elsewhere, or disabled by an owner). */
  readonly onSignedOut?: () => void
  readonly fetch?: typeof fetch
}

type Fields = Record<string, unknown>

const decoders = new Map<AdminEndpointName, (u: unknown) => Result.Result<unknown, Schema.SchemaError>>()
function decoderFor(name: AdminEndpointName) {
  let decode = decoders.get(name)
  if (!decode) {
    decode = Schema.decodeUnknownResult(adminEndpoints[name].response as Schema.Codec<unknown>)
    decoders.set(name, decode)
  }
  return decode
}

/** Takes `:param` values out of the input and into the path. */
function fillPath(path: string, input: Fields): { path: string; rest: Fields } {
  const rest: Fields = { ...input }
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = rest[key]
    delete rest[key]
    return encodeURIComponent(String(value ?? ''))
  })
  return { path: filled, rest }
}

function toQuery(fields: Fields): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

function msgIn(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const { msg } = body as { msg?: unknown }
  return typeof msg === 'string' && msg.trim() ? msg : null
}

/**
 * The back office's one HTTP client, driven by the staff endpoint table: fills the path, sends
 * the query or the JSON body the row names, carries the session cookie (`credentials: 'include'`:
 * the cookie is HttpOnly, the page never sees it), enforces a timeout, turns a `{ msg }` refusal
 * into an AdminCallError, and decodes every answer with the row's response schema.
 */
export function createAdminClient(deps: AdminClientDeps): AdminClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))

  return {
    async call(name, input, signal) {
      const endpoint = adminEndpoints[name]
      const label = `${endpoint.method} ${endpoint.path}`
      const { path, rest } = fillPath(endpoint.path, input as Fields)
      const query = endpoint.transport === 'query' ? toQuery(rest) : ''
      const headers: Record<string, string> = { Accept: 'application/json' }
      let body: string | undefined
      if (endpoint.transport === 'json') {
        body = JSON.stringify(rest)
        headers['Content-Type'] = 'application/json'
      }

      const timer = new AbortController()
      const timeout = setTimeout(() => timer.abort(), deps.timeoutMs)
      const combined = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal
      let response: Response
      let text: string
      try {
        if (signal?.aborted) throw new AdminCallError('aborted', label, `${label} was cancelled`)
        response = await doFetch(`${deps.baseUrl}${path}${query}`, { method: endpoint.method, headers, body, credentials: 'include', signal: combined })
        text = await response.text()
      } catch (cause) {
        if (signal?.aborted) throw new AdminCallError('aborted', label, `${label} was cancelled`)
        if (timer.signal.aborted) throw new AdminCallError('timeout', label, `${label} did not answer within ${deps.timeoutMs} ms`)
        throw new AdminCallError('network', label, `Network failure calling ${label}: ${String(cause)}`)
      } finally {
        clearTimeout(timeout)
      }

      const parsed = parseJson(text)
      if (!response.ok) {
        if (response.status === 401) deps.onSignedOut?.()
        const serverMessage = parsed.ok ? msgIn(parsed.value) : null
        throw new AdminCallError('http', label, serverMessage ?? `${label} answered HTTP ${response.status}`, response.status, serverMessage)
      }
      if (!parsed.ok) throw new AdminCallError('decode', label, `${label} answered something that is not JSON`)
      const decoded = decoderFor(name)(parsed.value)
      if (Result.isFailure(decoded)) throw new AdminCallError('decode', label, `${label} answered a malformed response: ${decoded.failure.message}`)
      return decoded.success as AdminResponseOf<typeof name>
    },
  }
}
