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
/**
 * What the Cancelled entry of the buyer's own cancellation says on their tracking: written by
 * both backends (rules/fulfilment.ts) and by the order card the moment the server agrees.
 */
export const BUYER_CANCEL_MESSAGE = 'You cancelled this order'

/**
 * The order card's Cancel Order and the dialog that confirms it (issue 29, point 4): one home
 * for the words the buyer reads before and while cancelling.
 */
export const BUYER_CANCEL_WORDS = {
  action: 'Cancel Order',
  /** Beside the button: until when the window stays open (a formatted time). */
  openUntil: (when: string) => `You can cancel until ${when}`,
  title: 'Cancel this order?',
  /** What happens: the order ends, nothing is charged, and its metres go back on sale. */
  consequences: (orderId: string, what: string) =>
    `Order ${orderId} (${what}) will be cancelled and you will not be charged for it. Its metres go back into stock for other buyers.`,
  final: 'This cannot be undone.',
  confirm: 'Yes, Cancel Order',
  keep: 'Keep Order',
  cancelling: 'Cancelling...',
  /** SPEC 8's fallback when the server gives no message of its own. */
  failed: 'Something went wrong',
  /** Track My Order's note on a cancelled order, above its steps. */
  trackerTitle: 'This order was cancelled',
} as const
