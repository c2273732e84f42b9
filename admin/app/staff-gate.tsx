import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core'
import { Link, Route, Routes } from 'react-router-dom'
import { SignInScreen, type DemoStaffHint } from '../features/sign-in/sign-in-screen'
import { StaffSessionContext } from '../state/staff-session'
import { LoadFailure } from '../ui/load-failure'
import { AdminShell } from './admin-shell'
import { RouteGate } from './route-gate'
import { backOfficeRoutes } from './routes'

function NotFound() {
  return (
    <Alert color="gray" variant="light" title="Page not found" role="alert">
      This back-office page does not exist.{' '}
      <Anchor component={Link} to="/">
        Go to the dashboard
      </Anchor>
    </Alert>
  )
}

/**
 * Every page behind a session: while the session is checked, a loader; signed out, the sign-in
 * form in place of the page (the URL kept, so the page asked for opens once signed in); signed
 * in, the shell with the route table's pages.
 */
export function StaffGate({ demo }: { demo: DemoStaffHint | null }) {
  const session = StaffSessionContext.useActorRef()
  const phase = StaffSessionContext.useSelector((s) => (s.matches('signedIn') ? 'signedIn' : s.matches('signedOut') ? 'signedOut' : s.matches('unreachable') ? 'unreachable' : 'checking'))
  const error = StaffSessionContext.useSelector((s) => s.context.error)
  if (phase === 'checking') {
    return (
      <Center component="main" mih="100dvh">
        <Loader aria-label="Checking your session" />
      </Center>
    )
  }
  if (phase === 'unreachable') {
    return (
      <Stack component="main" p="md" maw={560} mx="auto" mt="xl">
        <LoadFailure message={error ?? ''} onRetry={() => session.send({ type: 'session.retry' })} />
      </Stack>
    )
  }
  if (phase === 'signedOut') return <SignInScreen demo={demo} />
  return (
    <AdminShell>
      <Routes>
        {backOfficeRoutes.map((route) => (
          <Route key={route.path} path={route.path === '' ? undefined : route.path} index={route.path === ''} element={<RouteGate route={route} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AdminShell>
  )
}
