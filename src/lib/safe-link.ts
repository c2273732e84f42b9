/*
 * Where a link or redirect built from data (the server's answers, navigation state, a query
 * string) may point: a path inside this app, or an http(s) page. Anything else (javascript:,
 * data:, vbscript:, a protocol-relative //host, a backslash the browser reads as a slash) is
 * refused, so a crafted value can neither run script nor send the buyer off-site.
 */

/**
 * Whitespace and control characters: browsers silently strip them from URLs ('java\tscript:',
 * '/\t/evil.example'), so a value carrying any is refused outright rather than cleaned.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u0020\u007F-\u00A0\u2028\u2029\uFEFF]/

const hasHiddenCharacters = (href: string) => HIDDEN_CHARACTERS.test(href)

/**
 * True for an in-app path: `/` followed by anything but a second slash or a backslash
 * (`//host` and `/\host` both leave the site).
 */
export function isInAppPath(href: unknown): href is string {
  if (typeof href !== 'string' || hasHiddenCharacters(href)) return false
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')
}

/** True for an in-app path or an absolute http(s) URL with a host. */
export function isSafeHref(href: unknown): href is string {
  if (isInAppPath(href)) return true
  if (typeof href !== 'string' || hasHiddenCharacters(href)) return false
  if (!/^https?:\/\/[^/\\]/i.test(href)) return false
  try {
    const url = new URL(href)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** The href when it is safe, else the fallback (a harmless in-app path by default). */
export function safeHrefOr(href: unknown, fallback = '/'): string {
  return isSafeHref(href) ? href : fallback
}
