import type { AnyStateMachine, StateNode } from 'xstate'
import { isStateMachine } from '../is-state-machine'

/*
 * Every machine of src/machines and its states and transitions, read from the machine objects
 * themselves: a new machine, state or transition shows up in the explorer without anyone
 * updating a list.
 */

// oxlint-disable-next-line typescript/no-explicit-any -- state nodes of machines of any shape
type AnyNode = StateNode<any, any>

export interface MachineEntry {
  /** The exported name, e.g. `checkoutMachine`. */
  readonly exportName: string
  /** The module path, e.g. `../../machines/checkout.machine.ts`. */
  readonly file: string
  readonly machine: AnyStateMachine
}

export interface TransitionInfo {
  readonly event: string
  /** Target state keys; empty for a transition that stays (actions only). */
  readonly targets: readonly string[]
  /** The guard's name, when the transition has one. */
  readonly guard: string | null
}

export interface InvokeInfo {
  readonly id: string
  readonly src: string
}

export interface StateInfo {
  /** The node's id, e.g. `checkout.payment.ready`. */
  readonly id: string
  /** The path below the root joined by dots, e.g. `payment.ready`; what `?state=` names. */
  readonly key: string
  readonly depth: number
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  readonly invokes: readonly InvokeInfo[]
  readonly transitions: readonly TransitionInfo[]
  /** Eventless transitions (`always`). */
  readonly always: readonly TransitionInfo[]
}

/** The exported `*Machine` objects of the given modules, one entry per machine, by id. */
export function findMachines(modules: Record<string, unknown>): MachineEntry[] {
  const found = new Map<AnyStateMachine, MachineEntry>()
  for (const [file, mod] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(mod as Record<string, unknown>)) {
      if (!exportName.endsWith('Machine') || !isStateMachine(value) || found.has(value)) continue
      found.set(value, { exportName, file, machine: value })
    }
  }
  return [...found.values()].sort((a, b) => a.machine.id.localeCompare(b.machine.id))
}

const machineModules = import.meta.glob('../../machines/*.machine.ts', { eager: true })

/** Every machine of src/machines. */
export function appMachines(): MachineEntry[] {
  return findMachines(machineModules)
}

function allNodes(node: AnyNode): AnyNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyNode>).flatMap(allNodes)]
}

const keyOf = (node: AnyNode) => node.path.join('.')

function guardName(guard: unknown): string | null {
  if (!guard) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'inline guard'
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type)
  return 'guard'
}

interface RawTransition {
  readonly eventType: string
  readonly target?: readonly AnyNode[] | undefined
  readonly guard?: unknown
}

const describeTransition = (t: RawTransition): TransitionInfo => ({
  event: t.eventType,
  targets: (t.target ?? []).map(keyOf),
  guard: guardName(t.guard),
})

/** Every state node below the root, depth first, with its invokes and transitions. */
export function statesOf(machine: AnyStateMachine): StateInfo[] {
  return allNodes(machine.root as AnyNode).map((node) => ({
    id: node.id,
    key: keyOf(node),
    depth: node.path.length,
    type: node.type,
    invokes: node.invoke.map((inv: { id: string; src: unknown }) => ({
      id: inv.id,
      src: typeof inv.src === 'string' ? inv.src : inv.id,
    })),
    transitions: [...(node.transitions as Map<string, RawTransition[]>).values()].flat().map(describeTransition),
    always: ((node.always ?? []) as RawTransition[]).map(describeTransition),
  }))
}

/** The machine-wide row (the root) and the states below it. */
export function splitRoot(states: readonly StateInfo[]): { root: StateInfo | undefined; states: StateInfo[] } {
  return { root: states.find((s) => s.depth === 0), states: states.filter((s) => s.depth > 0) }
}

/**
 * Every event type the machine reacts to, read from its definition: the `on` events, the
 * `after` delays (`xstate.after.*`) and, for each invoke, its done and error events
 * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`).
 */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const types = new Set<string>()
  for (const state of statesOf(machine)) {
    state.transitions.forEach((t) => types.add(t.event))
    for (const inv of state.invokes) {
      types.add(`xstate.done.actor.${inv.id}`)
      types.add(`xstate.error.actor.${inv.id}`)
    }
  }
  return [...types]
}
