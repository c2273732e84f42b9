import { Title } from '@mantine/core'

/** My Account (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function ProfilePage() {
  return <Title order={1}>My Account</Title>
}
