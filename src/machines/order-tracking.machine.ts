import { assign, setup } from 'xstate'
import type { Order } from '../../contracts/order'
import { cancellationOf, deriveTimeline, type TimelineCancellation, type TimelineItem } from '../lib/order-tracking'

export interface OrderTrackingContext {
  /** The order being tracked; always set while the overlay is open (SPEC 2: it needs a selected order). */
  readonly order: Order | null
  readonly timeline: readonly TimelineItem[]
  /** Set when the order was cancelled (issue 29): the tracker says so above its steps. */
  readonly cancellation: TimelineCancellation | null
}

export type OrderTrackingEvent =
  | { type: 'tracking.open'; order: Order }
  | { type: 'tracking.close' }

/**
 * The Track My Order overlay (SPEC 4, Order tracking). Opening it takes the order to track and
 * derives the four-step timeline from its tracking entries, and its cancellation if it has one;
 * it closes on an outside click or its close button.
 */
export const orderTrackingMachine = setup({
  types: {
    context: {} as OrderTrackingContext,
    events: {} as OrderTrackingEvent,
  },
  actions: {
    track: assign((_, order: Order) => ({
      order,
      timeline: deriveTimeline(order.trackingDetails ?? []),
      cancellation: cancellationOf(order.trackingDetails ?? []),
    })),
  },
}).createMachine({
  id: 'orderTracking',
  context: { order: null, timeline: [], cancellation: null },
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
