#!/usr/bin/env node
// `npm run bench`: builds the live store (with its server render), the mock-mode bundle and a
// bare React page; serves the live store with its own server on a throwaway embedded database
// and the other two with `vite preview`, all on 127.0.0.1; measures every budgeted figure
// (docs/quality.md), prints one table (figure, value, budget, ok/MISS), writes the same table
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
import { BUILDS, REPORT_PATH, ROOT } from './config.mjs'
import { measureFilterToGrid } from './filter-timing.mjs'
import { measureFcpToInteractive } from './interactive.mjs'
import { forgetGzipSizes } from './gzip-size.mjs'
import { runLighthouseRounds } from './lighthouse-runner.mjs'
import { measureMachineSpeed } from './machine-speed.mjs'
import { checkoutTotal, landingRouteCss, otherLazyChunks, readManifest, renderBlockingCss, routeChunks, staticInitialJs } from './manifest-analysis.mjs'
import { parseOptions } from './options.mjs'
import { measureLandingJs } from './page-weights.mjs'
import { measurePhoneActions } from './phone-actions.mjs'
import { measurePhonePages } from './phone-pages.mjs'
import { firstProductPath } from './product-url.mjs'
import { markdownReport } from './report.mjs'
import { buildRows, LIGHTHOUSE_PAGES } from './rows.mjs'
import { startLiveServer, startPreview } from './serve.mjs'
import { measureProductTtfb } from './ttfb.mjs'
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
  const bundles = [BUILDS.live, BUILDS.mock]

  for (const build of [...bundles, BUILDS.bare]) {
    await step(`build ${build.name}`, () => (options.build ? buildBundle(build) : dist(build)))
  }
  forgetGzipSizes()
  for (const build of bundles) {
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

  for (const build of bundles) {
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

  await step('serve live', () => startLiveServer(BUILDS.live), { needs: ['build live'] })
  await step('serve mock', () => startPreview(BUILDS.mock), { needs: ['build mock'] })
  await step('serve bare', () => startPreview(BUILDS.bare), { needs: ['build bare'], skip: options.skip.has('lighthouse') })
  const origin = (build) => valueOf(`serve ${build.name}`)?.origin

  // before any browser runs: the server's own time, on a quiet machine
  await step('ttfb', () => measureProductTtfb(origin(BUILDS.live), { requests: options.ttfbRequests }), {
    needs: ['serve live'],
    skip: options.skip.has('ttfb'),
  })

  // Playwright's browser for the page weights, the filter timing and finding a product; it is
  // closed before Lighthouse so the two never share the machine's two cores.
  const needsBrowser = !['weights', 'filter', 'lighthouse', 'interactive', 'phone'].every((part) => options.skip.has(part))
  await step('browser', launchBrowser, { skip: !needsBrowser })
  const browser = valueOf('browser')?.browser
  await step('weights live', () => measureLandingJs(browser, { origin: origin(BUILDS.live), distDir: dist(BUILDS.live) }), {
    needs: ['browser', 'serve live'],
    skip: options.skip.has('weights'),
  })
  await step(
    'weights mock',
    () => measureLandingJs(browser, { origin: origin(BUILDS.mock), distDir: dist(BUILDS.mock), returnVisit: true }),
    { needs: ['browser', 'serve mock'], skip: options.skip.has('weights') },
  )
  // the machine's speed just before the filter clicks, in the same browser
  await step('machine speed', () => measureMachineSpeed(browser), { needs: ['browser'], skip: options.skip.has('filter') })
  await step('filter', () => measureFilterToGrid(browser, { origin: origin(BUILDS.mock), runs: options.filterRuns }), {
    needs: ['browser', 'serve mock'],
    skip: options.skip.has('filter'),
  })
  for (const build of bundles) {
    await step(`product path ${build.name}`, () => firstProductPath(browser, origin(build)), {
      needs: ['browser', `serve ${build.name}`],
      // the live product page is also timed for first paint to interactive, and on the phone
      skip: options.skip.has('lighthouse') && (build !== BUILDS.live || (options.skip.has('interactive') && options.skip.has('phone'))),
    })
  }
  // the live pages as a slow phone gets them, in the same browser, before Lighthouse has the machine
  await step(
    'interactive',
    () => {
      const pages = LIGHTHOUSE_PAGES.filter((page) => page.build === 'live').map((page) => ({
        key: page.key,
        url: origin(BUILDS.live) + (page.path === 'product' ? valueOf('product path live') : page.path),
      }))
      return measureFcpToInteractive(browser, pages, { runs: options.interactiveRuns })
    },
    { needs: ['browser', 'serve live', 'product path live'], skip: options.skip.has('interactive') },
  )
  // the buyer's phone: the live pages and the listing's actions at 375 px, CPU slowed 4x
  await step('phone pages', () => measurePhonePages(browser, { origin: origin(BUILDS.live), productPath: valueOf('product path live'), runs: options.phoneRuns }), {
    needs: ['browser', 'serve live', 'product path live'],
    skip: options.skip.has('phone'),
  })
  await step('phone actions', () => measurePhoneActions(browser, { origin: origin(BUILDS.live), runs: options.phoneRuns }), {
    needs: ['browser', 'serve live'],
    skip: options.skip.has('phone'),
  })
  await valueOf('browser')?.stop()

  if (options.skip.has('lighthouse')) {
    for (const page of LIGHTHOUSE_PAGES) results.set(`lighthouse ${page.key}`, { skipped: true })
    return
  }
  // a page whose server or product is missing is not measured; the others still are
  const measurable = []
  for (const page of LIGHTHOUSE_PAGES) {
    const needs = [`serve ${page.build}`, ...(page.path === 'product' ? [`product path ${page.build}`] : [])]
    const missing = needs.find((need) => !('value' in (results.get(need) ?? {})))
    if (missing) results.set(`lighthouse ${page.key}`, { error: new Error(`not measured: '${missing}' did not complete`) })
    else {
      const path = page.path === 'product' ? valueOf(`product path ${page.build}`) : page.path
      // mock mode registers MSW's worker and seeds the fake backend on a first, unmeasured load
      measurable.push({ key: page.key, url: origin(BUILDS[page.build]) + path, warm: page.build === 'mock' })
    }
  }
  const started = Date.now()
  log(`lighthouse: ${options.lighthouseRuns} rounds over ${measurable.length} pages...`)
  const outcome = await runLighthouseRounds(measurable, { runs: options.lighthouseRuns, onProgress: (progress) => log(`lighthouse ${progress}`) })
  for (const [key, result] of outcome) results.set(`lighthouse ${key}`, result)
  log(`lighthouse done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
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
