import { randomBytes } from 'node:crypto'
import { Client } from 'pg'
import type { TestProject } from 'vitest/node'
import { buildSeed } from '../../seed/fixtures/seed'
import { openDatabase } from '../../server/db/connection'
import { migrateDatabase } from '../../server/db/migrate'
import { seedDatabase } from '../../server/seeding/seed-database'
import { startThrowawayPostgres } from './postgres-cluster'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL server's admin URL and its migrated, seeded template database. */
    postgresTemplate: { readonly adminUrl: string; readonly template: string }
  }
}

const TEMPLATE = 'tanabana_seeded'

/**
 * Global setup of the api:postgres project: a throwaway PostgreSQL server (tests/support/
 * postgres-cluster.ts) with one migrated, seeded database, which each test file copies
 * (CREATE DATABASE ... TEMPLATE, about 0.1 s). The server is removed after the run.
 */
export default async function makePostgresTemplate(project: TestProject): Promise<() => void> {
  const cluster = await startThrowawayPostgres()
  try {
    const url = cluster.createDatabase(TEMPLATE)
    const database = await openDatabase({ kind: 'postgres', url })
    try {
      await migrateDatabase(database)
      await seedDatabase(database.db, buildSeed())
    } finally {
      await database.close()
    }
    project.provide('postgresTemplate', { adminUrl: cluster.url, template: TEMPLATE })
  } catch (error) {
    cluster.stop()
    throw error
  }
  return () => cluster.stop()
}

/** A new database copied from the seeded template, for one test file; answers its URL. */
export async function copyPostgresTemplate({ adminUrl, template }: { readonly adminUrl: string; readonly template: string }): Promise<string> {
  const name = `tanabana_${randomBytes(6).toString('hex')}`
  const admin = new Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database "${name}" template "${template}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
