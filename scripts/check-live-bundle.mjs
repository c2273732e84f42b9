#!/usr/bin/env node
// Builds the live bundle (no mock mode), the storefront's and the back office's beside it, and
// fails if any mock code, mock data or dev tool made it in: the live store must carry nothing of
// mocks/ (README: From a fresh clone). And a buyer's pages never reference a file of the back
// office (issue 29): it is a second app, downloaded by staff alone.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative, sep } from 'node:path'
import { build } from 'vite'
import { buildAdmin } from './build-admin.mjs'

const OUT_DIR = 'dist-live-check'
const FORBIDDEN = [
  ['msw', /mockServiceWorker|setupWorker|\bmsw\b/],
  ['faker', /@faker-js|faker\.seed/],
  // its db keys, and the media handlers' route (the pictures' /media/ prefix itself is the real store's too)
  ['mock backend', /tanabana-mock:|\/swatch\/:pattern/],
  // (support@tanabana.in is the store's contact address, on the storefront's pages)
  ['demo credentials', /Tanabana@123|buyer@tanabana\.in|(owner|catalogue|fulfilment)@tanabana\.in/],
  // src/devtools: the scenario panel, the inspector and the state explorer are mock mode only
  ['devtools', /Mock scenarios|__explorer|tanabana-devtools:|Reset demo data|State explorer/],
]

// through the environment, as a real deployment sets it, so vite.config.ts sees it too
const API_ORIGIN = 'https://api.example.test'
process.env.VITE_API_BASE_URL = `${API_ORIGIN}/api`

await build({
  mode: 'production',
  logLevel: 'warn',
  build: { outDir: OUT_DIR, emptyOutDir: true },
})
await buildAdmin({ root: process.cwd(), storefrontOutDir: OUT_DIR })

const files = []
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path)
    else files.push(path)
  }
}
walk(OUT_DIR)

const problems = []
const ADMIN_DIR = join(OUT_DIR, 'admin')
const isAdminFile = (file) => relative(ADMIN_DIR, file).split(sep)[0] !== '..'
const adminFiles = files.filter(isAdminFile)
if (!adminFiles.some((file) => file === join(ADMIN_DIR, 'index.html'))) problems.push(`${ADMIN_DIR}/index.html: the back office was not built`)
// a buyer's pages (every storefront file) name no back-office file and no path under /admin/
const adminNames = adminFiles.map((file) => basename(file)).filter((name) => name !== 'index.html')
for (const file of files.filter((f) => !isAdminFile(f) && /\.(js|html|css|json)$/.test(f))) {
  const text = readFileSync(file, 'utf8')
  if (text.includes('/admin/')) problems.push(`${file}: a buyer's page names a path under /admin/`)
  for (const name of adminNames) if (text.includes(name)) problems.push(`${file}: a buyer's page references the back office's ${name}`)
}
for (const file of files) {
  if (/mockServiceWorker\.js$/.test(file)) problems.push(`${file}: the MSW worker file is in the live build`)
  // mocks/build/seed-asset-plugin.ts emits it only for a build whose code imports the seed
  if (/mock-seed-[0-9a-f]+\.json$/.test(file)) problems.push(`${file}: the fake backend's seed is in the live build`)
  if (!/\.(js|html|css|json)$/.test(file)) continue
  const text = readFileSync(file, 'utf8')
  for (const [what, pattern] of FORBIDDEN) if (pattern.test(text)) problems.push(`${file}: contains ${what} (${pattern})`)
}

// the first API call must not wait for its connection (scripts/api-preconnect.ts)
const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8')
if (!html.includes(`<link rel="preconnect" href="${API_ORIGIN}" crossorigin>`)) {
  problems.push(`${OUT_DIR}/index.html: no preconnect to the API origin ${API_ORIGIN}`)
}

if (problems.length) {
  console.error(`Live bundle check failed:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`Live bundle check: ${files.length} files (${adminFiles.length} of the back office), no mock code, the API origin preconnected, no back-office file on a buyer's page.`)
