import { Result } from 'effect'
import {
  adminEndpoints,
  type AdminEndpoint,
  type AdminEndpointName,
  type AdminRequestOf,
  type AdminResponseOf,
} from '../../contracts/admin/admin-endpoints'
import { fillPath, parseJson, refusalMessageIn, responseDecoders, toFormData, toQuery, type Fields } from '../../contracts/request-encoding'
import { AdminCallError } from './admin-error'

/** How far a request's body has gone up: `total` is null when the browser cannot tell. */
export interface UploadProgress {
  readonly loaded: number
  readonly total: number | null
}

/** One typed call per row of the staff endpoint table. Rejects only with an AdminCallError. */
export interface AdminClient {
  /**
   * `onUploadProgress` (a multipart or CSV row: a picture, an import) is told how far the body
   * has gone; the call then travels by XMLHttpRequest, whose upload events fetch does not have.
   */
  call<N extends AdminEndpointName>(
    name: N,
    input: AdminRequestOf<N>,
    signal?: AbortSignal,
    onUploadProgress?: (progress: UploadProgress) => void,
  ): Promise<AdminResponseOf<N>>
}

export interface AdminClientDeps {
  /** Absolute or same-origin base, ending in /api. */
  readonly baseUrl: string
  readonly timeoutMs: number
  /**
   * The timeout of a row that moves a file (a picture up, the catalogue's CSV up or down): a
   * 10 MB picture or a 20,000-row import on a shop's connection takes longer than a click's call.
   */
  readonly transferTimeoutMs?: number
  /** Told of every 401 (the session ended: expired, signed out elsewhere, or disabled by an owner). */
  readonly onSignedOut?: () => void
  readonly fetch?: typeof fetch
  /** Makes the XMLHttpRequest of a call that reports its upload's progress (tests hand in their own). */
  readonly xhr?: () => XMLHttpRequest
}

const decoderFor = responseDecoders(adminEndpoints)

/** Where a row's fields travel: the query, a JSON body, a multipart form, or (csv) the file as the body and the rest in the query. */
function placeFields(transport: AdminEndpoint['transport'], fields: Fields): { query: string; body?: BodyInit; contentType?: string } {
  switch (transport) {
    case 'query':
      return { query: toQuery(fields) }
    case 'json':
      return { query: '', body: JSON.stringify(fields), contentType: 'application/json' }
    case 'csv': {
      const { csv, ...rest } = fields
      return { query: toQuery(rest), body: csv instanceof Blob ? csv : String(csv ?? ''), contentType: 'text/csv; charset=utf-8' }
    }
    case 'multipart':
      // the browser writes the multipart boundary itself; a hand-written Content-Type would break it
      return { query: '', body: toFormData(fields) }
    default:
      return { query: '' }
  }
}

/** What came back, whichever way the call travelled. */
interface WireAnswer {
  readonly status: number
  readonly ok: boolean
  readonly text: string
}

interface WireRequest {
  readonly url: string
  readonly method: string
  readonly headers: Record<string, string>
  readonly body?: BodyInit
  readonly signal: AbortSignal
}

/** A call by XMLHttpRequest, for its upload progress events; aborted through the signal like fetch. */
function sendByXhr(make: () => XMLHttpRequest, request: WireRequest, onProgress: (progress: UploadProgress) => void): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = make()
    const abort = () => xhr.abort()
    if (request.signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'))
      return
    }
    request.signal.addEventListener('abort', abort, { once: true })
    const settle = () => request.signal.removeEventListener('abort', abort)
    xhr.open(request.method, request.url)
    xhr.withCredentials = true
    for (const [key, value] of Object.entries(request.headers)) xhr.setRequestHeader(key, value)
    xhr.upload.addEventListener('progress', (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null }))
    xhr.addEventListener('load', () => {
      settle()
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, text: typeof xhr.responseText === 'string' ? xhr.responseText : '' })
    })
    xhr.addEventListener('error', () => {
      settle()
      reject(new TypeError('Network request failed'))
    })
    xhr.addEventListener('abort', () => {
      settle()
      reject(new DOMException('Aborted', 'AbortError'))
    })
    xhr.send((request.body ?? null) as XMLHttpRequestBodyInit | null)
  })
}

/**
 * The back office's one HTTP client, driven by the staff endpoint table: fills the path, sends
 * the fields the way the row's transport carries them (the query, a JSON body, a multipart form,
 * or a CSV file as the body with the rest in the query), carries the session cookie
 * (`credentials: 'include'`: the cookie is HttpOnly, the page never sees it), enforces a timeout,
 * turns a `{ msg }` refusal into an AdminCallError, and decodes every answer with the row's
 * response schema: JSON, or the text itself for a row that answers CSV (the export).
 */
export function createAdminClient(deps: AdminClientDeps): AdminClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const makeXhr = deps.xhr ?? (typeof XMLHttpRequest === 'undefined' ? null : () => new XMLHttpRequest())

  return {
    async call(name, input, signal, onUploadProgress) {
      const endpoint: AdminEndpoint = adminEndpoints[name]
      const label = `${endpoint.method} ${endpoint.path}`
      const answersCsv = endpoint.answers === 'csv'
      const { path, rest } = fillPath(endpoint.path, input as Fields)
      const { query, body, contentType } = placeFields(endpoint.transport, rest)
      const headers: Record<string, string> = { Accept: answersCsv ? 'text/csv, application/json' : 'application/json' }
      if (contentType) headers['Content-Type'] = contentType

      const movesFile = endpoint.transport === 'csv' || endpoint.transport === 'multipart' || answersCsv
      const timeoutMs = movesFile ? (deps.transferTimeoutMs ?? deps.timeoutMs) : deps.timeoutMs
      const timer = new AbortController()
      const timeout = setTimeout(() => timer.abort(), timeoutMs)
      const combined = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal
      const request: WireRequest = { url: `${deps.baseUrl}${path}${query}`, method: endpoint.method, headers, body, signal: combined }
      let answer: WireAnswer
      try {
        if (signal?.aborted) throw new AdminCallError('aborted', label, `${label} was cancelled`)
        if (onUploadProgress && makeXhr) {
          answer = await sendByXhr(makeXhr, request, onUploadProgress)
        } else {
          const response = await doFetch(request.url, { method: request.method, headers, body, credentials: 'include', signal: combined })
          answer = { status: response.status, ok: response.ok, text: await response.text() }
        }
      } catch (cause) {
        if (signal?.aborted) throw new AdminCallError('aborted', label, `${label} was cancelled`)
        if (timer.signal.aborted) throw new AdminCallError('timeout', label, `${label} did not answer within ${timeoutMs} ms`)
        throw new AdminCallError('network', label, `Network failure calling ${label}: ${String(cause)}`)
      } finally {
        clearTimeout(timeout)
      }

      if (!answer.ok) {
        if (answer.status === 401) deps.onSignedOut?.()
        const parsed = parseJson(answer.text)
        const serverMessage = (parsed.ok ? refusalMessageIn(parsed.value) : undefined) ?? null
        throw new AdminCallError('http', label, serverMessage ?? `${label} answered HTTP ${answer.status}`, answer.status, serverMessage)
      }
      let value: unknown = answer.text
      if (!answersCsv) {
        const parsed = parseJson(answer.text)
        if (!parsed.ok) throw new AdminCallError('decode', label, `${label} answered something that is not JSON`)
        value = parsed.value
      }
      const decoded = decoderFor(name)(value)
      if (Result.isFailure(decoded)) throw new AdminCallError('decode', label, `${label} answered a malformed response: ${decoded.failure.message}`)
      return decoded.success as AdminResponseOf<typeof name>
    },
  }
}
