import type { Order } from './order'

/**
 * SPEC 9's cancellation policy: an order may be cancelled within 12 hours of ordering or before
 * dispatch, whichever is earlier. Dispatch is the Shipped step (contracts/fulfilment-rules.ts).
 */
export const BUYER_CANCEL_WINDOW_MS = 12 * 60 * 60 * 1000

/** The moment the buyer's right to cancel ends, for an order placed at `placedAt` (ISO time). */
export function buyerCancelDeadline(placedAt: string): string {
  return new Date(Date.parse(placedAt) + BUYER_CANCEL_WINDOW_MS).toISOString()
}

/** Whether the order card offers Cancel Order at `now`: the server says until when, the clock says whether still. */
export function canBuyerCancel(order: Pick<Order, 'cancellableUntil'>, now: number): boolean {
  return order.cancellableUntil !== undefined && now < Date.parse(order.cancellableUntil)
}

/** What the buyer is told when the window has closed, or the order has left the warehouse. */
export const BUYER_CANCEL_CLOSED = 'This order can no longer be cancelled'
/** What the buyer is told after cancelling. */
export const BUYER_CANCEL_DONE = 'Your order has been cancelled'
