import { buildSeed } from '../../seed/fixtures/seed'
import { configFromEnv } from '../config'
import { openDatabase } from '../db/connection'
import { migrateDatabase } from '../db/migrate'
import { seedDatabase } from '../db/seed-database'
import { log } from '../log'

/**
 * `npm run db:seed`: loads the demo seed (the same as mock mode's) into an empty database,
 * migrating it first; a database that already holds a catalogue is left as it is.
 */
const { database } = configFromEnv()
const open = await openDatabase(database)
try {
  await migrateDatabase(open)
  const seeded = await seedDatabase(open.db, buildSeed())
  log.info(seeded ? `Seeded ${open.where}.` : `${open.where} already holds a catalogue; nothing was changed.`)
} finally {
  await open.close()
}
