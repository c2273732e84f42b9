import { Title } from '@mantine/core'

/** Sign Up (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function RegisterPage() {
  return <Title order={1}>Sign Up</Title>
}
