import { AppShell, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom'
import { STAFF_ROLE_LABELS } from '../../contracts/admin/staff'
import { StaffSessionContext } from '../state/staff-session'
import { BackOfficeMark } from '../ui/back-office-mark'
import { navigationFor } from './routes'

/**
 * The back office's frame for a signed-in member: the header (the mark, who is signed in, Sign
 * out), and the navigation holding only the pages the member's role may open (routes.tsx). Below
 * 768 px the navigation folds behind a menu button.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false)
  const session = StaffSessionContext.useActorRef()
  const staff = StaffSessionContext.useSelector((s) => s.context.staff)
  const signingOut = StaffSessionContext.useSelector((s) => s.matches({ signedIn: 'signingOut' }))
  const signOutError = StaffSessionContext.useSelector((s) => s.context.error)
  const { pathname } = useLocation()
  if (!staff) return null
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 210, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Close navigation' : 'Open navigation'} />
            <BackOfficeMark compact />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="sm" ta="right" lh={1.2}>
              {staff.name}
              <Text span c="dimmed" size="xs" display="block">
                {STAFF_ROLE_LABELS[staff.role]}
              </Text>
            </Text>
            <Button variant="default" size="xs" onClick={() => session.send({ type: 'session.signOut' })} loading={signingOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Back office">
        <Stack gap={2}>
          {navigationFor(staff.role).map((route) => (
            <NavLink
              key={route.path}
              component={RouterNavLink}
              to={`/${route.path}`}
              end={route.path === ''}
              label={route.nav}
              active={route.path === '' ? pathname === '/' : pathname === `/${route.path}` || pathname.startsWith(`/${route.path}/`)}
              onClick={close}
            />
          ))}
        </Stack>
        <Text size="xs" c="dimmed" mt="auto" hiddenFrom="sm" p="xs">
          {staff.name}, {STAFF_ROLE_LABELS[staff.role]}
        </Text>
      </AppShell.Navbar>
      <AppShell.Main>
        {signOutError && (
          <Text role="alert" c="madder.7" size="sm" mb="sm">
            {signOutError}
          </Text>
        )}
        {children}
      </AppShell.Main>
    </AppShell>
  )
}
