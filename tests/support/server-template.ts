import type { PGlite } from '@electric-sql/pglite'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSeed } from '../../seed/fixtures/seed'
import { openDatabase } from '../../server/db/connection'
import { migrateDatabase } from '../../server/db/migrate'
import { seedDatabase } from '../../server/seeding/seed-database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped data folder of a migrated, seeded embedded database; absent where no project made one. */
    serverTemplate?: string
  }
}

/**
 * Global setup of the api:server project: migrates and seeds one embedded database (initdb in
 * WebAssembly, seconds) and leaves its data folder in a file, so each test file's server starts
 * from a copy in about a second (tests/support/backend-under-test.ts).
 */
export default async function makeServerTemplate(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'tanabana-server-template-'))
  const database = await openDatabase({ kind: 'embedded' })
  try {
    await migrateDatabase(database)
    await seedDatabase(database.db, buildSeed())
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip')
    const file = join(folder, 'seeded.tar.gz')
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()))
    project.provide('serverTemplate', file)
  } finally {
    await database.close()
  }
  return () => rmSync(folder, { recursive: true, force: true })
}
