import type { Connect, Plugin } from 'vite'
import { BACK_OFFICE_BASE, BACK_OFFICE_ROBOTS, isBackOfficePage } from '../contracts/admin/back-office-site.ts'

/**
 * The back office's pages in the storefront's dev server and `vite preview` (mock mode, the e2e
 * suite): /admin and any deep link under it (/admin/orders/abc) are answered with the back
 * office's index.html and X-Robots-Tag, as the server does (server/http/admin-site.ts), instead
 * of the storefront's fallback page. In the dev server that file is admin/index.html; in preview,
 * the admin build inside the out dir (scripts/build-admin.mjs). Changes no built file.
 */
export function adminDeepLinks(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '').split(/[?#]/)[0] ?? ''
    if (isBackOfficePage(path)) {
      req.url = `${BACK_OFFICE_BASE}/index.html`
      res.setHeader('X-Robots-Tag', BACK_OFFICE_ROBOTS)
    }
    next()
  }
  return {
    name: 'tanabana:admin-deep-links',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
    // the dev server only: admin/index.html names its entry relative to itself (its own build's
    // root is admin/), which a deep link such as /admin/orders/abc would resolve under /admin/orders/
    transformIndexHtml: {
      order: 'pre',
      handler: (html, ctx) => (ctx.server && ctx.path === `${BACK_OFFICE_BASE}/index.html` ? html.replace('src="./main.tsx"', `src="${BACK_OFFICE_BASE}/main.tsx"`) : html),
    },
  }
}
