import { describe, expect, test } from 'vitest'
import { STAFF_MESSAGES, STAFF_SESSION_COOKIE, STAFF_SESSION_IDLE_MS, SET_PASSWORD_LINK_MS, SET_PASSWORD_PATH } from '../../../contracts/admin/staff'
import { PASSWORD_RULE_MESSAGE } from '../../../contracts/password-rule'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../../seed/fixtures/demo-accounts'
import { serveBackend } from '../../support/backend-under-test'
import { signInAs } from '../../support/api-calls'
import { callStaff, callStaffRaw, sessionFrom, signInStaff, staffOf } from '../support/staff-calls'
import { linkToken } from '../support/staff-links'

const backend = serveBackend()

/*
 * Staff sessions (issue 29, point 1): kept on the server, carried by an HttpOnly cookie on the
 * staff API's path, ended by signing out, by 12 hours without a call, or by the owner disabling
 * the member; new members set their password through a one-time link that lasts 24 hours.
 */

const owner = DEMO_STAFF[0]
const support = DEMO_STAFF[3]
const MINUTE = 60_000
const NEW_PASSWORD = 'Selvedge#2026'

/** Whether a Set-Cookie ends the session cookie: an empty value, Max-Age=0 or an expiry in the past. */
function endsTheCookie(setCookie: string | null): boolean {
  if (!setCookie?.includes(`${STAFF_SESSION_COOKIE}=`)) return false
  const expires = /expires=([^;]+)/i.exec(setCookie)?.[1]
  return sessionFrom(setCookie) === null || /max-age=0(;|$)/i.test(setCookie) || (expires !== undefined && Date.parse(expires) < Date.now())
}

const signIn = (email: string, password: string) => callStaffRaw(backend, 'staffSignin', { email, password })
/** What a session opens: the dashboard, which every role may read (401 once the session has ended). */
const sessionOf = (session: string) => callStaffRaw(backend, 'dashboard', {}, { session })

describe('signing in', () => {
  test('answers { staff } and a session cookie: HttpOnly, SameSite=Strict, on the staff API’s path only', async () => {
    const answer = await signIn(owner.email, DEMO_STAFF_PASSWORD)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ staff: { id: expect.any(String), name: owner.name, email: owner.email, role: 'owner' } })
    const attributes = (answer.setCookie ?? '').split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/admin']))
    expect(sessionFrom(answer.setCookie)).toMatch(/\S{20,}/)
  })

  test('takes the email in any case and with spaces around it', async () => {
    expect((await signIn(`  ${owner.email.toUpperCase()} `, DEMO_STAFF_PASSWORD)).status).toBe(200)
  })

  test.each([
    ['a wrong password', owner.email, 'Tanabana@124'],
    ['an email no member has', 'nobody@tanabana.in', DEMO_STAFF_PASSWORD],
    ['a buyer’s account', 'buyer@tanabana.in', 'Tanabana@123'],
  ])('refuses %s with one message and no cookie', async (_, email, password) => {
    const answer = await signIn(email, password)
    expect(answer).toMatchObject({ status: 401, body: { msg: STAFF_MESSAGES.wrongCredentials } })
    expect(sessionFrom(answer.setCookie)).toBeNull()
  })

  test('each role signs in and reads its own session', async () => {
    for (const member of DEMO_STAFF) {
      const session = await signInStaff(backend, member.role)
      expect(await staffOf(backend, session)).toMatchObject({ email: member.email, role: member.role, name: member.name })
    }
  })
})

describe('a session', () => {
  test('GET reads it; DELETE ends it, and the cookie with it', async () => {
    const session = await signInStaff(backend, 'fulfilment')
    expect((await sessionOf(session)).status).toBe(200)
    const out = await callStaffRaw(backend, 'staffSignout', {}, { session })
    expect(out.status).toBe(200)
    expect(out.body).toMatchObject({ msg: expect.any(String) })
    expect(endsTheCookie(out.setCookie), `Set-Cookie: ${out.setCookie}`).toBe(true)
    expect(await sessionOf(session)).toMatchObject({ status: 401, body: { msg: STAFF_MESSAGES.signedOut } })
    // signing out twice finds no session
    expect((await callStaffRaw(backend, 'staffSignout', {}, { session })).status).toBe(401)
  })

  test('GET /admin/session answers nobody, not a failure, when no live session comes with it', async () => {
    const session = await signInStaff(backend, 'support')
    await callStaff(backend, 'staffSignout', {}, session)
    for (const options of [{}, { session }, { session: 'forged-session-value' }, { bearer: await signInAs() }]) {
      expect(await callStaffRaw(backend, 'staffSession', {}, options)).toMatchObject({ status: 200, body: { staff: null } })
    }
  })

  test('an unknown cookie value opens nothing', async () => {
    expect(await sessionOf('forged-session-value')).toMatchObject({ status: 401, body: { msg: STAFF_MESSAGES.signedOut } })
  })

  test('signing out ends that session only: the member’s other sessions go on', async () => {
    const first = await signInStaff(backend, 'support')
    const second = await signInStaff(backend, 'support')
    await callStaff(backend, 'staffSignout', {}, first)
    expect((await sessionOf(first)).status).toBe(401)
    expect((await sessionOf(second)).status).toBe(200)
  })

  test('ends after 12 hours without a call; every call keeps it alive', async () => {
    const session = await signInStaff(backend, 'support')
    backend.advanceClock(STAFF_SESSION_IDLE_MS - MINUTE)
    expect((await sessionOf(session)).status).toBe(200)
    backend.advanceClock(STAFF_SESSION_IDLE_MS - MINUTE)
    expect((await callStaffRaw(backend, 'dashboard', {}, { session })).status).toBe(200)
    backend.advanceClock(STAFF_SESSION_IDLE_MS + MINUTE)
    expect(await sessionOf(session)).toMatchObject({ status: 401, body: { msg: STAFF_MESSAGES.signedOut } })
  })
})

describe('the owner manages staff', () => {
  test('the staff list holds the four demo members, each with a password and enabled', async () => {
    const session = await signInStaff(backend, 'owner')
    const { staff } = await callStaff(backend, 'staff', {}, session)
    for (const member of DEMO_STAFF) {
      expect(staff).toContainEqual(expect.objectContaining({ email: member.email, name: member.name, role: member.role, disabled: false, hasPassword: true }))
    }
  })

  test('disabling a member ends their sessions at once, and they cannot sign in again', async () => {
    const ownerSession = await signInStaff(backend, 'owner')
    const supportSession = await signInStaff(backend, 'support')
    const member = (await callStaff(backend, 'staff', {}, ownerSession)).staff.find((m) => m.email === support.email)
    const answer = await callStaff(backend, 'updateStaff', { id: member?.id ?? '', disabled: true }, ownerSession)
    expect(answer.staff).toMatchObject({ email: support.email, disabled: true })
    expect(await sessionOf(supportSession)).toMatchObject({ status: 401, body: { msg: STAFF_MESSAGES.signedOut } })
    expect(await signIn(support.email, DEMO_STAFF_PASSWORD)).toMatchObject({ status: 401, body: { msg: STAFF_MESSAGES.wrongCredentials } })
    // enabled again, the member signs in as before
    await callStaff(backend, 'updateStaff', { id: member?.id ?? '', disabled: false }, ownerSession)
    expect((await signIn(support.email, DEMO_STAFF_PASSWORD)).status).toBe(200)
  })

  test('a new role applies to the member’s session at once', async () => {
    const ownerSession = await signInStaff(backend, 'owner')
    const supportSession = await signInStaff(backend, 'support')
    expect((await callStaffRaw(backend, 'orderDelay', { id: 'any', message: 'x' }, { session: supportSession })).status).toBe(403)
    const member = (await callStaff(backend, 'staff', {}, ownerSession)).staff.find((m) => m.email === support.email)
    await callStaff(backend, 'updateStaff', { id: member?.id ?? '', role: 'fulfilment' }, ownerSession)
    expect((await staffOf(backend, supportSession)).role).toBe('fulfilment')
    expect((await callStaffRaw(backend, 'support', {}, { session: supportSession })).status).toBe(403)
  })

  test('the store keeps an active owner: the last one cannot be disabled or given another role', async () => {
    const session = await signInStaff(backend, 'owner')
    const me = await staffOf(backend, session)
    expect(await callStaffRaw(backend, 'updateStaff', { id: me.id, disabled: true }, { session })).toMatchObject({ status: 409, body: { msg: STAFF_MESSAGES.lastOwner } })
    expect(await callStaffRaw(backend, 'updateStaff', { id: me.id, role: 'support' }, { session })).toMatchObject({ status: 409, body: { msg: STAFF_MESSAGES.lastOwner } })
    expect((await sessionOf(session)).status).toBe(200)
  })

  test('a second owner may then step down', async () => {
    const session = await signInStaff(backend, 'owner')
    const me = await staffOf(backend, session)
    const members = (await callStaff(backend, 'staff', {}, session)).staff
    const catalogue = members.find((m) => m.role === 'catalogue')
    await callStaff(backend, 'updateStaff', { id: catalogue?.id ?? '', role: 'owner' }, session)
    expect((await callStaff(backend, 'updateStaff', { id: me.id, role: 'support' }, session)).staff.role).toBe('support')
  })

  test('an unknown member is not found', async () => {
    const session = await signInStaff(backend, 'owner')
    expect(await callStaffRaw(backend, 'updateStaff', { id: 'no-such-member', role: 'support' }, { session })).toMatchObject({
      status: 404,
      body: { msg: STAFF_MESSAGES.notFound },
    })
  })
})

describe('a new member and their one-time link', () => {
  async function addMember(email = 'new.packer@tanabana.in') {
    const session = await signInStaff(backend, 'owner')
    const added = await callStaff(backend, 'addStaff', { email, name: 'Lakshmi Nair', role: 'fulfilment' }, session)
    return { session, added }
  }

  test('is added without a password and with a link on the set-password page', async () => {
    const { session, added } = await addMember()
    expect(added.staff).toMatchObject({ email: 'new.packer@tanabana.in', name: 'Lakshmi Nair', role: 'fulfilment', disabled: false, hasPassword: false })
    expect(added.setPasswordPath.startsWith(SET_PASSWORD_PATH)).toBe(true)
    expect((await callStaff(backend, 'staff', {}, session)).staff).toContainEqual(expect.objectContaining({ email: 'new.packer@tanabana.in', hasPassword: false }))
    // no password yet: no way in
    expect((await signIn('new.packer@tanabana.in', NEW_PASSWORD)).status).toBe(401)
  })

  test('an email already on the staff is refused', async () => {
    const session = await signInStaff(backend, 'owner')
    expect(
      await callStaffRaw(backend, 'addStaff', { email: DEMO_STAFF[2].email.toUpperCase(), name: 'Twin', role: 'support' }, { session }),
    ).toMatchObject({ status: 409, body: { msg: STAFF_MESSAGES.emailTaken } })
  })

  test('the link sets a password once, which then signs in', async () => {
    const { added } = await addMember()
    const token = linkToken(added.setPasswordPath)
    expect(await callStaffRaw(backend, 'setStaffPassword', { token, password: 'weak' })).toMatchObject({
      status: 400,
      body: { msg: PASSWORD_RULE_MESSAGE },
    })
    expect((await callStaffRaw(backend, 'setStaffPassword', { token, password: NEW_PASSWORD })).status).toBe(200)
    const signedIn = await signIn('new.packer@tanabana.in', NEW_PASSWORD)
    expect(signedIn).toMatchObject({ status: 200, body: { staff: { email: 'new.packer@tanabana.in', role: 'fulfilment' } } })
    expect(await callStaffRaw(backend, 'setStaffPassword', { token, password: 'Another#2026' })).toMatchObject({
      status: 400,
      body: { msg: STAFF_MESSAGES.linkInvalid },
    })
    expect((await signIn('new.packer@tanabana.in', NEW_PASSWORD)).status).toBe(200)
  })

  test('the link expires after 24 hours', async () => {
    const { added } = await addMember()
    backend.advanceClock(SET_PASSWORD_LINK_MS + MINUTE)
    expect(await callStaffRaw(backend, 'setStaffPassword', { token: linkToken(added.setPasswordPath), password: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { msg: STAFF_MESSAGES.linkInvalid },
    })
  })

  test('a disabled member’s link opens nothing', async () => {
    const { session, added } = await addMember()
    await callStaff(backend, 'updateStaff', { id: added.staff.id, disabled: true }, session)
    expect(await callStaffRaw(backend, 'setStaffPassword', { token: linkToken(added.setPasswordPath), password: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { msg: STAFF_MESSAGES.linkInvalid },
    })
  })

  test('a made-up link sets nothing', async () => {
    expect(await callStaffRaw(backend, 'setStaffPassword', { token: 'made-up-token', password: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { msg: STAFF_MESSAGES.linkInvalid },
    })
  })
})

describe('a staff write from another origin', () => {
  test('is refused, while the same write from the store’s origin goes through', async () => {
    const session = await signInStaff(backend, 'owner')
    const add = { email: 'cross.origin@tanabana.in', name: 'Cross Origin', role: 'support' as const }
    expect(await callStaffRaw(backend, 'addStaff', add, { session, origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      body: { msg: STAFF_MESSAGES.otherOrigin },
    })
    expect((await callStaff(backend, 'staff', {}, session)).staff.map((m) => m.email)).not.toContain(add.email)
    expect((await callStaffRaw(backend, 'addStaff', add, { session })).status).toBe(200)
  })

  test('signing out from another origin is refused too, and the session goes on', async () => {
    const session = await signInStaff(backend, 'fulfilment')
    expect((await callStaffRaw(backend, 'staffSignout', {}, { session, origin: 'https://evil.example' })).status).toBe(403)
    expect((await sessionOf(session)).status).toBe(200)
  })
})
