// The Markdown report written beside the printed table: the same table, how each figure is
// measured, and the detail behind it (the chunks, every Lighthouse run, the filter samples).
import { execFileSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { accessibilityFailures } from './a11y-failures.mjs'
import { KB, ROOT } from './config.mjs'
import { LIGHTHOUSE_PAGES } from './rows.mjs'
import { markdownTable } from './table.mjs'

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`
const ms = (value) => `${Math.round(value)} ms`

function gitRevision() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== ''
    return `${head}${dirty ? ' + uncommitted changes' : ''}`
  } catch {
    return 'unknown'
  }
}

function chunkList(chunks, limit = 15) {
  const shown = chunks.slice(0, limit).map((c) => `  - ${c.file} ${kb(c.gzip)}`)
  if (chunks.length > limit) shown.push(`  - ... ${chunks.length - limit} more, ${kb(chunks.slice(limit).reduce((s, c) => s + c.gzip, 0))}`)
  return shown.join('\n')
}

function section(title, lines) {
  return `## ${title}\n\n${lines.filter((l) => l !== null && l !== undefined).join('\n')}\n`
}

function failure(results, name) {
  const r = results.get(name)
  if (!r) return 'did not run'
  if (r.skipped) return 'skipped'
  if (r.error) return `failed: ${r.error.stack ?? r.error.message ?? r.error}`
  return null
}

function sizeDetails(results) {
  const lines = []
  for (const build of ['live', 'mock']) {
    const problem = failure(results, `static ${build}`)
    if (problem) {
      lines.push(`- ${build} build static analysis ${problem}`)
      continue
    }
    const s = results.get(`static ${build}`).value
    lines.push(`- **${build} build, landing initial JS by the import graph: ${kb(s.initialJs.total)}**`, chunkList(s.initialJs.chunks))
    lines.push(`- ${build} build, render-blocking CSS: ${s.blockingCss.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`)
    lines.push(`- ${build} build, landing route CSS (lazy): ${kb(s.landingCss.total)}`, chunkList(s.landingCss.files, 8))
    lines.push(`- ${build} build, lazy route chunks (own JS):`, s.routes.map((r) => `  - ${r.route}: ${r.file} ${kb(r.gzip)}`).join('\n'))
    lines.push(`- ${build} build, other lazy chunks:`, chunkList(s.otherLazy, 10))
    lines.push(`- ${build} build, checkout not shared: ${kb(s.checkout.own.total)}`, chunkList(s.checkout.own.chunks, 10))
    lines.push(`- ${build} build, checkout chunks shared with other routes: ${kb(s.checkout.shared.total)}`, chunkList(s.checkout.shared.chunks, 10))
  }
  for (const build of ['live', 'mock']) {
    const problem = failure(results, `weights ${build}`)
    if (problem) {
      lines.push(`- measured ${build} landing JS ${problem}`)
      continue
    }
    const w = results.get(`weights ${build}`).value
    lines.push(`- **measured ${build} landing JS, first visit: ${kb(w.firstVisit.total)}**`, chunkList(w.firstVisit.files, 40))
    if (w.returnVisit) lines.push(`- measured ${build} landing JS, return visit: ${kb(w.returnVisit.total)}`, chunkList(w.returnVisit.files, 10))
  }
  return section('Sizes (gzip, zlib default level, kB = 1000 bytes)', lines)
}

function compositionDetails(results) {
  const lines = []
  for (const build of ['live', 'mock']) {
    const problem = failure(results, `composition ${build}`)
    if (problem) {
      lines.push(`- ${build} build: ${problem}`)
      continue
    }
    for (const chunk of results.get(`composition ${build}`).value) {
      lines.push(`- ${build} build, ${chunk.file} (${kb(chunk.gzip)} gzip):`)
      for (const p of chunk.parts) lines.push(`  - ${p.part}: ${kb(p.raw)} raw, about ${kb(p.gzipAlone)} gzip`)
    }
  }
  return section('What the largest initial chunks hold (by source map; gzip of each part alone, an estimate)', lines)
}

function lighthouseDetails(results) {
  const lines = []
  for (const page of LIGHTHOUSE_PAGES) {
    const name = `lighthouse ${page.key}`
    const problem = failure(results, name)
    const productPath = page.path === 'product' ? results.get(`product path ${page.build}`)?.value : null
    lines.push(`### ${page.label}${productPath ? ` (${productPath})` : ''}`)
    if (problem) {
      lines.push(problem, '')
      continue
    }
    const lh = results.get(name).value
    lines.push('| run | performance | accessibility | FCP | LCP | TBT | CLS | scripts fetched | machine index |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
    lh.runs.forEach((r, i) =>
      lines.push(`| ${i + 1} | ${r.performance} | ${r.accessibility} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.scriptUrls.length} | ${Math.round(r.benchmarkIndex)} |`),
    )
    lines.push('')
    const failures = accessibilityFailures(lh.runs)
    if (failures.length) lines.push('Accessibility audits failing:', ...failures.map((f) => `- ${f}`), '')
    const headings = [...new Set(lh.runs.map((r) => r.heading).filter(Boolean))]
    if (headings.length) lines.push(`Page heading seen in the warm-up load: ${headings.map((h) => `"${h}"`).join(', ')}`)
    const lcpElements = [...new Set(lh.runs.map((r) => r.lcpElement).filter(Boolean))]
    if (lcpElements.length) lines.push(`LCP element: ${lcpElements.map((e) => `\`${e}\``).join(', ')}`)
    const warnings = [...new Set(lh.runs.flatMap((r) => r.warnings))]
    if (warnings.length) lines.push(`Lighthouse warnings: ${warnings.join('; ')}`)
    if (lh.errors.length) lines.push(`Failed runs: ${lh.errors.join(' | ')}`)
    lines.push('')
  }
  return section('Lighthouse runs', lines)
}

function ttfbDetails(results) {
  const problem = failure(results, 'ttfb')
  if (problem) return section('Product page time to first byte', [problem])
  const t = results.get('ttfb').value
  return section('Product page time to first byte', [
    `- ${t.requests} requests, one at a time on one kept-alive connection, over ${t.products} products from /sitemap.xml, after 20 unmeasured ones`,
    `- p50 ${t.p50Ms.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms, slowest ${t.maxMs.toFixed(1)} ms`,
  ])
}

function interactiveDetails(results) {
  const problem = failure(results, 'interactive')
  if (problem) return section('First contentful paint to interactive (live pages)', [problem])
  const lines = []
  for (const [key, measured] of Object.entries(results.get('interactive').value)) {
    const label = LIGHTHOUSE_PAGES.find((page) => page.key === key)?.label ?? key
    const runs = measured.runs.map((r) => `${ms(r.fcpMs)} -> ${ms(r.interactiveMs)} (${ms(r.gapMs)})`).join(', ')
    lines.push(`- ${label}: median ${ms(measured.gapMs)}; each load, FCP -> interactive (gap): ${runs}`)
  }
  return section('First contentful paint to interactive (live pages)', lines)
}

function filterDetails(results) {
  const problem = failure(results, 'filter')
  if (problem) return section('Filter timing', [problem])
  const f = results.get('filter').value
  const yardstick = results.get('machine speed')?.value
  return section('Filter timing', [
    yardstick ? `- machine yardstick (fixed script work, same browser, just before): ${yardstick.samples.map((s) => s.toFixed(1)).join(', ')} ms; median ${yardstick.medianMs.toFixed(1)} ms` : '- machine yardstick: not measured',
    `- control clicked: ${f.control}`,
    `- click to repainted grid, each run: ${f.samples.map((s) => s.toFixed(1)).join(', ')} ms`,
    `- median click to the frame that paints it (rAF): ${ms(f.medianToFrameMs)}; to after that frame: ${ms(f.medianMs)}`,
    `- median listing request: starts ${ms(f.medianRequestStartMs)} and ends ${ms(f.medianResponseEndMs)} after the click (resource timing)`,
  ])
}

const METHOD = `## How each figure is measured

- Three production builds, \`vite build --manifest\`: the live store (no mock code; API base \`/api\`, same
  origin) with its server render (\`vite build --ssr src/entry-server.tsx\`), the mock build (\`--mode mock\`),
  and a bare React 19 page (scripts/bench/bare-page: one heading). The live store is served by its own server
  (server/main.ts, \`NODE_ENV=production\`) on an embedded database in a new temporary folder, migrated and seeded
  with the demo catalogue, as \`npm start\` runs it; the other two by \`vite preview\` with the project's security
  headers. Everything on 127.0.0.1.
- Product page time to first byte: sequential requests for the sitemap's product pages in turn, timed from sending
  to the answer's headers (the server renders the whole page before it answers), before any browser starts.
- Landing initial JS (budgeted figure): Chromium loads / in a fresh profile; every JS request until the page
  has loaded, rendered and the network has been quiet for 1 s is counted once, at the gzip size of the built
  file. In mock mode that includes MSW, the fake backend, the seed (first visit) and the worker script. The
  import-graph figure (entry + its static imports + the landing route chunk + its static imports, plus the
  mocks/ chunks in mock mode) is shown beside it as a cross-check.
- Render-blocking CSS: the stylesheets index.html links. Largest lazy route chunk: the page modules of
  src/app/routes.tsx, each chunk's own file. Checkout total: the checkout page chunk plus every chunk it
  reaches (static and lazy) that neither the entry nor any other route reaches.
- Lighthouse 12.8.2, node API, mobile defaults (simulated Slow 4G, 4x CPU), performance + accessibility.
  Each run: a new Chrome (chrome-launcher, /usr/bin/chromium, the e2e flags, a fresh --user-data-dir). The
  pages are measured in rounds, each page once per round, the bare page first, so load on the machine
  touches them alike; a live page's LCP is also given as a ratio to the bare page's median LCP.
  Mock-mode pages get one unmeasured load first (registers MSW's worker and seeds localStorage); Lighthouse
  then clears the HTTP cache but keeps the service worker and localStorage. Figures are per-metric medians.
  Simulated throttling scales the CPU time observed on this machine: a busy machine lowers the scores
  (Lighthouse's machine index, per run in the tables below, says how fast the machine was).
- First contentful paint to interactive (live pages, no budget): Playwright's Chromium, a fresh profile per
  load, the CPU slowed 4x and the network throttled as Lighthouse's Slow 4G (562.5 ms round trip, 1.47 Mbit/s
  down); from the page's first contentful paint to the moment the app has taken it over (<html data-hydrated>),
  when a click takes effect at once (the clicks before it are held and replayed: src/lib/early-input.ts).
  Observed, not simulated: Lighthouse's figures are simulated from an unthrottled load.
- Filter timing: Playwright, Chromium, 1280 px, unthrottled, /products reloaded before each click; from a
  capture-phase click listener to the frame after the grid's products changed (MutationObserver + rAF).
  Beside it, the machine yardstick: a fixed piece of script work (sorting, JSON) timed in the same browser
  just before, with no store code in it.
`

export function markdownReport({ rows, results, options, startedAt }) {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')
  return [
    `# Tanabana benchmark\n`,
    `Run ${startedAt.toISOString()} on ${cpus().length} cores (load average ${load} at the end), revision ${gitRevision()}.`,
    `Lighthouse runs per page: ${options.lighthouseRuns}; filter clicks: ${options.filterRuns}; product pages timed: ${options.ttfbRequests}; throttled loads per live page: ${options.interactiveRuns}.${options.skip.size ? ` Skipped: ${[...options.skip].join(', ')}.` : ''}\n`,
    markdownTable(rows),
    '',
    METHOD,
    sizeDetails(results),
    compositionDetails(results),
    ttfbDetails(results),
    lighthouseDetails(results),
    interactiveDetails(results),
    filterDetails(results),
  ].join('\n')
}
