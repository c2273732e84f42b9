import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { requestBodyLimit } from '../../rules/validation'

/**
 * Larger bodies are refused (413) before they are read whole: the largest any call takes (a
 * review's pictures). Each call's own limit (rules/validation.ts) is then the handler's, as on the server.
 */
export const MAX_BODY_BYTES = requestBodyLimit({ transport: 'multipart' })

/** Answered as 413 by the server: the request body went past MAX_BODY_BYTES. */
export class BodyTooLargeError extends Error {}

/** Below this a body goes as it is, as `vite preview` does; above it text answers are gzipped. */
const GZIP_THRESHOLD_BYTES = 1024
const COMPRESSIBLE = /^(application\/json|image\/svg\+xml|text\/)/i

/** Hop-by-hop or recomputed here: never copied from the handler's Response. */
const NOT_COPIED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'])

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError(`request body over ${MAX_BODY_BYTES} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * The Fetch `Request` for a Node request. The URL is resolved against the server's own origin,
 * so the Host header decides nothing.
 */
export async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const method = (incoming.method ?? 'GET').toUpperCase()
  const headers = new Headers()
  const raw = incoming.rawHeaders
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string)
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? new Uint8Array(await readBody(incoming)) : undefined
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body })
}

function acceptsGzip(request: Request): boolean {
  return /\bgzip\b/i.test(request.headers.get('Accept-Encoding') ?? '')
}

/**
 * Writes a Fetch `Response` to Node's response, with `extraHeaders` (CORS) on top. Text answers
 * over 1 KB are gzipped when the caller accepts it, as a production API host would send them.
 */
export async function sendFetchResponse(
  request: Request,
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<void> {
  let body: Buffer = Buffer.from(await response.arrayBuffer())
  outgoing.statusCode = response.status
  for (const [name, value] of response.headers) if (!NOT_COPIED.has(name)) outgoing.appendHeader(name, value)
  for (const [name, value] of Object.entries(extraHeaders)) outgoing.setHeader(name, value)
  if (body.length > GZIP_THRESHOLD_BYTES && COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')) {
    outgoing.appendHeader('Vary', 'Accept-Encoding')
    if (acceptsGzip(request)) {
      body = gzipSync(body)
      outgoing.setHeader('Content-Encoding', 'gzip')
    }
  }
  outgoing.setHeader('Content-Length', body.length)
  outgoing.end(request.method === 'HEAD' ? undefined : body)
}
