import type { Context, Hono } from 'hono'
import { compress } from 'hono/compress'
import type { ServerContext } from '../../domain/context'
import type { Reader } from '../../domain/product-records'
import { errorBody } from '../errors'
import { createPageRenderer, type PageAnswer } from './page-answer'
import { requestOrigin } from './public-origin'
import { robotsTxt } from './robots'
import type { ServerRenderer, SharedReads } from './server-render'
import { createSitemaps, SITEMAP_URL_LIMIT } from './sitemap'

export interface PageSettings {
  /** PUBLIC_ORIGIN; null: each request's own origin (see public-origin.ts). */
  readonly publicOrigin: string | null
  /** Reverse proxies whose X-Forwarded-Proto and X-Forwarded-Host are believed (TRUST_PROXY). */
  readonly trustedProxies: number
  /** URLs per sitemap file: the protocol's 50,000 unless a test wants a sitemap index sooner. */
  readonly sitemapUrlLimit?: number
  /** The SSR build's renderer (server-render.ts) and the context its catalogue reads use; absent: the bare shell. */
  readonly serverRender?: { readonly render: ServerRenderer; readonly ctx: ServerContext; readonly keep: SharedReads }
}

/**
 * Crawlers re-read the sitemap and robots.txt now and then: with PUBLIC_ORIGIN, a few minutes'
 * caching spares the database. Without it they are written with the request's own Host (or a
 * trusted proxy's X-Forwarded-Host), which a shared cache must not hand to the next visitor:
 * one forged Host would name another site in everybody's sitemap for five minutes.
 */
const crawlFilesCache = (publicOrigin: string | null) => (publicOrigin ? 'public, max-age=300' : 'private, no-cache')

function sendPage(c: Context, page: PageAnswer): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    // the head follows the catalogue (a product's price, its reviews): revalidated on every visit, by ETag
    'Cache-Control': 'no-cache',
    ETag: page.etag,
    Vary: 'Accept-Encoding',
  }
  if (!page.indexable) headers['X-Robots-Tag'] = 'noindex'
  if (page.status === 503) headers['Retry-After'] = '60'
  if (page.status === 200 && c.req.header('If-None-Match') === page.etag) return c.body(null, 304, headers)
  const gzip = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')
  if (gzip) headers['Content-Encoding'] = 'gzip'
  return c.body(new Uint8Array(gzip ? page.gzipped() : page.body), page.status, headers)
}

/**
 * Search-engine presence (issue 19): /robots.txt, /sitemap.xml and its parts, and the handler
 * that answers a client route with the shell and that page's own head. Returns that handler;
 * app.ts calls it for every path that is not a file.
 */
export function registerPageRoutes(app: Hono, db: Reader, shellHtml: string, settings: PageSettings): (c: Context) => Promise<Response> {
  const originOf = (c: Context) => requestOrigin(c, settings.publicOrigin, settings.trustedProxies)
  const sitemaps = createSitemaps(db, settings.sitemapUrlLimit ?? SITEMAP_URL_LIMIT)
  const cacheControl = crawlFilesCache(settings.publicOrigin)
  const xml = (c: Context, text: string) => c.body(text, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl })

  app.get('/robots.txt', (c) => c.body(robotsTxt(originOf(c)), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl }))
  // a catalogue's sitemap runs to megabytes: gzipped for a crawler that accepts it
  app.use('/sitemap.xml', compress({ encoding: 'gzip', threshold: 1024 }))
  app.use('/sitemaps/*', compress({ encoding: 'gzip', threshold: 1024 }))
  app.get('/sitemap.xml', async (c) => xml(c, await sitemaps.root(originOf(c))))
  app.get('/sitemaps/:name', async (c) => {
    const text = await sitemaps.part(originOf(c), c.req.param('name'))
    return text === null ? c.json(errorBody('Not found'), 404) : xml(c, text)
  })

  const ssr = settings.serverRender
  const render = createPageRenderer(shellHtml, db, ssr ? (url) => ssr.render(ssr.ctx, url, ssr.keep) : undefined)
  return async (c) => sendPage(c, await render(new URL(c.req.url), originOf(c)))
}
