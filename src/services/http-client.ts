import { Result } from 'effect'
import {
  endpoints,
  type EndpointName,
  type RequestOf,
  type ResponseOf,
  type Transport,
} from '../../contracts/endpoints'
import { fillPath, parseJson, refusalMessageIn, responseDecoders, toFormData, toQuery, type Fields } from '../../contracts/request-encoding'
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

const decoderFor = responseDecoders(endpoints)

function bodyFor(transport: Transport, fields: Fields): { body?: BodyInit; contentType?: string } {
  if (transport === 'json') return { body: JSON.stringify(fields), contentType: 'application/json' }
  // fetch sets the multipart boundary itself; a hand-written Content-Type would break it
  if (transport === 'multipart') return { body: toFormData(fields) }
  return {}
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
        throw new HttpError(label, response.status, parsed.ok ? refusalMessageIn(parsed.value) : undefined)
      }
      if (!parsed.ok) throw new DecodeError(label, 'the body is not JSON')
      const decoded = decoderFor(name)(parsed.value)
      if (Result.isFailure(decoded)) throw new DecodeError(label, decoded.failure.message)
      return decoded.success as ResponseOf<typeof name>
    },
  }
}
