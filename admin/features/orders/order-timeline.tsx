import { Card, Text, Timeline, Title } from '@mantine/core'
import type { TrackingStep } from '../../../contracts/order'
import { formatWhen } from '../../ui/when'

/** Every tracking entry as it was added, oldest first: steps, delays (in red), a cancellation. */
export function OrderTimeline({ tracking }: { tracking: readonly TrackingStep[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Timeline
      </Title>
      {tracking.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tracking entries yet.
        </Text>
      ) : (
        <Timeline active={tracking.length - 1} bulletSize={14} lineWidth={2}>
          {tracking.map((entry, index) => (
            <Timeline.Item key={`${index}:${entry.status}`} color={entry.isError ? 'madder' : 'indigo'} title={entry.isError ? `Delayed (at ${entry.status})` : entry.status}>
              {entry.message && <Text size="sm">{entry.message}</Text>}
              {entry.carrier && (
                <Text size="sm">
                  {entry.carrier}, tracking number {entry.trackingNumber}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatWhen(entry.time)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  )
}
