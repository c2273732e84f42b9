import { sql } from 'drizzle-orm'
import { parseArgs } from 'node:util'
import { buildSeed } from '../../seed/fixtures/seed'
import { buildScaledSeed, missingFilterValues } from '../../seed/fixtures/scaled-catalogue'
import { configFromEnv } from '../config'
import { openDatabase } from '../db/connection'
import { migrateDatabase } from '../db/migrate'
import { seedDatabase } from '../seeding/seed-database'
import { log } from '../log'

/*
 * `npm run db:seed`: loads the demo seed (the same as mock mode's) into an empty database,
 * migrating it first; a database that already holds a catalogue is left as it is.
 * `npm run db:seed -- --products 10000`: the demo seed with its catalogue grown to 10,000
 * products (seed/fixtures/scaled-catalogue.ts), for load tests.
 */
const { values } = parseArgs({ options: { products: { type: 'string' } } })
const demo = buildSeed()
const total = values.products === undefined ? demo.products.length : Number(values.products)
if (!Number.isInteger(total) || total < demo.products.length) {
  log.error(`--products must be a whole number of at least ${demo.products.length} (the demo catalogue), not '${values.products}'`)
  process.exit(1)
}

const started = performance.now()
const seed = total === demo.products.length ? demo : buildScaledSeed(total)
const built = performance.now()
const missing = missingFilterValues(seed.products)
if (missing.length > 0) log.error(`This catalogue has nothing for: ${missing.join(', ')}`)

const { database } = configFromEnv()
const open = await openDatabase(database)
try {
  await migrateDatabase(open)
  const loading = performance.now()
  const seeded = await seedDatabase(open.db, seed)
  const written = performance.now()
  // statistics for the new rows now, not when autovacuum gets round to them: the first listings
  // are planned on the real sizes (without them, at 10,000 products, a search was planned as a
  // sequential scan of every product instead of on the trigram index)
  if (seeded) await open.db.execute(sql`vacuum analyze`)
  const done = performance.now()
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  log.info(
    seeded
      ? `Seeded ${open.where} with ${seed.products.length.toLocaleString('en')} products (built in ${seconds(built - started)}, written in ${seconds(written - loading)}, vacuum analyze ${seconds(done - written)}).`
      : `${open.where} already holds a catalogue; nothing was changed.`,
  )
} finally {
  await open.close()
}
