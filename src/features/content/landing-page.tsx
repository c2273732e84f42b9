import { Title } from '@mantine/core'

/** Quality is Our First Priority (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function LandingPage() {
  return <Title order={1}>Quality is Our First Priority</Title>
}
