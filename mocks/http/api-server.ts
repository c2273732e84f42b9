import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { buildSeed } from '../../seed/fixtures/seed'
import { createMemoryDb } from '../db/memory-db'
import { createAdminHandlers } from '../handlers/admin/all-admin-handlers'
import { createHandlers } from '../handlers/all-handlers'
import { createBackendContext, type BackendContext } from '../use-cases/backend-context'
import { corsPolicy } from './cors'
import { BodyTooLargeError, sendFetchResponse, toFetchRequest } from './fetch-bridge'

export interface ApiServerOptions {
  /** A loopback address (default 127.0.0.1): this server is never reachable from another machine. */
  readonly host?: string
  /** 0 (the default) takes any free port; `origin` then says which. */
  readonly port?: number
  /** Page origins whose browser calls may read the answers (CORS), e.g. `http://127.0.0.1:4320`. */
  readonly allowedOrigins?: readonly string[]
  /** The state it serves; by default a fresh in-memory db built from the seed. */
  readonly backend?: BackendContext
}

export interface ApiServer {
  /** `http://127.0.0.1:<port>`: the API base is `${origin}/api`, geolocation `${origin}/geo/json`. */
  readonly origin: string
  readonly port: number
  readonly backend: BackendContext
  /** Stops listening and closes every connection (keep-alive ones after a short grace). */
  close(): Promise<void>
}

const LOOPBACK = /^127(\.\d{1,3}){3}$/
/** How long open requests may finish once close() is called before their sockets are cut. */
const CLOSE_GRACE_MS = 1000

function sendJson(outgoing: ServerResponse, status: number, msg: string): void {
  const body = JSON.stringify({ msg })
  outgoing.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Connection: 'close' })
  outgoing.end(body)
}

/**
 * The fake backend over real HTTP, for a live build (VITE_API_BASE_URL, VITE_GEO_URL) and the API
 * suite: every MSW handler of the fake backend, the staff API's included, answers through MSW's
 * `getResponse`, the same rules and the same data as in the browser, plus the pictures under
 * /media/ and the geolocation stand-in. Unknown paths answer 404 `{ msg }`.
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.test(host)) throw new Error(`the fake API binds to a loopback address only, not '${host}'`)
  const backend = options.backend ?? createBackendContext(createMemoryDb(buildSeed()))
  // the staff API too: its session cookie travels as on the server (a Set-Cookie header)
  const handlers = [...createHandlers(backend), ...createAdminHandlers(backend)]
  const cors = corsPolicy(options.allowedOrigins ?? [])
  let origin = ''

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    let request: Request
    try {
      request = await toFetchRequest(incoming, origin)
    } catch (error) {
      return error instanceof BodyTooLargeError ? sendJson(outgoing, 413, 'Request body too large') : sendJson(outgoing, 400, 'Bad request')
    }
    if (cors.isPreflight(request)) return sendFetchResponse(request, cors.preflight(request), outgoing)
    const response = (await getResponse(handlers, request)) ?? Response.json({ msg: 'Not found' }, { status: 404 })
    await sendFetchResponse(request, response, outgoing, cors.headersFor(request))
  }

  const server = createServer((incoming, outgoing) => {
    answer(incoming, outgoing).catch((error: unknown) => {
      console.error('fake API:', error)
      if (outgoing.headersSent) outgoing.destroy()
      else sendJson(outgoing, 500, 'Fake API error')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host}:${port}`

  let closing: Promise<void> | null = null
  const close = () =>
    (closing ??= new Promise<void>((resolve, reject) => {
      const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS)
      server.close((error) => {
        clearTimeout(force)
        if (error) reject(error)
        else resolve()
      })
      server.closeIdleConnections()
    }))

  return { origin, port, backend, close }
}
