import { Title } from '@mantine/core'

/** Forgot Password (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function ForgetPasswordPage() {
  return <Title order={1}>Forgot Password</Title>
}
