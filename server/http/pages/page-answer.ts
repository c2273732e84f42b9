import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { pageMeta, type PageMeta } from '../../../contracts/pages'
import type { Reader } from '../../domain/product-records'
import { log } from '../../log'
import { renderPageHead } from './page-head'
import { headFactsOf, readProductHead, type ProductHeadFacts } from './page-queries'
import type { RenderedPage } from './server-render'
import { shellTemplate } from './shell-template'

/*
 * The HTML answer of a client route: the shell with the page's own head, rendered per request
 * (a product page reads its product: one indexed query). Nothing is cached between requests, so
 * a price or a review shows at once; the answer is a few KB, so its ETag and gzip cost tens of
 * microseconds (docs/quality.md has the measured figures).
 */

export interface PageAnswer {
  readonly status: 200 | 404 | 503
  readonly body: Uint8Array
  /** The body gzipped (level 6: a few KB of HTML compress in well under a millisecond). */
  gzipped(): Uint8Array
  readonly etag: string
  readonly indexable: boolean
}

export type PageRenderer = (url: URL, origin: string) => Promise<PageAnswer>

const encoder = new TextEncoder()

function answerOf(html: string, status: PageAnswer['status'], indexable: boolean): PageAnswer {
  const body = encoder.encode(html)
  let zipped: Uint8Array | null = null
  return {
    status,
    body,
    gzipped: () => (zipped ??= new Uint8Array(gzipSync(body, { level: 6 }))),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    indexable,
  }
}

/**
 * Renders client routes on `shellHtml` (the built index.html), reading products from `db`;
 * with `renderBody` (the SSR build: server-render.ts), each page's HTML in #root too. A page the
 * SSR build fails on goes as the bare shell, which the browser renders as before.
 */
export function createPageRenderer(shellHtml: string, db: Reader, renderBody?: (url: URL) => Promise<RenderedPage>): PageRenderer {
  const template = shellTemplate(shellHtml)
  return async (url, origin) => {
    let page: PageMeta = pageMeta(url.pathname, url.search)
    // the server render first: a product page's render reads its product, which the head reuses
    let body: RenderedPage | undefined
    if (renderBody) {
      try {
        body = await renderBody(url)
      } catch (error) {
        log.error(`GET ${url.pathname}${url.search}: the server render failed, the bare shell goes instead:`, error)
      }
    }
    let product: ProductHeadFacts | null = null
    if (page.productId !== undefined) {
      try {
        product = body?.product !== undefined ? body.product && headFactsOf(body.product) : await readProductHead(db, page.productId)
      } catch (error) {
        // the database is away: the page's generic head, and a status that tells crawlers to come back
        log.error(`GET ${url.pathname}: the product could not be read:`, error)
        return answerOf(template.render(renderPageHead({ ...page, indexable: false, canonicalPath: null }, origin)), 503, false)
      }
      page = pageMeta(url.pathname, url.search, { product })
    }
    return answerOf(template.render(renderPageHead(page, origin, product), body), page.status, page.indexable)
  }
}
