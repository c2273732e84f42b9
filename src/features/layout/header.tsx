import { Container, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router-dom'
import { useSession } from '../../state/session-context'
import buttons from '../../ui/chrome-buttons.module.css'
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
              <UnstyledButton component={Link} to="/register" className={`${buttons.button} ${buttons.outline} ${classes.authButton}`}>
                Sign Up
              </UnstyledButton>
              <UnstyledButton component={Link} to="/login" className={`${buttons.button} ${buttons.filled} ${classes.authButton}`}>
                Login
              </UnstyledButton>
            </>
          )}
        </div>
      </Container>
    </header>
  )
}
