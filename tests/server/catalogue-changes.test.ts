// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CATALOGUE_CHANGES, watchPostgresChannel } from '../../server/db/notifications'
import { startServer, type RunningServer } from '../../server/start'
import { renameProduct, renameProductUnannounced, repriceProduct, reviewableByDemoBuyer, reviewAsDemoBuyer, takeStock, totalStock } from '../support/catalogue-writes'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import { ok, type Json } from './server-processes'

/*
 * The catalogue's kept answers across processes on a PostgreSQL server (issue #18): every
 * committed catalogue change is announced (migrations 0003 and 0004) to every process at once,
 * whoever wrote it, and forgets the answers it touches (a stock change, only those showing its
 * products); a lost listening connection empties them too and is replaced.
 * The clock the cache reads moves only past the short lifetime (2 s), never past the watched one,
 * so an answer that changes was refreshed by an announcement or a loss, never by its lifetime.
 */

const root = mkdtempSync(join(tmpdir(), 'tanabana-catalogue-changes-'))
let clock = Date.parse('2026-11-25T09:00:00Z')
let cluster: ThrowawayPostgres | null = null
let databaseUrl: string
let pool: Pool
let a: RunningServer
let b: RunningServer

beforeAll(async () => {
  cluster = await startThrowawayPostgres()
  databaseUrl = cluster.createDatabase('catalogue_changes')
  pool = new Pool({ connectionString: databaseUrl, max: 2 })
  const start = () => startServer({ port: 0, database: { kind: 'postgres', url: databaseUrl }, now: () => clock, catalogueCacheMs: 2000 })
  a = await start()
  b = await start()
}, 60_000)

afterAll(async () => {
  await Promise.allSettled([a?.close(), b?.close(), pool?.end()])
  try {
    cluster?.stop()
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}, 30_000)

const listing = (origin: string, page: number) => ok<Json<'products'>>(origin, 'GET', `/api/getAllProducts?page=${page}&limit=12`)
const firstListed = async (origin: string) => (await listing(origin, 1)).data[0]!
const productOn = async (origin: string, id: string) => (await ok<Json<'product'>>(origin, 'GET', `/api/product/${encodeURIComponent(id)}`)).data
/** Asked again until it passes, for at most 3 s: an announcement takes milliseconds. */
const SOON = { timeout: 3000, interval: 25 }

/** The servers' listening connections, by the name they give themselves. */
const listeners = async () =>
  Number((await pool.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and application_name = $1`, [`tanabana: listen ${CATALOGUE_CHANGES}`])).rows[0]!.n)

describe('catalogue changes across processes on PostgreSQL', () => {
  test('a review through one process shows at once on the other, and a change by another tool on both', async () => {
    const product = await productOn(b.origin, await reviewableByDemoBuyer(a.origin))
    const before = await productOn(b.origin, product._id)
    expect(await reviewAsDemoBuyer(a.origin, product._id, 'Seen by every process at once', 4)).toBe(200)
    const reviews = before.reviewCount ?? 0
    await expect.poll(async () => (await productOn(b.origin, product._id)).reviewCount, SOON).toBe(reviews + 1)

    // (the product reviewed need not lead the listing: its own answer, kept on both, is what changes)
    await renameProduct(a.database.db, product._id, 'Renamed by another tool')
    for (const server of [a, b]) await expect.poll(async () => (await productOn(server.origin, product._id)).name, SOON).toBe('Renamed by another tool')
  })

  test('while the feed is watched, an answer outlives the short lifetime: an unannounced change stays hidden', async () => {
    const product = await firstListed(b.origin)
    await renameProductUnannounced(a.database.db, product._id, 'Renamed unannounced')
    clock += 2001
    expect((await firstListed(b.origin)).name).toBe(product.name)
  })

  test("an order's stock change forgets only the answers showing that product; any other change to a variety, everything", async () => {
    const { data } = await listing(b.origin, 2)
    const [sold, other] = [data[0]!, data[1]!]
    const before = await productOn(b.origin, sold._id)
    await productOn(b.origin, other._id)
    await renameProductUnannounced(a.database.db, other._id, 'Renamed before the stock change')

    await takeStock(a.database.db, sold._id, 2)
    await expect.poll(async () => totalStock(await productOn(b.origin, sold._id)), SOON).toBe(totalStock(before) - 2)
    expect((await productOn(b.origin, other._id)).name).toBe(other.name)

    await repriceProduct(a.database.db, sold._id)
    await expect.poll(async () => (await productOn(b.origin, other._id)).name, SOON).toBe('Renamed before the stock change')
  })

  test('a lost listening connection empties the kept answers, and the server listens again', async () => {
    expect(await listeners()).toBe(2)
    const product = await firstListed(b.origin)
    await renameProductUnannounced(a.database.db, product._id, 'Renamed while the feed is lost')
    await pool.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1', [`tanabana: listen ${CATALOGUE_CHANGES}`])
    await expect.poll(async () => (await firstListed(b.origin)).name, SOON).toBe('Renamed while the feed is lost')

    await expect.poll(listeners, SOON).toBe(2)
    await firstListed(b.origin)
    await renameProduct(a.database.db, product._id, 'Renamed once listening again')
    await expect.poll(async () => (await firstListed(b.origin)).name, SOON).toBe('Renamed once listening again')
  })
})

describe('watchPostgresChannel', () => {
  test('says when it watches, hears notifications, and after a lost connection listens again', async () => {
    const events: string[] = []
    const watch = await watchPostgresChannel(databaseUrl, 'watch_test', { notified: () => events.push('notified'), watching: (on) => events.push(on ? 'watching' : 'lost') }, { firstMs: 50, maxMs: 200 })
    try {
      expect(events).toEqual(['watching'])
      await pool.query(`select pg_notify('watch_test', '')`)
      await expect.poll(() => events, SOON).toEqual(['watching', 'notified'])
      await pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "watch_test"'`)
      await expect.poll(() => events, SOON).toEqual(['watching', 'notified', 'lost', 'watching'])
      await pool.query(`select pg_notify('watch_test', '')`)
      await expect.poll(() => events.length, SOON).toBe(5)
      expect(events.at(-1)).toBe('notified')
    } finally {
      await watch.stop()
    }
  })
})
