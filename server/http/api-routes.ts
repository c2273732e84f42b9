import { Schema } from 'effect'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { endpoints, IDEMPOTENCY_HEADER, type EndpointName, type Transport } from '../../contracts/endpoints'
import { decodeEndpointRequest } from '../../contracts/request-decoding'
import { MAX_REVIEW_IMAGES, MAX_UPLOAD_BYTES } from '../../rules/validation'
import type { TokenService } from '../auth/tokens'
import type { Caller } from '../domain/context'
import { errorBody } from './errors'
import type { UseCases } from './use-cases'

/** A JSON or query request is small; a multipart one carries up to five pictures. */
const bodyLimitOf = (transport: Transport) => (transport === 'multipart' ? (MAX_REVIEW_IMAGES + 1) * MAX_UPLOAD_BYTES : 64 * 1024)

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')
  return match?.[1] ?? null
}

/**
 * One route per row of contracts/endpoints.ts, nothing restated by hand: the token checked
 * where the row says (401 `{ msg }`), the request decoded with the row's schema (400 `{ msg }`),
 * the use case run, and its answer encoded with the row's response schema (which also drops
 * anything the contract does not name).
 */
export function registerApiRoutes(app: Hono, useCases: UseCases, tokens: TokenService): void {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name]
    const encode = Schema.encodeUnknownSync(endpoint.response as Schema.Codec<unknown>)
    const run = useCases[name] as (input: unknown, caller: Caller) => Promise<unknown>
    const limit = bodyLimit({ maxSize: bodyLimitOf(endpoint.transport), onError: (c) => c.json(errorBody('Request body too large'), 413) })

    app.on(endpoint.method, `/api${endpoint.path}`, limit, async (c) => {
      const token = endpoint.auth === 'none' ? null : bearerToken(c)
      const userId = token ? await tokens.verify(token) : null
      if (endpoint.auth === 'required' && !userId) return c.json(errorBody('Unauthorized'), 401)

      const decoded = await decodeEndpointRequest(endpoint, c.req.raw, c.req.param())
      if (!decoded.ok) return c.json(errorBody(decoded.msg), 400)
      const idempotencyKey = c.req.header(IDEMPOTENCY_HEADER)?.trim() || null
      const result = await run(decoded.value, { userId, idempotencyKey })
      return c.json(encode(result) as Record<string, unknown>)
    })
  }
}
