// Turns the measured results into the table's rows, each beside its DESIGN.md budget.
import { accessibilityFailures } from './a11y-failures.mjs'
import { BUDGETS, KB } from './config.mjs'
import { row } from './table.mjs'

/**
 * Lighthouse pages. The landing is measured on both builds (the live one against the fake
 * backend over HTTP); listing and product pages on the mock build (the live build's could be
 * measured the same way; left out to keep the table short). `path: 'product'` is filled in with
 * the first product the mock listing shows.
 */
export const LIGHTHOUSE_PAGES = [
  { key: 'landing-live', label: '/ (live build)', build: 'live', path: '/', performance: BUDGETS.performanceLandingListing },
  { key: 'landing-mock', label: '/ (mock build)', build: 'mock', path: '/', performance: BUDGETS.performanceLandingListing },
  { key: 'listing', label: '/products (mock build)', build: 'mock', path: '/products', performance: BUDGETS.performanceLandingListing },
  { key: 'product', label: '/product/:id (mock build)', build: 'mock', path: 'product', performance: BUDGETS.performanceProduct },
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
    row('Landing initial JS, live build (measured in Chromium)', {
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

function lighthouseRows(results, options) {
  const runs = `median of ${options.lighthouseRuns}`
  return LIGHTHOUSE_PAGES.flatMap((page) => {
    const name = `lighthouse ${page.key}`
    const label = `Lighthouse ${page.label}`
    const failedRuns = (lh) => (lh.errors.length ? `; ${lh.errors.length} run(s) failed` : '')
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
      row(`${label}: LCP`, { unit: 'ms', ...from(results, name, (lh) => ({ value: lh.lcpMs })) }),
      row(`${label}: TBT`, { unit: 'ms', ...from(results, name, (lh) => ({ value: lh.tbtMs })) }),
      row(`${label}: CLS`, { unit: 'cls', budget: BUDGETS.cls, ...from(results, name, (lh) => ({ value: lh.cls })) }),
    ]
  })
}

function filterRow(results, options) {
  return row(`Filter click to repainted grid (mock, median of ${options.filterRuns})`, {
    unit: 'ms',
    budget: BUDGETS.filterToGridMs,
    ...from(results, 'filter', (f) => ({
      value: f.medianMs,
      note:
        `${f.control}; range ${ms(f.minMs)}-${ms(f.maxMs)}; listing request ${ms(f.medianRequestStartMs)}-${ms(f.medianResponseEndMs)} after the click` +
        (f.unchangedRuns ? `; ${f.unchangedRuns} run(s) left the grid unchanged` : ''),
    })),
  })
}

export function buildRows(results, options) {
  return [...sizeRows(results), ...lighthouseRows(results, options), filterRow(results, options)]
}
