import { Anchor, Stack, Title } from '@mantine/core'
import { Link } from 'react-router-dom'

/** SPEC 2: any unknown path shows a placeholder page reading Page404, outside the main layout. */
export function NotFoundPage() {
  return (
    <Stack component="main" align="center" justify="center" gap="md" mih="100vh" p="md">
      <Title order={1}>Page404</Title>
      <Anchor component={Link} to="/" fw={600}>
        Go to Home
      </Anchor>
    </Stack>
  )
}
