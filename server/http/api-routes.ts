import { Schema } from 'effect'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { endpoints, IDEMPOTENCY_HEADER, type EndpointName } from '../../contracts/endpoints'
import { decodeEndpointRequest } from '../../contracts/request-decoding'
import { requestBodyLimit } from '../../rules/validation'
import type { Caller, ServerContext } from '../domain/context'
import { liveSession } from '../domain/sessions'
import type { CatalogueCache } from './catalogue-cache/catalogue-cache'
import { keptAnswerBody, productIdsIn, type KeptAnswer } from './catalogue-cache/kept-answers'
import { errorBody } from './errors'
import { readMultipartStream } from './multipart-form'
import { tooManyAttempts, type RateLimiter } from './rate-limits'
import type { UseCases } from './use-cases'

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')
  return match?.[1] ?? null
}

/** A kept answer (the compress middleware leaves a body with Content-Encoding be). */
function sendKept(c: Context, answer: KeptAnswer): Response {
  const { body, headers } = keptAnswerBody(answer, c.req.header('Accept-Encoding'))
  return c.body(body, 200, headers)
}

/**
 * One route per row of contracts/endpoints.ts, nothing restated by hand: the token checked
 * where the row says (401 `{ msg }`), the request decoded with the row's schema (400 `{ msg }`),
 * the row's rate limits counted (429 `{ msg }` with Retry-After; server/http/rate-limits.ts),
 * the use case run, and its answer encoded with the row's response schema (which also drops
 * anything the contract does not name). The catalogue's public reads go through a short-lived
 * cache (server/http/catalogue-cache/).
 */
export function registerApiRoutes(app: Hono, useCases: UseCases, ctx: ServerContext, limiter: RateLimiter, cache: CatalogueCache): void {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name]
    const encode = Schema.encodeUnknownSync(endpoint.response as Schema.Codec<unknown>)
    const run = useCases[name] as (input: unknown, caller: Caller) => Promise<unknown>
    // a row whose transport carries no body never reads one: no limit to watch (the middleware
    // wraps every request's body stream, which halves the throughput of a cached read)
    const readsBody = endpoint.transport === 'json' || endpoint.transport === 'multipart'
    const limit = readsBody
      ? bodyLimit({ maxSize: requestBodyLimit(endpoint), onError: (c) => c.json(errorBody('Request body too large'), 413) })
      : (_: Context, next: () => Promise<void>) => next()

    // only answers that are the same for everybody: a signed-in call is never kept
    const kept = endpoint.auth === 'none' && cache.keeps(name)
    app.on(endpoint.method, `/api${endpoint.path}`, limit, async (c) => {
      const url = kept ? new URL(c.req.url) : null
      const hit = url ? cache.get(url) : undefined
      if (hit) return sendKept(c, hit)
      const token = endpoint.auth === 'none' ? null : bearerToken(c)
      const session = token ? await liveSession(ctx, token) : null
      const userId = session?.userId ?? null
      if (endpoint.auth === 'required' && !userId) return c.json(errorBody('Unauthorized'), 401)

      const decoded = await decodeEndpointRequest(endpoint, c.req.raw, c.req.param(), readMultipartStream)
      if (!decoded.ok) {
        // a multipart body may be refused before it was read to its end: the rest of it must not
        // be taken for the next request on the same connection
        if (endpoint.transport === 'multipart') c.header('Connection', 'close')
        return c.json(errorBody(decoded.msg), 400)
      }
      const attempt = await limiter.attempt(name, decoded.value, c, userId)
      if (attempt && !attempt.allowed) return tooManyAttempts(c, attempt.retryAfterSeconds)
      const idempotencyKey = c.req.header(IDEMPOTENCY_HEADER)?.trim() || null
      // a kept read: callers asking for the same answer at once share one database read
      if (url) {
        const answer = await cache.share(url, async () => {
          const encoded = encode(await run(decoded.value, { userId, session, idempotencyKey }))
          return { json: JSON.stringify(encoded), products: productIdsIn(encoded) }
        })
        return sendKept(c, answer)
      }
      const result = await run(decoded.value, { userId, session, idempotencyKey })
      await attempt?.succeeded()
      cache.afterSuccess(name)
      return c.json(encode(result) as Record<string, unknown>)
    })
  }
}
