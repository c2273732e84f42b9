/** The neutral weave shown when a colour name is not one the browser knows. */
const UNKNOWN_COLOUR = 'repeating-linear-gradient(45deg, #d9d4cc 0 3px, #f3efe8 3px 6px)'

/**
 * A CSS background for a colour name that came from the server. Only a real CSS colour passes:
 * anything else (a `url(...)` that would fetch from another site, a typo) gets the neutral weave.
 */
export function swatchBackground(colour: string): string {
  const supported = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('color', colour)
  return supported ? colour : UNKNOWN_COLOUR
}
