import { Title } from '@mantine/core'

/** Settings (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function SettingsPage() {
  return <Title order={1}>Settings</Title>
}
