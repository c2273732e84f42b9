import { Title } from '@mantine/core'

/** Sign In (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function LoginPage() {
  return <Title order={1}>Sign In</Title>
}
