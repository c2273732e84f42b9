#!/usr/bin/env node
// `npm test`: every check a clean machine needs, in order, sharing one build and one browser
// for the e2e suite. Prints a summary table and a closing 'N passed, N failed' line.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const COVERAGE_DIR = join('test-results', 'model-coverage')
rmSync(COVERAGE_DIR, { recursive: true, force: true })
// a stage that fails before its reporter runs must not be counted with the last run's numbers
rmSync(join('test-results', 'vitest.json'), { force: true })
mkdirSync('test-results', { recursive: true })

/** The model tests' rows (tests/model/machine-paths.ts) as one table. */
function printModelCoverage() {
  if (!existsSync(COVERAGE_DIR)) return
  const rows = readdirSync(COVERAGE_DIR)
    .map((f) => JSON.parse(readFileSync(join(COVERAGE_DIR, f), 'utf8')))
    .sort((a, b) => a.machine.localeCompare(b.machine))
  const pct = (a, b) => (b === 0 ? 100 : Math.round((a / b) * 100))
  console.log('\n=== model-based test coverage (paths generated from src/machines) ===')
  console.log(`${'machine'.padEnd(24)} ${'states'.padStart(12)} ${'transitions'.padStart(16)}`)
  for (const r of rows) {
    const states = `${r.statesCovered}/${r.statesTotal} ${pct(r.statesCovered, r.statesTotal)}%`
    const transitions = `${r.transitionsCovered}/${r.transitionsTotal} ${pct(r.transitionsCovered, r.transitionsTotal)}%`
    console.log(`${r.machine.padEnd(24)} ${states.padStart(12)} ${transitions.padStart(16)}`)
    if (r.missingStates.length) console.log(`  states not reached: ${r.missingStates.join(', ')}`)
    if (r.missingTransitions.length) console.log(`  transitions not taken: ${r.missingTransitions.join(', ')}`)
    for (const [transition, why] of Object.entries(r.exceptions ?? {})) console.log(`    ${transition}: ${why}`)
  }
}

const stages = [
  { name: 'type check', cmd: 'npx tsc -p tsconfig.json --pretty false' },
  { name: 'lint + dependency rule', cmd: 'npm run --silent lint' },
  // the server tests run the store on a throwaway PostgreSQL server: installed (as root on Debian) when missing
  { name: 'PostgreSQL server for the database tests', cmd: 'node scripts/ensure-postgres.mjs' },
  {
    name: 'vitest (unit, component, contract, model, server; the API suite on the fake, the embedded database and PostgreSQL)',
    cmd: 'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json',
    counts: () => {
      const r = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'))
      return { passed: r.numPassedTests, failed: r.numFailedTests }
    },
  },
  { name: 'live bundle: no mock code, API preconnected', cmd: 'node scripts/check-live-bundle.mjs' },
  {
    name: 'playwright e2e (Chromium: mock-mode build, and the live build on the real server)',
    cmd: 'node scripts/ensure-chromium.mjs && npx playwright test',
    counts: () => {
      if (!existsSync('test-results/e2e.json')) return null
      const s = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).stats
      return { passed: s.expected + s.flaky, failed: s.unexpected }
    },
  },
]

const results = []
for (const stage of stages) {
  const started = Date.now()
  console.log(`\n=== ${stage.name} ===`)
  const run = spawnSync(stage.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...stage.env } })
  const seconds = Math.round((Date.now() - started) / 1000)
  let counts = null
  try {
    counts = stage.counts?.() ?? null
  } catch {
    counts = null
  }
  results.push({ name: stage.name, ok: run.status === 0, seconds, counts })
  if (stage.name.startsWith('vitest')) printModelCoverage()
  if (run.status !== 0) break // later stages would only repeat the failure's noise
}

console.log('\n=== summary ===')
for (const r of results) {
  const tally = r.counts ? ` (${r.counts.passed} passed, ${r.counts.failed} failed)` : ''
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${tally} in ${r.seconds}s`)
}
const passed = results.reduce((n, r) => n + (r.counts?.passed ?? (r.ok ? 1 : 0)), 0)
const failed = results.reduce((n, r) => n + (r.counts?.failed ?? (r.ok ? 0 : 1)), 0)
const allOk = results.length === stages.length && results.every((r) => r.ok)
console.log(`\n${passed} passed, ${failed + (allOk ? 0 : failed === 0 ? 1 : 0)} failed`)
process.exit(allOk ? 0 : 1)
