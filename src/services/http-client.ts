import { Result, Schema } from 'effect'
import {
  endpoints,
  type EndpointName,
  type RequestOf,
  type ResponseOf,
  type Transport,
} from '../../contracts/endpoints'
import { AbortedError, DecodeError, HttpError, NetworkError, TimeoutError } from './api-error'

export interface CallOptions {
  /** Cancels the call; the promise then rejects with AbortedError. */
  readonly signal?: AbortSignal
  readonly headers?: Readonly<Record<string, string>>
  readonly timeoutMs?: number
  /**
   * Sent instead of the session's token: logging out ends a token on the server after the
   * session has already forgotten it. A 401 for it says nothing about the current session.
   */
  readonly token?: string
}

/** One typed call per row of the endpoint table. Rejects only with an ApiError. */
export interface HttpClient {
  call<N extends EndpointName>(name: N, input: RequestOf<N>, options?: CallOptions): Promise<ResponseOf<N>>
}

export interface HttpClientDeps {
  /** Absolute or same-origin base, ending in /api. */
  readonly baseUrl: string
  readonly getToken: () => string | null
  readonly timeoutMs: number
  /** Told of every 401 answered to a call that carried a token (an expired session). */
  readonly onUnauthorized?: () => void
  readonly fetch?: typeof fetch
}

type Fields = Record<string, unknown>

const decoders = new Map<EndpointName, (u: unknown) => Result.Result<unknown, Schema.SchemaError>>()
function decoderFor(name: EndpointName) {
  let decode = decoders.get(name)
  if (!decode) {
    decode = Schema.decodeUnknownResult(endpoints[name].response as Schema.Codec<unknown>)
    decoders.set(name, decode)
  }
  return decode
}

/** Takes `:param` values out of the input and into the path. */
export function fillPath(path: string, input: Fields): { path: string; rest: Fields } {
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

function toFormData(fields: Fields): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) form.append(key, v instanceof Blob ? v : String(v))
  }
  return form
}

function bodyFor(transport: Transport, fields: Fields): { body?: BodyInit; contentType?: string } {
  if (transport === 'json') return { body: JSON.stringify(fields), contentType: 'application/json' }
  // fetch sets the multipart boundary itself; a hand-written Content-Type would break it
  if (transport === 'multipart') return { body: toFormData(fields) }
  return {}
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

function messageIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { msg, message } = body as { msg?: unknown; message?: unknown }
  if (typeof msg === 'string' && msg.trim()) return msg
  if (typeof message === 'string' && message.trim()) return message
  return undefined
}

/**
 * The one HTTP client: fills the path, encodes the body, attaches the bearer token (it only
 * ever talks to the API base), enforces a timeout, and decodes the answer against the contract.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))

  return {
    async call(name, input, options = {}) {
      const ep = endpoints[name]
      const label = `${ep.method} ${ep.path}`
      const { path, rest } = fillPath(ep.path, input as Fields)
      const query = ep.transport === 'query' ? toQuery(rest) : ''
      const { body, contentType } = bodyFor(ep.transport, rest)

      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
      if (contentType) headers['Content-Type'] = contentType
      const token = options.token ?? deps.getToken()
      if (token) headers.Authorization = `Bearer ${token}`

      const timeoutMs = options.timeoutMs ?? deps.timeoutMs
      const timer = new AbortController()
      const timeout = setTimeout(() => timer.abort(), timeoutMs)
      const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal

      let response: Response
      let text: string
      try {
        if (options.signal?.aborted) throw new AbortedError(label)
        response = await doFetch(`${deps.baseUrl}${path}${query}`, { method: ep.method, headers, body, signal })
        text = await response.text()
      } catch (cause) {
        if (options.signal?.aborted) throw new AbortedError(label)
        if (timer.signal.aborted) throw new TimeoutError(label, timeoutMs)
        throw new NetworkError(label, { cause })
      } finally {
        clearTimeout(timeout)
      }

      const parsed = parseJson(text)
      if (!response.ok) {
        if (response.status === 401 && token && options.token === undefined) deps.onUnauthorized?.()
        throw new HttpError(label, response.status, parsed.ok ? messageIn(parsed.value) : undefined)
      }
      if (!parsed.ok) throw new DecodeError(label, 'the body is not JSON')
      const decoded = decoderFor(name)(parsed.value)
      if (Result.isFailure(decoded)) throw new DecodeError(label, decoded.failure.message)
      return decoded.success as ResponseOf<typeof name>
    },
  }
}
