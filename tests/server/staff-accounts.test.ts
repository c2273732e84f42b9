// @vitest-environment node
import { eq, sql } from 'drizzle-orm'
import { Client } from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { AuditResponse } from '../../contracts/admin/admin-audit'
import { SET_PASSWORD_LINK_MS, SET_PASSWORD_PATH, STAFF_MESSAGES, STAFF_SESSION_IDLE_MS, type AddStaffResponse, type StaffListResponse } from '../../contracts/admin/staff'
import { PASSWORD_RULE_MESSAGE } from '../../contracts/password-rule'
import { DEMO_STAFF_PASSWORD } from '../../seed/fixtures/demo-accounts'
import { auditLog, staffSessions } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'
import type { StaffAnswer } from '../api/support/staff-calls'
import { demoMember, linkToken, staffCalls, wireTo } from './staff-wire'

/*
 * Issue 29, point 1 on the store server: staff sessions kept on the server (idle expiry, ended at
 * once by disabling), one-time set-password links, the owner's staff changes and their audit
 * entries, and the audit log the database itself keeps append-only. On the embedded database
 * and on a PostgreSQL server, with a clock the test moves.
 */

let clock = Date.parse('2026-06-01T09:00:00Z')
let server: RunningServer
let cluster: ThrowawayPostgres | null = null
afterAll(() => cluster?.stop())

/** A new database on the throwaway PostgreSQL server (started on first use). */
async function postgresDatabase(name: string): Promise<string> {
  cluster ??= await startThrowawayPostgres()
  return cluster.createDatabase(name)
}

async function startStore(kind: 'embedded' | 'postgres', url?: string): Promise<RunningServer> {
  if (kind === 'embedded') return startServer({ port: 0, database: { kind: 'embedded' }, staticDir: null, now: () => clock })
  const database = { kind: 'postgres', url: url ?? (await postgresDatabase('staff_accounts')), maxConnections: 5 } as const
  return startServer({ port: 0, database, staticDir: null, now: () => clock })
}

const { call, ok, signIn, signInAs } = staffCalls(wireTo(() => server))
const NEW_PASSWORD = 'Loom@2026'

/** Adds a member as the demo owner: the answer (with the one-time link's path). */
async function addMember(email: string, role: 'owner' | 'fulfilment' | 'support' = 'fulfilment'): Promise<AddStaffResponse> {
  return ok<AddStaffResponse>('addStaff', { email, name: `Member ${email.split('@')[0]}`, role }, await signInAs('owner'))
}

const sessionsOf = async (staffId: string) => server.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId))

describe.each(['embedded', 'postgres'] as const)('on the %s database', (kind) => {
  beforeAll(async () => {
    server = await startStore(kind)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })
  beforeEach(() => {
    // a new day for each test: no rate-limit window or idle session carries over
    clock += 24 * 60 * 60 * 1000
  })

  test('every failed sign-in is told the same: unknown email, wrong password, no password yet, disabled', async () => {
    const fresh = await addMember(`no-password-${kind}@tanabana.in`)
    const owner = await signInAs('owner')
    const disabled = demoMember('catalogue')
    await ok('updateStaff', { id: disabled.id, disabled: true }, owner)
    const failures = [
      { email: 'nobody@tanabana.in', password: DEMO_STAFF_PASSWORD },
      { email: demoMember('support').email, password: 'Wrong@1234' },
      { email: fresh.staff.email, password: DEMO_STAFF_PASSWORD },
      { email: disabled.email, password: DEMO_STAFF_PASSWORD },
    ]
    for (const input of failures) {
      const answer = await call('staffSignin', input)
      expect({ status: answer.status, body: answer.body, cookie: answer.setCookie }).toEqual({ status: 401, body: { msg: STAFF_MESSAGES.wrongCredentials }, cookie: null })
    }
    await ok('updateStaff', { id: disabled.id, disabled: false }, owner)
    // the email as typed, trimmed and lower-cased
    const session = await signIn(`  ${demoMember('support').email.toUpperCase()} `, DEMO_STAFF_PASSWORD)
    expect(await ok('staffSession', {}, session)).toEqual({ staff: { id: 'staff-support', name: demoMember('support').name, email: 'support@tanabana.in', role: 'support' } })
  })

  test('a session ends after 12 hours without a call; each call starts the 12 hours again; the ended one is removed', async () => {
    const session = await signInAs('fulfilment')
    for (let i = 0; i < 3; i++) {
      clock += STAFF_SESSION_IDLE_MS - 1000
      expect((await call('staffSession', {}, { session })).status).toBe(200)
    }
    expect(await sessionsOf('staff-fulfilment')).toHaveLength(1)
    clock += STAFF_SESSION_IDLE_MS
    const ended = await call('dashboard', {}, { session })
    expect(ended.status).toBe(401)
    expect(ended.body).toEqual({ msg: STAFF_MESSAGES.signedOut })
    expect(ended.setCookie).toMatch(/tanabana_staff=;.*Max-Age=0/)
    expect(await sessionsOf('staff-fulfilment')).toHaveLength(0)
  })

  test('signing out ends that session only, on the server', async () => {
    const first = await signInAs('support')
    const second = await signInAs('support')
    const out = await call('staffSignout', {}, { session: first })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ msg: STAFF_MESSAGES.signOutDone })
    expect(out.setCookie).toMatch(/tanabana_staff=;.*Max-Age=0/)
    expect((await call('dashboard', {}, { session: first })).status).toBe(401)
    expect((await call('staffSession', {}, { session: first })).body).toEqual({ staff: null })
    expect((await call('dashboard', {}, { session: second })).status).toBe(200)
  })

  test('disabling a member ends every session of theirs at once; enabled again, they sign in anew', async () => {
    const owner = await signInAs('owner')
    const sessions = [await signInAs('fulfilment'), await signInAs('fulfilment')]
    expect(await sessionsOf('staff-fulfilment')).toHaveLength(2)
    const disabled = await ok<{ staff: { disabled: boolean } }>('updateStaff', { id: 'staff-fulfilment', disabled: true }, owner)
    expect(disabled.staff.disabled).toBe(true)
    expect(await sessionsOf('staff-fulfilment')).toHaveLength(0)
    for (const session of sessions) expect((await call('orders', {}, { session })).status).toBe(401)
    expect((await call('staffSignin', { email: demoMember('fulfilment').email, password: DEMO_STAFF_PASSWORD })).status).toBe(401)

    await ok('updateStaff', { id: 'staff-fulfilment', disabled: false }, owner)
    expect((await call('staffSession', {}, { session: await signInAs('fulfilment') })).status).toBe(200)
  })

  test('a changed role counts from the next call of a session already open', async () => {
    const owner = await signInAs('owner')
    const support = await signInAs('support')
    expect((await call('staff', {}, { session: support })).body).toEqual({ msg: STAFF_MESSAGES.forbidden })
    expect((await call('audit', {}, { session: support })).status).toBe(403)
    await ok('updateStaff', { id: 'staff-support', role: 'owner' }, owner)
    expect((await call('staff', {}, { session: support })).status).toBe(200)
    await ok('updateStaff', { id: 'staff-support', role: 'support' }, owner)
    expect((await call('staff', {}, { session: support })).status).toBe(403)
  })

  test('the store keeps an active owner: the last one can be neither demoted nor disabled', async () => {
    const owner = await signInAs('owner')
    for (const change of [{ role: 'support' }, { disabled: true }]) {
      const refused = await call('updateStaff', { id: 'staff-owner', ...change }, { session: owner })
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { msg: STAFF_MESSAGES.lastOwner } })
    }
    expect((await call('updateStaff', { id: 'nobody', role: 'support' }, { session: owner })).body).toEqual({ msg: STAFF_MESSAGES.notFound })
  })

  test('an owner adds a member: the email taken once, a one-time link in the fragment, a password that keeps the rule', async () => {
    const owner = await signInAs('owner')
    const added = await addMember(`  New.Member-${kind}@Tanabana.in `, 'support')
    expect(added.staff).toMatchObject({ email: `new.member-${kind}@tanabana.in`, role: 'support', disabled: false, hasPassword: false })
    expect(added.setPasswordPath).toMatch(new RegExp(`^${SET_PASSWORD_PATH}#token=[A-Za-z0-9_-]{43}$`))
    const taken = await call('addStaff', { email: added.staff.email.toUpperCase(), name: 'Again', role: 'owner' }, { session: owner })
    expect({ status: taken.status, body: taken.body }).toEqual({ status: 409, body: { msg: STAFF_MESSAGES.emailTaken } })
    expect((await call('addStaff', { email: 'not-an-email', name: 'X', role: 'support' }, { session: owner })).status).toBe(400)

    const token = linkToken(added.setPasswordPath)
    const weak = await call('setStaffPassword', { token, password: 'weakpassword' })
    expect({ status: weak.status, body: weak.body }).toEqual({ status: 400, body: { msg: PASSWORD_RULE_MESSAGE } })
    // refused for its password, the link still works once
    expect((await call('setStaffPassword', { token, password: NEW_PASSWORD })).body).toEqual({ msg: STAFF_MESSAGES.passwordSet })
    const again = await call('setStaffPassword', { token, password: 'Other@2026' })
    expect({ status: again.status, body: again.body }).toEqual({ status: 400, body: { msg: STAFF_MESSAGES.linkInvalid } })
    const session = await signIn(added.staff.email, NEW_PASSWORD)
    expect(((await ok<StaffListResponse>('staff', {}, owner)).staff.find((m) => m.id === added.staff.id))?.hasPassword).toBe(true)
    expect((await call('staffSession', {}, { session })).status).toBe(200)
  })

  test('a set-password link expires after 24 hours', async () => {
    const added = await addMember(`late-${kind}@tanabana.in`)
    clock += SET_PASSWORD_LINK_MS
    const late = await call('setStaffPassword', { token: linkToken(added.setPasswordPath), password: NEW_PASSWORD })
    expect({ status: late.status, body: late.body }).toEqual({ status: 400, body: { msg: STAFF_MESSAGES.linkInvalid } })
    expect((await call('setStaffPassword', { token: 'made-up-token', password: NEW_PASSWORD })).status).toBe(400)
  })

  test('every staff write is in the audit log, newest first, with what changed; by member and a page at a time', async () => {
    const owner = await signInAs('owner')
    const added = await addMember(`audited-${kind}@tanabana.in`)
    await ok('updateStaff', { id: added.staff.id, role: 'support' }, owner)
    await ok('updateStaff', { id: added.staff.id, role: 'support', disabled: false }, owner)
    await call('setStaffPassword', { token: linkToken(added.setPasswordPath), password: NEW_PASSWORD })

    const log = await ok<AuditResponse>('audit', { limit: '3' }, owner)
    expect(log.entries.map((e) => ({ action: e.action, staffId: e.staffId, entityId: e.entityId, before: e.before, after: e.after }))).toEqual([
      { action: 'staff.password-set', staffId: added.staff.id, entityId: added.staff.id, before: { hasPassword: false }, after: { hasPassword: true } },
      // the second update changed nothing, and wrote nothing
      { action: 'staff.update', staffId: 'staff-owner', entityId: added.staff.id, before: { role: 'fulfilment' }, after: { role: 'support' } },
      { action: 'staff.add', staffId: 'staff-owner', entityId: added.staff.id, before: undefined, after: { email: added.staff.email, name: added.staff.name, role: 'fulfilment' } },
    ])
    expect(log.entries[0]).toMatchObject({ staffName: added.staff.name, entity: 'staff', at: new Date(clock).toISOString() })
    const mine = await ok<AuditResponse>('audit', { staffId: added.staff.id }, owner)
    expect(mine.entries.map((e) => e.action)).toEqual(['staff.password-set'])
    expect(mine.totalItems).toBe(1)
    const second = await ok<AuditResponse>('audit', { limit: '1', page: '2' }, owner)
    expect(second.entries[0]?._id).toBe(log.entries[1]?._id)
    expect(second.totalPages).toBe(second.totalItems)
    expect((await call('audit', { limit: '1000' }, { session: owner })).status).toBe(400)
  })

  test('the database refuses to change or delete an audit entry, whoever asks', async () => {
    await addMember(`kept-${kind}@tanabana.in`)
    const db = server.database.db
    const [entry] = await db.select().from(auditLog).limit(1)
    expect(entry).toBeDefined()
    // the database's own refusal (migration 0009's trigger), under the driver's wrapping
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      )
    expect(await refusal(db.execute(sql`update audit_log set action = 'nothing' where id = ${entry?.id}`))).toBe('the audit log is append-only')
    expect(await refusal(db.execute(sql`delete from audit_log where id = ${entry?.id}`))).toBe('the audit log is append-only')
    expect(await refusal(db.execute(sql`truncate audit_log`))).toBe('the audit log is append-only')
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, entry?.id ?? ''))
    expect(still).toEqual(entry)
  })
})

describe('on PostgreSQL, two owners demoting each other at the same moment', () => {
  let url = ''
  beforeAll(async () => {
    url = await postgresDatabase('staff_owner_race')
    server = await startStore('postgres', url)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  test('one wins; the other is refused, and the store keeps an owner', async () => {
    const added = await addMember('second-owner@tanabana.in', 'owner')
    expect((await call('setStaffPassword', { token: linkToken(added.setPasswordPath), password: NEW_PASSWORD })).status).toBe(200)
    const first = await signInAs('owner')
    const second = await signIn(added.staff.email, NEW_PASSWORD)

    // another connection holds both owners' rows: both calls get under way and wait on them, then
    // race when it lets go
    const holder = new Client({ connectionString: url })
    await holder.connect()
    let answers: StaffAnswer[] = []
    try {
      await holder.query('begin')
      await holder.query(`select id from staff where role = 'owner' order by id for update`)
      const racing = Promise.all([
        call('updateStaff', { id: added.staff.id, role: 'support' }, { session: first }),
        call('updateStaff', { id: 'staff-owner', role: 'support' }, { session: second }),
      ])
      await waitForLockWaiters(holder, 2)
      await holder.query('commit')
      answers = await racing
    } finally {
      await holder.end()
    }
    const [a, b] = answers
    expect([a?.status, b?.status].sort()).toEqual([200, 409])
    expect([a?.body, b?.body]).toContainEqual({ msg: STAFF_MESSAGES.lastOwner })
    // the one whose call went through is the owner left
    const members = await ok<StaffListResponse>('staff', {}, a?.status === 200 ? first : second)
    expect(members.staff.filter((m) => m.role === 'owner' && !m.disabled)).toHaveLength(1)
  })
})

/** Waits until `count` other sessions wait for a row lock (the racing calls have reached it). */
async function waitForLockWaiters(client: Client, count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    // inside a transaction the activity view is read once and kept: read it afresh each time
    await client.query('select pg_stat_clear_snapshot()')
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`)
    if (Number(rows[0]?.n) >= count) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`${count} calls never reached the lock`)
}
