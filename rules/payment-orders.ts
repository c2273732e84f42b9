import type { TrackingStep } from '../contracts/order'
import { CANCELLED_STATUS } from '../contracts/order-status'
import { PAYMENT_MESSAGES } from '../contracts/payment-messages'
import { codAllowed, codOverLimitMessage } from './payments'
import { fail } from './rule-error'

/*
 * What payments do to placing and cancelling orders (issue 31), for the server and the fake
 * backend alike: Cash on Delivery's limit, and the Cancelled entry of a purchase whose hold
 * ended unpaid.
 */

/** Refuses Cash on Delivery for a purchase whose total (rupees) is over COD_LIMIT (400), naming the limit. */
export function refuseCodOverLimit(total: number, codLimit: number): void {
  if (!codAllowed(total, codLimit)) fail(400, codOverLimitMessage(codLimit))
}

/** The tracking entry of an order cancelled because its hold ended before it was paid. */
export function holdEndedEntry(now: number): TrackingStep {
  return { status: CANCELLED_STATUS, message: PAYMENT_MESSAGES.holdEnded, time: new Date(now).toISOString() }
}
