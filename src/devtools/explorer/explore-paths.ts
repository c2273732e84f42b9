import type { AnyActorLogic, AnyStateMachine, EventObject, Snapshot } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { isStateMachine } from '../is-state-machine'
import { eventTypesOf, statesOf, type StateInfo } from './machine-catalog'

/*
 * Shortest paths to every state of a machine, with realistic actor results.
 *
 * The traversal (`getShortestPaths`) only computes transitions: it never runs the invoked
 * actors, so their results are synthetic `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * events. What they carry comes from an OutcomeSource, which in the browser runs the actor's
 * real code against the fake backend (see actor-outcomes.ts). An actor's input is only known
 * once a path reaches the state that invokes it, so the traversal runs in rounds: each round
 * collects the actors it met without a known outcome, the source resolves them, and the next
 * round goes further, until nothing new is met.
 */

/** How the fake backend answered an actor's run. */
export type OutcomeMode = 'success' | 'empty' | 'server-error'

export interface ActorOutcome {
  readonly kind: 'done' | 'error'
  readonly mode: OutcomeMode
  readonly output?: unknown
  readonly error?: unknown
  /** The endpoint-table rows the actor called (what the 'show me' link forces). */
  readonly endpoints: readonly string[]
}

export interface OutcomeRequest {
  readonly src: string
  readonly logic: AnyActorLogic
  readonly input: unknown
}

export interface OutcomeSource {
  /** The outcomes known for an actor (for this input if run with it, else for any input). */
  known(src: string, input: unknown): readonly ActorOutcome[] | undefined
  resolve(requests: readonly OutcomeRequest[]): Promise<void>
}

export interface ExploreSetup {
  readonly input?: unknown
  /** User events with their payloads; event types of the machine not listed here are sent bare. */
  readonly events?: readonly EventObject[]
  /** Outputs of invoked child machines (their done events), e.g. `{ addressForm: [{ saved: true }] }`. */
  readonly childOutputs?: Readonly<Record<string, readonly unknown[]>>
  /** What makes two snapshots the same place (default: the state value). */
  readonly serialize?: (snapshot: Snapshot<unknown>) => string
}

export interface PathStep {
  readonly type: string
  /** The backend answer the step stands for, when it is an actor's result. */
  readonly outcome?: ActorOutcome
}

export interface ExploredState {
  readonly key: string
  readonly steps: readonly PathStep[]
  /** The machine's persisted snapshot at the end of the path. */
  readonly snapshot: Snapshot<unknown>
  /** Per endpoint, the mode that replays the path's backend answers (success omitted). */
  readonly scenario: Readonly<Record<string, 'empty' | 'server-error' | 'stalled'>>
}

export interface Exploration {
  readonly states: ReadonlyMap<string, ExploredState>
  /** State keys no path reached. */
  readonly unreached: readonly string[]
  /** States the machine always leaves at once (an unguarded `always`): nothing to show. */
  readonly transient: readonly string[]
}

const isTransient = (state: StateInfo) => state.always.some((t) => t.guard === null && t.targets.length > 0)

const MAX_ROUNDS = 8
const PATH_LIMIT = 5000

interface ChildRef {
  readonly id: string
  readonly src?: unknown
  readonly logic?: unknown
  getSnapshot(): { readonly input?: unknown }
}

type TraversedSnapshot = Snapshot<unknown> & {
  readonly value: unknown
  readonly children: Record<string, ChildRef>
  readonly _nodes: ReadonlyArray<{
    readonly id: string
    readonly path: readonly string[]
    readonly transitions: ReadonlyMap<string, unknown>
  }>
}

/** An invoked actor's result event, as the running actor would send it. */
const synthetic = (type: string, payload: Record<string, unknown>): EventObject => ({ type, ...payload })

/** The state keys (`payment.ready`) a snapshot is in, leaves and ancestors alike. */
const keysOf = (s: TraversedSnapshot) => s._nodes.map((n) => n.path.join('.')).filter(Boolean)

function userEventsOf(machine: AnyStateMachine, samples: readonly EventObject[]): EventObject[] {
  const sampled = new Set(samples.map((e) => e.type))
  const bare = eventTypesOf(machine)
    .filter((type) => !type.startsWith('xstate.done.actor.') && !type.startsWith('xstate.error.actor.'))
    .filter((type) => !sampled.has(type))
    .map((type) => ({ type }))
  return [...samples, ...bare]
}

/** Walks the machine until every reachable state has a shortest path with real actor results. */
export async function exploreMachine(machine: AnyStateMachine, setup: ExploreSetup, outcomes: OutcomeSource): Promise<Exploration> {
  const userEvents = userEventsOf(machine, setup.events ?? [])
  const serialize = setup.serialize ?? ((s: Snapshot<unknown>) => JSON.stringify((s as TraversedSnapshot).value))
  const outcomeOf = new WeakMap<EventObject, ActorOutcome>()
  const eventCache = new Map<string, EventObject[]>()

  const childEvents = (child: ChildRef, wanted: Map<string, OutcomeRequest>): EventObject[] => {
    if (isStateMachine(child.logic)) {
      const outputs = setup.childOutputs?.[child.id] ?? [undefined]
      const done = outputs.map((output) => synthetic(`xstate.done.actor.${child.id}`, { output }))
      return [...done, synthetic(`xstate.error.actor.${child.id}`, { error: new Error(`${child.id} failed`) })]
    }
    const src = typeof child.src === 'string' ? child.src : child.id
    const input = child.getSnapshot().input
    const known = outcomes.known(src, input)
    if (!known) {
      if (child.logic) wanted.set(src, { src, logic: child.logic as AnyActorLogic, input })
      return []
    }
    // the same event objects every time, so the path's steps can be traced back to outcomes
    const cacheKey = `${child.id}\u0000${src}`
    const cached = eventCache.get(cacheKey)
    if (cached && cached.length === known.length) return cached
    const events = known.map((o) => {
      const event =
        o.kind === 'done'
          ? synthetic(`xstate.done.actor.${child.id}`, { output: o.output })
          : synthetic(`xstate.error.actor.${child.id}`, { error: o.error })
      outcomeOf.set(event, o)
      return event
    })
    eventCache.set(cacheKey, events)
    return events
  }

  for (let round = 0; ; round++) {
    const wanted = new Map<string, OutcomeRequest>()
    const paths = getShortestPaths(machine, {
      input: setup.input as never,
      serializeState: serialize as never,
      limit: PATH_LIMIT,
      events: ((snapshot: TraversedSnapshot) => [
        ...userEvents,
        // an actor result nobody handles would put the traversed machine into its error status
        ...Object.values(snapshot.children ?? {})
          .flatMap((child) => childEvents(child, wanted))
          .filter((event) => snapshot._nodes.some((node) => node.transitions.has(event.type))),
      ]) as never,
    })
    if (wanted.size === 0 || round >= MAX_ROUNDS) {
      const runningCalls = (child: ChildRef) => {
        if (isStateMachine(child.logic)) return []
        const src = typeof child.src === 'string' ? child.src : child.id
        return (outcomes.known(src, child.getSnapshot().input) ?? []).flatMap((o) => o.endpoints)
      }
      return collect(machine, paths as never, outcomeOf, runningCalls)
    }
    await outcomes.resolve([...wanted.values()])
  }
}

interface RawPath {
  readonly state: TraversedSnapshot
  readonly steps: ReadonlyArray<{ readonly event: EventObject; readonly state: TraversedSnapshot }>
}

type RunningCalls = (child: ChildRef) => readonly string[]

function collect(
  machine: AnyStateMachine,
  paths: readonly RawPath[],
  outcomeOf: WeakMap<EventObject, ActorOutcome>,
  runningCalls: RunningCalls,
): Exploration {
  const byLength = [...paths].sort((a, b) => a.steps.length - b.steps.length)
  const states = new Map<string, ExploredState>()
  for (const path of byLength) {
    // a bare event whose payload an action needed breaks the machine: no place to show
    if (path.state.status === 'error') continue
    for (const key of keysOf(path.state)) {
      if (states.has(key)) continue
      states.set(key, toExplored(machine, key, path, outcomeOf, runningCalls))
    }
  }
  const missing = statesOf(machine).filter((s) => s.depth > 0 && !states.has(s.key))
  return {
    states,
    unreached: missing.filter((s) => !isTransient(s)).map((s) => s.key),
    transient: missing.filter(isTransient).map((s) => s.key),
  }
}

function toExplored(
  machine: AnyStateMachine,
  key: string,
  path: RawPath,
  outcomeOf: WeakMap<EventObject, ActorOutcome>,
  runningCalls: RunningCalls,
): ExploredState {
  const steps: PathStep[] = path.steps.slice(1).map(({ event }) => {
    const outcome = outcomeOf.get(event)
    return outcome ? { type: event.type, outcome } : { type: event.type }
  })
  const running = Object.values(path.state.children ?? {}).flatMap((child) => [...runningCalls(child)])
  return {
    key,
    steps,
    snapshot: machine.getPersistedSnapshot(path.state as never) as Snapshot<unknown>,
    scenario: scenarioOf(steps, running),
  }
}

/**
 * The per-endpoint modes that make the backend answer as the path did: the last answer of each
 * endpoint wins (a failure then a successful retry needs nothing forced), and the calls still
 * running in the final state are stalled (15 s) so that state stays on screen long enough to see.
 */
export function scenarioOf(
  steps: readonly PathStep[],
  runningEndpoints: readonly string[] = [],
): Record<string, 'empty' | 'server-error' | 'stalled'> {
  const modes = new Map<string, OutcomeMode | 'stalled'>()
  for (const step of steps) {
    for (const endpoint of step.outcome?.endpoints ?? []) modes.set(endpoint, step.outcome!.mode)
  }
  for (const endpoint of runningEndpoints) modes.set(endpoint, 'stalled')
  const result: Record<string, 'empty' | 'server-error' | 'stalled'> = {}
  for (const [endpoint, mode] of modes) if (mode !== 'success') result[endpoint] = mode
  return result
}
