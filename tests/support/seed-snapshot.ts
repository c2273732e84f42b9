import { getTableName, is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../server/db/connection'
import * as schema from '../../server/db/schema'

/** Where the seeded rows wait between tests, beside the store's own tables. */
const SNAPSHOT_SCHEMA = 'seed_snapshot'

/**
 * Tables the database fills itself, from triggers on others: copying their rows back would
 * meet the rows the triggers have already put in (migration 0008: search_words from products).
 */
const FILLED_BY_TRIGGERS: ReadonlySet<string> = new Set([getTableName(schema.searchWords)])

/**
 * Tables whose triggers refuse any truncate, update or delete, whoever sends it (migration 0009:
 * the audit log is append-only). A test database goes back to the seed all the same: their
 * triggers are switched off inside the restoring transaction only, which holds every table
 * locked, so nothing else ever meets them off.
 */
const APPEND_ONLY: readonly string[] = [getTableName(schema.auditLog)]

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Every table of server/db/schema.ts with the tables its foreign keys point at. */
function foreignKeyParents(): Map<string, string[]> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))
  return new Map(tables.map((t) => [getTableName(t), getTableConfig(t).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable))]))
}

/** The tables, each after the tables its foreign keys point at. */
function inForeignKeyOrder(parents: ReadonlyMap<string, readonly string[]>): string[] {
  const ordered: string[] = []
  const visit = (name: string) => {
    if (ordered.includes(name)) return
    for (const parent of parents.get(name) ?? []) if (parent !== name) visit(parent)
    ordered.push(name)
  }
  for (const name of parents.keys()) visit(name)
  return ordered
}

/**
 * What must go back to the seed when `written` were written to: those tables, the tables whose
 * rows point at theirs (emptying a table empties what refers to it), and products for the words
 * its triggers keep (search_words is only ever written through them).
 */
function tablesToRestore(written: readonly string[], parents: ReadonlyMap<string, readonly string[]>): Set<string> {
  const restore = new Set(written.flatMap((name) => (FILLED_BY_TRIGGERS.has(name) ? [name, getTableName(schema.products)] : [name])))
  if (restore.has(getTableName(schema.products))) for (const name of FILLED_BY_TRIGGERS) restore.add(name)
  for (let grew = true; grew; ) {
    grew = false
    for (const [child, itsParents] of parents) {
      if (!restore.has(child) && itsParents.some((parent) => restore.has(parent))) {
        restore.add(child)
        grew = true
      }
    }
  }
  return restore
}

async function rowsOf<T>(db: Pick<Database, 'execute'>, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows
}

export interface SeedSnapshot {
  /**
   * Puts every table and sequence back as it was when the snapshot was taken, in one
   * transaction: only the tables written since (and those that depend on them); nothing when
   * nothing was written.
   */
  restore(): Promise<void>
}

/** The tables written since the last restore, each noted once by a statement trigger on it. */
const WRITTEN = `${SNAPSHOT_SCHEMA}.written_tables`

/**
 * Copies every table of the seeded store into a schema of its own (`create table ... as table`)
 * and notes the sequences (order numbers, the reviews' identity). restore() then truncates the
 * tables written since (a statement trigger on each notes it) and copies their rows back in
 * foreign-key order, in milliseconds, where a new embedded database costs seconds; copying
 * back only what a test wrote (its sessions and cart, not the catalogue) keeps it so.
 */
export async function takeSeedSnapshot(db: Database): Promise<SeedSnapshot> {
  const parents = foreignKeyParents()
  const tables = inForeignKeyOrder(parents)
  const inDatabase = await rowsOf<{ name: string }>(db, `select table_name as name from information_schema.tables where table_schema = 'public'`)
  const unknown = inDatabase.map((t) => t.name).filter((name) => !tables.includes(name))
  if (unknown.length > 0) throw new Error(`tables the schema does not name would keep test data: ${unknown.join(', ')}`)

  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`))
    for (const table of tables) await tx.execute(sql.raw(`create table ${SNAPSHOT_SCHEMA}.${quoted(table)} as table public.${quoted(table)}`))
    // a statement trigger on each table notes it written (a restore copies back only those)
    await tx.execute(sql.raw(`create table ${WRITTEN} (name text primary key)`))
    await tx.execute(
      sql.raw(
        `create function ${SNAPSHOT_SCHEMA}.note_written() returns trigger language plpgsql as $$ begin insert into ${WRITTEN} values (TG_TABLE_NAME) on conflict do nothing; return null; end $$`,
      ),
    )
    for (const table of tables) {
      await tx.execute(
        sql.raw(`create trigger seed_snapshot_written after insert or update or delete or truncate on public.${quoted(table)} for each statement execute function ${SNAPSHOT_SCHEMA}.note_written()`),
      )
    }
  })
  const sequenceNames = await rowsOf<{ name: string }>(db, `select sequencename as name from pg_sequences where schemaname = 'public'`)
  const sequences: { name: string; lastValue: string; isCalled: boolean }[] = []
  for (const { name } of sequenceNames) {
    const [state] = await rowsOf<{ last_value: string | number; is_called: boolean }>(db, `select last_value, is_called from public.${quoted(name)}`)
    if (state) sequences.push({ name, lastValue: String(state.last_value), isCalled: state.is_called })
  }

  // a generated column (migration 0009: an order's status) takes no value: only the others are copied back
  const storedColumns = await rowsOf<{ table: string; column: string }>(
    db,
    `select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' order by ordinal_position`,
  )
  const columnsOf = (table: string) =>
    storedColumns
      .filter((c) => c.table === table)
      .map((c) => quoted(c.column))
      .join(', ')

  /** The statements that put `restore` (a set closed under tablesToRestore) back, and every sequence. */
  const statementsFor = (restore: ReadonlySet<string>) => {
    const restored = tables.filter((t) => restore.has(t))
    const appendOnly = APPEND_ONLY.filter((t) => restore.has(t))
    return [
      ...appendOnly.map((t) => `alter table public.${quoted(t)} disable trigger user`),
      // no cascade: every table that points at these is among them, and a mistake should fail, not empty more
      ...(restored.length > 0 ? [`truncate table ${restored.map((t) => `public.${quoted(t)}`).join(', ')}`] : []),
      ...restored
        .filter((t) => !FILLED_BY_TRIGGERS.has(t))
        .map((t) => `insert into public.${quoted(t)} (${columnsOf(t)}) overriding system value select ${columnsOf(t)} from ${SNAPSHOT_SCHEMA}.${quoted(t)}`),
      ...sequences.map((s) => `select setval('public.${quoted(s.name)}', ${s.lastValue}, ${s.isCalled})`),
      ...appendOnly.map((t) => `alter table public.${quoted(t)} enable trigger user`),
      // the restore's own writes noted themselves: what is written from now on starts afresh
      `delete from ${WRITTEN}`,
    ]
  }
  // PostgreSQL gives a transaction its id at its first write: while the next id to be given is
  // the one noted after the last restore, nothing has been written since and there is nothing to undo
  const nextTransactionId = async () => (await rowsOf<{ next: string }>(db, 'select pg_snapshot_xmax(pg_current_snapshot())::text as next'))[0]?.next
  let untouchedUntil = await nextTransactionId()
  return {
    async restore() {
      if ((await nextTransactionId()) === untouchedUntil) return
      await db.transaction(async (tx) => {
        const written = await rowsOf<{ name: string }>(tx, `select name from ${WRITTEN}`)
        for (const statement of statementsFor(tablesToRestore(written.map((w) => w.name), parents))) await tx.execute(sql.raw(statement))
      })
      untouchedUntil = await nextTransactionId()
    },
  }
}
