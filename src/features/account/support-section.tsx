import { Stack, Text, Title } from '@mantine/core'
import { SupportForm } from '../support/public/support-form'

/** Support & Help (SPEC 2): the shared support form in its profile wording. */
export function SupportSection() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        Support &amp; Help
      </Title>
      <Text c="dimmed" size="sm">
        Tell us what you need and how to reach you; our team answers by phone or email.
      </Text>
      <SupportForm variant="profile" />
    </Stack>
  )
}
