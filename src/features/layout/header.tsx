import { Button, Container } from '@mantine/core'
import { Link } from 'react-router-dom'
import { useSession } from '../../state/session-context'
import { HeaderAccount } from './header-account'
import { HeaderLogo } from './header-logo'
import { HeaderTabs } from './header-tabs'
import classes from './header.module.css'

/** SPEC 2, Layout: logo, tabs, and either Sign Up / Login or the signed-in icons. */
export function Header() {
  const { isLoggedIn } = useSession()
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <HeaderLogo />
        <HeaderTabs />
        <div className={classes.actions}>
          {isLoggedIn ? (
            <HeaderAccount />
          ) : (
            <>
              <Button component={Link} to="/register" variant="outline" size="sm" className={classes.authButton}>
                Sign Up
              </Button>
              <Button component={Link} to="/login" size="sm" className={classes.authButton}>
                Login
              </Button>
            </>
          )}
        </div>
      </Container>
    </header>
  )
}
