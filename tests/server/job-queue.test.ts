// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type DatabaseLocation, type OpenDatabase } from '../../server/db/connection'
import { JOB_QUEUE_SCHEMA, startJobQueue, type JobHandlers, type JobQueue, type JobQueueOptions } from '../../server/db/job-queue'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'

/*
 * Issue 31, point 2: background work is a job in the database (pg-boss), not a timer in one
 * process's memory. On the embedded database and on PostgreSQL: a job due later runs once, after
 * its time; a failing handler is tried again; a job outlives the process that scheduled it; and
 * on PostgreSQL, of two processes polling the same queue, exactly one handles each job.
 * Short polling (0.5 s) and retry delays (1 s) keep each test to a few seconds.
 */

interface TestJobs {
  readonly 'test.later': { readonly n: number }
  readonly 'test.flaky': { readonly n: number }
}

const RETRIES = { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, expireInSeconds: 30 }
const OPTIONS: JobQueueOptions<TestJobs> = { kinds: { 'test.later': RETRIES, 'test.flaky': RETRIES }, pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 }
const SOON = { timeout: 8000, interval: 50 }
/** Longer than a poll: a job that was going to run again would have. */
const PAST_A_POLL = 700

/** Every call a queue's handlers got, with when it came. */
function recorder(flakyFailures = 0) {
  const calls: { name: keyof TestJobs; n: number; at: number }[] = []
  let failuresLeft = flakyFailures
  const handlers: JobHandlers<TestJobs> = {
    'test.later': async ({ n }) => void calls.push({ name: 'test.later', n, at: Date.now() }),
    'test.flaky': async ({ n }) => {
      calls.push({ name: 'test.flaky', n, at: Date.now() })
      if (failuresLeft-- > 0) throw new Error('the gateway did not answer')
    },
  }
  return { calls, handlers }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(['embedded', 'postgres'] as const)('the job queue on the %s database', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tanabana-job-queue-'))
  let cluster: ThrowawayPostgres | null = null
  let location: DatabaseLocation
  let database: OpenDatabase
  const queues: JobQueue<TestJobs>[] = []
  const started = async (db: OpenDatabase, handlers: JobHandlers<TestJobs>) => {
    const queue = await startJobQueue(db.db, handlers, OPTIONS)
    queues.push(queue)
    return queue
  }

  beforeAll(async () => {
    location = kind === 'embedded' ? { kind: 'embedded', dataDir } : { kind: 'postgres', url: (cluster = await startThrowawayPostgres()).createDatabase('job_queue') }
    database = await openDatabase(location)
  }, 60_000)

  afterAll(async () => {
    await Promise.allSettled(queues.map((queue) => queue.stop()))
    await database?.close()
    cluster?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }, 30_000)

  test('a job due later runs once, after its time; a second one with its key is dropped; one scheduled in a transaction runs only if it commits', async () => {
    const { calls, handlers } = recorder()
    const queue = await started(database, handlers)
    const due = new Date(Date.now() + 1000)
    await queue.scheduler.schedule('test.later', { n: 1 }, { startAfter: due, singletonKey: 'hold-1' })
    await queue.scheduler.schedule('test.later', { n: 2 }, { startAfter: due, singletonKey: 'hold-1' })
    await database.db.transaction((tx) => queue.scheduler.schedule('test.later', { n: 3 }, { startAfter: due, within: tx }))
    await database.db
      .transaction(async (tx) => {
        await queue.scheduler.schedule('test.later', { n: 4 }, { startAfter: due, within: tx })
        tx.rollback()
      })
      .catch(() => {})
    await expect.poll(() => calls.length, SOON).toBe(2)
    expect(calls.map((call) => call.n).sort()).toEqual([1, 3])
    for (const call of calls) {
      expect(call.at).toBeGreaterThanOrEqual(due.getTime())
      // within a poll or two of its time
      expect(call.at - due.getTime()).toBeLessThan(3000)
    }
    await pause(PAST_A_POLL)
    expect(calls).toHaveLength(2)
    await queue.stop()
  })

  test('a handler that throws is tried again until it succeeds', async () => {
    const { calls, handlers } = recorder(1)
    const queue = await started(database, handlers)
    await queue.scheduler.schedule('test.flaky', { n: 7 })
    await expect.poll(() => calls.length, SOON).toBe(2)
    // backed off between tries, not hammered
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(900)
    await pause(PAST_A_POLL)
    expect(calls).toHaveLength(2)
    await queue.stop()
  })

  test('a job scheduled before a restart runs after it, once', async () => {
    const before = recorder()
    const first = await started(database, before.handlers)
    await first.scheduler.schedule('test.later', { n: 3 }, { startAfter: new Date(Date.now() + 1000) })
    await first.stop()
    await database.close()
    database = await openDatabase(location)
    const after = recorder()
    const second = await started(database, after.handlers)
    await expect.poll(() => after.calls.map((call) => call.n), SOON).toEqual([3])
    expect(before.calls).toEqual([])
    await pause(PAST_A_POLL)
    expect(after.calls).toHaveLength(1)
    await second.stop()
  }, 20_000)

  test('a repeating kind is one schedule in the database, however often a process opens the queue', async () => {
    const repeating: JobQueueOptions<TestJobs> = { ...OPTIONS, repeat: { 'test.later': '*/5 * * * *' } }
    for (let start = 0; start < 2; start++) {
      const queue = await startJobQueue(database.db, recorder().handlers, repeating)
      queues.push(queue)
      await queue.stop()
    }
    // both drivers answer a statement with its rows
    const schedules = (await database.db.execute(sql.raw(`select name, cron, data from ${JOB_QUEUE_SCHEMA}.schedule`))) as { rows: unknown[] }
    expect(schedules.rows).toEqual([{ name: 'test.later', cron: '*/5 * * * *', data: {} }])
  }, 20_000)

  test.runIf(kind === 'postgres')('two processes on one database: each job is handled by exactly one of them', async () => {
    const other = await openDatabase(location)
    try {
      const a = recorder()
      const b = recorder()
      const queueA = await started(database, a.handlers)
      await started(other, b.handlers)
      const jobs = Array.from({ length: 30 }, (_, n) => n + 100)
      await Promise.all(jobs.map((n) => queueA.scheduler.schedule('test.later', { n })))
      const handled = () => [...a.calls, ...b.calls].map((call) => call.n).sort((x, y) => x - y)
      await expect.poll(() => handled().length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(jobs.length)
      await pause(PAST_A_POLL)
      expect(handled()).toEqual(jobs)
    } finally {
      await Promise.allSettled(queues.splice(0).map((queue) => queue.stop()))
      await other.close()
    }
  }, 30_000)
})
