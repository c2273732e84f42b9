import { getInitialSnapshot, getNextSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { coverageOf, shortestPaths, type MachinePath } from './machine-paths'

/*
 * Paths for the catalogue's model tests, generated from the machines themselves: one shortest
 * path to every state, plus, for each declared transition those miss, the shortest path to its
 * source extended by that event. Every path is replayed with getNextSnapshot, because with
 * states keyed by value the traversal's own step snapshots can carry the context of another
 * visit to the same value (seen with the listing machine: a search typed on one path showed up
 * in the first step of another).
 */

export type ModelEvent = EventObject & Record<string, unknown>

/** Replays events through the machine: each step's state is the machine's own answer. */
export function walk(machine: AnyStateMachine, input: unknown, sequence: readonly ModelEvent[]): MachinePath {
  let snapshot = getInitialSnapshot(machine, input as never)
  const steps: MachinePath['steps'][number][] = [{ event: { type: 'xstate.init' }, state: snapshot as never }]
  for (const event of sequence) {
    snapshot = getNextSnapshot(machine, snapshot, event as never)
    steps.push({ event, state: snapshot as never })
  }
  return { target: JSON.stringify(snapshot.value), events: sequence, steps }
}

/**
 * One shortest path per state value. When a state is reached only after context builds up
 * (a form filled in before it can be sent), `contextKey` names the part of the context that
 * tells such snapshots apart, so the traversal explores them instead of stopping at the value.
 */
function shortestPerValue(
  machine: AnyStateMachine,
  events: readonly ModelEvent[],
  input: unknown,
  contextKey?: (context: never) => unknown,
): MachinePath[] {
  if (!contextKey) return shortestPaths(machine, events, input)
  const all = getShortestPaths(machine, {
    events: events as never,
    input: input as never,
    serializeState: ((s: { value: unknown; context: never }) => JSON.stringify([s.value, contextKey(s.context)])) as never,
  })
  const best = new Map<string, MachinePath>()
  for (const p of all) {
    const target = JSON.stringify(p.state.value)
    const events = p.steps.slice(1).map((step) => step.event)
    if ((best.get(target)?.events.length ?? Infinity) > events.length) {
      best.set(target, { target, events, steps: p.steps as unknown as MachinePath['steps'] })
    }
  }
  return [...best.values()]
}

/**
 * Shortest paths plus one extension per missed transition; `settle` may append events to an
 * extension (for instance the answer to a request it started) so it ends somewhere observable.
 */
export function pathsCoveringTransitions(
  machine: AnyStateMachine,
  events: readonly ModelEvent[],
  input: unknown,
  settle: (path: MachinePath) => readonly ModelEvent[] = () => [],
  contextKey?: (context: never) => unknown,
): MachinePath[] {
  const paths = shortestPerValue(machine, events, input, contextKey).map((p) => walk(machine, input, p.events as ModelEvent[]))
  const extra = coverageOf(machine, paths).missingTransitions.flatMap((missing) => {
    const at = missing.lastIndexOf(':')
    const [stateId, eventType] = [missing.slice(0, at), missing.slice(at + 1)]
    const base = paths.find((p) => p.steps.at(-1)!.state._nodes.some((n) => n.id === stateId))
    const event = events.find((e) => e.type === eventType)
    if (!base || !event) return []
    const extended = walk(machine, input, [...(base.events as ModelEvent[]), event])
    const more = settle(extended)
    return [more.length ? walk(machine, input, [...(extended.events as ModelEvent[]), ...more]) : extended]
  })
  return [...paths, ...extra]
}

/** 'review.type > done:addReview => "submitted"' */
export function pathName(path: MachinePath): string {
  const names = path.events.map((e) => e.type.replace(/^xstate\.(done|error)\.actor\.(\w+)$/, '$1:$2'))
  return `${names.join(' > ') || '(start)'} => ${path.target}`
}
