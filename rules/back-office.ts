import { EMAIL_PATTERN } from '../contracts/form-rules'
import type { Order } from '../contracts/order'
import { roundMoney } from '../contracts/pricing'
import type { TrackingStatus } from '../contracts/tracking'

/*
 * Pure figures the back office's answers are made of (issue 29), one home for the server
 * (server/domain/admin) and the fake backend (mocks/use-cases), so both answer alike.
 */

/** What the buyer pays for one order: the line after any coupon, its share of the tax, its shipping (the order card's total). */
export function orderTotalOf(order: Pick<Order, 'item' | 'pricing'>): number {
  return roundMoney(order.item.price + (order.pricing?.estimatedTax ?? 0) + (order.pricing?.estimatedShippingHandling ?? 0))
}

/** The store keeps India's time (IST, UTC+5:30 all year: India has no daylight saving). */
export const STORE_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The store's day around `now`, as UTC instants: [start, end). The dashboard's "today" counts
 * the orders placed in it that are not cancelled, and what buyers pay for them (orderTotalOf).
 */
export function storeDayOf(now: number): { readonly start: number; readonly end: number } {
  const start = Math.floor((now + STORE_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - STORE_UTC_OFFSET_MS
  return { start, end: start + DAY_MS }
}

/** The card statuses at which an order waits for staff, in the order it lives through them (the dashboard's "waiting"). */
export const WAITING_STATUSES = ['Ordered Placed', 'Ongoing', 'Shipped'] as const satisfies readonly TrackingStatus[]

/** Whether a support request's contact details are an email address (a reply is then mailed); otherwise a phone number. */
export const isEmailContact = (contact: string): boolean => EMAIL_PATTERN.test(contact.trim())
