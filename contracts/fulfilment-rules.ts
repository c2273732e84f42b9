import type { TrackingStep } from './order'
import { CANCELLED_STATUS } from './order-status'
import type { TrackingStatus } from './tracking'

/*
 * How staff move an order on (issue 29), one home for the back office, the server and the fake
 * backend: the steps staff add after 'Ordered Placed', one at a time and each once; Shipped
 * carries a carrier and a tracking number; a delay is an error entry (the buyer's card says
 * Delayed); an order can be cancelled until it has shipped.
 */

/** The steps staff add, in order; 'Ordered Placed' is the purchase's own. */
export const STAFF_STEPS = ['Ongoing', 'Shipped', 'Delivered'] as const satisfies readonly TrackingStatus[]
export type StaffStep = (typeof STAFF_STEPS)[number]

/** The step staff mark when the parcel leaves: the buyer's dispatch, after which nobody cancels. */
export const DISPATCH_STEP: StaffStep = 'Shipped'

/** The furthest step an order has reached (its last entry that is not a delay), or null when it has none. */
export function reachedStepOf(tracking: readonly TrackingStep[] | undefined): string | null {
  const steps = (tracking ?? []).filter((step) => !step.isError)
  return steps.at(-1)?.status ?? null
}

export function isCancelled(tracking: readonly TrackingStep[] | undefined): boolean {
  return reachedStepOf(tracking) === CANCELLED_STATUS
}

/** Whether the order has left the warehouse (Shipped or Delivered). */
export function hasShipped(tracking: readonly TrackingStep[] | undefined): boolean {
  return (tracking ?? []).some((step) => !step.isError && (step.status === 'Shipped' || step.status === 'Delivered'))
}

/** The one step staff may add next, or null when the order is delivered or cancelled. */
export function nextStaffStepOf(tracking: readonly TrackingStep[] | undefined): StaffStep | null {
  if (isCancelled(tracking)) return null
  const reached = reachedStepOf(tracking)
  if (reached === null || reached === 'Ordered Placed') return 'Ongoing'
  const at = STAFF_STEPS.indexOf(reached as StaffStep)
  return at >= 0 ? (STAFF_STEPS[at + 1] ?? null) : null
}

/** Whether staff may still cancel: not shipped, not already cancelled. */
export const canStaffCancel = (tracking: readonly TrackingStep[] | undefined): boolean =>
  !isCancelled(tracking) && !hasShipped(tracking)

/** Whether staff may report a delay: the order is still on its way (not delivered, not cancelled). */
export const canDelay = (tracking: readonly TrackingStep[] | undefined): boolean =>
  !isCancelled(tracking) && reachedStepOf(tracking) !== 'Delivered'

/** What the staff calls answer when a rule refuses (409 for a stale view, 400 for a wrong move). */
export const FULFILMENT_MESSAGES = {
  /** Another member of staff (or the buyer) changed the order since this one read it. */
  orderChanged: 'This order has changed since you opened it: reload it and try again',
  notNextStep: 'An order moves forward one step at a time',
  shippedNeedsTracking: 'Shipped needs a carrier and a tracking number',
  alreadyShipped: 'An order that has shipped cannot be cancelled',
  cancelled: 'This order is cancelled',
  delivered: 'This order has been delivered',
  notFound: 'Order not found',
  /** A delay or a cancellation tells the buyer why: blank words are refused. */
  noteRequired: 'Please write what the buyer will be told',
} as const
