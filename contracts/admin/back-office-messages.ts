import type { StaffStep } from '../fulfilment-rules'

/**
 * What the back office's screens say beyond the server's own messages (ADMIN_MESSAGES,
 * STAFF_MESSAGES, FULFILMENT_MESSAGES): one home, noted in docs/spec-notes.md ("Issue 29: the
 * back office app").
 */
export const BACK_OFFICE_MESSAGES = {
  /** A call never got an answer, or took too long, or answered what the page cannot read. */
  unreachable: 'The store could not be reached. Check the connection and try again',
  timedOut: 'The store took too long to answer. Try again',
  unreadable: 'The store answered something this page cannot read. Reload the page',
  failed: 'Something went wrong on the store. Try again',
  /** The set-password page was opened without its link's token. */
  noLinkToken: 'This page needs the link from your invitation. Ask an owner for a new one',
  /** A route the member's role may not open. */
  notForYourRole: 'Your role does not open this page',
  noOrders: 'No orders match',
} as const

/** What a step tells the buyer, confirmed before it is sent, and said once it is done. */
export const stepDoneMessage = (step: StaffStep): string => `Marked ${step}: the buyer's Track My Order shows it`
export const DELAY_DONE = "Delay reported: the buyer's order says Delayed"
export const CANCEL_DONE = 'Order cancelled: its metres are back in stock'
