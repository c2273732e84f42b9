import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyStateMachine, EventObject, StateNode } from 'xstate'
import { getShortestPaths } from 'xstate/graph'

/*
 * Test paths generated from the app's own machine objects (docs/architecture.md, Model-based tests).
 * The traversal never runs the invoked actors: their results are the synthetic
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events passed in `events`, which the test
 * runner turns into mock-backend answers.
 */

type AnyNode = StateNode<any, any>
type Snap = { value: unknown; _nodes: AnyNode[] }

export interface MachinePath {
  readonly target: string
  readonly events: readonly EventObject[]
  readonly steps: ReadonlyArray<{ event: EventObject; state: Snap }>
}

export const serializeValue = (s: { value: unknown }) => JSON.stringify(s.value)

/** A user event or a synthetic actor result, with whatever payload it carries. */
export type ModelEvent = { readonly type: string } & Readonly<Record<string, unknown>>

/** One shortest path to every state value of the machine. */
export function shortestPaths(machine: AnyStateMachine, events: readonly ModelEvent[], input?: unknown): MachinePath[] {
  const paths = getShortestPaths(machine, { events: events as never, input: input as never, serializeState: serializeValue as never })
  return paths.map((p) => ({
    target: serializeValue(p.state),
    events: p.steps.slice(1).map((s) => s.event),
    steps: p.steps as unknown as MachinePath['steps'],
  }))
}

function allNodes(node: AnyNode): AnyNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyNode>).flatMap(allNodes)]
}

/** Atomic and final states: every place the machine can rest in. */
export function leafStateIds(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).filter((n) => Object.keys(n.states).length === 0).map((n) => n.id)
}

/** Every declared event transition, as `stateId:eventType` (eventless ones are not counted). */
export function transitionIds(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).flatMap((n) => [...n.transitions.keys()].map((type) => `${n.id}:${type}`))
}

export interface Coverage {
  readonly machine: string
  readonly statesCovered: number
  readonly statesTotal: number
  readonly transitionsCovered: number
  readonly transitionsTotal: number
  readonly missingStates: readonly string[]
  readonly missingTransitions: readonly string[]
}

/** What a set of executed paths covers of a machine. */
export function coverageOf(machine: AnyStateMachine, executed: readonly MachinePath[]): Coverage {
  const states = leafStateIds(machine)
  const transitions = transitionIds(machine)
  const seenStates = new Set<string>()
  const seenTransitions = new Set<string>()
  for (const path of executed) {
    path.steps.forEach((step, i) => {
      step.state._nodes.forEach((n) => seenStates.add(n.id))
      if (i === 0) return
      const previous = path.steps[i - 1]!.state._nodes
      const handler = [...previous].reverse().find((n) => n.transitions.has(step.event.type))
      if (handler) seenTransitions.add(`${handler.id}:${step.event.type}`)
    })
  }
  return {
    machine: machine.id,
    statesCovered: states.filter((s) => seenStates.has(s)).length,
    statesTotal: states.length,
    transitionsCovered: transitions.filter((t) => seenTransitions.has(t)).length,
    transitionsTotal: transitions.length,
    missingStates: states.filter((s) => !seenStates.has(s)),
    missingTransitions: transitions.filter((t) => !seenTransitions.has(t)),
  }
}

/** Where each model test leaves its row; `npm test` prints them as one table at the end. */
export const COVERAGE_DIR = join('test-results', 'model-coverage')

/** One row of the coverage table printed by `npm test`. */
export function printCoverage(c: Coverage): void {
  mkdirSync(COVERAGE_DIR, { recursive: true })
  writeFileSync(join(COVERAGE_DIR, `${c.machine}.json`), JSON.stringify(c))
  const pct = (a: number, b: number) => (b === 0 ? '100%' : `${Math.round((a / b) * 100)}%`)
  console.log(
    `MODEL COVERAGE | ${c.machine.padEnd(22)} | states ${c.statesCovered}/${c.statesTotal} (${pct(c.statesCovered, c.statesTotal)})` +
      ` | transitions ${c.transitionsCovered}/${c.transitionsTotal} (${pct(c.transitionsCovered, c.transitionsTotal)})` +
      (c.missingTransitions.length ? ` | not taken: ${c.missingTransitions.join(', ')}` : ''),
  )
}
