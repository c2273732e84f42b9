import { configFromEnv } from '../config'
import { openDatabase } from '../db/connection'
import { migrateDatabase } from '../db/migrate'
import { log } from '../log'

/** `npm run db:migrate`: brings DATABASE_URL's database (or the embedded one in DATA_DIR) up to date. */
const { database } = configFromEnv()
const open = await openDatabase(database)
try {
  await migrateDatabase(open)
  log.info(`Migrated ${open.where}.`)
} finally {
  await open.close()
}
