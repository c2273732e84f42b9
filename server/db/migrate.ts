import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { fileURLToPath } from 'node:url'
import { Client } from 'pg'
import type { OpenDatabase } from './connection'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
/** Any fixed number: every process that migrates takes the same advisory lock. */
const MIGRATION_LOCK = 7_310_925

/**
 * Brings the schema up to date. On a PostgreSQL server several processes may start at once,
 * so they migrate one after another under an advisory lock, on a connection of their own;
 * the embedded database has one process.
 */
export async function migrateDatabase(open: OpenDatabase): Promise<void> {
  if (open.url === null) {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(open.db as never, { migrationsFolder })
    return
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const client = new Client({ connectionString: open.url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migrate(drizzlePostgres(client), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    await client.end()
  }
}
