import { useActorRef, useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  AnyStateMachine,
  InputFrom,
  InspectionEvent,
  IsNotNever,
  RequiredActorOptionsKeys,
  Snapshot,
  StateFrom,
} from 'xstate'

/*
 * What binds the screens' actors to the mock-mode devtools, safe in the live bundle: with
 * nothing registered (live mode) `inspect` does nothing and `useExploredSnapshot` answers
 * undefined, so the screens that use them behave exactly as without.
 *   - `inspect`: pass it to `useMachine(machine, { inspect })` / an actor context's options; the
 *     devtools' inspector then shows the actor's state and last events.
 *   - `useExploredSnapshot(machine, input)`: pass the result as `snapshot` to `useMachine` /
 *     `useActorRef`; when the state explorer opened the page (`?explore=<id>&state=<key>`), the
 *     actor starts in that state. `useIsExplored(machine)` tells a page to open the popup
 *     that runs the machine.
 *   - `useScreenActor(machine, input)` / `useScreenMachine(machine, input)`: what a screen calls
 *     instead of `useActorRef` / `useMachine`; both of the above, applied.
 */

export type Inspector = (event: InspectionEvent) => void

/** What the devtools provide to `useExploredSnapshot`. */
export interface ExploredSnapshots {
  /**
   * The persisted snapshot the URL asks this machine to start from, or undefined. `input` is the
   * live input of the actor about to start: its actor refs and ports replace the placeholders a
   * persisted snapshot keeps for them.
   */
  snapshotFor(machineId: string, input: unknown): Snapshot<unknown> | undefined
  /** The screen that read it is on screen: later mounts of this machine start normally. */
  markTaken(machineId: string): void
  /** Whether the URL asks for this machine, without taking the snapshot (to open its popup first). */
  isRequested(machineId: string): boolean
}

let inspector: Inspector | null = null
let explored: ExploredSnapshots | null = null

/** Installs the one inspector (the devtools' collector); answers the uninstall. */
export function registerInspector(fn: Inspector): () => void {
  inspector = fn
  return () => {
    if (inspector === fn) inspector = null
  }
}

/** The callback to give actors: forwards to the registered inspector, if any. */
export const inspect: Inspector = (event) => inspector?.(event)

export function registerExploredSnapshots(source: ExploredSnapshots): () => void {
  explored = source
  return () => {
    if (explored === source) explored = null
  }
}

/** The explored snapshot for a machine about to start, outside React (actor contexts' options): taken at once. */
export function exploredSnapshot(machine: { readonly id: string }, input?: unknown): Snapshot<unknown> | undefined {
  const snapshot = explored?.snapshotFor(machine.id, input)
  if (snapshot) explored?.markTaken(machine.id)
  return snapshot
}

/**
 * Whether the state explorer asks for this machine, for screens whose popup must open before
 * the machine inside it starts (the review and add-to-cart popups): read once on mount.
 */
export function useIsExplored(machine: { readonly id: string }): boolean {
  const [requested] = useState(() => explored?.isRequested(machine.id) ?? false)
  return requested
}

/**
 * The explored snapshot for this machine, read when the component mounts and taken once the
 * component is on screen. Not taken at the read: React may throw a first render away (a lazy
 * part below it still loading) and mount the component again, which must find it still there.
 */
export function useExploredSnapshot(machine: { readonly id: string }, input?: unknown): Snapshot<unknown> | undefined {
  const [snapshot] = useState(() => explored?.snapshotFor(machine.id, input))
  const { id } = machine
  useEffect(() => {
    if (snapshot) explored?.markTaken(id)
  }, [id, snapshot])
  return snapshot
}

/** Actors the state explorer started in a chosen state (see `startedByExplorer`). */
const explorerStarted = new WeakSet<object>()

/**
 * Whether the state explorer started this screen actor in its chosen state: such a screen keeps
 * that state instead of following the URL, the live data or the motion preference. Always false
 * in the live build.
 */
export function startedByExplorer(actor: object): boolean {
  return explorerStarted.has(actor)
}

/**
 * A screen machine's input, required when the machine requires one (as `useActorRef` does),
 * then the snapshot to start from when the explorer does not ask for the machine (a page the
 * server rendered).
 */
export type ScreenStart<TLogic extends AnyActorLogic> =
  IsNotNever<RequiredActorOptionsKeys<TLogic>> extends true
    ? [input: InputFrom<TLogic>, otherwise?: Snapshot<unknown>]
    : [input?: InputFrom<TLogic>, otherwise?: Snapshot<unknown>]

/** One read per mount of where the actor starts: the explorer's chosen state, else `otherwise`. */
function useScreenStart(machine: { readonly id: string }, input: unknown, otherwise: Snapshot<unknown> | undefined) {
  const explored = useExploredSnapshot(machine, input)
  return { explored, options: { input, snapshot: explored ?? otherwise, inspect } }
}

/**
 * A screen's actor (what `useActorRef` answers), shown in the mock-mode inspector and started in
 * the state explorer's chosen state when the explorer opened the page for this machine.
 */
export function useScreenActor<TLogic extends AnyActorLogic & { readonly id: string }>(
  machine: TLogic,
  ...[input, otherwise]: ScreenStart<TLogic>
): Actor<TLogic> {
  const { explored, options } = useScreenStart(machine, input, otherwise)
  // the options fit any logic: their input has the type ScreenStart asked of the caller
  const actor = useActorRef<AnyActorLogic>(machine, options as ActorOptions<AnyActorLogic>) as Actor<TLogic>
  if (explored) explorerStarted.add(actor)
  return actor
}

/** `useScreenActor` for screens that render from the whole snapshot: answers what `useMachine` does. */
export function useScreenMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[input, otherwise]: ScreenStart<TMachine>
): [StateFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>] {
  const { explored, options } = useScreenStart(machine, input, otherwise)
  const bound = useMachine<AnyStateMachine>(machine, options as ActorOptions<AnyStateMachine>) as [
    StateFrom<TMachine>,
    Actor<TMachine>['send'],
    Actor<TMachine>,
  ]
  if (explored) explorerStarted.add(bound[2])
  return bound
}
