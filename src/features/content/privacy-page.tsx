import { Title } from '@mantine/core'

/** Privacy Policy (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function PrivacyPage() {
  return <Title order={1}>Privacy Policy</Title>
}
