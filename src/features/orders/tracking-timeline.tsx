import { Text, VisuallyHidden } from '@mantine/core'
import type { TimelineItem } from '../../lib/order-tracking'
import { formatTrackingTime } from './order-dates'
import classes from './tracking-timeline.module.css'

function CheckMark() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <path d="M2.5 7.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function AlertMark() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <path d="M7 2.5v5.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="7" cy="11" r="1.3" fill="currentColor" />
    </svg>
  )
}

/**
 * The vertical tracking timeline (SPEC 4): the four steps, reached ones marked with their
 * message and time, the ones ahead with a placeholder and no time, and carrier errors in red
 * with only their message. Shipped names its carrier and tracking number when staff gave them
 * (issue 29).
 */
export function TrackingTimeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className={classes.timeline} aria-label="Tracking steps">
      {items.map((item, index) =>
        item.kind === 'error' ? (
          <li key={`error-${index}`} className={classes.item} data-error>
            <span className={classes.bullet}>
              <AlertMark />
            </span>
            <Text size="sm" className={classes.errorMessage}>
              <VisuallyHidden>Problem: </VisuallyHidden>
              {item.message}
            </Text>
          </li>
        ) : (
          <li key={item.status} className={classes.item} data-active={item.active || undefined}>
            <span className={classes.bullet}>{item.active && <CheckMark />}</span>
            <div>
              <Text fw={600} c={item.active ? undefined : 'dimmed'}>
                {item.status}
                <VisuallyHidden>{item.active ? ' (reached)' : ' (not reached yet)'}</VisuallyHidden>
              </Text>
              <Text size="sm" c={item.active ? undefined : 'dimmed'}>
                {item.message}
              </Text>
              {(item.carrier || item.trackingNumber) && (
                <dl className={classes.parcel}>
                  {item.carrier && (
                    <>
                      <Text component="dt" size="sm">
                        Carrier
                      </Text>
                      <Text component="dd" size="sm">
                        {item.carrier}
                      </Text>
                    </>
                  )}
                  {item.trackingNumber && (
                    <>
                      <Text component="dt" size="sm">
                        Tracking number
                      </Text>
                      <Text component="dd" size="sm">
                        {item.trackingNumber}
                      </Text>
                    </>
                  )}
                </dl>
              )}
              {item.time && (
                <Text size="xs" c="dimmed">
                  <time dateTime={item.time}>{formatTrackingTime(item.time)}</time>
                </Text>
              )}
            </div>
          </li>
        ),
      )}
    </ol>
  )
}
