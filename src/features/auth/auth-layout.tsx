import { Anchor } from '@mantine/core'
import { Link, Outlet } from 'react-router-dom'
import { AuthFlowsProvider } from './auth-flows'
import classes from './auth-layout.module.css'
import { BrandPanel } from './brand-panel'

/**
 * Parent route of /login, /register, /forget-password and /verify-otp (outside the main
 * layout). It holds the sign-up and login-by-code flows (AuthFlowsProvider) so they survive the
 * move from a form to /verify-otp, and frames every screen: brand panel beside the form on wide
 * screens, a slim brand bar above it on phones.
 */
export function AuthLayout() {
  return (
    <AuthFlowsProvider>
      <div className={classes.shell}>
        <BrandPanel />
        <div>
          <header className={classes.mobileBrand}>
            <Link to="/">
              <img src="/brand/tanabana-wordmark.svg" alt="Tanabana home" width={161} height={36} />
            </Link>
          </header>
          <main className={classes.main}>
            <div className={classes.formColumn}>
              <Outlet />
            </div>
            <p className={classes.footnote}>
              <Anchor component={Link} to="/" size="sm">
                Back to the store
              </Anchor>
            </p>
          </main>
        </div>
      </div>
    </AuthFlowsProvider>
  )
}
