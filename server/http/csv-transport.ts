import type { Context } from 'hono'
import type { AdminEndpoint } from '../../contracts/admin/admin-endpoints'
import { decodeEndpointRequest, type DecodedRequest } from '../../contracts/request-decoding'
import { RuleError } from '../../rules/rule-error'
import type { CsvFile } from '../domain/admin/catalogue-files'

/*
 * The staff rows that carry a CSV (contracts/admin/admin-endpoints.ts): the import's file is the
 * request's body, handed to its use case as a stream while it arrives (never held whole, as the
 * generic decoding would hold it as a Blob), and the export's file is answered while it is made.
 */

export const BODY_TOO_LARGE = 'Request body too large'

/** A body that says its length and says too much is refused before anything else, as bodyLimit refuses any other row's. */
export function declaresTooMuch(request: Request, maxBytes: number): boolean {
  const declared = request.headers.get('Content-Length')
  return declared !== null && !request.headers.has('Transfer-Encoding') && Number.parseInt(declared, 10) > maxBytes
}

/** A request's body as it arrives, refused (413) at the first byte past `maxBytes`. */
export interface LimitedBody {
  readonly stream: ReadableStream<Uint8Array>
  /** Whether the body was read to its end: if not, the connection must not carry another request. */
  readToEnd(): boolean
}

export function limitedBody(request: Request, maxBytes: number): LimitedBody {
  let bytes = 0
  let ended = request.body === null
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      bytes += chunk.byteLength
      if (bytes > maxBytes) controller.error(new RuleError(413, BODY_TOO_LARGE))
      else controller.enqueue(chunk)
    },
    flush() {
      ended = true
    },
  })
  const stream = request.body ? request.body.pipeThrough(counter) : new ReadableStream<Uint8Array>({ start: (c) => c.close() })
  return { stream, readToEnd: () => ended }
}

/**
 * The row's fields from the query, decoded with the row's own schema (and so with its messages),
 * the file checked as an empty placeholder, then handed over as the body's stream.
 */
export async function decodeCsvRequest(
  endpoint: Pick<AdminEndpoint, 'transport' | 'request'>,
  request: Request,
  params: Record<string, unknown>,
  body: LimitedBody,
): Promise<DecodedRequest> {
  const queryOnly = new Request(request.url, { method: 'POST' })
  const decoded = await decodeEndpointRequest(endpoint, queryOnly, params)
  if (!decoded.ok) return decoded
  return { ok: true, value: { ...(decoded.value as Record<string, unknown>), csv: body.stream } }
}

/** A file answered while it is made: text/csv in UTF-8, to be saved under its name (the API's gzip applies). */
export function csvAnswer(c: Context, file: CsvFile): Response {
  const encoder = new TextEncoder()
  const chunks = file.chunks[Symbol.asyncIterator]()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await chunks.return?.()
    },
  })
  c.header('Content-Type', 'text/csv; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${file.fileName}"`)
  return c.body(body)
}
