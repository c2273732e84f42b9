// Turns the measured results into the table's rows, each beside its budget (docs/quality.md).
import { accessibilityFailures } from './a11y-failures.mjs'
import { BUDGETS, KB } from './config.mjs'
import { PHONE_ACTIONS } from './phone-actions.mjs'
import { PHONE_PAGES } from './phone-pages.mjs'
import { row } from './table.mjs'

/**
 * Lighthouse pages, measured interleaved in this order every round. The bare React page is the
 * yardstick of the live pages' LCP; the live store's pages come from its server (rendered there),
 * the mock build's from `vite preview` (rendered in the browser). `path: 'product'` is filled in
 * with the first product the build's listing shows. `performance`: the page's budget.
 */
export const LIGHTHOUSE_PAGES = [
  { key: 'bare', label: 'bare React 19 page', build: 'bare', path: '/', yardstick: true },
  { key: 'landing-live', label: '/ (live server)', build: 'live', path: '/', performance: BUDGETS.performanceLive },
  { key: 'listing-live', label: '/products (live server)', build: 'live', path: '/products', performance: BUDGETS.performanceLive },
  { key: 'product-live', label: '/product/:id (live server)', build: 'live', path: 'product', performance: BUDGETS.performanceLive },
  { key: 'landing-mock', label: '/ (mock build)', build: 'mock', path: '/', performance: BUDGETS.performanceLandingListing },
  { key: 'listing-mock', label: '/products (mock build)', build: 'mock', path: '/products', performance: BUDGETS.performanceLandingListing },
  { key: 'product-mock', label: '/product/:id (mock build)', build: 'mock', path: 'product', performance: BUDGETS.performanceProduct },
]

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`
const ms = (value) => `${Math.round(value)} ms`

/** Row options from a step's result: skipped, failed, or `pick(value)` (answers { value, note, ... }). */
function from(results, name, pick) {
  const result = results.get(name)
  if (!result) return { error: new Error(`'${name}' did not run`) }
  if (result.skipped) return { skipped: true }
  if (result.error) return { error: result.error }
  try {
    return pick(result.value)
  } catch (error) {
    return { error }
  }
}

function sizeRows(results) {
  const staticOf = (build) => results.get(`static ${build}`)?.value
  const graph = (build) => (staticOf(build) ? `import graph ${kb(staticOf(build).initialJs.total)}` : 'import graph not read')
  const live = staticOf('live')
  const largest = live?.routes[0]
  return [
    row('Landing initial JS, live server (measured in Chromium)', {
      unit: 'bytes',
      budget: BUDGETS.initialJsLive,
      ...from(results, 'weights live', (w) => ({ value: w.firstVisit.total, note: `${w.firstVisit.files.length} files; ${graph('live')}` })),
    }),
    row('Landing initial JS, mock build, first visit (measured)', {
      unit: 'bytes',
      budget: BUDGETS.initialJsMock,
      ...from(results, 'weights mock', (w) => ({
        value: w.firstVisit.total,
        note: `${w.firstVisit.files.length} files, fresh profile; return visit ${kb(w.returnVisit.total)}; ${graph('mock')}`,
      })),
    }),
    row('Render-blocking CSS (index.html stylesheets)', {
      unit: 'bytes',
      budget: BUDGETS.renderBlockingCss,
      ...from(results, 'static live', (s) => ({
        value: s.blockingCss.total,
        note: `live build; the landing route adds ${kb(s.landingCss.total)} of lazy CSS${
          staticOf('mock') ? `; mock build ${kb(staticOf('mock').blockingCss.total)}` : ''
        }`,
      })),
    }),
    row(`Largest lazy route chunk${largest ? ` (${largest.route})` : ''}`, {
      unit: 'bytes',
      budget: BUDGETS.largestRouteChunk,
      ...from(results, 'static live', (s) => ({
        value: s.routes[0].gzip,
        note: `${s.routes[0].file}; next: ${s.routes
          .slice(1, 3)
          .map((r) => `${r.route} ${kb(r.gzip)}`)
          .join(', ')}`,
      })),
    }),
    row('Checkout total (page + chunks no other route uses)', {
      unit: 'bytes',
      budget: BUDGETS.checkoutTotal,
      ...from(results, 'static live', (s) => ({
        value: s.checkout.own.total,
        note: `${s.checkout.own.chunks.length} chunks; plus ${kb(s.checkout.shared.total)} shared with other routes`,
      })),
    }),
  ]
}

/** A live page's first contentful paint to interactive (scripts/bench/interactive.mjs): shown, no budget. */
function interactiveRow(results, options, page) {
  return row(`${page.label}: first paint to interactive (4x CPU, Slow 4G)`, {
    unit: 'ms',
    ...from(results, 'interactive', (all) => {
      const measured = all[page.key]
      if (!measured) throw new Error(`${page.key} was not measured`)
      return { value: measured.gapMs, note: `median of ${options.interactiveRuns}; FCP ${ms(measured.fcpMs)}, interactive ${ms(measured.interactiveMs)} after navigation` }
    }),
  })
}

function lighthouseRows(results, options) {
  const runs = `median of ${options.lighthouseRuns}`
  const bare = results.get('lighthouse bare')?.value
  return LIGHTHOUSE_PAGES.flatMap((page) => {
    const name = `lighthouse ${page.key}`
    const label = `Lighthouse ${page.label}`
    const failedRuns = (lh) => (lh.errors.length ? `; ${lh.errors.length} run(s) failed` : '')
    const lcp = row(`${label}: LCP`, { unit: 'ms', ...from(results, name, (lh) => ({ value: lh.lcpMs, note: `FCP ${ms(lh.fcpMs)}` })) })
    if (page.yardstick) {
      return [
        row(`${label}: performance`, {
          unit: 'score',
          ...from(results, name, (lh) => ({ value: lh.performance, note: `${runs}; the yardstick of the live pages' LCP; Lighthouse's machine index ${Math.round(lh.benchmarkIndex)}${failedRuns(lh)}` })),
        }),
        lcp,
        row(`${label}: TBT`, { unit: 'ms', ...from(results, name, (lh) => ({ value: lh.tbtMs })) }),
      ]
    }
    const live = page.build === 'live'
    return [
      row(`${label}: performance`, {
        unit: 'score',
        budget: page.performance,
        ...from(results, name, (lh) => ({ value: lh.performance, note: `${runs}; FCP ${ms(lh.fcpMs)}${failedRuns(lh)}` })),
      }),
      row(`${label}: accessibility`, {
        unit: 'score',
        budget: BUDGETS.accessibility,
        ...from(results, name, (lh) => ({ value: lh.accessibility, note: accessibilityFailures(lh.runs).join('; ') })),
      }),
      lcp,
      ...(live
        ? [
            row(`${label}: LCP / bare page's LCP`, {
              unit: 'ratio',
              budget: BUDGETS.lcpRatioLive,
              ...from(results, name, (lh) => {
                if (!bare) throw new Error("the bare page's LCP was not measured")
                return { value: lh.lcpMs / bare.lcpMs, note: `${ms(lh.lcpMs)} / ${ms(bare.lcpMs)}` }
              }),
            }),
            interactiveRow(results, options, page),
          ]
        : []),
      row(`${label}: TBT`, { unit: 'ms', ...(live ? { budget: BUDGETS.tbtLiveMs } : {}), ...from(results, name, (lh) => ({ value: lh.tbtMs })) }),
      row(`${label}: CLS`, { unit: 'cls', budget: BUDGETS.cls, ...from(results, name, (lh) => ({ value: lh.cls })) }),
    ]
  })
}

function ttfbRow(results) {
  return row('Product page, time to first byte, p95 (live server, embedded database)', {
    unit: 'ms',
    budget: BUDGETS.productTtfbP95Ms,
    ...from(results, 'ttfb', (t) => ({
      value: t.p95Ms,
      note: `${t.requests} sequential requests over ${t.products} products; p50 ${t.p50Ms.toFixed(1)} ms, slowest ${t.maxMs.toFixed(1)} ms`,
    })),
  })
}

function filterRows(results, options) {
  const yardstick = results.get('machine speed')?.value
  return [
    row(`Filter click to repainted grid (mock, median of ${options.filterRuns})`, {
      unit: 'ms',
      budget: BUDGETS.filterToGridMs,
      ...from(results, 'filter', (f) => ({
        value: f.medianMs,
        note:
          `${yardstick ? `${(f.medianMs / yardstick.medianMs).toFixed(1)}x the machine yardstick below; ` : ''}` +
          `${f.control}; range ${ms(f.minMs)}-${ms(f.maxMs)}; listing request ${ms(f.medianRequestStartMs)}-${ms(f.medianResponseEndMs)} after the click` +
          (f.unchangedRuns ? `; ${f.unchangedRuns} run(s) left the grid unchanged` : ''),
      })),
    }),
    row('Machine yardstick: fixed script work in the same browser', {
      unit: 'ms',
      ...from(results, 'machine speed', (m) => ({
        value: m.medianMs,
        note: `median of ${m.samples.length}, taken just before the filter clicks; no store code: a slower figure is a slower or busier machine`,
      })),
    }),
  ]
}

/** The buyer's phone (scripts/bench/phone-pages.mjs, phone-actions.mjs): 375x812, CPU slowed 4x, live server. */
function phoneRows(results, options) {
  const runs = `median of ${options.phoneRuns}`
  const pageRows = PHONE_PAGES.flatMap((page) => {
    const measured = (all) => {
      if (!all[page.key]) throw new Error(`${page.key} was not measured`)
      return all[page.key]
    }
    const rows = [
      row(`Phone ${page.label}: first paint, interactive`, {
        unit: 'ms',
        ...from(results, 'phone pages', (all) => {
          const p = measured(all)
          return { value: p.interactiveMs, note: `${runs}; first contentful paint ${ms(p.fcpMs)}` }
        }),
      }),
    ]
    if (page.key === 'landing' || page.key === 'listing') {
      rows.push(
        row(`Phone ${page.label}: fabrics with name and price in the first screen`, {
          unit: 'count',
          ...(page.key === 'listing' ? { budget: BUDGETS.phoneListingCardsInFirstScreen } : {}),
          ...from(results, 'phone pages', (all) => {
            const p = measured(all)
            return { value: p.cardsInFirstScreen, note: `fewest of ${options.phoneRuns}; the first card's top at ${Math.round(p.firstCardTop)} px of the page` }
          }),
        }),
      )
    }
    if (page.key === 'landing') {
      rows.push(
        row('Phone /: the first fabric (its picture loaded)', {
          unit: 'ms',
          budget: BUDGETS.phoneFirstFabricMs,
          ...from(results, 'phone pages', (all) => {
            const p = measured(all)
            return { value: p.firstFabricMs, note: `${runs}; after navigation; in the second screen (first card at ${Math.round(p.firstCardTop)} px) within ${BUDGETS.phoneFirstFabricTopPx.max} px: ${p.firstCardTop <= BUDGETS.phoneFirstFabricTopPx.max ? 'yes' : 'NO'}` }
          }),
        }),
        row('Phone /: the first fabric card, top of the page to its top', {
          unit: 'px',
          budget: BUDGETS.phoneFirstFabricTopPx,
          ...from(results, 'phone pages', (all) => ({ value: measured(all).firstCardTop, note: 'two screens of 812 px' })),
        }),
      )
    }
    return rows
  })
  const actionRows = PHONE_ACTIONS.map((action) =>
    row(`Phone /products: ${action.label}, to the repainted grid`, {
      unit: 'ms',
      budget: BUDGETS.phoneActionMs[action.key],
      ...from(results, 'phone actions', (all) => {
        const a = all[action.key]
        if (!a) throw new Error(`${action.key} was not measured`)
        return {
          value: a.medianMs,
          note: `${runs}; range ${ms(a.minMs)}-${ms(a.maxMs)}; answer ${ms(a.medianResponseEndMs)} after the input` + (a.unchangedRuns ? `; ${a.unchangedRuns} run(s) left the grid unchanged` : ''),
        }
      }),
    }),
  )
  return [...pageRows, ...actionRows]
}

export function buildRows(results, options) {
  return [...sizeRows(results), ttfbRow(results), ...lighthouseRows(results, options), ...filterRows(results, options), ...phoneRows(results, options)]
}
