import { Alert, Center, Loader } from '@mantine/core'
import { Suspense, useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { BACK_OFFICE_MESSAGES } from '../../contracts/admin/back-office-messages'
import { PageErrorBoundary } from '../../src/ui/page-error-boundary'
import { useStaffRole } from '../state/staff-session'
import { mayOpen, type BackOfficeRoute } from './routes'

/** The tab's title: the page's, then the back office's. */
const titleOf = (page: string) => `${page} | Tanabana back office`

/**
 * One page of the table: its title, the role's gate (a member who follows a link to a page their
 * role may not open is told so instead of meeting the server's 403), its code loading, and its
 * errors caught so the screen is never blank.
 */
export function RouteGate({ route }: { route: BackOfficeRoute }) {
  const role = useStaffRole()
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = titleOf(route.title)
  }, [route.title])
  if (role === null) return null
  if (!mayOpen(route, role)) {
    return (
      <Alert color="madder" variant="light" role="alert" title={route.title}>
        {BACK_OFFICE_MESSAGES.notForYourRole}
      </Alert>
    )
  }
  const Screen = route.screen
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <Center p="xl">
            <Loader aria-label={`Loading ${route.title.toLowerCase()}`} />
          </Center>
        }
      >
        <Screen />
      </Suspense>
    </PageErrorBoundary>
  )
}
