import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { coverageOf, serializeValue, type MachinePath } from './machine-paths'

type Step = MachinePath['steps'][number]

/** The events a user (or the backend) can cause in a given state; all of them when absent. */
export type EventsFor = (snapshot: AnyMachineSnapshot) => readonly EventObject[]

/**
 * Paths that reach every state and take every transition of a machine whose guards read its
 * context (so paths by state value alone miss transitions): the shortest path to each
 * (value, context) pair, each also extended by one more event, picked greedily until nothing
 * new is covered. Short, few, and generated from the machine itself.
 */
export function coveringPaths(machine: AnyStateMachine, events: readonly EventObject[], eventsFor?: EventsFor, input?: unknown): MachinePath[] {
  const possible = (snapshot: AnyMachineSnapshot) => (eventsFor ? eventsFor(snapshot) : events)
  const shortest = getShortestPaths(machine, { events: possible as never, input: input as never })
  const candidates: MachinePath[] = shortest.flatMap((p) => {
    const steps = p.steps as unknown as Step[]
    const base: MachinePath = { target: serializeValue(p.state), events: steps.slice(1).map((s) => s.event), steps }
    const extended = possible(p.state as AnyMachineSnapshot).map((event): MachinePath => {
      const [next] = transition(machine, p.state as never, event as never)
      const nextSteps = [...steps, { event, state: next as unknown as Step['state'] }]
      return { target: serializeValue(next), events: nextSteps.slice(1).map((s) => s.event), steps: nextSteps }
    })
    return [base, ...extended]
  })
  const covered = (paths: MachinePath[]) => {
    const c = coverageOf(machine, paths)
    return c.statesCovered + c.transitionsCovered
  }
  const chosen: MachinePath[] = []
  for (;;) {
    const now = covered(chosen)
    let best: MachinePath | undefined
    let bestGain = 0
    for (const candidate of candidates) {
      const gain = covered([...chosen, candidate]) - now
      const shorter = best !== undefined && candidate.steps.length < best.steps.length
      if (gain > bestGain || (gain > 0 && gain === bestGain && shorter)) {
        best = candidate
        bestGain = gain
      }
    }
    if (!best) return chosen
    chosen.push(best)
  }
}

/** A readable name for a path: its events in order. */
export function describePath(path: MachinePath): string {
  return (
    path.events
      .map((e) => {
        const details = Object.entries(e).filter(([k]) => k !== 'type' && k !== 'output' && k !== 'error')
        return details.length ? `${e.type}(${details.map(([, v]) => JSON.stringify(v)).join(', ')})` : e.type
      })
      .join(' > ') || 'start'
  )
}
