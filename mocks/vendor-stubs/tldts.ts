/**
 * Stand-in for `tldts` in the mock-mode browser bundle only (aliased in vite.config.ts).
 *
 * MSW's cookie store (tough-cookie) asks tldts for a cookie domain's registrable domain. The
 * real package ships the whole public-suffix list: about 110 KB gzip, half of the mock bundle.
 * The fake backend sets no cookies and only ever runs on this origin (127.0.0.1 or localhost),
 * so "the last two labels, or the host itself" answers every question it is asked.
 */
export function getDomain(hostname: string): string | null {
  if (!hostname) return null
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return hostname // IPv4 / IPv6
  const labels = hostname.split('.').filter(Boolean)
  return labels.length <= 2 ? labels.join('.') : labels.slice(-2).join('.')
}
