import { Alert, Button, Group, Text } from '@mantine/core'

/** Why a screen could not load, and the way on: never a blank screen. */
export function LoadFailure({ message, onRetry, retryLabel = 'Try again' }: { message: string; onRetry: () => void; retryLabel?: string }) {
  return (
    <Alert color="madder" variant="light" title="This could not be loaded" role="alert">
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Group>
        <Button variant="outline" color="madder" size="xs" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  )
}
