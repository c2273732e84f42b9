import type { OrderCancelRequest, OrderDelayRequest, OrderStatusRequest } from '../contracts/admin/admin-orders'
import {
  canDelay,
  canStaffCancel,
  DISPATCH_STEP,
  FULFILMENT_MESSAGES,
  hasShipped,
  isCancelled,
  nextStaffStepOf,
  reachedStepOf,
  type StaffStep,
} from '../contracts/fulfilment-rules'
import type { OrderPaymentState } from '../contracts/payment'
import { PAYMENT_MESSAGES } from '../contracts/payment-messages'
import { BUYER_CANCEL_CLOSED, BUYER_CANCEL_MESSAGE, buyerCancelDeadline } from '../contracts/order-cancellation'
import type { TrackingStep } from '../contracts/order'
import { CANCELLED_STATUS } from '../contracts/order-status'
import { TRACKING_MESSAGES } from '../contracts/tracking'
import { mayShip } from './payments'
import { fail } from './rule-error'

/*
 * The tracking entries staff and buyers add to an order (issue 29), judged the same way by the
 * fake backend (mocks/use-cases) and the server (server/domain): each returns the entry to
 * append, or refuses with the message the back office or the order card shows.
 */

type Tracking = readonly TrackingStep[] | undefined
/** An order's payment state (issue 31): absent (undefined, or null in a table) for Cash on Delivery and older orders. */
type PaymentStateOf = OrderPaymentState | null | undefined

const paymentOf = (state: PaymentStateOf) => (state ? { state } : undefined)

/**
 * The one step staff may add next, or null: none once the order is delivered or cancelled, and
 * none while a prepaid order is not paid (issue 31: nothing is packed or shipped before the
 * money is in; rules/payments.ts mayShip). The back office's buttons and both backends read it.
 */
export function nextStaffStep(tracking: Tracking, paymentState: PaymentStateOf): StaffStep | null {
  return mayShip(paymentOf(paymentState)) ? nextStaffStepOf(tracking) : null
}

/** Refuses a change made on a stale view: the order's version moved on since the caller read it. */
export function refuseStaleVersion(current: number, seen: number | undefined): void {
  if (seen !== undefined && seen !== current) fail(409, FULFILMENT_MESSAGES.orderChanged)
}

/** The words the buyer will read, trimmed; refused when blank. */
function noteFor(text: string): string {
  const note = text.trim()
  if (!note) fail(400, FULFILMENT_MESSAGES.noteRequired)
  return note
}

function refuseClosed(tracking: Tracking): void {
  if (isCancelled(tracking)) fail(409, FULFILMENT_MESSAGES.cancelled)
}

/**
 * The entry for the next step (forward only, each step once; Shipped with a carrier and a
 * tracking number), refused while a prepaid order is not paid (409, issue 31). The payment
 * state is the order's as read in the same transaction; Cash on Delivery passes none.
 */
export function staffStepEntry(
  tracking: Tracking,
  request: Omit<OrderStatusRequest, 'id' | 'version'>,
  now: number,
  paymentState?: PaymentStateOf,
): TrackingStep {
  refuseClosed(tracking)
  if (!mayShip(paymentOf(paymentState))) fail(409, PAYMENT_MESSAGES.unpaidNotShippable)
  const next = nextStaffStepOf(tracking)
  if (next === null) fail(409, FULFILMENT_MESSAGES.delivered)
  if (request.status !== next) fail(409, `${FULFILMENT_MESSAGES.notNextStep}: it is ${reachedStepOf(tracking) ?? 'new'}, so the next is ${next}`)
  const carrier = request.carrier?.trim() ?? ''
  const trackingNumber = request.trackingNumber?.trim() ?? ''
  if (next === DISPATCH_STEP && (!carrier || !trackingNumber)) fail(400, FULFILMENT_MESSAGES.shippedNeedsTracking)
  return {
    status: next,
    message: request.message?.trim() || TRACKING_MESSAGES[next],
    time: new Date(now).toISOString(),
    ...(next === DISPATCH_STEP ? { carrier, trackingNumber } : {}),
  }
}

/** The error entry of a delay: the buyer's card says Delayed, with the staff's message. */
export function delayEntry(tracking: Tracking, request: Pick<OrderDelayRequest, 'message'>, now: number): TrackingStep {
  refuseClosed(tracking)
  if (!canDelay(tracking)) fail(409, FULFILMENT_MESSAGES.delivered)
  return { status: reachedStepOf(tracking) ?? 'Ordered Placed', message: noteFor(request.message), time: new Date(now).toISOString(), isError: true }
}

/** The entry of a cancellation by staff: refused once the order has shipped. */
export function staffCancelEntry(tracking: Tracking, request: Pick<OrderCancelRequest, 'reason'>, now: number): TrackingStep {
  refuseClosed(tracking)
  if (!canStaffCancel(tracking)) fail(409, FULFILMENT_MESSAGES.alreadyShipped)
  return { status: CANCELLED_STATUS, message: noteFor(request.reason), time: new Date(now).toISOString() }
}

/** What the buyer's cancellation says on their tracking (its home is the contract: the order card writes it too). */
export { BUYER_CANCEL_MESSAGE }

/**
 * Until when the buyer may cancel (SPEC 9: within 12 hours of ordering or before dispatch,
 * whichever is earlier), or undefined when that right has ended or the order has no placing time.
 */
export function cancellableUntilOf(placedAt: string | undefined, tracking: Tracking, now: number): string | undefined {
  if (!placedAt || isCancelled(tracking) || hasShipped(tracking)) return undefined
  const deadline = buyerCancelDeadline(placedAt)
  return now < Date.parse(deadline) ? deadline : undefined
}

/** The entry of the buyer's own cancellation, or the refusal once the policy no longer allows it. */
export function buyerCancelEntry(placedAt: string | undefined, tracking: Tracking, now: number): TrackingStep {
  if (cancellableUntilOf(placedAt, tracking, now) === undefined) fail(409, BUYER_CANCEL_CLOSED)
  return { status: CANCELLED_STATUS, message: BUYER_CANCEL_MESSAGE, time: new Date(now).toISOString() }
}
