/*
 * The server render of the live storefront (issue 19, point 1), built apart from the browser's
 * bundle: `vite build --ssr src/entry-server.tsx --outDir dist-ssr` (docs/operating.md, Deploying). The
 * server (server/http/pages/) loads the built module by its path at start-up, reads the data a
 * URL's page needs (pageNeeds), renders the page (renderPage) into index.html's #root and embeds
 * the data as JSON; src/main.tsx hydrates that HTML with the same data.
 */
import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { matchPath, StaticRouter } from 'react-router-dom'
import type { ProductsQuery } from '../contracts/product'
import { AppFrame } from './app/app'
import { preloadRoute } from './app/preload-route'
import { ROUTER_BASENAME } from './app/router'
import { appRoutes } from './app/routes'
// oxlint-disable-next-line import/default -- Vite's ?raw import: the file's text, read below
import routeTableSource from './app/routes.tsx?raw'
import { parseListingQuery, toProductsQuery } from './lib/listing-filters'
import type { ServerPageData } from '../contracts/server-page-data'

export type { ServerPageData }

/** What the page at a URL is drawn from, besides the product store's lists every page shows. */
export interface PageNeeds {
  /** /products: GET /getAllProducts with this query (parsed as the listing parses its URL). */
  readonly listing?: { readonly search: string; readonly query: ProductsQuery }
  /** /product/{id}: that product. */
  readonly productId?: string
}

const withoutBase = (pathname: string) =>
  ROUTER_BASENAME !== '/' && pathname.startsWith(ROUTER_BASENAME) ? pathname.slice(ROUTER_BASENAME.length) || '/' : pathname

export function pageNeeds(url: URL): PageNeeds {
  const path = withoutBase(url.pathname)
  if (matchPath('/products', path)) {
    return { listing: { search: url.search, query: toProductsQuery(parseListingQuery(url.searchParams)) } }
  }
  const product = matchPath('/product/:id', path)
  if (product?.params.id) return { productId: product.params.id }
  return {}
}

/**
 * The HTML of #root for `url` (path and query), drawn from `data` for a guest. The page's code
 * is loaded first, so lazyRoute renders it without suspending, as the browser's hydration
 * render does (main.tsx preloads it too). Rejects when React could not render the page.
 */
export async function renderPage(url: string, data: ServerPageData): Promise<string> {
  const location = new URL(url, 'http://localhost')
  await preloadRoute(appRoutes, location.pathname, ROUTER_BASENAME)
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter basename={ROUTER_BASENAME} location={`${location.pathname}${location.search}`}>
      {children}
    </StaticRouter>
  )
  let failure: unknown = null
  const { prelude } = await prerenderToNodeStream(<AppFrame router={Router} serverData={data} />, {
    // every Suspense boundary inline, in place: React outlines a large one (over 12.8 KB by
    // default) behind an inline script, which the store's CSP (script-src 'self') refuses
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error
    },
  })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  if (failure) throw failure
  return Buffer.concat(chunks).toString('utf8')
}

/* --- the page's stylesheets: CSS modules arrive with a page's chunk, linked by script otherwise --- */

/** One chunk of Vite's build manifest (the browser build's .vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string
  readonly src?: string
  readonly css?: readonly string[]
  readonly imports?: readonly string[]
  readonly isEntry?: boolean
}

/*
 * routes.tsx's own text, read as the benchmark reads it (scripts/bench/route-table.mjs): each
 * `path: 'x'` (or `index: true`) is followed by its page's import('...'). An import with no path
 * before it is a layout (AuthLayout), linked for the pages of its group.
 */
const ROUTE = /(?:path:\s*'([^']*)'|index:\s*true)((?:(?!path:|index:)[\s\S])*?)import\('([^']+)'\)/g
const ANY_IMPORT = /import\('([^']+)'\)/g
const AUTH_PATHS = ['/login', '/register', '/forget-password', '/verify-otp']

/** 'src/features/x/y' for an import in src/app/routes.tsx. */
function moduleOf(specifier: string): string {
  const parts = ['src', 'app']
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  return parts.join('/')
}

const routeModules: { readonly path: string | null; readonly module: string }[] = (() => {
  const found = [...routeTableSource.matchAll(ROUTE)].map((m) => ({ path: m[1] === undefined ? '/' : `/${m[1]}`, module: moduleOf(m[3] ?? '') }))
  const named = new Set(found.map((r) => r.module))
  const layouts = [...routeTableSource.matchAll(ANY_IMPORT)].map((m) => moduleOf(m[1] ?? '')).filter((m) => !named.has(m))
  return [...found, ...layouts.map((module) => ({ path: null, module }))]
})()

/** What index.html already links and preloads: the entry and the app it starts (scripts/app-code-preload.ts). */
const APP_START = 'src/app/start.tsx'

/**
 * The stylesheets (URL paths from the site's root) of the page at `pathname` that index.html
 * does not link already: those of its lazily loaded chunks and everything they import.
 */
type Manifest = Readonly<Record<string, ManifestChunk>>

/** Every chunk key of `manifest` reachable by static imports from `roots`. */
function reach(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  return seen
}

/** What index.html links, per manifest: the same for every page, so worked out once, not per request. */
const linkedByManifest = new WeakMap<Manifest, { readonly chunks: ReadonlySet<string>; readonly css: ReadonlySet<string> }>()

function linkedBy(manifest: Manifest) {
  let linked = linkedByManifest.get(manifest)
  if (!linked) {
    const chunks = reach(manifest, [...Object.keys(manifest).filter((key) => manifest[key]?.isEntry), APP_START])
    linked = { chunks, css: new Set([...chunks].flatMap((key) => manifest[key]?.css ?? [])) }
    linkedByManifest.set(manifest, linked)
  }
  return linked
}

/** The chunks of the page at `pathname` (and all they import) that index.html does not load already. */
function ownChunks(pathname: string, manifest: Manifest): string[] {
  const path = withoutBase(pathname)
  const matched = routeModules.filter((r) => (r.path === null ? AUTH_PATHS.includes(path) : matchPath(r.path, path) !== null))
  // the most specific match: '/*' (the 404 page) only when nothing else matched
  const pages = matched.some((r) => r.path !== '/*') ? matched.filter((r) => r.path !== '/*') : matched
  const keyOf = (module: string) => Object.keys(manifest).find((key) => key.replace(/\.[cm]?[jt]sx?$/, '') === module)
  const linked = linkedBy(manifest)
  return [...reach(manifest, pages.map(({ module }) => keyOf(module)).filter((k) => k !== undefined))].filter((key) => !linked.chunks.has(key))
}

export function pageStylesheets(pathname: string, manifest: Manifest): string[] {
  const linked = linkedBy(manifest)
  const own = ownChunks(pathname, manifest)
  return [...new Set(own.flatMap((key) => manifest[key]?.css ?? []))].filter((file) => !linked.css.has(file)).map((file) => `${import.meta.env.BASE_URL}${file}`)
}

/**
 * The scripts (URL paths from the site's root) of the page at `pathname` that index.html does
 * not load already: the server's page lists them for the entry to preload with the app's code
 * (src/lib/page-first.ts), so the app's hydration, which waits for its page's code, need not ask
 * for them only once the app has started (issue 26, point 1).
 */
export function pageScripts(pathname: string, manifest: Manifest): string[] {
  return ownChunks(pathname, manifest).flatMap((key) => {
    const file = manifest[key]?.file
    return file?.endsWith('.js') ? [`${import.meta.env.BASE_URL}${file}`] : []
  })
}
