import { endpoints, IDEMPOTENCY_HEADER } from '../../contracts/endpoints'

/** Every method of the endpoint table. */
const METHODS = [...new Set(Object.values(endpoints).map((e) => e.method))]

/**
 * The request headers the storefront's client sends that a browser asks about first:
 * Authorization (the bearer token), Content-Type (application/json bodies) and the checkout's
 * Idempotency-Key. Accept and multipart bodies' Content-Type need no permission.
 */
const REQUEST_HEADERS = ['Authorization', 'Content-Type', IDEMPOTENCY_HEADER]

/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600

export interface CorsPolicy {
  /** Headers for an answer to `request`: the echoed origin when it is allowed, else none. */
  headersFor(request: Request): Record<string, string>
  /** True for a CORS preflight (OPTIONS with Access-Control-Request-Method). */
  isPreflight(request: Request): boolean
  /** The answer to a preflight: 204 with the methods and headers allowed, or 403 for another origin. */
  preflight(request: Request): Response
}

/**
 * CORS for browser calls from the listed origins (e.g. `http://127.0.0.1:4320`): no credentials
 * (the client sends a bearer token, never cookies) and no exposed response headers.
 */
export function corsPolicy(allowedOrigins: readonly string[]): CorsPolicy {
  const allowed = new Set(allowedOrigins)
  const allowedOrigin = (request: Request) => {
    const origin = request.headers.get('Origin')
    return origin && allowed.has(origin) ? origin : null
  }
  return {
    headersFor(request): Record<string, string> {
      const origin = allowedOrigin(request)
      // Vary on every answer: the same URL answers another origin without the header
      return origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' }
    },
    isPreflight(request) {
      return request.method === 'OPTIONS' && request.headers.has('Access-Control-Request-Method')
    },
    preflight(request) {
      const origin = allowedOrigin(request)
      if (!origin) return Response.json({ msg: 'Origin not allowed' }, { status: 403, headers: { Vary: 'Origin' } })
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': METHODS.join(', '),
          'Access-Control-Allow-Headers': REQUEST_HEADERS.join(', '),
          'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S),
          Vary: 'Origin',
        },
      })
    },
  }
}
