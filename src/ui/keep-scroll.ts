/**
 * History state for a navigation that must leave the window where it is: a listing's filter
 * change rewrites the address, but the shopper stays at the filters they are using. Every other
 * navigation starts at the top of the new page (SPEC 2).
 */
export const KEEP_SCROLL = { keepScroll: true } as const

/** Whether a location's history state asks to keep the scroll position. */
export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true
}
