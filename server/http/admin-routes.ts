import { Schema } from 'effect'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { adminEndpoints, isStaffWrite, roleMayCall, type AdminEndpointName } from '../../contracts/admin/admin-endpoints'
import { STAFF_COOKIE_PATH, STAFF_MESSAGES } from '../../contracts/admin/staff'
import { decodeEndpointRequest } from '../../contracts/request-decoding'
import { requestBodyLimit } from '../../rules/validation'
import type { CsvFile } from '../domain/admin/catalogue-files'
import type { StaffCaller } from '../domain/admin/staff-caller'
import { readStaffSession, type StaffSignedIn } from '../domain/admin/staff-sign-in'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases } from './admin-use-cases'
import type { CatalogueCache } from './catalogue-cache/catalogue-cache'
import { BODY_TOO_LARGE, csvAnswer, decodeCsvRequest, declaresTooMuch, limitedBody } from './csv-transport'
import { errorBody } from './errors'
import { multipartStreamReader } from './multipart-form'
import { tooManyAttempts, type RateLimiter } from './rate-limits'
import { clearStaffCookie, setStaffCookie, staffCookieOf } from './staff-cookie'
import { isFromStoreOrigin } from './store-origin'

export interface AdminRouteSettings {
  /** PUBLIC_ORIGIN: the store's own origin besides the one each request is addressed to. */
  readonly publicOrigin: string | null
  /** TRUST_PROXY: whose X-Forwarded-* headers say how the browser reached the store. */
  readonly trustedProxies: number
  /** Told of every staff call that succeeded, so this process forgets at once the catalogue answers it changed. */
  readonly catalogueCache: Pick<CatalogueCache, 'afterStaffWrite'>
}

const noBodyLimit = (_: Context, next: () => Promise<void>) => next()

/** A CSV body that declares a length over the row's limit is refused first; one that does not is counted as it streams (csv-transport.ts). */
const csvBodyLimit = (maxBytes: number) => async (c: Context, next: () => Promise<void>) => {
  if (declaresTooMuch(c.req.raw, maxBytes)) return c.json(errorBody(BODY_TOO_LARGE), 413)
  return next()
}

/**
 * One route per row of contracts/admin/admin-endpoints.ts under /api, nothing restated by hand,
 * in this order: a write from another origin refused (403; every call but a GET, sign-in
 * included), the session read from the staff cookie and never from a bearer token (401, and the
 * cookie cleared when it opens nothing), the caller's role checked against the row (403), the
 * request decoded with the row's schema (400), the row's rate limit counted (429), the use case
 * run, and its answer encoded with the row's schema. Refusals are `{ msg }` (the app's error
 * handler answers a RuleError with its status); no staff answer is ever cached. The CSV rows
 * (issue 30, csv-transport.ts) pass the same checks: the import's body reaches its use case as a
 * stream while it arrives, counted against the row's limit, and the export's file is sent while
 * it is made.
 */
export function registerAdminRoutes(app: Hono, useCases: AdminUseCases, ctx: ServerContext, limiter: RateLimiter, settings: AdminRouteSettings): void {
  // every staff answer, refusals and 404s included, is one member's: no browser or proxy keeps it
  app.use(`${STAFF_COOKIE_PATH}/*`, async (c, next) => {
    await next()
    c.res.headers.set('Cache-Control', 'no-store')
  })

  for (const name of Object.keys(adminEndpoints) as AdminEndpointName[]) {
    const endpoint = adminEndpoints[name]
    const encode = Schema.encodeUnknownSync(endpoint.response as Schema.Codec<unknown>)
    const run = useCases[name] as (input: unknown, caller: StaffCaller) => Promise<unknown>
    const limit =
      endpoint.transport === 'json' || endpoint.transport === 'multipart'
        ? bodyLimit({ maxSize: requestBodyLimit(endpoint), onError: (c) => c.json(errorBody(BODY_TOO_LARGE), 413) })
        : endpoint.transport === 'csv'
          ? csvBodyLimit(requestBodyLimit(endpoint))
          : noBodyLimit
    // a staff row's file part may be as large as the row's whole body (a catalogue picture: 10 MB);
    // its own rule then judges the file (rules/catalogue-pictures.ts)
    const readMultipart = multipartStreamReader({ fileBytes: requestBodyLimit(endpoint) })

    app.on(endpoint.method, `/api${endpoint.path}`, limit, async (c) => {
      if (isStaffWrite(endpoint) && !isFromStoreOrigin(c, settings.publicOrigin, settings.trustedProxies)) {
        return c.json(errorBody(STAFF_MESSAGES.otherOrigin), 403)
      }

      let caller: StaffCaller = { staff: null, sessionHash: null }
      if (endpoint.access !== 'public') {
        const token = staffCookieOf(c)
        const session = token ? await readStaffSession(ctx, token) : null
        if (!session && token) clearStaffCookie(c, settings.trustedProxies)
        if (!session && endpoint.access !== 'optional') return c.json(errorBody(STAFF_MESSAGES.signedOut), 401)
        if (session && !roleMayCall(endpoint.access, session.staff.role)) return c.json(errorBody(STAFF_MESSAGES.forbidden), 403)
        if (session) caller = session
      }

      // a CSV body (the catalogue import) goes to its use case as it arrives, counted against the row's limit
      const csvBody = endpoint.transport === 'csv' ? limitedBody(c.req.raw, requestBodyLimit(endpoint)) : null
      const decoded = csvBody
        ? await decodeCsvRequest(endpoint, c.req.raw, c.req.param(), csvBody)
        : await decodeEndpointRequest(endpoint, c.req.raw, c.req.param(), readMultipart)
      if (!decoded.ok) {
        // a multipart or CSV body may be refused before it was read to its end: the rest of it
        // must not be taken for the next request on the same connection
        if (endpoint.transport === 'multipart' || csvBody) c.header('Connection', 'close')
        return c.json(errorBody(decoded.msg), 400)
      }
      const attempt = await limiter.attempt(name, decoded.value, c, caller.staff?.id ?? null)
      if (attempt && !attempt.allowed) return tooManyAttempts(c, attempt.retryAfterSeconds)

      let result: unknown
      try {
        result = await run(decoded.value, caller)
      } finally {
        // a body refused before its end (too many rows, too large): the rest must not be taken for the next request
        if (csvBody && !csvBody.readToEnd()) c.header('Connection', 'close')
      }
      await attempt?.succeeded()
      settings.catalogueCache.afterStaffWrite(name)
      if (endpoint.answers === 'csv') return csvAnswer(c, result as CsvFile)
      if (name === 'staffSignin') {
        const { sessionToken, ...answer } = result as StaffSignedIn
        setStaffCookie(c, sessionToken, settings.trustedProxies)
        return c.json(encode(answer) as Record<string, unknown>)
      }
      if (name === 'staffSignout') clearStaffCookie(c, settings.trustedProxies)
      return c.json(encode(result) as Record<string, unknown>)
    })
  }
}
