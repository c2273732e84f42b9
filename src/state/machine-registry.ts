import { useEffect, useState } from 'react'
import type { InspectionEvent, Snapshot } from 'xstate'

/*
 * Two hooks for the mock-mode devtools, safe in the live bundle: with nothing registered (live
 * mode) `inspect` does nothing and `useExploredSnapshot` answers undefined, so the screens that
 * use them behave exactly as without.
 *   - `inspect`: pass it to `useMachine(machine, { inspect })` / an actor context's options; the
 *     devtools' inspector then shows the actor's state and last events.
 *   - `useExploredSnapshot(machine, input)`: pass the result as `snapshot` to `useMachine` /
 *     `useActorRef`; when the state explorer opened the page (`?explore=<id>&state=<key>`), the
 *     actor starts in that state. `useIsExplored(machine)` tells a page to open the popup
 *     that runs the machine.
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
