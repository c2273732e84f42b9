import './mantine-styles'
import { MantineProvider } from '@mantine/core'
import { BrowserRouter } from 'react-router-dom'
import { AppStateProvider } from '../state/app-state-provider'
import { PageErrorBoundary } from '../ui/page-error-boundary'
import { LazyToastViewport } from './lazy-toast-viewport'
import { AppRoutes, ROUTER_BASENAME } from './router'
import { cssVariablesResolver, theme } from './theme'

/*
 * The declarative router (BrowserRouter), not the data router: this app loads no data through
 * routes (machines do), and the data router's code is twice the size (34 KB against 15 KB gzip)
 * on every first paint. Navigations are React transitions, so a page whose code is still
 * loading leaves the current one on screen.
 */

/** The provider stack: theme, toasts (loaded with the first one), the app-wide actors, then the router. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <LazyToastViewport />
      <AppStateProvider>
        <BrowserRouter basename={ROUTER_BASENAME}>
          {/* an error above the pages (a layout): the whole screen, never a blank one */}
          <PageErrorBoundary scope="root">
            <AppRoutes />
          </PageErrorBoundary>
        </BrowserRouter>
      </AppStateProvider>
    </MantineProvider>
  )
}
