import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { Pool } from 'pg'
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Db, type DrizzleTransactionLike, type Job, type JobResult } from 'pg-boss'
import type { Database, Tx } from './connection'
import { log } from '../log'

/*
 * Background work in the store's own database (issue 31, decision 26): pg-boss, a queue on
 * PostgreSQL, over the connection the store already holds, on the embedded database as on a
 * PostgreSQL server. A job is a row: it outlives the process that scheduled it, and whichever
 * process is free claims it (SELECT … FOR UPDATE SKIP LOCKED), so it is handled by one process
 * however many run. A handler that throws is tried again later, with a growing delay.
 *
 * Generic over the jobs a caller names (server/jobs knows which; this room knows none).
 */

/** pg-boss's tables live apart from the store's, in a schema of their own. */
export const JOB_QUEUE_SCHEMA = 'job_queue'

/** When a job's handler fails: how often to try again, and how long to wait (growing) in between. */
export interface JobRetries {
  readonly retryLimit: number
  /** The first wait; each retry waits about twice as long as the one before… */
  readonly retryDelaySeconds: number
  /** …up to this. */
  readonly retryDelayMaxSeconds: number
  /** A job running longer than this (its process died mid-job) is taken as failed, and retried. */
  readonly expireInSeconds: number
}

export interface ScheduleOptions {
  /** Not before then (a hold's end). */
  readonly startAfter?: Date
  /**
   * At most one job per key waiting to run (a second is dropped while the first waits: the first
   * one scheduled stands), and never two of one key running at once. None: no such limit.
   */
  readonly singletonKey?: string
  /** This job's own retry limit, instead of its kind's. */
  readonly retryLimit?: number
  /**
   * Schedule in this use case's transaction: the job exists if and only if the transaction
   * commits (a hold's end can never be lost between the commit and the scheduling). Without it,
   * schedule only after the transaction: on the embedded database, whose one connection the
   * open transaction holds, scheduling from inside it without `within` would wait on itself.
   */
  readonly within?: Tx
}

export interface Scheduler<Jobs extends object> {
  schedule<Name extends keyof Jobs>(name: Name, data: Jobs[Name], options?: ScheduleOptions): Promise<void>
}

export type JobHandlers<Jobs extends object> = { readonly [Name in keyof Jobs]: (data: Jobs[Name]) => Promise<void> }

export interface JobQueueOptions<Jobs extends object> {
  /** Every job's name with its retries: the queues this opens. */
  readonly kinds: { readonly [Name in keyof Jobs]: JobRetries }
  /**
   * How often an idle worker asks for work, per kind (default 2 s): a job due at a time runs
   * within that of it. One small indexed query each time.
   */
  readonly pollingIntervalSeconds?: number
  /** How long stop() lets running jobs finish (default 10 s); the rest are retried by another process. */
  readonly stopTimeoutMs?: number
  /**
   * Kinds sent on a schedule (a cron expression per kind), with empty data. The schedule is a
   * row in the database: each process's cron pass sees it, and one job is sent per occurrence
   * however many processes run.
   */
  readonly repeat?: { readonly [Name in keyof Jobs]?: string }
}

export interface JobQueue<Jobs extends object> {
  /** Schedules jobs; usable at once, before any worker runs. */
  readonly scheduler: Scheduler<Jobs>
  /** Starts this process's workers, one per kind. */
  work(handlers: JobHandlers<Jobs>): Promise<void>
  /** Stops the workers (running jobs may finish) and the queue's upkeep; the database stays open. */
  stop(): Promise<void>
}

/** node-postgres answers a multi-statement text (pg-boss's installs and locked blocks) with one result per statement. */
function rowsOf(result: { rows: unknown[] } | { rows: unknown[] }[]): { rows: unknown[] } {
  return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows) } : result
}

/** The store's own pool, as pg-boss's database: no second pool, no second set of settings. */
function fromPool(pool: Pool): Db {
  return { executeSql: async (text, values) => rowsOf((await pool.query(text, values)) as unknown as { rows: unknown[] }) }
}

/** pg-boss's view of the store's database, by the driver under Drizzle. */
function adapterFor(database: Database): { db: Db; backend: 'pglite' | 'postgres' } {
  const client = (database as unknown as { $client?: unknown }).$client
  if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite' }
  if (client instanceof Pool) return { db: fromPool(client), backend: 'postgres' }
  throw new Error('The job queue runs on the store database opened by server/db/connection.ts (PGlite or a pg Pool)')
}

const DEFAULT_POLLING_SECONDS = 2
const DEFAULT_STOP_TIMEOUT_MS = 10_000
/** Jobs a worker takes per fetch: handled one after another, so the embedded database's one connection is never crowded. */
const BATCH_SIZE = 5
/** How often a process looks for a repeating job's occurrence to send (pg-boss's default is 5 s): the schedules here count in minutes. */
const CRON_POLLING_SECONDS = 30
/** Completed jobs are kept a day (for an operator to look at), then deleted by the upkeep. */
const KEEP_COMPLETED_SECONDS = 24 * 60 * 60

/** One queue per kind, with its retries; a queue made by an older release takes this release's. */
async function createQueues(boss: PgBoss, kinds: readonly [string, JobRetries][]): Promise<void> {
  for (const [name, retries] of kinds) {
    const queueOptions = {
      retryLimit: retries.retryLimit,
      retryDelay: retries.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: retries.retryDelayMaxSeconds,
      expireInSeconds: retries.expireInSeconds,
      deleteAfterSeconds: KEEP_COMPLETED_SECONDS,
    }
    // 'stately': one job per key waiting, one running; keyless jobs each get a key of their own
    await boss.createQueue(name, { policy: 'stately', ...queueOptions })
    await boss.updateQueue(name, queueOptions)
  }
}

/**
 * Opens the queue on the store's database: installs or migrates pg-boss's schema (once, under its
 * own lock, whichever process starts first) and creates the kinds' queues. No worker runs until
 * work() is called, so a caller can build what the handlers need around the scheduler first.
 */
export async function openJobQueue<Jobs extends object>(database: Database, options: JobQueueOptions<Jobs>): Promise<JobQueue<Jobs>> {
  const { db, backend } = adapterFor(database)
  const embedded = backend === 'pglite'
  const repeats = Object.entries(options.repeat ?? {}) as [string, string][]
  const settings: ConstructorOptions = {
    db,
    backend,
    schema: JOB_QUEUE_SCHEMA,
    // cron passes (and their clock-skew checks) only for a queue with repeating kinds
    schedule: repeats.length > 0,
    cronWorkerIntervalSeconds: CRON_POLLING_SECONDS,
    // the upkeep (expiring jobs of a dead process, deleting old ones) on every process, every minute
    supervise: true,
    // the embedded database has one connection: no index rebuilds or vacuum probes to hold it
    reindex: !embedded,
    monitorVacuum: !embedded,
    registerInstance: false,
    persistWarnings: false,
    openTelemetry: { enabled: false },
  }
  const boss = new PgBoss(settings)
  // an unheard 'error' event would end the process; the upkeep's failures are logged and retried
  boss.on('error', (error: Error) => log.error('job queue:', error.message))
  await boss.start()
  const kinds = Object.entries(options.kinds) as [string, JobRetries][]
  try {
    await createQueues(boss, kinds)
    // an upsert: every process writes the same schedule, the last start's cron standing
    for (const [name, cron] of repeats) await boss.schedule(name, cron, {})
  } catch (error) {
    // its upkeep's timers would otherwise keep a half-opened queue, and the process, alive
    await boss.stop({ graceful: false, close: false })
    throw error
  }
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS
  let stopped = false

  return {
    scheduler: {
      async schedule(name, data, scheduleOptions = {}) {
        await boss.send(String(name), data as object, {
          ...(scheduleOptions.within ? { db: fromDrizzle(scheduleOptions.within as unknown as DrizzleTransactionLike, sql) } : {}),
          singletonKey: scheduleOptions.singletonKey ?? crypto.randomUUID(),
          ...(scheduleOptions.startAfter ? { startAfter: scheduleOptions.startAfter } : {}),
          ...(scheduleOptions.retryLimit === undefined ? {} : { retryLimit: scheduleOptions.retryLimit }),
        })
      },
    },
    async work(handlers) {
      for (const [name] of kinds) {
        const handle = handlers[name as keyof Jobs] as (data: unknown) => Promise<void>
        // a few at a time, fetched again at once while the batch came full (a burst of holds ending
        // together is not spread one per poll); each job settles on its own, so one failure is
        // retried alone
        await boss.work(name, { pollingIntervalSeconds, batchSize: BATCH_SIZE, burstWhenBatchFull: true, perJobResults: true }, async (jobs: Job<unknown>[]) => {
          const results: JobResult[] = []
          for (const job of jobs) {
            try {
              await handle(job.data)
              results.push({ id: job.id, status: 'completed' })
            } catch (error) {
              log.error(`job ${name} ${job.id} failed (try ${job.retryCount + 1}):`, error instanceof Error ? error.message : String(error))
              results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } })
            }
          }
          return results
        })
      }
    },
    async stop() {
      if (stopped) return
      stopped = true
      // close: false: the database is the store's, closed by its owner after this
      await boss.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS })
    },
  }
}

/** Opens the queue and starts this process's workers at once. */
export async function startJobQueue<Jobs extends object>(database: Database, handlers: JobHandlers<Jobs>, options: JobQueueOptions<Jobs>): Promise<JobQueue<Jobs>> {
  const queue = await openJobQueue(database, options)
  try {
    await queue.work(handlers)
  } catch (error) {
    await queue.stop()
    throw error
  }
  return queue
}
