import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { BACK_OFFICE_BASE } from '../../contracts/admin/back-office-site'
import { cssVariablesResolver, theme } from '../../src/app/theme'
import { PageErrorBoundary } from '../../src/ui/page-error-boundary'
import { SetPasswordScreen } from '../features/set-password/set-password-screen'
import type { DemoStaffHint } from '../features/sign-in/sign-in-screen'
import { StaffSessionProvider } from '../state/staff-session'
import { StaffGate } from './staff-gate'

/**
 * The back office: the store's theme (src/app/theme.ts, the storefront's own module), the staff
 * session, and the router under /admin: the set-password page is public; every other page is
 * behind the session (StaffGate) and comes from the route table (routes.tsx).
 */
export function AdminFrame({ router: Router, demo = null }: { router: (props: { children: ReactNode }) => ReactNode; demo?: DemoStaffHint | null }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <StaffSessionProvider>
        <Router>
          <PageErrorBoundary scope="root">
            <Routes>
              <Route path="set-password" element={<SetPasswordScreen />} />
              <Route path="*" element={<StaffGate demo={demo} />} />
            </Routes>
          </PageErrorBoundary>
        </Router>
      </StaffSessionProvider>
    </MantineProvider>
  )
}

function Browser({ children }: { children: ReactNode }) {
  return <BrowserRouter basename={BACK_OFFICE_BASE}>{children}</BrowserRouter>
}

/** The back office in the browser (`router`: tests hand in a memory router). */
export function AdminApp({ demo = null }: { demo?: DemoStaffHint | null }) {
  return <AdminFrame router={Browser} demo={demo} />
}
