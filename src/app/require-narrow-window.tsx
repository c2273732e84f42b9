import { Navigate, Outlet } from 'react-router-dom'
import { useBreakpoint } from '../ui/breakpoints'
import { PageFallback } from '../ui/page-fallback'
import { useHydrated } from '../ui/use-hydrated'

/**
 * SPEC 2: /my-setting exists only while the window is under 800 px wide; a wider window (or one
 * widened while on the page) goes to the landing page.
 */
export function RequireNarrowWindow() {
  const isNarrow = useBreakpoint('below800')
  // the server does not know the window: the loading state until hydrated
  if (!useHydrated()) return <PageFallback />
  return isNarrow ? <Outlet /> : <Navigate to="/" replace />
}
