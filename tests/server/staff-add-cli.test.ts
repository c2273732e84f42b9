// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import type { AuditResponse } from '../../contracts/admin/admin-audit'
import { SET_PASSWORD_LINK_MS, SET_PASSWORD_PATH, STAFF_MESSAGES } from '../../contracts/admin/staff'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import { linkToken, staffCalls, wireTo } from './staff-wire'

/*
 * Issue 29, point 1: `npm run staff:add -- --email E --name N --role owner` on the configured
 * database (DATA_DIR's embedded one, or DATABASE_URL's), run as an operator runs it. The link it
 * prints sets the member's password once, and they sign in with it.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const root = mkdtempSync(join(tmpdir(), 'tanabana-staff-add-'))
let cluster: ThrowawayPostgres | null = null
let server: RunningServer | null = null
afterAll(async () => {
  await server?.close()
  cluster?.stop()
  rmSync(root, { recursive: true, force: true })
}, 30_000)

/** The settings the command reads: nothing of this machine's own environment may leak in. */
const SETTINGS = /^(PORT|HOST|DATABASE_URL|DATABASE_POOL_SIZE|DATA_DIR|PUBLIC_ORIGIN|NODE_ENV|OTP_DELIVERY|SMTP_.*|TRUST_PROXY|TOKEN_SECRET)$/

interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

function staffAdd(args: readonly string[], env: Record<string, string>): Promise<Run> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.test(name)))
  const child = spawn('npm', ['run', '--silent', 'staff:add', '--', ...args], { cwd: REPO_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })))
}

/** The link the command printed, with the time it says it works until. */
function printedLink(run: Run): { url: URL; until: number } {
  const link = /^ {2}(\S+)$/m.exec(run.stdout)?.[1]
  const until = /works once, until (\S+)\)/.exec(run.stdout)?.[1]
  if (!link || !until) throw new Error(`no link printed:\n${run.stdout}\n${run.stderr}`)
  return { url: new URL(link), until: Date.parse(until) }
}

/** Sets a password through the printed link on a server over the same database, and signs in with it. */
async function useLink(url: URL, email: string): Promise<void> {
  const { call, signIn, ok } = staffCalls(wireTo(() => server as RunningServer))
  const token = linkToken(`${url.pathname}${url.hash}`)
  expect((await call('setStaffPassword', { token, password: 'Loom@2026' })).status).toBe(200)
  expect((await call('setStaffPassword', { token, password: 'Loom@2027' })).body).toEqual({ msg: STAFF_MESSAGES.linkInvalid })
  const session = await signIn(email, 'Loom@2026')
  expect((await ok<{ staff: { role: string } }>('staffSession', {}, session)).staff.role).toBe('owner')
  const log = await ok<AuditResponse>('audit', {}, session)
  expect(log.entries.map((e) => e.action)).toEqual(['staff.password-set'])
}

describe('on the embedded database in DATA_DIR', () => {
  const dataDir = join(root, 'data')
  const env = { DATA_DIR: dataDir, PORT: '4512' }

  test('missing flags and an unknown role are refused before the database is touched', async () => {
    const missing = await staffAdd(['--email', 'first.owner@tanabana.in'], env)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('Missing --name, --role.')
    expect(missing.stderr).toContain('Usage: npm run staff:add -- --email <email> --name "<name>" --role <owner|catalogue|fulfilment|support>')
    const role = await staffAdd(['--email', 'first.owner@tanabana.in', '--name', 'Asha Menon', '--role', 'boss'], env)
    expect(role.code).toBe(1)
    expect(role.stderr).toContain("--role must be one of owner, catalogue, fulfilment, support, not 'boss'.")
    const email = await staffAdd(['--email', 'not-an-email', '--name', 'Asha Menon', '--role', 'owner'], env)
    expect(email.code).toBe(1)
    expect(email.stderr).toContain('Please enter a valid email address')
  }, 120_000)

  test('adds the member and prints a link to this store that works once, for 24 hours; the email is taken after', async () => {
    const started = Date.now()
    const added = await staffAdd(['--email', ' First.Owner@Tanabana.in ', '--name', 'Asha Menon', '--role', 'owner'], env)
    expect(added.code, added.stderr).toBe(0)
    expect(added.stdout).toContain('Added Asha Menon <first.owner@tanabana.in> as owner')
    const { url, until } = printedLink(added)
    expect(url.origin).toBe('http://127.0.0.1:4512')
    expect(url.pathname).toBe(SET_PASSWORD_PATH)
    expect(until - started).toBeGreaterThanOrEqual(SET_PASSWORD_LINK_MS - 1000)
    expect(until - Date.now()).toBeLessThanOrEqual(SET_PASSWORD_LINK_MS)

    const again = await staffAdd(['--email', 'first.owner@tanabana.in', '--name', 'Asha Again', '--role', 'support'], env)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain(STAFF_MESSAGES.emailTaken)

    server = await startServer({ port: 0, database: { kind: 'embedded', dataDir }, staticDir: null, seed: false })
    try {
      await useLink(url, 'first.owner@tanabana.in')
    } finally {
      await server.close()
      server = null
    }
  }, 180_000)
})

describe('on a PostgreSQL server in DATABASE_URL', () => {
  test('the link is written with PUBLIC_ORIGIN, and works', async () => {
    cluster = await startThrowawayPostgres()
    const url = cluster.createDatabase('staff_add')
    const added = await staffAdd(['--email', 'owner@shop.example', '--name', 'Dev Sharma', '--role', 'owner'], {
      DATABASE_URL: url,
      PUBLIC_ORIGIN: 'https://shop.tanabana.example',
    })
    expect(added.code, added.stderr).toBe(0)
    const link = printedLink(added).url
    expect(`${link.origin}${link.pathname}`).toBe(`https://shop.tanabana.example${SET_PASSWORD_PATH}`)

    server = await startServer({ port: 0, database: { kind: 'postgres', url, maxConnections: 3 }, staticDir: null, seed: false })
    await useLink(link, 'owner@shop.example')
  }, 180_000)
})
