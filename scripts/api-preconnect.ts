import type { HtmlTagDescriptor, Plugin } from 'vite'

/**
 * The origin of an absolute, http(s) API base; none for a relative base (same origin, so the
 * page's own connection serves it) or a value that is not a URL.
 */
function crossOriginApiOrigin(apiBaseUrl: string | undefined): string | null {
  if (!apiBaseUrl || apiBaseUrl.startsWith('/')) return null
  try {
    const url = new URL(apiBaseUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * `<link rel="preconnect">` to the API's origin in index.html.
 *
 * Why: the landing's first API call starts only once the entry script has downloaded and run;
 * without a hint the browser begins the DNS, TCP and TLS round trips to the API only then.
 * `crossorigin` because the calls are CORS fetches, which use the anonymous connection pool.
 */
function apiPreconnectTags(env: Record<string, string>): HtmlTagDescriptor[] {
  const origin = crossOriginApiOrigin(env.VITE_API_BASE_URL)
  if (!origin) return []
  return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: true }, injectTo: 'head-prepend' }]
}

/** Adds the API preconnect to the built and served index.html. */
export function apiPreconnect(env: Record<string, string>): Plugin {
  return {
    name: 'tanabana:api-preconnect',
    transformIndexHtml: () => apiPreconnectTags(env),
  }
}
