import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from 'react-router-dom'
import { useSession, useSessionActor } from '../../state/session-context'
import { visibleSettingsLinks } from './settings-links'
import classes from './settings-page.module.css'

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * /my-setting (SPEC 2, Mobile settings): a greeting, the account and information links (the
 * account ones only when signed in) and Log In / Sign Up or Log Out. The router sends screens
 * 800 px and wider to /.
 */
export function SettingsPage() {
  const { user, isLoggedIn } = useSession()
  const session = useSessionActor()
  const navigate = useNavigate()

  const logOut = () => {
    navigate('/')
    session.send({ type: 'session.logout' })
  }

  return (
    <Container size="sm" className={classes.page}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Hello, {isLoggedIn && user ? user.name : 'Guest'}
          </Title>
          <Text c="dimmed" size="sm">
            {isLoggedIn ? 'Manage your account, orders and settings.' : 'Log in to see your orders, cart and wishlist.'}
          </Text>
        </div>

        <nav aria-label="Settings">
          <ul className={classes.list}>
            {visibleSettingsLinks(isLoggedIn).map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={classes.link}>
                  {link.label}
                  <Chevron />
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {isLoggedIn ? (
          // madder, not Mantine's red: red-6 on cotton measured 3.6:1 under axe (AA needs 4.5)
          <Button variant="outline" color="madder" onClick={logOut} fullWidth>
            Log Out
          </Button>
        ) : (
          <Button component={Link} to="/login" fullWidth>
            Log In / Sign Up
          </Button>
        )}
      </Stack>
    </Container>
  )
}
