import { Text } from '@mantine/core'
import { BUYER_CANCEL_WORDS } from '../../../contracts/order-cancellation'
import type { TimelineCancellation } from '../../lib/order-tracking'
import { formatTrackingTime } from './order-dates'
import classes from './tracking-timeline.module.css'

/**
 * Track My Order's word on a cancelled order (issue 29): that it was cancelled, why (the buyer's
 * own cancel or the reason staff gave) and when. A note above the steps, not a fifth step.
 */
export function CancellationNote({ cancellation }: { cancellation: TimelineCancellation }) {
  return (
    <div className={classes.cancelled} role="note" aria-label={BUYER_CANCEL_WORDS.trackerTitle}>
      <Text fw={700}>{BUYER_CANCEL_WORDS.trackerTitle}</Text>
      {cancellation.message && <Text size="sm">{cancellation.message}</Text>}
      {cancellation.time && (
        <Text size="xs" c="dimmed">
          <time dateTime={cancellation.time}>{formatTrackingTime(cancellation.time)}</time>
        </Text>
      )}
    </div>
  )
}
