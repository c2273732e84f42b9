import type { AnyStateMachine } from 'xstate'

/** Whether a value is an XState machine (not a promise actor's logic, not anything else). */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'getPersistedSnapshot' in value &&
    typeof (value as { id?: unknown }).id === 'string'
  )
}
