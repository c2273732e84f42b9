// Reads which URL path lazy-loads which page module from the router's route table
// (src/app/routes.tsx), so chunks can be named by the route a shopper visits.
import { readFileSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'
import { ROOT, SOURCES } from './config.mjs'

/*
 * Each route object reads `path: 'x'` (or `index: true`) and then, before the next route's
 * `path:`/`index:`, a `lazy: ... import('../features/...')`. A lazy import with no path before
 * it (a layout such as AuthLayout) is named after its file.
 */
const ROUTE = /(?:path:\s*'([^']*)'|index:\s*true)((?:(?!path:|index:)[\s\S])*?)import\('([^']+)'\)/g
const ANY_IMPORT = /import\('([^']+)'\)/g

/** Map from a module path as the manifest spells it without extension ('src/features/x/y') to its URL paths. */
export function readRouteTable() {
  const file = join(ROOT, SOURCES.routes)
  const text = readFileSync(file, 'utf8')
  const toModule = (specifier) => relative(ROOT, join(dirname(file), specifier)).split('\\').join(posix.sep)
  const routes = new Map()
  for (const match of text.matchAll(ROUTE)) {
    const urlPath = match[1] === undefined ? '/' : `/${match[1]}`
    const module = toModule(match[3])
    routes.set(module, [...(routes.get(module) ?? []), urlPath])
  }
  for (const match of text.matchAll(ANY_IMPORT)) {
    const module = toModule(match[1])
    if (!routes.has(module)) routes.set(module, [])
  }
  return routes
}

/** The route table entry for a manifest key such as 'src/features/content/landing-page.tsx'. */
export function routesOfSource(routeTable, src) {
  return routeTable.get(src.replace(/\.[cm]?[jt]sx?$/, ''))
}
