import { MantineProvider } from '@mantine/core'
import { useState } from 'react'
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom'
import { BACK_OFFICE_BASE } from '../../contracts/admin/back-office-site'
import { cssVariablesResolver, theme } from '../../src/app/theme'
import { PageErrorBoundary } from '../../src/ui/page-error-boundary'
import { SetPasswordScreen } from '../features/set-password/set-password-screen'
import type { DemoStaffHint } from '../features/sign-in/sign-in-screen'
import { StaffSessionProvider } from '../state/staff-session'
import { StaffGate } from './staff-gate'

/** A data router over the back office's routes: the browser's under /admin, or a test's memory router. */
export type AdminRouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>

/**
 * The back office's routes: the set-password page is public; every other page is behind the
 * session (StaffGate) and comes from the route table (routes.tsx). A data router, so a screen
 * with unsaved changes can hold a navigation away (react-router's useBlocker).
 */
function adminRoutes(demo: DemoStaffHint | null): RouteObject[] {
  return [
    {
      element: (
        <PageErrorBoundary scope="root">
          <Outlet />
        </PageErrorBoundary>
      ),
      children: [
        { path: 'set-password', element: <SetPasswordScreen /> },
        { path: '*', element: <StaffGate demo={demo} /> },
      ],
    },
  ]
}

/**
 * The back office: the store's theme (src/app/theme.ts, the storefront's own module), the staff
 * session, and the router under /admin (`createRouter`: tests hand in a memory router).
 */
export function AdminFrame({ createRouter, demo = null }: { createRouter: AdminRouterFactory; demo?: DemoStaffHint | null }) {
  // one router for the app's life: a new one would forget where the member is
  const [router] = useState(() => createRouter(adminRoutes(demo)))
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <StaffSessionProvider>
        <RouterProvider router={router} />
      </StaffSessionProvider>
    </MantineProvider>
  )
}

const browserRouter: AdminRouterFactory = (routes) => createBrowserRouter(routes, { basename: BACK_OFFICE_BASE })

/** The back office in the browser. */
export function AdminApp({ demo = null }: { demo?: DemoStaffHint | null }) {
  return <AdminFrame createRouter={browserRouter} demo={demo} />
}
