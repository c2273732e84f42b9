import type { TrackingStep } from '../../contracts/order'
import { CANCELLED_STATUS } from '../../contracts/order-status'
import { TRACKING_STATUSES, type TrackingStatus } from '../../contracts/tracking'

/** One of the four fixed steps, either reached (an entry exists) or still ahead. */
export interface TimelineStep {
  readonly kind: 'step'
  readonly status: TrackingStatus
  readonly active: boolean
  readonly message: string
  /** Only reached steps carry a time; a step still ahead has none. */
  readonly time: string | undefined
  /** On the Shipped step when staff gave them (issue 29): who carries the parcel, and its number. */
  readonly carrier?: string
  readonly trackingNumber?: string
}

/** An order's cancellation (issue 29): said once, above the steps, never as a fifth step. */
export interface TimelineCancellation {
  readonly message: string
  readonly time: string | undefined
}

/** A problem reported by the carrier: shown in the error style with only its message. */
export interface TimelineError {
  readonly kind: 'error'
  readonly message: string
}

export type TimelineItem = TimelineStep | TimelineError

/** What a step still ahead says instead of an entry's message. */
export function placeholderMessage(status: TrackingStatus): string {
  return `Your order has not reached the '${status}' stage yet.`
}

const isErrorEntry = (entry: TrackingStep) => entry.isError === true
const isCancellation = (entry: TrackingStep) => !isErrorEntry(entry) && entry.status === CANCELLED_STATUS

/** The order's cancellation entry, if it has one (its first: both backends add it once). */
export function cancellationOf(entries: readonly TrackingStep[]): TimelineCancellation | null {
  const entry = entries.find(isCancellation)
  return entry ? { message: entry.message ?? '', time: entry.time } : null
}

function reachedStep(status: TrackingStatus, entry: TrackingStep): TimelineStep {
  return {
    kind: 'step',
    status,
    active: true,
    message: entry.message ?? '',
    time: entry.time,
    ...(entry.carrier ? { carrier: entry.carrier } : {}),
    ...(entry.trackingNumber ? { trackingNumber: entry.trackingNumber } : {}),
  }
}

/**
 * Builds the tracking timeline from an order's tracking entries (SPEC 4):
 * - the four fixed steps, in order; a step is active when a non-error entry with its status
 *   exists, and then shows that entry's message and time (the first such entry if several);
 * - a step without such an entry shows the placeholder message and no time;
 * - error entries are inserted after as many items as there are non-error entries (entries
 *   with other statuses count too, as in the original), keeping their own order. The
 *   insertion point is capped at the end of the list.
 * A cancellation (issue 29) is none of these: it is not a step and does not move the errors
 * (`cancellationOf` says it). The Shipped step carries its carrier and tracking number.
 */
export function deriveTimeline(entries: readonly TrackingStep[]): TimelineItem[] {
  const steps: TimelineItem[] = TRACKING_STATUSES.map((status) => {
    const entry = entries.find((e) => e.status === status && !isErrorEntry(e))
    return entry
      ? reachedStep(status, entry)
      : { kind: 'step', status, active: false, message: placeholderMessage(status), time: undefined }
  })
  const errors: TimelineItem[] = entries.filter(isErrorEntry).map((e) => ({ kind: 'error', message: e.message ?? '' }))
  const insertAt = Math.min(entries.filter((e) => !isErrorEntry(e) && !isCancellation(e)).length, steps.length)
  return [...steps.slice(0, insertAt), ...errors, ...steps.slice(insertAt)]
}
