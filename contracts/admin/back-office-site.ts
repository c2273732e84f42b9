/*
 * Where the back office lives on the store's origin (issue 29), one home for its build
 * (vite.admin.config.ts), its router, the server that serves it (server/http/admin-site.ts) and
 * `vite preview`/the dev server (scripts/admin-deep-links.ts).
 */

/** The back office's base path: its pages are /admin and /admin/..., its files /admin/assets/... */
export const BACK_OFFICE_BASE = '/admin'

/** Sent with every back-office page (and said again by its robots meta): staff pages are never indexed. */
export const BACK_OFFICE_ROBOTS = 'noindex, nofollow'

/** Whether a URL path is a page of the back office (its client routes), not one of its files. */
export function isBackOfficePage(path: string): boolean {
  if (path !== BACK_OFFICE_BASE && !path.startsWith(`${BACK_OFFICE_BASE}/`)) return false
  return !/\.[a-z0-9]+$/i.test(path)
}
