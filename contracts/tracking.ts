/** SPEC 4's tracking steps, in order and spelled exactly as the server spells them ('Ordered Placed' too). */
export const TRACKING_STATUSES = ['Ordered Placed', 'Ongoing', 'Shipped', 'Delivered'] as const
export type TrackingStatus = (typeof TRACKING_STATUSES)[number]

/** What each tracking step's entry says when the order reaches it and nobody wrote a message of their own. */
export const TRACKING_MESSAGES: Record<TrackingStatus, string> = {
  'Ordered Placed': 'Your order has been placed',
  Ongoing: 'Your order is being packed at our warehouse',
  Shipped: 'Your order has left our warehouse',
  Delivered: 'Your order has been delivered',
}
