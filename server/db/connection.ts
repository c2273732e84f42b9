import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { Pool } from 'pg'
import { lockDataDir } from './data-dir-lock'
import { watchPostgresChannel, type ChannelHandlers, type ChannelWatch } from './notifications'
import * as schema from './schema'
import { log } from '../log'

/** One type for both drivers: the use cases never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** What a use case runs in: one transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseKind = 'embedded' | 'postgres'

export interface OpenDatabase {
  readonly db: Database
  readonly kind: DatabaseKind
  /** A description for logs: the folder, or the server without its password. */
  readonly where: string
  /** The PostgreSQL server's URL (migrations take a connection of their own); null when embedded. */
  readonly url: string | null
  /** Listens for notifications on a channel (NOTIFY), from any process or tool writing to this database. */
  watch(channel: string, handlers: ChannelHandlers): Promise<ChannelWatch>
  close(): Promise<void>
}

export type DatabaseLocation =
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }
  /** dataDir undefined: in memory (tests). loadDataDir: start from a dump (a migrated, seeded template). */
  | { readonly kind: 'embedded'; readonly dataDir?: string; readonly loadDataDir?: Blob }

function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres'
  }
}

/** PostgreSQL's type id of bytea. */
const BYTEA = 17

/**
 * PGlite's own bytea conversions go byte by byte in JavaScript, on the event loop: storing one
 * 5 MB picture held it for over a second, every buyer waiting. Node's hex codec does the same
 * in milliseconds, in the same text form PostgreSQL reads and writes (`\x` and two hex digits a byte).
 */
const BYTEA_AS_HEX = {
  serializers: {
    [BYTEA]: (value: unknown): string => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type')
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`
    },
  },
  parsers: { [BYTEA]: (text: string): Uint8Array => new Uint8Array(Buffer.from(text.slice(2), 'hex')) },
}

/** Opens the embedded database (PGlite, file-backed, locked to this process) or a PostgreSQL server. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === 'postgres') {
    const pool = new Pool({ connectionString: location.url, max: location.maxConnections ?? 10 })
    // an idle client's error (the server restarted) must not crash the process; the pool replaces it
    pool.on('error', (error) => log.error('postgres pool:', error.message))
    await pool.query('select 1')
    return {
      db: drizzlePostgres(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      where: redact(location.url),
      url: location.url,
      watch: (channel, handlers) => watchPostgresChannel(location.url, channel, handlers),
      close: () => pool.end(),
    }
  }
  const release = location.dataDir ? lockDataDir(location.dataDir) : () => {}
  try {
    const client = await PGlite.create({
      ...(location.dataDir ? { dataDir: location.dataDir } : {}),
      ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
      extensions: { pg_trgm },
      ...BYTEA_AS_HEX,
    })
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      kind: 'embedded',
      where: location.dataDir ?? 'memory',
      url: null,
      async watch(channel, handlers) {
        // in this process, on the same connection: nothing to lose, so watching from the start to the end
        const unlisten = await client.listen(channel, (payload) => handlers.notified(payload))
        handlers.watching(true)
        return {
          stop: async () => {
            if (!client.closed) await unlisten()
          },
        }
      },
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}
