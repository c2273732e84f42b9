import type { Context, Hono } from 'hono'
import { BACK_OFFICE_BASE, BACK_OFFICE_ROBOTS, isBackOfficePage } from '../../contracts/admin/back-office-site'
import type { StaticSite } from './static-site'

/**
 * The back office's pages (issue 29): /admin and every client route under it are answered with
 * the back office's own index.html (STATIC_DIR/admin, built by scripts/build-admin.mjs), never
 * the storefront's shell, with `X-Robots-Tag: noindex` (its robots meta says it too). The store's
 * CSP and the other security headers come with every answer (app.ts). Its files
 * (/admin/assets/...) are the static site's like any other.
 */
export function registerAdminSite(app: Hono, site: StaticSite): void {
  const page = site.file(`${BACK_OFFICE_BASE}/index.html`)
  const answer = (c: Context) =>
    page
      ? c.body(new Uint8Array(page.body), 200, { 'Content-Type': page.contentType, 'Cache-Control': 'no-cache', 'X-Robots-Tag': BACK_OFFICE_ROBOTS })
      : c.text('The back office is not built: run npm run build:admin', 404, { 'X-Robots-Tag': BACK_OFFICE_ROBOTS })
  app.get(BACK_OFFICE_BASE, answer)
  app.get(`${BACK_OFFICE_BASE}/*`, (c, next) => (isBackOfficePage(c.req.path) ? answer(c) : next()))
}
