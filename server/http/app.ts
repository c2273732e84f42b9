import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import type { SocialProviders } from '../auth/social-providers'
import type { ServerContext } from '../domain/context'
import { registerAdminRoutes } from './admin-routes'
import { registerAdminSite } from './admin-site'
import { createAdminUseCases } from './admin-use-cases'
import { registerApiRoutes } from './api-routes'
import { createCatalogueCache, type CatalogueCache } from './catalogue-cache/catalogue-cache'
import { answerError, errorBody } from './errors'
import { registerMediaRoutes } from './media-routes'
import { registerPageRoutes } from './pages/page-routes'
import { registerPaymentWebhookRoute } from './payment-webhook-route'
import type { ServerRenderer } from './pages/server-render'
import { createRateLimiter, type RateLimitSettings } from './rate-limits'
import type { StaticFile, StaticSite } from './static-site'
import { createUseCases } from './use-cases'

export interface AppOptions {
  readonly ctx: ServerContext
  readonly social: SocialProviders
  /** The built storefront; null serves the API alone (tests, an API-only deployment). */
  readonly site: StaticSite | null
  /** rules/security-headers.ts: the CSP and friends that `vite preview` sends too. */
  readonly securityHeaders: Readonly<Record<string, string>>
  /** Per-address limit and trusted proxies of the rate limits; their defaults when absent. */
  readonly rateLimits?: RateLimitSettings
  /** The catalogue's public answers, kept a short while (server/http/catalogue-cache/); none kept when absent. */
  readonly catalogueCache?: CatalogueCache
  /** PUBLIC_ORIGIN (null: each request's origin) and the sitemap's URLs per file (tests make it small). */
  readonly pages?: { readonly publicOrigin: string | null; readonly sitemapUrlLimit?: number }
  /** The SSR build's renderer (server/http/pages/server-render.ts): client routes answered with their HTML; absent: the bare shell. */
  readonly serverRender?: ServerRenderer | null
}

function sendFile(c: Context, file: StaticFile): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  }
  if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304, headers)
  const gzip = file.gzipped !== null && /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')
  if (gzip) headers['Content-Encoding'] = 'gzip'
  return c.body(new Uint8Array(gzip && file.gzipped ? file.gzipped : file.body), 200, headers)
}

/** A path with a file extension names a file; anything else is a route of the single-page app. */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path)

/**
 * The whole store on one origin: the API under /api (routes generated from the endpoint table,
 * and the staff API under /api/admin from its own),
 * the pictures under /media, and the built storefront with its client-route fallback, each
 * client route answered with its own head (server/http/pages/), beside /robots.txt and /sitemap.xml.
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(options.securityHeaders)) c.res.headers.set(name, value)
  })

  // listing pages and the whole catalogue (GET /getAllProducts without a page) run to kilobytes and megabytes: gzip what is over 1 KB
  app.use('/api/*', compress({ encoding: 'gzip', threshold: 1024 }))
  const catalogueCache = options.catalogueCache ?? createCatalogueCache(0)
  const limiter = createRateLimiter(options.ctx, options.rateLimits)
  registerApiRoutes(app, createUseCases(options.ctx, options.social), options.ctx, limiter, catalogueCache)
  // the gateways' webhooks (issue 31): raw bytes, checked against the gateway's signature
  registerPaymentWebhookRoute(app, options.ctx)
  // the staff API (issue 29): its own table, its own session cookie; buyer routes read bearer tokens only
  registerAdminRoutes(app, createAdminUseCases(options.ctx), options.ctx, limiter, {
    publicOrigin: options.pages?.publicOrigin ?? null,
    trustedProxies: options.rateLimits?.trustedProxies ?? 0,
    catalogueCache,
  })
  app.all('/api/*', (c) => c.json(errorBody('Not found'), 404))
  registerMediaRoutes(app, options.ctx)

  const site = options.site
  if (site) {
    const sendPage = registerPageRoutes(app, options.ctx.db, new TextDecoder().decode(site.shell.body), {
      publicOrigin: options.pages?.publicOrigin ?? null,
      trustedProxies: options.rateLimits?.trustedProxies ?? 0,
      ...(options.pages?.sitemapUrlLimit === undefined ? {} : { sitemapUrlLimit: options.pages.sitemapUrlLimit }),
      ...(options.serverRender ? { serverRender: { render: options.serverRender, ctx: options.ctx, keep: catalogueCache.shareValue } } : {}),
    })
    registerAdminSite(app, site)
    app.get('*', (c) => {
      const file = site.file(c.req.path)
      if (file) return sendFile(c, file)
      if (looksLikeFile(c.req.path)) return c.json(errorBody('Not found'), 404)
      return sendPage(c)
    })
  }
  app.notFound((c) => c.json(errorBody('Not found'), 404))
  app.onError(answerError)
  return app
}
