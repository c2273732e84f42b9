/* How the devtools write an event type for people: actor results and delays in words. */

/** Whether an event type is an invoked actor's result rather than something a user does. */
export function actorOfEvent(type: string): { id: string; kind: 'done' | 'error' } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  return match ? { kind: match[1] as 'done' | 'error', id: match[2]! } : null
}

/** A short text for an event type: 'placeOrder answers', 'after 8000 ms', or the type itself. */
export function describeEventType(type: string): string {
  const actor = actorOfEvent(type)
  if (actor) return actor.kind === 'done' ? `${actor.id} answers` : `${actor.id} fails`
  const after = /^xstate\.after\.([^.]+)\./.exec(type)
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`
  return type
}
