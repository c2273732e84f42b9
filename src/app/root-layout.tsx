import { Outlet } from 'react-router-dom'
import { NavigationProgress } from './navigation-progress'
import { ScrollOnNavigate } from './scroll-on-navigate'

/** The top of every route: the page-loading bar and the scroll rule of SPEC 2 around the page. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollOnNavigate />
    </>
  )
}
