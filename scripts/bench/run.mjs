#!/usr/bin/env node
// `npm run bench`: builds the live and the mock-mode bundles, serves them with `vite preview` on
// 127.0.0.1 (the live one with the fake backend over HTTP as its API), measures every figure of
// DESIGN.md "Budgets", prints one table (figure, value, budget, ok/MISS), writes the same table
// with the details to /tmp/bench-report.md, and exits non-zero when any budget is missed or any
// figure could not be measured. A failing step does not stop the others: its rows read ERROR.
// Everything started is stopped, also on Ctrl+C.
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { launchBrowser } from './browser.mjs'
import { buildBundle } from './build.mjs'
import { chunkComposition } from './chunk-composition.mjs'
import { cleanupAll, installSignalHandlers } from './cleanup.mjs'
import { BUILDS, LIVE_API, REPORT_PATH, ROOT } from './config.mjs'
import { measureFilterToGrid } from './filter-timing.mjs'
import { forgetGzipSizes } from './gzip-size.mjs'
import { runLighthouse } from './lighthouse-runner.mjs'
import { checkoutTotal, landingRouteCss, otherLazyChunks, readManifest, renderBlockingCss, routeChunks, staticInitialJs } from './manifest-analysis.mjs'
import { parseOptions } from './options.mjs'
import { measureLandingJs } from './page-weights.mjs'
import { firstProductPath } from './product-url.mjs'
import { markdownReport } from './report.mjs'
import { buildRows, LIGHTHOUSE_PAGES } from './rows.mjs'
import { startLiveApi, startPreview } from './serve.mjs'
import { anyFailure, textTable } from './table.mjs'

/** How many of the largest initial chunks the report breaks down by package. */
const COMPOSED_CHUNKS = 4

const log = (message) => console.error(`bench: ${message}`)

/** Results by step name: { value } when measured, { error } when it failed, { skipped: true }. */
const results = new Map()

async function step(name, run, { needs = [], skip = false } = {}) {
  if (skip) return void results.set(name, { skipped: true })
  const missing = needs.find((need) => !('value' in (results.get(need) ?? {})))
  if (missing) return void results.set(name, { error: new Error(`not measured: '${missing}' did not complete`) })
  const started = Date.now()
  log(`${name}...`)
  try {
    results.set(name, { value: await run() })
    log(`${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    results.set(name, { error })
    log(`${name} FAILED: ${error?.message ?? error}`)
  }
}

const valueOf = (name) => results.get(name)?.value

async function measure(options) {
  const dist = (build) => resolve(ROOT, build.outDir)
  const builds = [BUILDS.live, BUILDS.mock]

  for (const build of builds) {
    await step(`build ${build.name}`, () => (options.build ? buildBundle(build) : dist(build)))
  }
  forgetGzipSizes()
  for (const build of builds) {
    await step(
      `static ${build.name}`,
      () => {
        const manifest = readManifest(dist(build))
        return {
          initialJs: staticInitialJs(dist(build), manifest),
          blockingCss: renderBlockingCss(dist(build)),
          landingCss: landingRouteCss(dist(build), manifest),
          routes: routeChunks(dist(build), manifest),
          otherLazy: otherLazyChunks(dist(build), manifest),
          checkout: checkoutTotal(dist(build), manifest),
        }
      },
      { needs: [`build ${build.name}`] },
    )
  }

  for (const build of builds) {
    // report only (no budget): which packages fill the largest chunks of the landing's initial JS
    await step(
      `composition ${build.name}`,
      async () => {
        const largest = valueOf(`static ${build.name}`).initialJs.chunks.slice(0, COMPOSED_CHUNKS)
        const parts = []
        for (const chunk of largest) parts.push({ ...chunk, parts: await chunkComposition(dist(build), chunk.file) })
        return parts
      },
      { needs: [`static ${build.name}`] },
    )
  }

  // the live build's API: the fake backend over HTTP, for the live page weights and Lighthouse
  await step('live api', () => startLiveApi(LIVE_API), { skip: options.skip.has('weights') && options.skip.has('lighthouse') })
  for (const build of builds) await step(`serve ${build.name}`, () => startPreview(build), { needs: [`build ${build.name}`] })
  const origin = (build) => valueOf(`serve ${build.name}`)?.origin
  /** What measuring a page of this build needs running: its preview, and the live build's API. */
  const serving = (build) => [`serve ${build.name}`, ...(build === BUILDS.live ? ['live api'] : [])]

  // Playwright's browser for the page weights, the filter timing and finding a product; it is
  // closed before Lighthouse so the two never share the machine's two cores.
  const needsBrowser = !(options.skip.has('weights') && options.skip.has('filter') && options.skip.has('lighthouse'))
  await step('browser', launchBrowser, { skip: !needsBrowser })
  const browser = valueOf('browser')?.browser
  await step('weights live', () => measureLandingJs(browser, { origin: origin(BUILDS.live), distDir: dist(BUILDS.live) }), {
    needs: ['browser', ...serving(BUILDS.live)],
    skip: options.skip.has('weights'),
  })
  await step(
    'weights mock',
    () => measureLandingJs(browser, { origin: origin(BUILDS.mock), distDir: dist(BUILDS.mock), returnVisit: true }),
    { needs: ['browser', 'serve mock'], skip: options.skip.has('weights') },
  )
  await step('filter', () => measureFilterToGrid(browser, { origin: origin(BUILDS.mock), runs: options.filterRuns }), {
    needs: ['browser', 'serve mock'],
    skip: options.skip.has('filter'),
  })
  await step('product path', () => firstProductPath(browser, origin(BUILDS.mock)), {
    needs: ['browser', 'serve mock'],
    skip: options.skip.has('lighthouse'),
  })
  await valueOf('browser')?.stop()

  for (const page of LIGHTHOUSE_PAGES) {
    const path = page.path === 'product' ? valueOf('product path') : page.path
    await step(
      `lighthouse ${page.key}`,
      () =>
        runLighthouse(origin(BUILDS[page.build]) + path, {
          runs: options.lighthouseRuns,
          warm: page.build === 'mock',
          onProgress: (progress) => log(`lighthouse ${page.key}: ${progress}`),
        }),
      { needs: [...serving(BUILDS[page.build]), ...(page.path === 'product' ? ['product path'] : [])], skip: options.skip.has('lighthouse') },
    )
  }
}

/** Lighthouse's simulated CPU and the filter timing both scale with how busy the machine is. */
function warnIfBusy(when) {
  const [oneMinute] = loadavg()
  const cores = cpus().length
  if (oneMinute > cores) {
    log(`the machine is busy ${when} the run (load ${oneMinute.toFixed(1)} on ${cores} cores): Lighthouse scores and timings read worse than on an idle machine`)
  }
}

async function main() {
  installSignalHandlers()
  let options
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    console.error(`bench: ${error.message}`)
    return 2
  }
  const startedAt = new Date()
  warnIfBusy('before')
  try {
    await measure(options)
  } finally {
    await cleanupAll()
  }
  const rows = buildRows(results, options)
  const table = textTable(rows)
  console.log(`\nTanabana benchmark (${startedAt.toISOString()})\n\n${table}\n`)
  try {
    writeFileSync(REPORT_PATH, markdownReport({ rows, results, options, startedAt }))
    console.log(`Full report: ${REPORT_PATH}`)
  } catch (error) {
    console.error(`bench: could not write ${REPORT_PATH}: ${error.message}`)
  }
  warnIfBusy('after')
  const failed = anyFailure(rows)
  console.log(failed ? 'Some budgets are missed (or could not be measured): see MISS/ERROR above.' : 'Every budget is met.')
  return failed ? 1 : 0
}

// exit explicitly: a library (Lighthouse) may leave a timer or socket that would hold the process open
process.exit(await main())
