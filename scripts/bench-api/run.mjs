#!/usr/bin/env node
// `npm run bench:api` (node --import tsx scripts/bench-api/run.mjs): the API under load. Starts
// a throwaway PostgreSQL on 127.0.0.1, seeds a catalogue of 10,000 products through
// `db:seed -- --products`, runs the store's server and a bare node:http endpoint as child
// processes, and measures with autocannon (32 connections, bounded in time and count): the bare
// endpoint, the listing with a mix of filters and search (and again with every answer's body
// decoded by the load generator, autocannon's default, for comparison: load.mjs), the listing's
// ceiling (each call's recorded answer replayed by a bare endpoint: what the load generator can
// take), the listing again while stock changes 5 times a second (as orders elsewhere change it),
// product reads, add to cart, and a checkout race of many buyers for limited stock. With the
// catalogue's reviews topped up to 50,000, it also reads every kind of public answer and page
// once (answer-sizes.mjs: the live build and its server render are built for the pages, as
// `npm run bench` builds them) and checks that none is larger than 100 KB gzip. Last, the
// catalogue import (catalogue-import.mjs): 10,000 new products imported, the catalogue exported,
// and those 10,000 imported again repriced, each import within a minute (issue 30).
// Prints requests per second, p50 and p99 beside the bare endpoint's (the ratio is the figure:
// absolute numbers depend on the machine), each scenario's CPU by process, the 5xx, oversold and
// duplicate-order counts, and exits 1 when a budget (budgets.mjs) is missed.
// Everything started is stopped, also on Ctrl+C. A benchmark, not part of `npm test`.
import { existsSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { cpus, loadavg } from 'node:os'
import { buildBundle } from '../bench/build.mjs'
import { cleanupAll, installSignalHandlers, onCleanup } from '../bench/cleanup.mjs'
import { BUILDS } from '../bench/config.mjs'
import { answerKinds, answerSizes, sizeChecks, sizeNotes } from './answer-sizes.mjs'
import { apiClient } from './api.mjs'
import { registerBuyers } from './buyers.mjs'
import { recordAnswers, startApiServer, startBareServer } from './children.mjs'
import { cpuText, startCpuMeter } from './cpu.mjs'
import { catalogueSample, listedVarieties, postmasterPid, seedThroughCli, startDatabase, topUpReviews, userIdsByEmail } from './database.mjs'
import { listingPaths } from './listing-mix.mjs'
import { measure, rotating, stopLoad } from './load.mjs'
import { parseOptions } from './options.mjs'
import { ROOT } from './paths.mjs'
import { checkoutRace, raceSummary } from './race.mjs'
import { errorText, scenarioTable, verdict } from './report.mjs'
import { firstVisit } from './first-visit.mjs'
import { startStockChanges } from './stock-changes.mjs'
import { catalogueImport } from './catalogue-import.mjs'

const REPORT_PATH = '/tmp/bench-api-report.md'
const SERVER_LOG_PATH = '/tmp/bench-api-server.log'
const CART_VARIETIES = 24
const RACE_VARIETIES = 4
/** Stock changes a second during the listing's second run, as a busy store's orders make them. */
const STOCK_CHANGES_PER_SECOND = 5
/** Products the stock changes are drawn from: the listing's first 50 pages, what buyers see most. */
const LISTED_PRODUCTS = 600
const GZIP = { 'Accept-Encoding': 'gzip' }
/** Products the catalogue import adds, two colours each (issue 30: 10,000 in under a minute). */
const IMPORT_PRODUCTS = 10_000

const log = (message) => console.error(`bench:api: ${message}`)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const load = () => loadavg().map((v) => v.toFixed(2)).join(' ')

async function withIds(pool, buyers) {
  const ids = await userIdsByEmail(
    pool,
    buyers.map((b) => b.email),
  )
  return buyers.map((b) => ({ ...b, id: ids.get(b.email) }))
}

function addToCartRequests(buyers, varieties) {
  let next = 0
  return [
    {
      method: 'POST',
      path: '/api/user/add-to-cart',
      setupRequest: (request) => {
        const i = next++
        const buyer = buyers[i % buyers.length]
        const variety = varieties[(i * 7) % varieties.length]
        return {
          ...request,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyer.token}` },
          body: JSON.stringify({ productId: variety.productId, color: variety.color, quantity: 1 }),
        }
      },
    },
  ]
}

/** The live build and its server render, built as `npm run bench` builds them, or the earlier ones with --reuse-build=1. */
async function liveSite(reuse) {
  const site = { staticDir: resolve(ROOT, BUILDS.live.outDir), ssrDir: resolve(ROOT, BUILDS.live.ssrOutDir) }
  if (reuse && existsSync(join(site.ssrDir, 'entry-server.js')) && existsSync(join(site.staticDir, 'index.html'))) return site
  log('building the live storefront and its server render (for the server-rendered pages\' sizes)...')
  await buildBundle(BUILDS.live)
  return site
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  installSignalHandlers()
  onCleanup('load generator', () => stopLoad())
  const context = { cores: cpus().length, node: process.version, loadBefore: load(), date: new Date().toISOString() }
  log(`${context.cores} cores, load average ${context.loadBefore}`)

  log('starting a throwaway PostgreSQL on 127.0.0.1...')
  const database = await startDatabase()
  log(`seeding ${options.products.toLocaleString('en')} products through db:seed...`)
  const seeded = await seedThroughCli(database.url, options.products)
  log(`${seeded.report.split('\n').at(-1)} (${seconds(seeded.ms)} with start-up)`)
  if (options.importOnly === 1) return importOnly(database.url)
  log(`topping the reviews up to ${options.reviews.toLocaleString('en')}...`)
  const reviews = await topUpReviews(database.pool, options.reviews)
  log(`  ${reviews.total.toLocaleString('en')} reviews, ${reviews.heavyCount.toLocaleString('en')} of them on the listing's first product`)
  const site = await liveSite(options.reuseBuild === 1)

  log('starting the API server and the bare endpoint...')
  const [api, bare] = await Promise.all([startApiServer(database.url, site), startBareServer()])
  const call = apiClient(api.origin)
  const sample = await catalogueSample(database.pool)
  if (sample.total !== options.products) throw new Error(`the catalogue holds ${sample.total} products, not ${options.products}`)
  const pageCount = Math.ceil(sample.total / 12)
  const listingMix = listingPaths({ ...sample, pageCount })
  // each listing call's answer as it went over the wire, replayed by a bare endpoint: the fastest
  // the load generator can take the listing's answers, whatever the server does
  log('recording the listing calls\' answers for the replay endpoint...')
  const recorded = await recordAnswers(api.origin, listingMix)
  const replay = await startBareServer(recorded)
  const cartVarieties = sample.varieties.slice(0, CART_VARIETIES)
  const raceVarieties = sample.varieties.slice(-RACE_VARIETIES)

  log(`registering ${options.connections} cart buyers and ${options.raceBuyers} racing buyers...`)
  const cartBuyers = await withIds(database.pool, await registerBuyers(call, 'cart', options.connections))
  const raceBuyers = await withIds(database.pool, await registerBuyers(call, 'race', options.raceBuyers))

  const common = { connections: options.connections, duration: options.duration, warmup: options.warmup, maxRequests: options.maxRequests }
  // whose CPU each scenario reads (cpu.mjs), beside the load generator's
  const store = { server: api.pid, PostgreSQL: await postmasterPid(database.pool) }
  const restocked = await listedVarieties(database.pool, LISTED_PRODUCTS)
  const stockChanging = () => startStockChanges(database.pool, restocked, STOCK_CHANGES_PER_SECOND)
  const scenarios = [
    ['bare', 'bare endpoint (node:http, small JSON)', { url: `${bare.origin}/` }, { 'bare endpoint': bare.pid }],
    ['listing', 'listing: filter mix and search', { url: api.origin, headers: GZIP, requests: rotating(listingMix) }, store],
    ['listing decoded', 'listing, every body decoded as text by the load generator (autocannon by default)', { url: api.origin, headers: GZIP, requests: rotating(listingMix), decodeBodies: true }, store],
    ['listing, stock changing', `listing while stock changes ${STOCK_CHANGES_PER_SECOND} times a second`, { url: api.origin, headers: GZIP, requests: rotating(listingMix) }, store, stockChanging],
    ['ceiling', "listing's answers replayed by a bare endpoint", { url: replay.origin, headers: GZIP, requests: rotating(listingMix) }, { 'replay endpoint': replay.pid }],
    ['product', 'product read (GET /product/{id})', { url: api.origin, headers: GZIP, requests: rotating(sample.productIds.map((id) => `/api/product/${encodeURIComponent(id)}`)) }, store],
    ['cart', 'add to cart', { url: api.origin, requests: addToCartRequests(cartBuyers, cartVarieties) }, store],
    ['bare again', 'bare endpoint, again', { url: `${bare.origin}/` }, { 'bare endpoint': bare.pid }],
  ]
  const figures = new Map()
  for (const [key, title, scenario, cpuTrees, alongside] of scenarios) {
    log(`${title}: ${options.warmup} s warm-up, then ${options.duration} s at ${options.connections} connections...`)
    const meter = startCpuMeter(cpuTrees)
    const background = alongside?.()
    const result = await measure(title, { ...common, ...scenario })
    result.cpu = meter.stop()
    result.alongside = background?.stop()
    figures.set(key, result)
    log(`  ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${errorText(result)} errors; CPU: ${cpuText(result.cpu)}`)
  }

  log(`checkout race: ${options.raceRounds} rounds of ${options.raceBuyers} buyers (a quarter of them sending twice)...`)
  const rounds = await checkoutRace({ call, pool: database.pool, origin: api.origin, buyers: raceBuyers, varieties: raceVarieties, rounds: options.raceRounds })
  log('a first visit: the startup calls, one product by its address, and the whole catalogue beside them...')
  const visit = await firstVisit(api.origin, sample.productIds[0])
  log('the size of every kind of public answer and page (issue 26)...')
  const sizes = await answerSizes(api.origin, answerKinds({ listingMix, productIds: sample.productIds, heavyId: reviews.heavyId, pages: true }))
  log(`the catalogue import: ${IMPORT_PRODUCTS.toLocaleString('en')} new products, the export, and the same products repriced...`)
  const imported = await catalogueImport(api.origin, IMPORT_PRODUCTS)
  for (const note of imported.notes) log(`  ${note}`)
  context.loadAfter = load()

  // the bare endpoint was measured before and after the load scenarios: its mean is the yardstick
  const bareRuns = [figures.get('bare'), figures.get('bare again')]
  const bareMean = {
    ...bareRuns[0],
    title: 'bare endpoint (node:http, small JSON), mean of 2',
    rps: (bareRuns[0].rps + bareRuns[1].rps) / 2,
    p50: (bareRuns[0].p50 + bareRuns[1].p50) / 2,
    p99: Math.max(bareRuns[0].p99, bareRuns[1].p99),
  }
  const race = raceSummary(rounds, options.raceBuyers)
  // the API's scenarios, in the order they ran: all but the bare endpoint's two
  const measured = scenarios.map(([key]) => key).filter((key) => !key.startsWith('bare'))
  const rows = [
    { ...bareMean, errors: errorText(bareRuns[0].errors > bareRuns[1].errors ? bareRuns[0] : bareRuns[1]) },
    ...measured.map((key) => ({ ...figures.get(key), errors: errorText(figures.get(key)) })),
    { ...race, noRatio: true, errors: errorText(race, { expected4xx: true }) },
  ]
  const table = scenarioTable(rows, bareMean.rps)

  const server5xx = [...figures.values()].reduce((a, f) => a + f.classes['5xx'], 0) + race.classes['5xx']
  const unexpected = measured.reduce((a, key) => a + figures.get(key).classes['4xx'] + figures.get(key).errors, 0) + race.errors
  const { oversold, duplicates, badBooks, phantom, unanswered } = race.counts
  const judged = verdict({
    listing: figures.get('listing'),
    bare: bareMean,
    connections: options.connections,
    server5xx,
    oversold,
    duplicates,
    otherFailures: [
      ['non-2xx or socket errors outside the race', unexpected],
      ['stock not equal to stock before less units sold', badBooks],
      ['purchases answered with no order stored', phantom],
      ['race requests with no answer', unanswered],
      ['stock changes that failed', figures.get('listing, stock changing').alongside.failed],
    ],
    otherChecks: [...sizeChecks(sizes), ...imported.checks],
  })

  const raceLines = rounds.map(
    (r, i) =>
      `  round ${i + 1}: ${r.sends} requests (${r.answered} answered; ${r.repeats} repeated keys, ${r.replayed} replayed the same order), ${r.bought} buyers bought, ${r.refused} refused 409; ` +
      `units: stock ${r.units.stock}, asked ${r.units.demand}, sold ${r.units.sold}; oversold ${r.oversold}, duplicates ${r.duplicates}`,
  )
  const listing = figures.get('listing')
  const ceiling = figures.get('ceiling')
  const bytes = (n) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${(n / 1e3).toFixed(1)} kB`)
  const notes = [
    `bare endpoint: ${bareRuns[0].rps.toFixed(0)} then ${bareRuns[1].rps.toFixed(0)} req/s (before and after the API's load scenarios)`,
    `listing answers ${bytes(listing.bytesPerRequest)} a request on the wire (gzip); product reads ${bytes(figures.get('product').bytesPerRequest)}`,
    `the listing's ceiling: a bare endpoint replaying each call's recorded answer (${recorded.paths.length} answers, their bodies ${bytes(recorded.meanBytes)} gzip on average, with their headers) to the same calls answered ${ceiling.rps.toFixed(0)} req/s (${(ceiling.rps / bareMean.rps).toFixed(3)} of the bare endpoint); the listing reached ${(listing.rps / ceiling.rps).toFixed(2)} of it`,
    `stock changes while the listing ran again: ${figures.get('listing, stock changing').alongside.sent} restocks of one unit among ${restocked.length} varieties of the listing's first ${LISTED_PRODUCTS} products (${figures.get('listing, stock changing').alongside.failed} failed), warm-up included`,
    `CPU during each scenario, warm-up included (one core = 100%; ${context.cores} cores): ${scenarios.map(([key]) => `${key}: ${cpuText(figures.get(key).cpu)}`).join('; ')}`,
    `first visit's startup calls (category lists and the landing's highlights): ${bytes(visit.startup.wireBytes)} gzip (${bytes(visit.startup.bytes)} JSON), ${Math.round(visit.startup.firstMs)} ms first, ${Math.round(visit.startup.medianMs)} ms kept (the slowest call; median of 3, alone)`,
    `a product page by its address (GET /api/product/{id}): ${bytes(visit.product.wireBytes)} gzip (${bytes(visit.product.bytes)} JSON), ${Math.round(visit.product.firstMs)} ms first, ${Math.round(visit.product.medianMs)} ms kept`,
    `the whole catalogue, which SPEC 4's startup loaded before (GET /api/getAllProducts, no page): ${bytes(visit.whole.wireBytes)} gzip (${bytes(visit.whole.bytes)} JSON), ${Math.round(visit.whole.firstMs)} ms first, ${Math.round(visit.whole.medianMs)} ms kept`,
    `seed: ${seeded.report.split('\n').at(-1)}`,
    `reviews: topped up to ${reviews.total.toLocaleString('en')} (${reviews.heavyCount.toLocaleString('en')} on the listing's first product, ${reviews.heavyId})`,
    ...sizeNotes(sizes),
    ...imported.notes,
    `load average ${context.loadBefore} before, ${context.loadAfter} after; ${context.cores} cores; Node ${context.node}`,
  ]

  // a 5xx is logged by the server with its cause (server/http/errors.ts): show each cause once
  const serverLog = api.output()
  writeFileSync(SERVER_LOG_PATH, serverLog)
  const causes = [...new Set(serverLog.split('\n').filter((line) => / failed:/.test(line) || /^\s*code: /.test(line) || /^\s*cause: /.test(line)).map((line) => line.trim().slice(0, 160)))]
  if (server5xx > 0) notes.push(`the server's log of its 5xx (whole log in ${SERVER_LOG_PATH}): ${causes.slice(0, 8).join(' | ') || 'nothing logged'}`)

  const out = [
    '',
    table.text,
    '',
    `5xx answers: ${server5xx}   oversold units: ${oversold}   duplicate orders: ${duplicates}`,
    ...raceLines,
    '',
    ...notes,
    '',
    judged.text,
    '',
  ].join('\n')
  console.log(out)
  writeFileSync(
    REPORT_PATH,
    [
      `# npm run bench:api (${context.date})`,
      '',
      `${options.products.toLocaleString('en')} products; ${options.connections} connections, ${options.duration} s per scenario after ${options.warmup} s warm-up.`,
      '',
      table.markdown,
      '',
      `5xx answers: ${server5xx}; oversold units: ${oversold}; duplicate orders: ${duplicates}.`,
      '',
      ...raceLines.map((l) => `- ${l.trim()}`),
      ...notes.map((n) => `- ${n}`),
      '',
      '```',
      judged.text,
      '```',
      '',
    ].join('\n'),
  )
  log(`report written to ${REPORT_PATH}`)
  return judged.ok ? 0 : 1
}

/** --import-only=1: the catalogue import alone, on the seeded catalogue, with its figures and budgets. */
async function importOnly(databaseUrl) {
  log('starting the API server...')
  const api = await startApiServer(databaseUrl)
  log(`the catalogue import: ${IMPORT_PRODUCTS.toLocaleString('en')} new products, the export, and the same products repriced...`)
  const imported = await catalogueImport(api.origin, IMPORT_PRODUCTS)
  const lines = [...imported.notes, ...imported.checks.map(([name, value, ok]) => `${ok ? 'ok  ' : 'MISS'} ${name}: ${value}`)]
  console.log(['', ...lines, ''].join('\n'))
  return imported.checks.every(([, , ok]) => ok) ? 0 : 1
}

let code = 1
try {
  code = await main()
} catch (error) {
  console.error(`bench:api: ${error?.stack ?? error}`)
} finally {
  log('stopping the servers and the database...')
  await cleanupAll()
}
process.exit(code)
