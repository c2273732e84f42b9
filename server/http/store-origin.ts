import type { Context } from 'hono'
import { requestOrigin } from './pages/public-origin'

/** The Sec-Fetch-Site values that say the request was made by another site's page. */
const OTHER_SITE = new Set(['cross-site', 'same-site'])

const originOf = (text: string): string | null => {
  try {
    return new URL(text).origin
  } catch {
    return null
  }
}

/**
 * Whether a state-changing staff call comes from the store's own pages (issue 29): its Origin
 * header names the store's origin (PUBLIC_ORIGIN, or the origin the request was addressed to:
 * its Host, or what trusted proxies forwarded), or, without an Origin header, Sec-Fetch-Site
 * does not name another site. A page elsewhere cannot address its request to the store while
 * naming the store as its origin: browsers write both headers themselves. A request with
 * neither header (curl, a script) is no browser's, and carries no cookie a browser keeps.
 * `Origin: null` (a sandboxed frame, a redirect across sites) is refused.
 */
export function isFromStoreOrigin(c: Context, publicOrigin: string | null, trustedProxies: number): boolean {
  const origin = c.req.header('Origin')
  if (origin === undefined) return !OTHER_SITE.has((c.req.header('Sec-Fetch-Site') ?? '').trim().toLowerCase())
  const claimed = originOf(origin.trim())
  if (claimed === null) return false
  return claimed === requestOrigin(c, null, trustedProxies) || claimed === publicOrigin
}
