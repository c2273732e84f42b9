import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CatalogueCache } from './catalogue-cache/catalogue-cache'
import { keptAnswerBody } from './catalogue-cache/kept-answers'

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown

/**
 * The node:http listener in front of Hono: a GET whose answer the catalogue cache holds is
 * written straight from the kept bytes, with the same headers the app would send (the security
 * headers, the encoding the client takes); everything else goes on to Hono. Only answers of
 * public reads that succeeded are ever kept (api-routes.ts), so any kept URL is safe to answer
 * this way. A kept answer through Hono's request and response objects costs several times the
 * work of writing it here (docs/quality.md, API under load).
 */
export function withKeptAnswers(cache: CatalogueCache, securityHeaders: Readonly<Record<string, string>>, next: Listener): Listener {
  return (request, response) => {
    if (request.method === 'GET' && request.url?.startsWith('/api/')) {
      const kept = cache.get(new URL(request.url, 'http://kept.invalid'))
      if (kept) {
        const { body, headers } = keptAnswerBody(kept, request.headers['accept-encoding'])
        response.writeHead(200, { ...headers, ...securityHeaders, 'Content-Length': Buffer.byteLength(body) })
        response.end(body)
        return
      }
    }
    return next(request, response)
  }
}
