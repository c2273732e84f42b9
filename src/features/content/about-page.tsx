import { Title } from '@mantine/core'

/** About Us (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function AboutPage() {
  return <Title order={1}>About Us</Title>
}
