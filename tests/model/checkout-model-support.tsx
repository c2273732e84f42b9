import { http } from 'msw'
import { transition, type AnyStateMachine, type EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { server } from '../../mocks/node'
import { coverageOf, serializeValue, type MachinePath } from './machine-paths'

/*
 * Shared helpers for the cart, coupon and checkout model tests: paths that cover a machine's
 * states and transitions, and gates that hold one backend call until the path says how the
 * backend answers.
 */

type Step = MachinePath['steps'][number]
type Snapshot = Step['state'] & { context: unknown }

export interface CoveringOptions {
  readonly input?: unknown
  /**
   * What tells two resting states apart while searching (the state value by default). A few
   * context facts here let the search reach transitions whose guards read the context.
   */
  readonly serialize?: (snapshot: Snapshot) => string
  /** Whether the screen can play the path (some machine events have no user action in some states). */
  readonly isFeasible?: (path: MachinePath) => boolean
}

/**
 * Paths that reach every state and take every transition the screen can play: the shortest path
 * to each searched state, each also extended by one more event, then picked greedily (largest
 * gain first, shorter on ties) until nothing new is covered.
 */
export function coveringPaths(
  machine: AnyStateMachine,
  events: readonly EventObject[],
  { input, serialize = serializeValue, isFeasible = () => true }: CoveringOptions = {},
): MachinePath[] {
  const shortest = getShortestPaths(machine, {
    events: events as never,
    input: input as never,
    serializeState: serialize as never,
  })
  const candidates: MachinePath[] = shortest
    .flatMap((p) => {
      const steps = p.steps as unknown as Step[]
      const base: MachinePath = { target: serializeValue(p.state), events: steps.slice(1).map((s) => s.event), steps }
      const extended = events.map((event): MachinePath => {
        const [next] = transition(machine, p.state as never, event as never)
        const nextSteps = [...steps, { event, state: next as unknown as Step['state'] }]
        return { target: serializeValue(next), events: nextSteps.slice(1).map((s) => s.event), steps: nextSteps }
      })
      return [base, ...extended]
    })
    .filter(isFeasible)
  // what each candidate covers, computed once: the greedy pick then only compares sets
  const everything = coverageOf(machine, [])
  const itemsOf = (path: MachinePath): Set<string> => {
    const c = coverageOf(machine, [path])
    const missingStates = new Set(c.missingStates)
    const missingTransitions = new Set(c.missingTransitions)
    return new Set([
      ...everything.missingStates.filter((id) => !missingStates.has(id)).map((id) => `state:${id}`),
      ...everything.missingTransitions.filter((id) => !missingTransitions.has(id)).map((id) => `transition:${id}`),
    ])
  }
  const covering = candidates.map((path) => ({ path, items: itemsOf(path) }))
  const covered = new Set<string>()
  const chosen: MachinePath[] = []
  for (;;) {
    let best: (typeof covering)[number] | undefined
    let bestGain = 0
    for (const candidate of covering) {
      let gain = 0
      for (const item of candidate.items) if (!covered.has(item)) gain++
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && candidate.path.steps.length < best.path.steps.length)) {
        best = candidate
        bestGain = gain
      }
    }
    if (!best) return chosen
    chosen.push(best.path)
    best.items.forEach((item) => covered.add(item))
  }
}

/** A path's events as a test title. */
export function describePath(path: MachinePath): string {
  if (path.events.length === 0) return 'start'
  return path.events
    .map((e) => {
      const detail = Object.entries(e)
        .filter(([key]) => key !== 'type' && key !== 'output' && key !== 'error')
        .map(([, value]) => (typeof value === 'object' && value !== null ? '…' : String(value)))
      return detail.length ? `${e.type}(${detail.join(',')})` : e.type
    })
    .join(' > ')
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Holds the next matching call until `release()`; it then goes on to the fake backend's own
 * handler, which answers as the scenario then in force says. `arrived` resolves once the call
 * has reached the backend.
 */
export function gateCall(method: Method, url: string): { release: () => void; arrived: Promise<void> } {
  let release!: () => void
  let arrive!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  server.use(
    http[method](
      url,
      async () => {
        arrive()
        await opened
      },
      { once: true },
    ),
  )
  return { release, arrived }
}

/** A machine event as a path lists it: a type plus whatever the event carries. */
export type PathEvent = EventObject & Record<string, unknown>
