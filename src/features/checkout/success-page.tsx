import { Title } from '@mantine/core'

/** Thank you for purchasing from Us (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function SuccessPage() {
  return <Title order={1}>Thank you for purchasing from Us</Title>
}
