import { http, HttpResponse, type HttpHandler } from 'msw'
import { endpoints, type EndpointName } from '../../contracts/endpoints'
import { server } from '../../mocks/node'
import { HTML_ERROR_PAGE } from './malformed-answers'

/*
 * Ways one call of the endpoint table can fail, forced on the fake backend for one test (MSW
 * override, dropped by `server.resetHandlers()` after each test):
 *   network     no answer at all (fetch rejects)
 *   server-500  500 with a JSON msg, which SPEC 8 shows where it says "server msg"
 *   html-503    a proxy's 503 HTML page: no JSON, so no server message
 *   unauthorized  401, as when the session has expired on the server
 *   malformed   200 with a body that breaks the contract
 *   rate-limited  429 with Retry-After and a msg, as the store answers too many sign-in attempts
 *                 (only the rate-limited calls meet it, so it is not in `failureModes`)
 */
export const failureModes = ['network', 'server-500', 'html-503', 'unauthorized', 'malformed'] as const
export type FailureMode = (typeof failureModes)[number] | 'rate-limited'

/** The msg of the forced 500 answer: where SPEC 8 shows the server's message, this is it. */
export const SERVER_MSG = 'Internal server error'

/** The msg of the forced 429 answer, worded as server/http/rate-limits.ts words it. */
export const RATE_LIMITED_MSG = 'Too many attempts. Please try again in 12 minutes'

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const

/** The answer a failure mode gives. */
export function failureResponse(mode: FailureMode): Response {
  switch (mode) {
    case 'network':
      return HttpResponse.error()
    case 'server-500':
      return HttpResponse.json({ msg: SERVER_MSG }, { status: 500 })
    case 'html-503':
      return new HttpResponse(HTML_ERROR_PAGE, { status: 503, headers: { 'Content-Type': 'text/html' } })
    case 'unauthorized':
      return HttpResponse.json({ msg: 'Unauthorized' }, { status: 401 })
    case 'malformed':
      return HttpResponse.json({ data: { unexpected: true }, msg: 42, totalPrice: 'lots' })
    case 'rate-limited':
      return HttpResponse.json({ msg: RATE_LIMITED_MSG }, { status: 429, headers: { 'Retry-After': '720' } })
  }
}

/**
 * An MSW handler answering `name` with the failure; `onCall` counts the requests it failed.
 * Requests `when` refuses fall through to the fake backend's normal handler.
 */
export function failingHandler(
  name: EndpointName,
  mode: FailureMode,
  onCall?: (request: Request) => void,
  when: (request: Request) => boolean = () => true,
): HttpHandler {
  const endpoint = endpoints[name]
  return methods[endpoint.method](`*/api${endpoint.path}`, ({ request }) => {
    if (!when(request)) return undefined
    onCall?.(request)
    return failureResponse(mode)
  })
}

/** Makes the calls of `name` (those `when` accepts) fail with `mode` until the test ends; answers a request counter. */
export function forceFailure(name: EndpointName, mode: FailureMode, when?: (request: Request) => boolean): { readonly calls: () => number } {
  let calls = 0
  server.use(failingHandler(name, mode, () => calls++, when))
  return { calls: () => calls }
}
