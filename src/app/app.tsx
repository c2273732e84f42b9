import './mantine-styles'
import { MantineProvider } from '@mantine/core'
import { useEffect, useState, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { AppStateProvider } from '../state/app-state-provider'
import type { ServerPageData } from '../../contracts/server-page-data'
import { ServerPageDataContext } from '../state/hydration'
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

/**
 * The provider stack: theme, toasts (loaded with the first one), the app-wide actors, then the
 * router (`router`: BrowserRouter in the browser, StaticRouter on the server). `serverData`:
 * the public data a server-rendered page was drawn from (src/entry-server.tsx), handed to the
 * screens for the hydration render only.
 */
export function AppFrame({ router: Router, serverData }: { router: (props: { children: ReactNode }) => ReactNode; serverData?: ServerPageData }) {
  // forgotten once hydrated: a screen mounted later (the next page) loads its own data
  const [pageData, setPageData] = useState(serverData)
  useEffect(() => {
    setPageData(undefined)
    // the page answers input from here on (a server-rendered page showed before its script ran)
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <LazyToastViewport />
      <AppStateProvider {...(serverData?.catalogue ? { initialCatalogue: serverData.catalogue } : {})}>
        <ServerPageDataContext.Provider value={pageData}>
          <Router>
            {/* an error above the pages (a layout): the whole screen, never a blank one */}
            <PageErrorBoundary scope="root">
              <AppRoutes />
            </PageErrorBoundary>
          </Router>
        </ServerPageDataContext.Provider>
      </AppStateProvider>
    </MantineProvider>
  )
}

function Browser({ children }: { children: ReactNode }) {
  return <BrowserRouter basename={ROUTER_BASENAME}>{children}</BrowserRouter>
}

/** The app in the browser; `serverData` when it hydrates a server-rendered page. */
export function App({ serverData }: { serverData?: ServerPageData }) {
  return <AppFrame router={Browser} {...(serverData ? { serverData } : {})} />
}
