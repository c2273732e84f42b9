import { isCssColour } from './css-colour'

/** The neutral weave shown when a colour name is not a CSS colour. */
const UNKNOWN_COLOUR = 'repeating-linear-gradient(45deg, #d9d4cc 0 3px, #f3efe8 3px 6px)'

/**
 * A CSS background for a colour name that came from the server. Only a real CSS colour passes:
 * anything else (a `url(...)` that would fetch from another site, a typo) gets the neutral weave.
 * Decided without the browser (no `CSS.supports`, which the server render does not have), so a
 * server-rendered page draws the same swatch as the browser: hydration keeps the server's
 * attributes, and a page opened by its address showed every swatch as the weave (issue 26).
 */
export function swatchBackground(colour: string): string {
  return isCssColour(colour) ? colour : UNKNOWN_COLOUR
}
