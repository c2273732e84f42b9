import { getInitialMicrosteps, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { coverageOf, type MachinePath } from './machine-paths'

/*
 * Paths for the app-wide machines, whose events depend on more than the machine knows: which
 * page is open, whether someone is signed in, what the fake backend holds. That outside part is
 * the "world": a small value the test keeps beside the machine's snapshot, changed by the same
 * events. The machine's own graph is never restated: every step is the machine's answer
 * (xstate's pure `transition`), and the world only says which events the screen can play and
 * what the backend will answer.
 *
 * A breadth-first walk over (machine snapshot, world) finds the shortest way to each pair;
 * every pair's path, and every such path extended by one more event, is a candidate; the
 * candidates are then picked greedily (most new states and transitions first, shorter on ties)
 * until nothing new is covered.
 */

export type ModelEvent = EventObject & Readonly<Record<string, unknown>>

type Step = MachinePath['steps'][number]

export interface World<W> {
  /** The world when the path starts. */
  readonly start: W
  /** What the user, the app or the backend can cause now, as machine events. */
  readonly events: (snapshot: AnyMachineSnapshot, world: W) => readonly ModelEvent[]
  /** The world after an event (the page it opens, what the backend then holds). */
  readonly next: (world: W, event: ModelEvent, before: AnyMachineSnapshot, after: AnyMachineSnapshot) => W
}

export interface WorldPath<W> extends MachinePath {
  /** The world at each step, beside `steps`. */
  readonly worlds: readonly W[]
}

export interface WorldPathOptions {
  readonly input?: unknown
  /** What tells two snapshots apart (the value and the whole context by default). */
  readonly snapshotKey?: (snapshot: AnyMachineSnapshot) => unknown
  /** How many events a path may have at most. */
  readonly maxDepth?: number
  /**
   * Record the microsteps of the machine's start as steps of their own (the first is the
   * initial state before its eventless transitions, the others carry `START_MICROSTEP`), so a
   * transient initial state counts as passed through. Every start really passes through it.
   */
  readonly startMicrosteps?: boolean
}

/** The event of a step that records a microstep of the machine's start. */
export const START_MICROSTEP = 'test.startMicrostep'

interface Node<W> {
  readonly snapshot: AnyMachineSnapshot
  readonly world: W
  readonly steps: Step[]
  readonly worlds: W[]
}

const defaultKey = (s: AnyMachineSnapshot) => [s.value, s.context]

/** Covering paths over the machine and its world; see the comment at the top. */
export function worldPaths<W>(machine: AnyStateMachine, world: World<W>, options: WorldPathOptions = {}): WorldPath<W>[] {
  return pickCovering(machine, worldCandidates(machine, world, options))
}

/** Every candidate before the pick: to pick once over several starts (inputs) of a machine. */
export function worldCandidates<W>(machine: AnyStateMachine, world: World<W>, options: WorldPathOptions = {}): WorldPath<W>[] {
  const { input, snapshotKey = defaultKey, maxDepth = 8, startMicrosteps = false } = options
  const micro = getInitialMicrosteps(machine, input as never).map(([snapshot]) => snapshot as AnyMachineSnapshot)
  const initial = micro.at(-1)!
  const startSteps: Step[] = startMicrosteps
    ? micro.map((snapshot, i) => ({ event: { type: i === 0 ? 'xstate.init' : START_MICROSTEP }, state: snapshot as never }))
    : [{ event: { type: 'xstate.init' }, state: initial as never }]
  const keyOf = (snapshot: AnyMachineSnapshot, w: W) => JSON.stringify([snapshotKey(snapshot), w])

  const start: Node<W> = { snapshot: initial, world: world.start, steps: startSteps, worlds: startSteps.map(() => world.start) }
  const seen = new Set<string>([keyOf(initial, world.start)])
  const candidates: Node<W>[] = [start]
  let frontier: Node<W>[] = [start]
  for (let depth = 0; depth < maxDepth && frontier.length; depth++) {
    const nextFrontier: Node<W>[] = []
    for (const node of frontier) {
      for (const event of world.events(node.snapshot, node.world)) {
        const [after] = transition(machine, node.snapshot as never, event as never) as unknown as [AnyMachineSnapshot]
        const nextWorld = world.next(node.world, event, node.snapshot, after)
        const child: Node<W> = {
          snapshot: after,
          world: nextWorld,
          steps: [...node.steps, { event, state: after as never }],
          worlds: [...node.worlds, nextWorld],
        }
        // every edge is a candidate (it may take a transition no shortest path takes)
        candidates.push(child)
        const key = keyOf(after, nextWorld)
        if (!seen.has(key)) {
          seen.add(key)
          nextFrontier.push(child)
        }
      }
    }
    frontier = nextFrontier
  }
  return candidates.map((n) => toPath(n, startSteps.length))
}

function toPath<W>(node: Node<W>, startLength: number): WorldPath<W> {
  return {
    target: JSON.stringify(node.snapshot.value),
    events: node.steps.slice(startLength).map((s) => s.event),
    steps: node.steps,
    worlds: node.worlds,
  }
}

/** Greedy set cover of states and transitions; ties go to the shorter path. */
export function pickCovering<P extends MachinePath>(machine: AnyStateMachine, candidates: readonly P[]): P[] {
  const none = coverageOf(machine, [])
  const itemsOf = (path: P): Set<string> => {
    const c = coverageOf(machine, [path])
    const missingStates = new Set(c.missingStates)
    const missingTransitions = new Set(c.missingTransitions)
    return new Set([
      ...none.missingStates.filter((id) => !missingStates.has(id)).map((id) => `state:${id}`),
      ...none.missingTransitions.filter((id) => !missingTransitions.has(id)).map((id) => `transition:${id}`),
    ])
  }
  const scored = candidates.map((path) => ({ path, items: itemsOf(path) }))
  const covered = new Set<string>()
  const chosen: P[] = []
  for (;;) {
    let best: (typeof scored)[number] | undefined
    let bestGain = 0
    for (const candidate of scored) {
      let gain = 0
      for (const item of candidate.items) if (!covered.has(item)) gain++
      const shorter = best !== undefined && candidate.path.steps.length < best.path.steps.length
      if (gain > bestGain || (gain > 0 && gain === bestGain && shorter)) {
        best = candidate
        bestGain = gain
      }
    }
    if (!best) return chosen
    chosen.push(best.path)
    best.items.forEach((item) => covered.add(item))
  }
}

/** 'load > done:loadCart > cart.increment' style test titles (payload details after the type). */
export function describeWorldPath(path: MachinePath, detail: (event: ModelEvent) => string = () => ''): string {
  const names = path.events
    .filter((e) => e.type !== START_MICROSTEP)
    .map((e) => {
      const name = e.type.replace(/^xstate\.(done|error)\.actor\.(\w+)$/, '$1:$2').replace(/^xstate\.after\.(\d+)\..*$/, 'after:$1ms')
      const more = detail(e as ModelEvent)
      return more ? `${name}(${more})` : name
    })
  return `${names.join(' > ') || '(start)'} => ${path.target}`
}

/**
 * Drops every path that another path starts with: the longer one plays and checks the same
 * steps on its way, so the shorter one would only repeat them.
 */
export function withoutPrefixPaths<P extends MachinePath>(paths: readonly P[]): P[] {
  const key = (p: MachinePath) => p.events.map((e) => JSON.stringify(e, (_, v: unknown) => (v instanceof Error ? v.message : v)))
  return paths.filter((path, i) => {
    const mine = key(path)
    return !paths.some((other, j) => {
      if (j === i) return false
      const theirs = key(other)
      const longer = theirs.length > mine.length || (theirs.length === mine.length && j < i)
      return longer && mine.every((e, k) => e === theirs[k])
    })
  })
}
