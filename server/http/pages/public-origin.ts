import type { Context } from 'hono'

/*
 * The store's public origin (https://tanabana.example): what canonical URLs, Open Graph URLs,
 * the sitemap and robots.txt are written with. PUBLIC_ORIGIN names it; without it, each
 * request's own origin is used (its Host header, or behind TRUST_PROXY trusted reverse proxies
 * what they forwarded in X-Forwarded-Proto and X-Forwarded-Host).
 */

/**
 * PUBLIC_ORIGIN's value as an origin ('https://tanabana.example', no trailing slash); null when
 * unset or blank. Throws unless it is an http(s) URL with nothing after the host and port (a
 * trailing slash is allowed).
 */
export function parsePublicOrigin(value: string | undefined): string | null {
  const text = value?.trim() ?? ''
  if (text === '') return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://tanabana.example, not '${text}'`)
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !/[?#]/.test(text)
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin without a path, such as https://tanabana.example, not '${text}'`)
  }
  return url.origin
}

/** A Host header's value: a name or an IPv4 or [IPv6] address, and maybe a port; nothing else. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** The entry of a comma-separated X-Forwarded-* header that the nearest trusted proxy wrote (as client-address.ts reads X-Forwarded-For). */
function forwarded(c: Context, header: string, trustedProxies: number): string | undefined {
  const entries = (c.req.header(header) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length > 0 ? entries[Math.max(0, entries.length - trustedProxies)] : undefined
}

/**
 * The origin to write absolute URLs with: PUBLIC_ORIGIN when set; else, behind trusted proxies,
 * the forwarded scheme and host when they are well-formed; else the request URL's own origin.
 */
export function requestOrigin(c: Context, publicOrigin: string | null, trustedProxies: number): string {
  if (publicOrigin) return publicOrigin
  const own = new URL(c.req.url)
  if (trustedProxies > 0) {
    const proto = forwarded(c, 'X-Forwarded-Proto', trustedProxies)?.toLowerCase()
    const host = forwarded(c, 'X-Forwarded-Host', trustedProxies)
    const scheme = proto === 'https' || proto === 'http' ? proto : own.protocol.slice(0, -1)
    const name = host && HOST.test(host) ? host : own.host
    return new URL(`${scheme}://${name}`).origin
  }
  return own.origin
}
