import { Outlet } from 'react-router-dom'

/**
 * Parent route of /login, /register, /forget-password and /verify-otp (outside the main
 * layout). It will hold the sign-up and login-by-code flows so they survive the move from the
 * form to /verify-otp.
 */
export function AuthLayout() {
  return <Outlet />
}
