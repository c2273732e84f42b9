import { endpoints, type EndpointName } from '../../../contracts/endpoints'

/** The public reads whose answers are kept. */
export const KEPT_READS: ReadonlySet<EndpointName> = new Set(['products', 'product', 'productReviews', 'highlights', 'categoryNames', 'categories'])

/** A kept read's path, and the query parameters its request schema knows (none for a row without a query). */
interface KeptRoute {
  readonly path: RegExp
  readonly known: ReadonlySet<string>
}

const KEPT_ROUTES: readonly KeptRoute[] = [...KEPT_READS].map((name) => {
  const { path, transport, request } = endpoints[name]
  const params = new Set([...path.matchAll(/:(\w+)/g)].map((m) => m[1]))
  const fields = Object.keys((request as { fields?: Record<string, unknown> }).fields ?? {})
  return {
    path: new RegExp(`^/api${path.replace(/:\w+/g, '[^/]+')}$`),
    known: new Set(transport === 'query' ? fields.filter((field) => !params.has(field)) : []),
  }
})

/**
 * The key of a request: its path and the parameters its row's schema knows, trimmed, blank ones
 * left out, in name order. Every rule that reads them trims them and takes a blank one as absent,
 * so requests that differ only in what the key drops get the same answer, and unknown parameters
 * (`?junk=1`, `?junk=2`, ...) cannot make new entries. Keyed on the URL, so a kept answer costs
 * no decoding; only an answer whose request decoded and succeeded is ever kept.
 */
export function cacheKeyOf(url: URL): string {
  const known = KEPT_ROUTES.find((route) => route.path.test(url.pathname))?.known
  const params: [string, string][] = []
  for (const [name, value] of url.searchParams) {
    if (known && !known.has(name)) continue
    const trimmed = value.trim()
    if (trimmed !== '') params.push([name, trimmed])
  }
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${url.pathname}?${new URLSearchParams(params)}`
}
