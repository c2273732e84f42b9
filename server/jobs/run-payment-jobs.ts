import type { Database } from '../db/connection'
import { openJobQueue, type JobHandlers, type JobQueue, type JobRetries } from '../db/job-queue'
import type { JobScheduler, PaymentJobs } from '../domain/context'

/*
 * Issue 31's background work (server/domain/context.ts PaymentJobs) on the store's job queue
 * (server/db/job-queue.ts): each kind's retries, and the glue the server starts and stops. The
 * handlers are the caller's (the payment use cases'); this room only runs them.
 */

/** How each payment job is retried when its handler throws (pg-boss waits about twice as long each time, up to the cap). */
export const PAYMENT_JOB_RETRIES: { readonly [Name in keyof PaymentJobs]: JobRetries } = {
  // a hold's end only writes to our database: a failure is a busy moment, soon over
  'payment.holdEnds': { retryLimit: 10, retryDelaySeconds: 5, retryDelayMaxSeconds: 120, expireInSeconds: 60 },
  // the gateway may be down for hours: 30 tries, at most an hour apart, span about a day, then
  // the refund stays refundFailed for staff to see (its idempotency key keeps every try to one refund)
  'payment.refund': { retryLimit: 30, retryDelaySeconds: 30, retryDelayMaxSeconds: 3600, expireInSeconds: 120 },
  // our own webhook to ourselves: only a busy database delays it
  'payment.demoWebhook': { retryLimit: 5, retryDelaySeconds: 1, retryDelayMaxSeconds: 30, expireInSeconds: 60 },
  // the next sweep comes within minutes anyway
  'payment.sweepHolds': { retryLimit: 1, retryDelaySeconds: 30, retryDelayMaxSeconds: 30, expireInSeconds: 120 },
}

/** The payment jobs sent on a schedule: the backstop for holds whose own job was lost, every five minutes. */
export const PAYMENT_JOB_REPEATS: { readonly [Name in keyof PaymentJobs]?: string } = {
  'payment.sweepHolds': '*/5 * * * *',
}

export type PaymentJobHandlers = JobHandlers<PaymentJobs>

export interface PaymentJobRunner {
  /** What the use cases schedule with (ServerContext.jobs): usable as soon as this resolves. */
  readonly scheduler: JobScheduler
  /** Starts this process's workers with the payment use cases' handlers. */
  run(handlers: PaymentJobHandlers): Promise<void>
  /** Before the database closes: stops the workers (running jobs may finish) and the queue's upkeep. */
  stop(): Promise<void>
}

export interface PaymentJobsOptions {
  /** How often an idle worker asks for work (default 2 s): a hold ends within that of its time. */
  readonly pollingIntervalSeconds?: number
  /** How long stop() lets running jobs finish (default 10 s). */
  readonly stopTimeoutMs?: number
  /**
   * Whether this process keeps the repeating jobs' schedule (default true). Off only for a test
   * harness that empties the database under a running server: a sweep's row locks then meet its
   * TRUNCATE (PostgreSQL saw a deadlock).
   */
  readonly repeating?: boolean
}

/**
 * Opens the payment jobs' queues on the store's database. Two steps, because the handlers need
 * the ServerContext and the context needs the scheduler:
 *
 *   const jobs = await openPaymentJobs(database.db)
 *   const ctx = { ..., jobs: jobs.scheduler }
 *   await jobs.run(paymentJobHandlers(ctx))
 *   … on close: await jobs.stop(), then close the database
 */
export async function openPaymentJobs(database: Database, options: PaymentJobsOptions = {}): Promise<PaymentJobRunner> {
  const { repeating = true, ...queueOptions } = options
  const queue: JobQueue<PaymentJobs> = await openJobQueue(database, { kinds: PAYMENT_JOB_RETRIES, ...(repeating ? { repeat: PAYMENT_JOB_REPEATS } : {}), ...queueOptions })
  return {
    scheduler: queue.scheduler,
    run: (handlers) => queue.work(handlers),
    stop: () => queue.stop(),
  }
}

/**
 * Opens the payment jobs' queues and runs the handlers at once: what server/start.ts's `jobQueue`
 * option takes (start.ts builds the context first, around a scheduler it then points here).
 */
export async function startPaymentJobs(handlers: PaymentJobHandlers, database: { readonly db: Database }, options: PaymentJobsOptions = {}): Promise<PaymentJobRunner> {
  const jobs = await openPaymentJobs(database.db, options)
  await jobs.run(handlers)
  return jobs
}
