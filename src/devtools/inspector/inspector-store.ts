import type { InspectionEvent } from 'xstate'
import { isStateMachine } from '../is-state-machine'

/** One live machine actor as the inspector shows it. */
export interface LiveActorView {
  /** The actor's session id: unique while the page lives. */
  readonly sessionId: string
  readonly machineId: string
  /** The state value in dotted form, e.g. `payment.ready`; parallel regions joined by ' | '. */
  readonly value: string
  readonly status: string
  /** The last events it received, newest last. */
  readonly events: readonly string[]
}

export interface InspectorStore {
  readonly inspect: (event: InspectionEvent) => void
  actors(): readonly LiveActorView[]
  subscribe(listener: () => void): () => void
}

export const EVENTS_KEPT = 10
const ACTORS_KEPT = 60

/** A state value as text: 'ready', { payment: 'ready' } -> 'payment.ready'. */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return String(value)
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => {
      const inner = formatStateValue(child)
      return inner ? `${key}.${inner}` : key
    })
    .join(' | ')
}

interface ActorLike {
  readonly sessionId: string
  readonly logic?: unknown
}

/**
 * Collects XState inspection events into the list the inspector shows: every machine actor
 * (promise actors are left out: their results show as the machines' events), its current state
 * and its last ten events. Stopped actors leave the list, and so do invoked children once they
 * finish (their parent has taken the result; no 'stopped' snapshot follows a finished actor).
 * Listeners hear about changes once per microtask, however many events arrived.
 */
export function createInspectorStore(): InspectorStore {
  const actors = new Map<string, LiveActorView>()
  const invokedChildren = new Set<string>()
  /** Actors that left the list: a late event for one (a parent stopping it) must not bring it back. */
  const gone = new Set<string>()
  let list: readonly LiveActorView[] = []
  const listeners = new Set<() => void>()
  let scheduled = false

  const changed = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      list = [...actors.values()]
      listeners.forEach((l) => l())
    })
  }

  const track = (ref: ActorLike): LiveActorView | undefined => {
    const known = actors.get(ref.sessionId)
    if (known) return known
    if (gone.has(ref.sessionId)) return undefined
    if (!isStateMachine(ref.logic)) return undefined
    const view: LiveActorView = { sessionId: ref.sessionId, machineId: ref.logic.id, value: '', status: 'active', events: [] }
    actors.set(ref.sessionId, view)
    if (actors.size > ACTORS_KEPT) actors.delete(actors.keys().next().value!)
    return view
  }

  const inspect = (event: InspectionEvent) => {
    const ref = event.actorRef as unknown as ActorLike
    // '@xstate.actor' (created) is not enough: React may create an actor for a render it then
    // throws away (a suspended lazy screen), and that actor never starts. A started one sends
    // its init event and its first snapshot, restored ones included.
    if (event.type === '@xstate.event') {
      const view = track(ref)
      if (!view) return
      // an actor's init event comes from its parent, if it has one
      if (event.event.type === 'xstate.init' && event.sourceRef) invokedChildren.add(ref.sessionId)
      actors.set(ref.sessionId, { ...view, events: [...view.events, event.event.type].slice(-EVENTS_KEPT) })
      changed()
      return
    }
    if (event.type === '@xstate.snapshot') {
      const view = track(ref)
      if (!view) return
      const snapshot = event.snapshot as { value?: unknown; status?: string }
      const finishedChild = invokedChildren.has(ref.sessionId) && (snapshot.status === 'done' || snapshot.status === 'error')
      if (snapshot.status === 'stopped' || finishedChild) {
        actors.delete(ref.sessionId)
        invokedChildren.delete(ref.sessionId)
        gone.add(ref.sessionId)
      } else actors.set(ref.sessionId, { ...view, value: formatStateValue(snapshot.value), status: snapshot.status ?? 'active' })
      changed()
    }
  }

  return {
    inspect,
    actors: () => list,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
