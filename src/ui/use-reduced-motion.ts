import { useMediaQuery, type UseMediaQueryOptions } from '@mantine/hooks'

/** The buyer asked the system for less motion: carousels stop advancing, toasts stop sliding. */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/**
 * Whether the buyer prefers reduced motion, as Mantine's useReducedMotion answers it. Built on
 * useMediaQuery, which the app's first file already holds (breakpoints.ts): Mantine's own hook
 * sits in a chunk with its Button and Transition, and the landing fetched that 2.9 KB chunk for
 * this one line.
 */
export function useReducedMotion(initialValue?: boolean, options?: UseMediaQueryOptions): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, initialValue, options)
}
