import type { TrackingStep } from '../../contracts/order'
import { TRACKING_STATUSES, type TrackingStatus } from '../../contracts/tracking'

/** One of the four fixed steps, either reached (an entry exists) or still ahead. */
export interface TimelineStep {
  readonly kind: 'step'
  readonly status: TrackingStatus
  readonly active: boolean
  readonly message: string
  /** Only reached steps carry a time; a step still ahead has none. */
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

/**
 * Builds the tracking timeline from an order's tracking entries (SPEC 4):
 * - the four fixed steps, in order; a step is active when a non-error entry with its status
 *   exists, and then shows that entry's message and time (the first such entry if several);
 * - a step without such an entry shows the placeholder message and no time;
 * - error entries are inserted after as many items as there are non-error entries (entries
 *   with other statuses count too, as in the original), keeping their own order. The
 *   insertion point is capped at the end of the list.
 */
export function deriveTimeline(entries: readonly TrackingStep[]): TimelineItem[] {
  const steps: TimelineItem[] = TRACKING_STATUSES.map((status) => {
    const entry = entries.find((e) => e.status === status && !isErrorEntry(e))
    return entry
      ? { kind: 'step', status, active: true, message: entry.message ?? '', time: entry.time }
      : { kind: 'step', status, active: false, message: placeholderMessage(status), time: undefined }
  })
  const errors: TimelineItem[] = entries.filter(isErrorEntry).map((e) => ({ kind: 'error', message: e.message ?? '' }))
  const insertAt = Math.min(entries.filter((e) => !isErrorEntry(e)).length, steps.length)
  return [...steps.slice(0, insertAt), ...errors, ...steps.slice(insertAt)]
}
