import { useMediaQuery } from '@mantine/hooks'
import { useHydrated } from './use-hydrated'

/**
 * The breakpoints of SPEC 9 as media queries, worded the way the spec words them. The layout's
 * CSS modules use the same numbers; keep both in step.
 */
export const mediaQueries = {
  /** "below 600 px": the landing hero. */
  below600: '(max-width: 599.98px)',
  /** "700 px or narrower": header tabs hidden. */
  atMost700: '(max-width: 700px)',
  /** "below 700 px": small logo, bottom mobile navbar. */
  below700: '(max-width: 699.98px)',
  /** "800 px or less": category bar hidden (it shows only above 800 px). */
  atMost800: '(max-width: 800px)',
  /** "under 800 px": /my-setting, the account icon's target, the profile sidebar. */
  below800: '(max-width: 799.98px)',
} as const

export type Breakpoint = keyof typeof mediaQueries

/**
 * True while the window matches the breakpoint. Reads matchMedia during the first render
 * (`getInitialValueInEffect: false`) so a screen never renders the wrong layout and then jumps.
 * A server-rendered page is drawn wide (no breakpoint matches) and so is its hydration render.
 */
export function useBreakpoint(breakpoint: Breakpoint): boolean {
  const hydrated = useHydrated()
  const matches = useMediaQuery(mediaQueries[breakpoint], undefined, { getInitialValueInEffect: false })
  return hydrated && matches
}
