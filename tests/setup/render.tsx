import { MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { render, screen, waitFor, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react'
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
  type To,
} from 'react-router-dom'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { resetMockBackend, server } from '../../mocks/node'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { installMantineNotifier, TOAST_LIMIT, TOAST_POSITION } from '../../src/app/mantine-notifier'
import { cssVariablesResolver, theme } from '../../src/app/theme'
import { storageKeys, writeJson, writeText } from '../../src/lib/storage'
import { authService, type Session } from '../../src/services/auth-service'
import { tokenStore } from '../../src/services/token-store'
import { AppStateProvider } from '../../src/state/app-state-provider'

/*
 * Rendering helpers for component and model tests: the app's real providers (theme, toasts,
 * app-wide actors) around a memory router of the declarative kind the app uses, with the fake
 * backend answering through MSW.
 */

// machines' toasts become real Mantine notifications in tests too, so tests assert what users see
installMantineNotifier()

/** The rendered router, as a test reads and moves it. */
export interface TestRouter {
  /** The location the app has committed to the screen (not one a pending page load holds back). */
  readonly location: Location
  /**
   * Moves the app, as a link, the address bar (`to`) or Back and Forward (a number) would.
   * Async, so `act(() => router.navigate(...))` is an async act that also covers the updates
   * the move sets off (machines answering the new address).
   */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>
}

export interface RenderWithProvidersResult extends RenderResult {
  readonly router: TestRouter
  readonly user: UserEvent
}

/** A TestRouter and the probe that, rendered inside the router, keeps it up to date. */
function createTestRouter(): { router: TestRouter; probe: ReactElement } {
  let committed: { location: Location; navigate: NavigateFunction } | null = null
  const ready = () => {
    if (!committed) throw new Error('the router has not rendered yet')
    return committed
  }
  function RouterProbe() {
    const location = useLocation()
    const navigate = useNavigate()
    // a layout effect: only what was committed to the screen, never a render still suspended
    useLayoutEffect(() => {
      committed = { location, navigate }
    })
    return null
  }
  const router: TestRouter = {
    get location() {
      return ready().location
    },
    navigate: async (to, options) => {
      await (typeof to === 'number' ? ready().navigate(to) : ready().navigate(to, options))
    },
  }
  return { router, probe: <RouterProbe /> }
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/**
 * Renders a route table (for instance the app's own `appRoutes`) in a memory router at the
 * given entries, inside the app's providers. `outside` renders beside the router (probes).
 */
export function renderRouteTable(
  routes: RouteObject[],
  initialEntries: InitialEntry[],
  outside?: ReactNode,
): RenderResult & { readonly router: TestRouter } {
  notifications.clean() // the toast store is global: start every render without old toasts
  const { router, probe } = createTestRouter()
  const result = render(
    <Providers>
      {outside}
      <MemoryRouter initialEntries={initialEntries}>
        {probe}
        <RouteTable routes={routes} />
      </MemoryRouter>
    </Providers>,
  )
  return { ...result, router }
}

/** Waits until no page is still loading its code (the page slot's 'Loading page' is gone). */
export async function waitForPageLoaded(timeout = 5000): Promise<void> {
  await waitFor(() => expect(screen.queryByText('Loading page')).not.toBeInTheDocument(), { timeout })
}

/** The providers of src/app, in test mode (no transitions, no portals). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env="test">
      <Notifications limit={TOAST_LIMIT} position={TOAST_POSITION} />
      <AppStateProvider>{children}</AppStateProvider>
    </MantineProvider>
  )
}

/** Any path the test did not mount: shows where the app went, e.g. 'Moved to /login'. */
function ElsewhereProbe() {
  const location = useLocation()
  return <p>{`Moved to ${location.pathname}${location.search}`}</p>
}

/**
 * Renders `ui` at `path` (a route pattern such as '/product/:id') with the browser at `route`.
 * Other paths render 'Moved to <path>' so navigation can be asserted; `router` is returned too.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '/' }: { route?: string; path?: string } = {},
): RenderWithProvidersResult {
  return renderRoutes(
    [
      { path, element: ui },
      { path: '*', element: <ElsewhereProbe /> },
    ],
    [route],
  )
}

/** Renders a route table (for instance the app's own `appRoutes`) starting at the given entries. */
export function renderRoutes(routes: RouteObject[], initialEntries: InitialEntry[] = ['/']): RenderWithProvidersResult {
  const user = userEvent.setup()
  return { ...renderRouteTable(routes, initialEntries), user }
}

/**
 * Stores a signed-in session for the demo buyer (buyer@tanabana.in), obtained from the fake
 * backend through the real sign-in call. Call it before rendering: the app restores the
 * session from storage at start, exactly as after a reload.
 */
export async function signInAsDemoBuyer(): Promise<Session> {
  const session = await authService.signIn({ email: DEMO_BUYER.email, password: DEMO_BUYER.password })
  writeText(storageKeys.token, session.token)
  writeJson(storageKeys.user, session.user)
  return session
}

/**
 * Starts the fake backend for this test file: MSW listens (unhandled requests fail), and after
 * every test the seed, the handlers, storage, the token and the toasts are reset. Call once at
 * the top of a test file; files that manage `server` themselves need not.
 */
export function setupMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    resetMockBackend()
    localStorage.clear()
    sessionStorage.clear()
    tokenStore.set(null)
    notifications.clean()
  })
  afterAll(() => server.close())
}
