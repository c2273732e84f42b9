import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/*
 * A throwaway PostgreSQL server for the tests: initdb into a temp folder, a socket there, TCP on
 * 127.0.0.1 and a free port; stop() removes it all. Debian's server binaries are used
 * (scripts/ensure-postgres.mjs installs them as root when missing).
 */

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string
  /** A new empty database on this server, for one test file or one server process group. */
  createDatabase(name: string): string
  stop(): void
}

const POSTGRES_ROOT = '/usr/lib/postgresql'

export function postgresBinDir(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((v) => existsSync(join(POSTGRES_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(POSTGRES_ROOT, versions[0], 'bin') : null
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function run(bin: string, args: readonly string[]): void {
  const asRoot = process.getuid?.() === 0
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ')], { encoding: 'utf8' })
    : spawnSync(bin, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir()
  if (!bin) throw new Error('No PostgreSQL server found under /usr/lib/postgresql: run `node scripts/ensure-postgres.mjs` (as root it installs Debian\'s postgresql package)')
  const dir = mkdtempSync(join(tmpdir(), 'tanabana-pg-'))
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  // durability settings off: a test cluster is thrown away, and fsync would only slow it down
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  run(join(bin, 'pg_ctl'), ['-D', data, '-w', '-l', join(dir, 'log'), '-o', options, 'start'])
  const base = `postgres://postgres@127.0.0.1:${port}`
  let stopped = false
  // a run that ends without its teardown (a failed setup, an uncaught error) must not leave a server behind
  const stopAtExit = () => cluster.stop()
  process.once('exit', stopAtExit)
  const cluster: ThrowawayPostgres = {
    url: `${base}/postgres`,
    createDatabase(name) {
      run(join(bin, 'psql'), ['-h', dir, '-p', String(port), '-U', 'postgres', '-q', '-c', `create database "${name}"`])
      return `${base}/${name}`
    },
    stop() {
      if (stopped) return
      stopped = true
      process.off('exit', stopAtExit)
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
  return cluster
}
