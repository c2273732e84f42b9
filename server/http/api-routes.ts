import { Schema } from 'effect'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { endpoints, IDEMPOTENCY_HEADER, type EndpointName } from '../../contracts/endpoints'
import { decodeEndpointRequest } from '../../contracts/request-decoding'
import { requestBodyLimit } from '../../rules/validation'
import type { TokenService } from '../auth/tokens'
import type { Caller } from '../domain/context'
import { errorBody } from './errors'
import { tooManyAttempts, type RateLimiter } from './rate-limits'
import type { UseCases } from './use-cases'

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')
  return match?.[1] ?? null
}

/**
 * One route per row of contracts/endpoints.ts, nothing restated by hand: the token checked
 * where the row says (401 `{ msg }`), the request decoded with the row's schema (400 `{ msg }`),
 * the row's rate limits counted (429 `{ msg }` with Retry-After; server/http/rate-limits.ts),
 * the use case run, and its answer encoded with the row's response schema (which also drops
 * anything the contract does not name).
 */
export function registerApiRoutes(app: Hono, useCases: UseCases, tokens: TokenService, limiter: RateLimiter): void {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name]
    const encode = Schema.encodeUnknownSync(endpoint.response as Schema.Codec<unknown>)
    const run = useCases[name] as (input: unknown, caller: Caller) => Promise<unknown>
    const limit = bodyLimit({ maxSize: requestBodyLimit(endpoint.transport), onError: (c) => c.json(errorBody('Request body too large'), 413) })

    app.on(endpoint.method, `/api${endpoint.path}`, limit, async (c) => {
      const token = endpoint.auth === 'none' ? null : bearerToken(c)
      const userId = token ? await tokens.verify(token) : null
      if (endpoint.auth === 'required' && !userId) return c.json(errorBody('Unauthorized'), 401)

      const decoded = await decodeEndpointRequest(endpoint, c.req.raw, c.req.param())
      if (!decoded.ok) return c.json(errorBody(decoded.msg), 400)
      const attempt = await limiter.attempt(name, decoded.value, c)
      if (attempt && !attempt.allowed) return tooManyAttempts(c, attempt.retryAfterSeconds)
      const idempotencyKey = c.req.header(IDEMPOTENCY_HEADER)?.trim() || null
      const result = await run(decoded.value, { userId, idempotencyKey })
      await attempt?.succeeded()
      return c.json(encode(result) as Record<string, unknown>)
    })
  }
}
