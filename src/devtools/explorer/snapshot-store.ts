import type { Snapshot } from 'xstate'
import type { ExploredSnapshots } from '../../state/machine-registry'

/*
 * The explored snapshots: kept in memory and in sessionStorage (so a reload of the opened screen
 * still works) and handed to the screens by `useExploredSnapshot` when the URL says
 * `?explore=<machineId>&state=<stateKey>`. Light on purpose: it loads with the app in mock mode,
 * while the explorations themselves load only when needed.
 */

export const EXPLORE_PARAM = 'explore'
export const STATE_PARAM = 'state'
const STORAGE_PREFIX = 'tanabana-devtools:explored:'

/**
 * A kept snapshot, and the machine that starts from it: the explored machine itself, or the
 * machine that hosts it as an invoked child (the address book lives inside checkout).
 */
export interface KeptSnapshot {
  readonly startsMachine: string
  readonly snapshot: Snapshot<unknown>
}

const memory = new Map<string, KeptSnapshot>()
const handedOut = new Set<string>()
const storageKey = (machineId: string, stateKey: string) => `${STORAGE_PREFIX}${machineId}:${stateKey}`

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Keeps the snapshot that shows `machineId` in `stateKey` for the screen about to open, and
 * lets that screen take it once. `kept.startsMachine` names the actor that starts from it.
 */
export function keepExploredSnapshot(machineId: string, stateKey: string, kept: KeptSnapshot): void {
  memory.set(storageKey(machineId, stateKey), kept)
  handedOut.clear()
  try {
    sessionStore()?.setItem(storageKey(machineId, stateKey), JSON.stringify(kept))
  } catch {
    // files and other non-JSON values stay in memory only
  }
}

export function hasExploredSnapshot(machineId: string, stateKey: string): boolean {
  return memory.has(storageKey(machineId, stateKey)) || sessionStore()?.getItem(storageKey(machineId, stateKey)) != null
}

/** What the URL asks to explore, if anything. */
export function exploreRequest(search: string): { machineId: string; stateKey: string } | null {
  const params = new URLSearchParams(search)
  const machineId = params.get(EXPLORE_PARAM)
  const stateKey = params.get(STATE_PARAM)
  return machineId && stateKey ? { machineId, stateKey } : null
}

/** Copies plain objects and arrays, keeps everything else (files, errors, functions) as it is. */
function copyPlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyPlain) as T
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyPlain(v)])) as T
  }
  return value
}

/** An actor ref or a port: something with a `send` that a snapshot cannot carry. */
const isLiveHandle = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { send?: unknown }).send === 'function'

/**
 * A stored snapshot made ready to restore: a fresh copy (restoring mutates it), with the actor
 * refs and ports of the live input put where the persisted snapshot kept only their names.
 */
export function relinkSnapshot(snapshot: Snapshot<unknown>, input: unknown): Snapshot<unknown> {
  const copy = copyPlain(snapshot) as Snapshot<unknown> & { context?: Record<string, unknown> }
  if (copy.context && input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) if (isLiveHandle(value)) copy.context[key] = value
  }
  return copy
}

function storedSnapshot(machineId: string, stateKey: string): KeptSnapshot | undefined {
  const key = storageKey(machineId, stateKey)
  const kept = memory.get(key)
  if (kept) return kept
  const text = sessionStore()?.getItem(key)
  if (!text) return undefined
  try {
    return JSON.parse(text) as KeptSnapshot
  } catch {
    return undefined
  }
}

/** The kept snapshot the URL asks for, when `machineId` is the actor that starts from it. */
function requestedFor(machineId: string): KeptSnapshot | undefined {
  const request = exploreRequest(window.location.search)
  if (!request) return undefined
  const kept = storedSnapshot(request.machineId, request.stateKey)
  return kept?.startsMachine === machineId ? kept : undefined
}

/**
 * The source `useExploredSnapshot` reads: the kept snapshot for the actor the URL's request
 * starts, until the screen that read it is on screen (markTaken): once per 'show me', so a
 * screen that mounts again later starts normally.
 */
export const exploredSnapshotSource: ExploredSnapshots = {
  snapshotFor(machineId, input) {
    if (handedOut.has(machineId)) return undefined
    const kept = requestedFor(machineId)
    return kept ? relinkSnapshot(kept.snapshot, input) : undefined
  },
  markTaken(machineId) {
    handedOut.add(machineId)
  },
  isRequested(machineId) {
    return !handedOut.has(machineId) && requestedFor(machineId) !== undefined
  },
}
