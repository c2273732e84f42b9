import { Title } from '@mantine/core'

/** Get In Touch (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function ContactPage() {
  return <Title order={1}>Get In Touch</Title>
}
