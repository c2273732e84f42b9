#!/usr/bin/env node
/*
 * Enforces the dependency rule (README.md, "Layout and the dependency rule") on every .ts and
 * .tsx file under contracts/, rules/, seed/, src/, mocks/ and server/ (a folder that does not
 * exist is skipped). Import specifiers (static imports, re-exports and dynamic import()) come
 * from Vite's own parser (oxc), so comments and strings never count.
 *
 *   contracts  -> effect only
 *   rules      -> rules, contracts; of packages effect only (pure business rules shared by the
 *                 fake backend and the real server: no MSW, no faker, no database)
 *   seed       -> seed, rules, contracts; of packages effect and @faker-js/faker (the one seed
 *                 both backends load)
 *   services   -> contracts (no React, Mantine, router or XState)
 *   machines   -> services, contracts, lib (never React, Mantine or the router)
 *   state      -> machines, services, lib, contracts (React bindings, no Mantine or router)
 *   features   -> machines, state, ui, lib, contracts, types from services; another feature
 *                 only through its `public/` folder
 *   ui         -> lib
 *   lib        -> contracts (pure helpers: no React, Mantine, router or XState)
 *   app        -> anything in src; mocks/ only through ONE dynamic import (mock mode)
 *   devtools   -> machines, state, services, ui, lib, contracts (mock mode's panel, inspector
 *                 and state explorer), never mocks/: that one import in src/app hands them the
 *                 fake backend's controls (contracts/mock-control.ts). Only src/app may import
 *                 devtools, by a dynamic import inside `if (import.meta.env.VITE_MOCK === 'true')`
 *   mocks      -> mocks, contracts, rules, seed; never src
 *   server     -> server, contracts, rules, seed, any package; never src or mocks. Inside it the
 *                 rooms stand on each other, arrows pointing down only: log (the floor), db,
 *                 auth, domain, then http and seeding (the seed loader, above the rooms it
 *                 uses), then cli and the root files (main.ts, start.ts, config.ts), which wire
 *                 everything together
 *
 * The back office (admin/, issue 29) is a second app over the same contracts, shaped like src:
 *   admin/services -> contracts (no React, Mantine, router or XState)
 *   admin/machines -> admin/services, contracts, lib (never React, Mantine or the router)
 *   admin/state    -> admin/machines, admin/services, contracts, lib (React bindings, no Mantine or router)
 *   admin/ui       -> admin/ui, contracts, ui, lib (shared view pieces: no XState)
 *   admin/features -> admin/machines, admin/state, admin/ui, contracts, ui, lib, types from
 *                     admin/services; another feature only through its `public/` folder
 *   admin/app      -> anything in admin, contracts, ui, lib and the storefront's theme
 *                     (src/app/theme.ts); mocks/ only through ONE dynamic import inside
 *                     `if (import.meta.env.VITE_MOCK === 'true')`
 * Of the storefront it may use only its shared view pieces (src/ui), pure helpers (src/lib) and
 * theme; never rules/, seed/ or server/. Nothing in src imports admin/.
 *
 * Nothing in src imports rules/, seed/ or server/: the storefront knows the backend only through
 * contracts. contracts, rules and seed use web globals only (no `node:` built-ins).
 *
 * Prints every violation as file:line and exits 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSync } from 'vite'

// DEPENDENCY_RULE_ROOT lets the script's own test point it at a fixture tree
const ROOT = process.env.DEPENDENCY_RULE_ROOT
  ? resolve(process.env.DEPENDENCY_RULE_ROOT)
  : resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SCANNED_DIRS = ['contracts', 'rules', 'seed', 'src', 'admin', 'mocks', 'server']

const UI_FRAMEWORK = [/^react$/, /^react-dom(\/|$)/, /^react\/jsx/, /^@mantine\//, /^react-router(-dom)?(\/|$)/, /^@xstate\/react$/]
const VIEW_ONLY = [/^@mantine\//, /^react-router(-dom)?(\/|$)/]
const STATE_LIBS = [/^xstate(\/|$)/, /^@xstate\//]

/**
 * What each layer may import: internal layers, plus a test for external packages. `webOnly`
 * layers run in the browser and under Node alike, so Node built-ins (`node:`) are refused.
 */
const RULES = {
  contracts: { layers: ['contracts'], external: only(['effect']), webOnly: true },
  services: { layers: ['services', 'contracts'], external: deny([...UI_FRAMEWORK, ...STATE_LIBS]) },
  machines: { layers: ['machines', 'services', 'contracts', 'lib'], external: deny(UI_FRAMEWORK) },
  state: { layers: ['state', 'machines', 'services', 'lib', 'contracts'], external: deny(VIEW_ONLY) },
  feature: { layers: ['feature', 'machines', 'state', 'ui', 'lib', 'contracts'], typeOnly: ['services'], external: () => true },
  ui: { layers: ['ui', 'lib'], external: deny(STATE_LIBS) },
  lib: { layers: ['lib', 'contracts'], external: deny([...UI_FRAMEWORK, ...STATE_LIBS]) },
  app: { layers: ['app', 'feature', 'machines', 'services', 'state', 'ui', 'lib', 'contracts'], external: () => true },
  devtools: { layers: ['devtools', 'machines', 'services', 'state', 'ui', 'lib', 'contracts'], external: () => true },
  rules: { layers: ['rules', 'contracts'], external: only(['effect']), webOnly: true },
  seed: { layers: ['seed', 'rules', 'contracts'], external: only(['effect', '@faker-js/faker']), webOnly: true },
  mocks: { layers: ['mocks', 'contracts', 'rules', 'seed'], external: () => true },
  'admin/services': { layers: ['admin/services', 'contracts'], external: deny([...UI_FRAMEWORK, ...STATE_LIBS]) },
  'admin/machines': { layers: ['admin/machines', 'admin/services', 'contracts', 'lib'], external: deny(UI_FRAMEWORK) },
  'admin/state': { layers: ['admin/state', 'admin/machines', 'admin/services', 'contracts', 'lib'], external: deny(VIEW_ONLY) },
  'admin/ui': { layers: ['admin/ui', 'contracts', 'ui', 'lib'], external: deny(STATE_LIBS) },
  'admin/feature': { layers: ['admin/feature', 'admin/machines', 'admin/state', 'admin/ui', 'contracts', 'ui', 'lib'], typeOnly: ['admin/services'], external: () => true },
  'admin/app': { layers: ['admin/app', 'admin/feature', 'admin/machines', 'admin/services', 'admin/state', 'admin/ui', 'contracts', 'ui', 'lib'], external: () => true },
  ...serverRooms(),
}

/**
 * The server's rooms, each allowed itself, the rooms below it, and contracts, rules and seed.
 * A file directly in server/ (main.ts, start.ts, config.ts) is the `server` room at the top.
 */
function serverRooms() {
  const SHARED = ['contracts', 'rules', 'seed']
  const below = {
    'server/log': [],
    'server/db': ['server/log'],
    'server/auth': ['server/db', 'server/log'],
    // the payment gateways' adapters (issue 31): beside auth, under the use cases
    'server/payments': ['server/db', 'server/log'],
    'server/domain': ['server/auth', 'server/payments', 'server/db', 'server/log'],
    'server/http': ['server/domain', 'server/auth', 'server/payments', 'server/db', 'server/log'],
    'server/seeding': ['server/domain', 'server/auth', 'server/db', 'server/log'],
    // background work on PostgreSQL (hold expiry, refund retries, mails): above the use cases it runs
    'server/jobs': ['server/domain', 'server/payments', 'server/auth', 'server/db', 'server/log'],
  }
  const rooms = Object.fromEntries(Object.entries(below).map(([room, under]) => [room, { layers: [room, ...under, ...SHARED], external: () => true }]))
  const everyRoom = [...Object.keys(below), 'server/cli', 'server']
  return {
    ...rooms,
    'server/cli': { layers: [...everyRoom, ...SHARED], external: () => true },
    server: { layers: [...everyRoom, ...SHARED], external: () => true },
  }
}

/** server/<room>/... or server/log.ts: the room; any other file of server/ is the top. */
function serverRoomOf(parts) {
  if (parts.length === 2 && (parts[1] === 'log.ts' || parts[1] === 'log')) return 'server/log'
  if (parts.length > 2 && ['db', 'auth', 'payments', 'domain', 'http', 'seeding', 'jobs', 'cli'].includes(parts[1])) return `server/${parts[1]}`
  return 'server'
}

/** Layers that stand outside src: src may import none of them (mocks/ has its one exception below). */
const BACKEND_LAYERS = ['rules', 'seed', 'server']

function only(packages) {
  return (pkg) => packages.includes(pkg) || `any package but ${packages.join(' and ')}`
}

function deny(patterns) {
  return (pkg) => !patterns.some((p) => p.test(pkg)) || 'a UI or state framework'
}

/** The storefront's theme module, the one file of src/app the back office may import. */
const STOREFRONT_THEME = 'src/app/theme.ts'

/** The back office's layer of admin/<folder>/...; its root files (main.tsx) are its app. */
function adminLayerOf(parts) {
  if (parts[1] === 'features') return { layer: 'admin/feature', feature: parts[2], isPublic: parts[3] === 'public' }
  if (['services', 'machines', 'state', 'ui'].includes(parts[1])) return { layer: `admin/${parts[1]}` }
  return { layer: 'admin/app' }
}

/** The layer of a repo-relative path, with the feature name for src/features/<name>/ and admin/features/<name>/. */
function layerOf(path) {
  const parts = path.split('/')
  if (parts[0] === 'server') return { layer: serverRoomOf(parts) }
  if (parts[0] === 'admin') return adminLayerOf(parts)
  if (['contracts', 'rules', 'seed', 'mocks'].includes(parts[0])) return { layer: parts[0] }
  if (parts[0] !== 'src') return { layer: 'outside' }
  switch (parts[1]) {
    case 'services':
    case 'machines':
    case 'state':
    case 'ui':
    case 'lib':
    case 'app':
    case 'devtools':
      return { layer: parts[1] }
    case 'features':
      return { layer: 'feature', feature: parts[2], isPublic: parts[3] === 'public' }
    default:
      return { layer: 'app' } // src/main.tsx and other entry files
  }
}

function listSources(dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Every import of a file: { spec, offset, kind: 'static' | 'dynamic', typeOnly }. */
function importsOf(file, source) {
  const { module, program, errors } = parseSync(file, source)
  if (errors.length > 0) throw new Error(`${file}: cannot parse: ${errors[0].message}`)
  const found = []
  for (const imp of module.staticImports) {
    const typeOnly = imp.entries.length > 0 && imp.entries.every((e) => e.isType)
    found.push({ spec: imp.moduleRequest.value, offset: imp.start, kind: 'static', typeOnly })
  }
  for (const exp of module.staticExports) {
    // `export ... from './x'` only: for `export { a }` of an imported name oxc also lists an
    // export spanning the import statement, which the loop above already counted
    if (!source.startsWith('export', exp.start)) continue
    const withSource = exp.entries.filter((e) => e.moduleRequest)
    if (withSource.length === 0) continue
    found.push({
      spec: withSource[0].moduleRequest.value,
      offset: exp.start,
      kind: 'static',
      typeOnly: withSource.every((e) => e.isType),
    })
  }
  for (const dyn of module.dynamicImports) {
    const text = source.slice(dyn.moduleRequest.start, dyn.moduleRequest.end).trim()
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(text)
    found.push({ spec: literal ? literal[2] : null, raw: text, offset: dyn.start, kind: 'dynamic', typeOnly: false })
  }
  const branches = found.some((f) => f.kind === 'dynamic') ? mockBranches(program, source) : []
  for (const f of found) f.inMockBranch = branches.some(([start, end]) => f.offset >= start && f.offset < end)
  return found
}

const MOCK_CONDITION = /^import\.meta\.env\.VITE_MOCK\s*===\s*(['"])true\1$/

/** The [start, end) ranges of every `if (import.meta.env.VITE_MOCK === 'true') { ... }` body. */
function mockBranches(program, source) {
  const ranges = []
  const visit = (node) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    if (node.type === 'IfStatement' && MOCK_CONDITION.test(source.slice(node.test.start, node.test.end).trim())) {
      ranges.push([node.consequent.start, node.consequent.end])
    }
    for (const key of Object.keys(node)) if (key !== 'start' && key !== 'end') visit(node[key])
  }
  visit(program)
  return ranges
}

/**
 * The one computed dynamic import allowed: the server loading the storefront's SSR build
 * (dist-ssr/entry-server.js, a file path known at start-up) to render pages. It imports built
 * code, never a source file of src/.
 */
const BUILT_CODE_LOADERS = new Set(['server/http/pages/server-render.ts'])

const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0])
const lineAt = (source, offset) => source.slice(0, offset).split('\n').length

const isStorefrontTheme = (target) => target === STOREFRONT_THEME || target === STOREFRONT_THEME.replace(/\.ts$/, '')

const violations = []
const mockImportsFromSrc = []
const mockImportsFromAdmin = []
let fileCount = 0

for (const dir of SCANNED_DIRS) {
  for (const full of listSources(join(ROOT, dir))) {
    fileCount++
    const file = relative(ROOT, full).split(sep).join('/')
    const source = readFileSync(full, 'utf8')
    const from = layerOf(file)
    const rule = RULES[from.layer]
    for (const imp of importsOf(file, source)) {
      const where = `${file}:${lineAt(source, imp.offset)}`
      const report = (why) => violations.push(`${where}: ${from.layer} imports '${imp.spec ?? imp.raw}': ${why}`)

      if (imp.spec === null) {
        if (BUILT_CODE_LOADERS.has(file)) continue
        report('a computed dynamic import cannot be checked; use a string literal')
        continue
      }
      if (imp.spec.startsWith('node:') && rule.webOnly) {
        report(`${from.layer} runs in the browser and on the server alike: web globals only, no Node built-ins`)
        continue
      }
      if (imp.spec.startsWith('node:') || imp.spec.startsWith('virtual:')) continue

      if (!imp.spec.startsWith('.')) {
        const verdict = rule.external(packageName(imp.spec))
        if (verdict !== true) report(`${from.layer} may not use ${verdict}`)
        continue
      }

      const target = relative(ROOT, resolve(dirname(full), imp.spec)).split(sep).join('/')
      const to = layerOf(target)

      if (to.layer === 'devtools' && from.layer !== 'devtools') {
        if (from.layer !== 'app' || imp.kind !== 'dynamic' || !imp.inMockBranch) {
          report("only src/app reaches src/devtools, by a dynamic import inside `if (import.meta.env.VITE_MOCK === 'true')`")
        }
        continue
      }
      if (file.startsWith('src/') && to.layer.startsWith('admin/')) {
        report('src never imports admin/: the back office is a second app, and a buyer downloads none of it')
        continue
      }
      if (file.startsWith('admin/')) {
        if (to.layer === 'mocks') {
          if (from.layer !== 'admin/app' || imp.kind !== 'dynamic' || !imp.inMockBranch) {
            report("admin reaches mocks/ only through ONE dynamic import in admin/app, inside `if (import.meta.env.VITE_MOCK === 'true')`")
          } else {
            mockImportsFromAdmin.push(where)
          }
          continue
        }
        if (BACKEND_LAYERS.includes(to.layer.split('/')[0])) {
          report(`admin never imports ${to.layer.split('/')[0]}/: the back office knows the backend only through contracts`)
          continue
        }
        if (from.layer === 'admin/app' && isStorefrontTheme(target)) continue
        if (from.layer === 'admin/feature' && to.layer === 'admin/feature' && to.feature !== from.feature && !to.isPublic) {
          report(`another feature's internals; import from admin/features/${to.feature}/public/ instead`)
          continue
        }
      }
      if (to.layer === 'mocks' && file.startsWith('src/')) {
        if (from.layer !== 'app' || imp.kind !== 'dynamic') {
          report('src reaches mocks/ only through the one dynamic import in src/app (mock mode)')
        } else {
          mockImportsFromSrc.push(where)
        }
        continue
      }
      const toRoot = to.layer.split('/')[0]
      if (BACKEND_LAYERS.includes(toRoot) && file.startsWith('src/')) {
        report(`src never imports ${toRoot}/: the storefront knows the backend only through contracts`)
        continue
      }
      if (to.layer === 'outside') {
        report(`imports outside ${SCANNED_DIRS.map((d) => `${d}/`).join(', ')}`)
        continue
      }
      if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature && !to.isPublic) {
        report(`another feature's internals; import from src/features/${to.feature}/public/ instead`)
        continue
      }
      const allowed = rule.layers.includes(to.layer) || (imp.typeOnly && (rule.typeOnly ?? []).includes(to.layer))
      if (!allowed) {
        const typeNote = (rule.typeOnly ?? []).includes(to.layer) ? ' (types only: use `import type`)' : ''
        report(`${from.layer} may not depend on ${to.layer}${typeNote}`)
      }
    }
  }
}

if (mockImportsFromSrc.length > 1) {
  for (const where of mockImportsFromSrc) {
    violations.push(`${where}: src/app imports mocks/ in ${mockImportsFromSrc.length} places; keep exactly one (the mock-mode bootstrap)`)
  }
}

if (mockImportsFromAdmin.length > 1) {
  for (const where of mockImportsFromAdmin) {
    violations.push(`${where}: admin/app imports mocks/ in ${mockImportsFromAdmin.length} places; keep exactly one (the mock-mode bootstrap)`)
  }
}

if (violations.length > 0) {
  console.error(`Dependency rule: ${violations.length} violation(s)\n`)
  for (const v of violations) console.error(`  ${v}`)
  console.error('\nSee README.md, "Layout and the dependency rule".')
  process.exit(1)
}
console.log(`Dependency rule: ${fileCount} files checked, no violations.`)
