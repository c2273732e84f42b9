import { eq } from 'drizzle-orm'
import type { PaymentCheckout } from '../../contracts/payment'
import type { JobScheduler, PaymentJobs } from '../../server/domain/context'
import type { PaymentJobHandlers } from '../../server/domain/payments/payment-job-handlers'
import { paymentEvents, payments, refunds } from '../../server/db/schema'
import type { RunningServer } from '../../server/start'
import { ordersOf, type VarietyRef } from './back-office-calls'
import { call, ok, type Buyer, type Json } from './server-processes'

/*
 * The payment tests' calls (issue 31): a buyer placing a prepaid order over HTTP as the
 * storefront does, the payment's rows as the database holds them, and the jobs the server
 * scheduled, which a test runs itself (the queue that runs them in production is not under test
 * here; their handlers are).
 */

export interface ScheduledJob<Name extends keyof PaymentJobs = keyof PaymentJobs> {
  readonly name: Name
  readonly data: PaymentJobs[Name]
  readonly startAfter?: Date
  readonly singletonKey?: string
}

/** A job queue that keeps what is scheduled, for the test to run with the server's own handlers. */
export function recordingJobQueue() {
  const scheduled: ScheduledJob[] = []
  const refused = new Set<keyof PaymentJobs>()
  let handlers: PaymentJobHandlers | null = null
  const scheduler: JobScheduler = {
    schedule: async (name, data, options) => {
      if (refused.has(name)) throw new Error(`The queue is not taking ${name} jobs`)
      scheduled.push({ name, data, ...(options?.startAfter ? { startAfter: options.startAfter } : {}), ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}) })
    },
  }
  return {
    scheduled,
    /** From now on, scheduling a job of this kind fails (as a queue whose table cannot be written would). */
    refuse(name: keyof PaymentJobs, refuse = true) {
      if (refuse) refused.add(name)
      else refused.delete(name)
    },
    start: async (given: PaymentJobHandlers) => {
      handlers = given
      return { scheduler, stop: async () => {} }
    },
    /** Every job of `name` scheduled so far whose data matches. */
    jobsOf<Name extends keyof PaymentJobs>(name: Name, matches: (data: PaymentJobs[Name]) => boolean = () => true): ScheduledJob<Name>[] {
      return scheduled.filter((job): job is ScheduledJob<Name> => job.name === name && matches(job.data as PaymentJobs[Name]))
    },
    /** Runs a job with the server's handler, as the queue would. */
    run<Name extends keyof PaymentJobs>(name: Name, data: PaymentJobs[Name]): Promise<void> {
      if (!handlers) throw new Error('The server has not started its job queue')
      return (handlers[name] as (d: PaymentJobs[Name]) => Promise<void>)(data)
    },
  }
}

export type RecordingJobQueue = ReturnType<typeof recordingJobQueue>

/** Puts the metres in the cart and places the order with a prepaid method: the answer, its checkout included. */
export async function buyPrepaid(origin: string, buyer: Buyer, variety: VarietyRef, quantity: number, extra: Record<string, unknown> = {}): Promise<Json<'buy'> & { payment: PaymentCheckout }> {
  await ok(origin, 'POST', '/api/user/add-to-cart', { token: buyer.token, json: { ...variety, quantity } })
  const placed = await ok<Json<'buy'>>(origin, 'POST', '/api/buy', { token: buyer.token, json: { paymentMethod: 'UPI', ...extra } })
  if (!placed.payment) throw new Error(`A prepaid order was answered without a checkout: ${JSON.stringify(placed)}`)
  return placed as Json<'buy'> & { payment: PaymentCheckout }
}

/** The buyer's cards of one purchase. */
export async function cardsOf(origin: string, buyer: Buyer, orderIds: readonly string[]) {
  return (await ordersOf(origin, buyer)).filter((order) => orderIds.includes(order.orderId))
}

/** The demo gateway's page: Pay (the return to send back) or Decline. */
export const decide = (origin: string, buyer: Buyer, paymentId: string, decision: 'pay' | 'decline') =>
  call<{ providerPaymentId: string; signature: string; msg?: string }>(origin, 'POST', `/api/payments/demo/${paymentId}/decide`, { token: buyer.token, json: { decision } })

/** The browser's return from the gateway. */
export const confirm = (origin: string, buyer: Buyer, paymentId: string, given: { providerPaymentId: string; signature: string }) =>
  call<{ state?: string; msg?: string }>(origin, 'POST', `/api/payments/${paymentId}/confirm`, { token: buyer.token, json: given })

/** A webhook delivered over HTTP, as the gateway would. */
export async function deliverWebhook(origin: string, provider: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}/api/payments/${provider}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
  return { status: response.status, body: (await response.json()) as { msg: string } }
}

/** The payment's row, its history's kinds in order, and its refunds. */
export async function paymentRecord(server: RunningServer, paymentId: string) {
  const db = server.database.db
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId))
  const history = await db.select({ kind: paymentEvents.kind, id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))
  const refundRows = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId))
  if (!payment) throw new Error(`No payment ${paymentId}`)
  return { payment, kinds: history.sort((a, b) => (a.id < b.id ? -1 : 1)).map((line) => line.kind), refunds: refundRows }
}
