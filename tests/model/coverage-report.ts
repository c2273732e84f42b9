import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyStateMachine } from 'xstate'
import { expect } from 'vitest'
import { COVERAGE_DIR, coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Coverage with named exceptions: a transition the screen can never take is listed with the
 * reason, the test fails if any other transition (or any state) is missed, and it also fails
 * when a listed exception is taken after all (so the list cannot go stale). The reasons are
 * printed under the coverage row and kept in the row's JSON as `exceptions`.
 */

/** `stateId:eventType` (as coverageOf names transitions) -> why no screen can take it. */
export type CoverageExceptions = Readonly<Record<string, string>>

/** Asserts that the executed paths miss no state and exactly the named transitions. */
export function expectCoverage(machine: AnyStateMachine, executed: readonly MachinePath[], exceptions: CoverageExceptions = {}): void {
  const coverage = coverageOf(machine, executed)
  expect(coverage.missingStates).toEqual([])
  expect([...coverage.missingTransitions].sort()).toEqual(Object.keys(exceptions).sort())
}

/** Prints the coverage row (as every model test does) and the reason for each exception. */
export function reportCoverage(machine: AnyStateMachine, executed: readonly MachinePath[], exceptions: CoverageExceptions = {}): void {
  const coverage = coverageOf(machine, executed)
  printCoverage(coverage)
  const explained = Object.entries(exceptions).filter(([transition]) => coverage.missingTransitions.includes(transition))
  for (const [transition, reason] of explained) {
    console.log(`MODEL COVERAGE | ${coverage.machine.padEnd(22)} | exception ${transition}: ${reason}`)
  }
  if (explained.length === 0) return
  // the same reasons beside the row that `npm test` collects
  const file = join(COVERAGE_DIR, `${coverage.machine}.json`)
  const row = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  writeFileSync(file, JSON.stringify({ ...row, exceptions: Object.fromEntries(explained) }))
}
