/** SPEC 4's tracking steps, in order and spelled exactly as the server spells them ('Ordered Placed' too). */
export const TRACKING_STATUSES = ['Ordered Placed', 'Ongoing', 'Shipped', 'Delivered'] as const
export type TrackingStatus = (typeof TRACKING_STATUSES)[number]
