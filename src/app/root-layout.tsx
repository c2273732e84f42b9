import { Outlet } from 'react-router-dom'
import { NavigationProgress } from './navigation-progress'
import { RouteHead } from './route-head'
import { ScrollOnNavigate } from './scroll-on-navigate'

/** The top of every route: the page-loading bar, the scroll rule of SPEC 2 and the page's title around the page. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollOnNavigate />
      <RouteHead />
    </>
  )
}
