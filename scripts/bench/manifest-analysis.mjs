// Static figures read from a build's .vite/manifest.json and index.html: the landing route's
// initial JS by the import graph, the render-blocking CSS, each lazy route chunk and the
// checkout's total. Sizes are gzip, of the files on disk.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SOURCES } from './config.mjs'
import { gzipSizeOfFile } from './gzip-size.mjs'
import { readRouteTable, routesOfSource } from './route-table.mjs'

export function readManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'))
}

function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!key) throw new Error('the manifest has no entry chunk')
  return key
}

/**
 * What every page starts with: the entry and, in the live build, the app it imports once the
 * page has painted (src/main.tsx imports src/app/start.tsx; mock mode's entry imports it statically).
 */
function startKeys(manifest) {
  return [entryKey(manifest), ...(manifest[SOURCES.appStart] ? [SOURCES.appStart] : [])]
}

/** Every chunk key reached from `keys` through static imports (and dynamic ones when asked). */
function closure(manifest, keys, { dynamic = false, accept = () => true } = {}) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key] || !accept(key)) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
    if (dynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

function describe(distDir, manifest, keys) {
  const chunks = [...keys]
    .map((key) => ({ key, file: manifest[key].file, gzip: gzipSizeOfFile(join(distDir, manifest[key].file)) }))
    .sort((a, b) => b.gzip - a.gzip)
  return { total: chunks.reduce((sum, c) => sum + c.gzip, 0), chunks }
}

function requireKey(manifest, key) {
  if (!manifest[key]) throw new Error(`the manifest has no chunk for ${key}`)
  return key
}

/**
 * The landing route's initial JS by the import graph: the entry and its static imports, plus
 * the landing page's lazy chunk and its static imports (the router loads it before the first
 * paint). In mock mode also every mocks/ chunk the entry imports dynamically (the fake backend
 * is awaited before the first render; its seed loads on a first visit only).
 */
export function staticInitialJs(distDir, manifest) {
  const roots = [...startKeys(manifest), requireKey(manifest, SOURCES.landingPage)]
  const isMock = (key) => (manifest[key].src ?? '').startsWith('mocks/')
  const mockRoots = [...closure(manifest, [entryKey(manifest)], { dynamic: true })].filter(isMock)
  return describe(distDir, manifest, closure(manifest, [...roots, ...mockRoots]))
}

/** Stylesheets that index.html links: the browser paints nothing until they arrive. */
export function renderBlockingCss(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean)
  const files = hrefs.map((href) => ({ file: href.replace(/^\//, ''), gzip: gzipSizeOfFile(join(distDir, href.replace(/^\//, ''))) }))
  return { total: files.reduce((sum, f) => sum + f.gzip, 0), files }
}

/** CSS the landing route's chunks bring (Vite loads it before the route module runs). */
export function landingRouteCss(distDir, manifest) {
  const keys = closure(manifest, [requireKey(manifest, SOURCES.landingPage)])
  const blocking = new Set(renderBlockingCss(distDir).files.map((f) => f.file))
  const files = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].filter((file) => !blocking.has(file))
  const sized = files.map((file) => ({ file, gzip: gzipSizeOfFile(join(distDir, file)) })).sort((a, b) => b.gzip - a.gzip)
  return { total: sized.reduce((sum, f) => sum + f.gzip, 0), files: sized }
}

/** Every lazily loaded page of the route table, with the gzip size of its own chunk. */
export function routeChunks(distDir, manifest) {
  const table = readRouteTable()
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src && routesOfSource(table, chunk.src))
    .map(([key, chunk]) => {
      const paths = routesOfSource(table, chunk.src)
      return {
        key,
        file: chunk.file,
        route: paths.length ? paths.join(' ') : chunk.src.split('/').pop().replace(/\.[jt]sx?$/, ''),
        gzip: gzipSizeOfFile(join(distDir, chunk.file)),
      }
    })
    .sort((a, b) => b.gzip - a.gzip)
}

/** Lazy chunks that are not pages (dialogs, maps, the fake backend), for the report. */
export function otherLazyChunks(distDir, manifest) {
  const table = readRouteTable()
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && !(chunk.src && routesOfSource(table, chunk.src)))
    .map(([key, chunk]) => ({ key, file: chunk.file, gzip: gzipSizeOfFile(join(distDir, chunk.file)) }))
    .sort((a, b) => b.gzip - a.gzip)
}

/**
 * The whole checkout: its page chunk plus every chunk it reaches (static imports and its own
 * lazy parts) that neither the entry nor any other route reaches. Chunks shared with other
 * routes are listed apart: a shopper usually has them already.
 */
export function checkoutTotal(distDir, manifest) {
  const checkout = requireKey(manifest, SOURCES.checkoutPage)
  const initial = closure(manifest, startKeys(manifest))
  // never walk through the entry: lazy chunks import shared code from it, and from there every
  // route is a dynamic import away
  const beyondEntry = (key) => !initial.has(key) && !(manifest[key].src ?? '').startsWith('mocks/')
  const reach = (key) => [...closure(manifest, [key], { dynamic: true, accept: beyondEntry })]
  const otherRoutes = routeChunks(distDir, manifest).filter((r) => r.key !== checkout)
  const elsewhere = new Set(otherRoutes.flatMap((r) => reach(r.key)))
  const needed = reach(checkout)
  return {
    own: describe(distDir, manifest, needed.filter((k) => !elsewhere.has(k))),
    shared: describe(distDir, manifest, needed.filter((k) => elsewhere.has(k))),
  }
}
