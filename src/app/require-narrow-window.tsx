import { Navigate, Outlet } from 'react-router-dom'
import { useBreakpoint } from '../ui/breakpoints'

/**
 * SPEC 2: /my-setting exists only while the window is under 800 px wide; a wider window (or one
 * widened while on the page) goes to the landing page.
 */
export function RequireNarrowWindow() {
  const isNarrow = useBreakpoint('below800')
  return isNarrow ? <Outlet /> : <Navigate to="/" replace />
}
