// The benchmark's table: each scenario's requests per second, p50 and p99, its ratio to the bare
// endpoint, the answers that went wrong; then the race's counts and the verdict on the budgets.
import { BUDGETS } from './budgets.mjs'

const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : 'n/a')

function pad(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd())
}

/** `rows`: { title, rps, p50, p99, errors (text), noRatio (a burst, not a sustained rate: no ratio) } */
export function scenarioTable(rows, bareRps) {
  const header = ['Scenario', 'req/s', 'p50', 'p99', 'ratio to bare', 'errors']
  const lines = rows.map((r) => [r.title, r.rps.toFixed(0), ms(r.p50), ms(r.p99), r.noRatio || !(bareRps > 0) ? '-' : (r.rps / bareRps).toFixed(3), r.errors])
  const text = pad([header, header.map((h) => '-'.repeat(h.length)), ...lines])
  const markdown = [`| ${header.join(' | ')} |`, `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`, ...lines.map((l) => `| ${l.join(' | ')} |`)]
  return { text: text.join('\n'), markdown: markdown.join('\n') }
}

/** What went wrong in a load: socket errors, and answers outside 2xx by class. */
export function errorText(figures, { expected4xx = false } = {}) {
  const parts = []
  if (figures.classes['5xx'] > 0) parts.push(`${figures.classes['5xx']} 5xx`)
  if (figures.classes['4xx'] > 0) parts.push(`${figures.classes['4xx']} 4xx${expected4xx ? ' (409 sold out, expected)' : ''}`)
  if (figures.errors > 0) parts.push(`${figures.errors} socket errors/timeouts`)
  return parts.length ? parts.join(', ') : '0'
}

/** The budgets, each with its figure and whether it is met; `otherChecks`: more [budget, measured, met] rows. */
export function verdict({ listing, bare, connections, server5xx, oversold, duplicates, otherFailures, otherChecks = [] }) {
  const ratio = bare.rps > 0 ? listing.rps / bare.rps : 0
  const checks = [
    [`listing ratio to bare >= ${BUDGETS.listingRatioMin}`, ratio.toFixed(3), ratio >= BUDGETS.listingRatioMin],
    [`listing p99 <= ${BUDGETS.listingP99MaxMs} ms at ${BUDGETS.connections} connections`, `${ms(listing.p99)} at ${connections}`, listing.p99 <= BUDGETS.listingP99MaxMs && connections >= BUDGETS.connections],
    ['5xx answers = 0', String(server5xx), server5xx === 0],
    ['oversold units = 0', String(oversold), oversold === 0],
    ['duplicate orders = 0', String(duplicates), duplicates === 0],
    ...otherFailures.map(([name, count]) => [`${name} = 0`, String(count), count === 0]),
    ...otherChecks,
  ]
  const lines = pad([['Budget', 'Measured', 'Status'], ...checks.map(([name, value, ok]) => [name, value, ok ? 'ok' : 'MISS'])])
  return { text: lines.join('\n'), ok: checks.every(([, , ok]) => ok) }
}
