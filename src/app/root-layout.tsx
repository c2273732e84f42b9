import { Outlet, ScrollRestoration } from 'react-router-dom'
import { NavigationProgress } from './navigation-progress'

/**
 * The top of every route. ScrollRestoration with its default key sends every new navigation to
 * the top (SPEC 2) while Back still returns to where the visitor was.
 */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
