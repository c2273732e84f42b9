import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom'

/**
 * A friendly message in place of a blank screen when a page throws or its code fails to load
 * (for instance a chunk removed by a newer deploy: reloading fetches the new one).
 */
function ErrorMessage() {
  const error = useRouteError()
  const isMissing = isRouteErrorResponse(error) && error.status === 404
  return (
    <Stack align="center" gap="md" py={64} px="md" mih="60vh" justify="center" ta="center">
      <Title order={1}>{isMissing ? 'Page404' : 'Something went wrong'}</Title>
      <Text c="dimmed" maw={460}>
        {isMissing
          ? 'This page does not exist.'
          : 'This page could not be shown. Please try again; if it keeps happening, come back in a little while.'}
      </Text>
      <Group justify="center">
        {!isMissing && <Button onClick={() => window.location.reload()}>Try again</Button>}
        <Anchor component={Link} to="/" fw={600}>
          Go to Home
        </Anchor>
      </Group>
    </Stack>
  )
}

/** A page's error: shown inside the main layout, so the header and footer stay usable. */
export function PageErrorBoundary() {
  return <ErrorMessage />
}

/** An error above the pages (a layout): the whole screen, with its own main landmark. */
export function RootErrorBoundary() {
  return (
    <main>
      <ErrorMessage />
    </main>
  )
}
