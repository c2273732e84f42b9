import { MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { DEMO_BUYER } from '../../mocks/fixtures/demo-accounts'
import { resetMockBackend, server } from '../../mocks/node'
import { installMantineNotifier, TOAST_LIMIT, TOAST_POSITION } from '../../src/app/mantine-notifier'
import { cssVariablesResolver, theme } from '../../src/app/theme'
import { storageKeys, writeJson, writeText } from '../../src/lib/storage'
import { authService, type Session } from '../../src/services/auth-service'
import { tokenStore } from '../../src/services/token-store'
import { AppStateProvider } from '../../src/state/app-state-provider'

/*
 * Rendering helpers for component and model tests: the app's real providers (theme, toasts,
 * app-wide actors) around a memory router, with the fake backend answering through MSW.
 */

// machines' toasts become real Mantine notifications in tests too, so tests assert what users see
installMantineNotifier()

type MemoryRouter = ReturnType<typeof createMemoryRouter>

export interface RenderWithProvidersResult extends RenderResult {
  readonly router: MemoryRouter
  readonly user: UserEvent
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
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/']): RenderWithProvidersResult {
  notifications.clean() // the toast store is global: start every render without old toasts
  const router = createMemoryRouter(routes, { initialEntries })
  const user = userEvent.setup()
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...result, router, user }
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
