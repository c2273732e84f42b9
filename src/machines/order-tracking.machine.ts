import { assign, setup } from 'xstate'
import type { Order } from '../../contracts/order'
import { deriveTimeline, type TimelineItem } from '../lib/order-tracking'

export interface OrderTrackingContext {
  /** The order being tracked; always set while the overlay is open (SPEC 2: it needs a selected order). */
  readonly order: Order | null
  readonly timeline: readonly TimelineItem[]
}

export type OrderTrackingEvent =
  | { type: 'tracking.open'; order: Order }
  | { type: 'tracking.close' }

/**
 * The Track My Order overlay (SPEC 4, Order tracking). Opening it takes the order to track and
 * derives the four-step timeline from its tracking entries; it closes on an outside click or
 * its close button.
 */
export const orderTrackingMachine = setup({
  types: {
    context: {} as OrderTrackingContext,
    events: {} as OrderTrackingEvent,
  },
  actions: {
    track: assign((_, order: Order) => ({ order, timeline: deriveTimeline(order.trackingDetails ?? []) })),
  },
}).createMachine({
  id: 'orderTracking',
  context: { order: null, timeline: [] },
  initial: 'closed',
  states: {
    closed: {
      on: { 'tracking.open': { target: 'open', actions: { type: 'track', params: ({ event }) => event.order } } },
    },
    open: {
      // the last order stays in context so the closing modal does not flash empty while it fades
      on: { 'tracking.close': 'closed' },
    },
  },
})
