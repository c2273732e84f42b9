import './mantine-styles'
import { MantineProvider } from '@mantine/core'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { AppStateProvider } from '../state/app-state-provider'
import type { ServerPageData } from '../../contracts/server-page-data'
import { announceAppReady } from '../lib/early-input'
import { HydrationContext, ServerPageDataContext } from '../state/hydration'
import { PageErrorBoundary } from '../ui/page-error-boundary'
import { UiHydrationContext } from '../ui/use-hydrated'
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
  // A server-rendered page hydrates drawn for a guest on a wide window with the server's data;
  // then, in a transition (rendered in slices, never one long task), the buyer, the window's
  // width and this browser's state fill in, and the data is forgotten: a screen mounted later
  // (the next page) loads its own.
  const [hydration, setHydration] = useState({ hydrated: !serverData, pageData: serverData })
  useEffect(() => {
    // (a client-rendered app is the app's from its first render: nothing changes)
    startTransition(() => setHydration((now) => (now.hydrated && !now.pageData ? now : { hydrated: true, pageData: undefined })))
  }, [])
  useEffect(() => {
    // the page answers input and shows this browser's state from here on: what the buyer did
    // before (held by the early-input script) is replayed now, against the buyer's own state
    if (!hydration.hydrated) return
    document.documentElement.dataset.hydrated = 'true'
    announceAppReady(document)
  }, [hydration.hydrated])
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <LazyToastViewport />
      <AppStateProvider {...(serverData?.catalogue ? { initialCatalogue: serverData.catalogue } : {})}>
        <HydrationContext.Provider value={hydration.hydrated}>
          <UiHydrationContext.Provider value={hydration.hydrated}>
            <ServerPageDataContext.Provider value={hydration.pageData}>
              <Router>
                {/* an error above the pages (a layout): the whole screen, never a blank one */}
                <PageErrorBoundary scope="root">
                  <AppRoutes />
                </PageErrorBoundary>
              </Router>
            </ServerPageDataContext.Provider>
          </UiHydrationContext.Provider>
        </HydrationContext.Provider>
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
