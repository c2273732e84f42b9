import { Title } from '@mantine/core'

/** Terms & Conditions (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function TermsPage() {
  return <Title order={1}>Terms & Conditions</Title>
}
