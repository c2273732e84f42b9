import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { STAFF_MESSAGES, type Staff, type StaffSigninRequest } from '../../contracts/admin/staff'
import { BACK_OFFICE_MESSAGES } from '../../contracts/admin/back-office-messages'
import { REQUIRED_FIELD_MARK, validationMessages } from '../../contracts/form-rules'
import { setPasswordMachine, linkTokenOf } from '../../admin/machines/set-password.machine'
import { staffSessionMachine } from '../../admin/machines/staff-session.machine'
import { AdminCallError } from '../../admin/services/admin-error'

/* The back office's session (sign in, sign out, a session ended elsewhere) and the set-password link's form. */

const OWNER: Staff = { id: 's1', name: 'Meera Shah', email: 'owner@tanabana.in', role: 'owner' }
const refused = (status: number, msg: string) => new AdminCallError('http', 'POST /admin/session', msg, status, msg)
const TOO_MANY = 'Too many attempts. Please try again in 15 minutes'

function startSession(options: { current?: Staff | null | Error; signIn?: (r: StaffSigninRequest) => Staff | Error; signOut?: Error } = {}) {
  const signIns: StaffSigninRequest[] = []
  const machine = staffSessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => {
        const current = options.current ?? null
        if (current instanceof Error) throw current
        return current
      }),
      signIn: fromPromise<Staff, StaffSigninRequest>(async ({ input }) => {
        signIns.push(input)
        const answer = options.signIn?.(input) ?? OWNER
        if (answer instanceof Error) throw answer
        return answer
      }),
      signOut: fromPromise<void>(async () => {
        if (options.signOut) throw options.signOut
      }),
    },
  })
  return { actor: createActor(machine).start(), signIns }
}

const signedOut = (actor: ReturnType<typeof startSession>['actor']) => waitFor(actor, (s) => s.matches({ signedOut: 'editing' }))
const signedIn = (actor: ReturnType<typeof startSession>['actor']) => waitFor(actor, (s) => s.matches('signedIn'))

describe('staffSessionMachine', () => {
  it('opens on the live session when the server has one, and on the sign-in form when not', async () => {
    const withSession = startSession({ current: OWNER })
    expect((await signedIn(withSession.actor)).context.staff).toEqual(OWNER)
    const without = startSession({ current: null })
    expect((await signedOut(without.actor)).context.staff).toBeNull()
  })

  it('says the store is unreachable when the session cannot be checked, and checks again on retry', async () => {
    const { actor } = startSession({ current: new AdminCallError('network', 'GET /admin/session', 'offline') })
    const down = await waitFor(actor, (s) => s.matches('unreachable'))
    expect(down.context.error).toBe(BACK_OFFICE_MESSAGES.unreachable)
    actor.send({ type: 'session.retry' })
    expect(actor.getSnapshot().matches('checking')).toBe(true)
  })

  it('marks blank and malformed fields under them and sends nothing', async () => {
    const { actor, signIns } = startSession()
    await signedOut(actor)
    actor.send({ type: 'session.signIn', email: ' ', password: '' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: REQUIRED_FIELD_MARK, password: REQUIRED_FIELD_MARK })
    actor.send({ type: 'session.signIn', email: 'owner@tanabana', password: 'x' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: validationMessages.invalidEmail })
    expect(signIns).toEqual([])
  })

  it("signs in with the trimmed email, and shows the server's refusal: wrong password, too many attempts", async () => {
    let answer: Staff | Error = refused(401, STAFF_MESSAGES.wrongCredentials)
    const { actor, signIns } = startSession({ signIn: () => answer })
    await signedOut(actor)
    actor.send({ type: 'session.signIn', email: ' owner@tanabana.in ', password: 'wrong' })
    expect((await signedOut(actor)).context.error).toBe(STAFF_MESSAGES.wrongCredentials)
    answer = refused(429, TOO_MANY)
    actor.send({ type: 'session.signIn', email: 'owner@tanabana.in', password: 'wrong' })
    expect((await signedOut(actor)).context.error).toBe(TOO_MANY)
    answer = OWNER
    actor.send({ type: 'session.signIn', email: 'owner@tanabana.in', password: 'Tanabana@123' })
    const inside = await signedIn(actor)
    expect(inside.context).toMatchObject({ staff: OWNER, error: null, credentials: null })
    expect(signIns.map((r) => r.email)).toEqual(['owner@tanabana.in', 'owner@tanabana.in', 'owner@tanabana.in'])
  })

  it('goes back to the sign-in form when a call finds the session ended, saying why', async () => {
    const { actor } = startSession({ current: OWNER })
    await signedIn(actor)
    actor.send({ type: 'session.expired' })
    const out = await signedOut(actor)
    expect(out.context).toMatchObject({ staff: null, notice: STAFF_MESSAGES.signedOut })
  })

  it('signs out, and stays signed in with the reason when signing out fails', async () => {
    const failing = startSession({ current: OWNER, signOut: new AdminCallError('timeout', 'DELETE /admin/session', 'slow') })
    await signedIn(failing.actor)
    failing.actor.send({ type: 'session.signOut' })
    const still = await waitFor(failing.actor, (s) => s.matches({ signedIn: 'active' }) && s.context.error !== null)
    expect(still.context.error).toBe(BACK_OFFICE_MESSAGES.timedOut)

    const { actor } = startSession({ current: OWNER })
    await signedIn(actor)
    actor.send({ type: 'session.signOut' })
    expect((await signedOut(actor)).context.notice).toBe(STAFF_MESSAGES.signOutDone)
  })
})

describe('setPasswordMachine', () => {
  function startLink(token: string | null, answer: () => string | Error = () => STAFF_MESSAGES.passwordSet) {
    const sent: { token: string; password: string }[] = []
    const machine = setPasswordMachine.provide({
      actors: {
        setPassword: fromPromise<string, { token: string; password: string }>(async ({ input }) => {
          sent.push(input)
          const result = answer()
          if (result instanceof Error) throw result
          return result
        }),
      },
    })
    return { actor: createActor(machine, { input: { token } }).start(), sent }
  }

  it('reads the token from the link fragment only', () => {
    expect(linkTokenOf('#token=abc123')).toBe('abc123')
    expect(linkTokenOf('#token=')).toBeNull()
    expect(linkTokenOf('')).toBeNull()
  })

  it('says the page needs its link when opened without a token', () => {
    expect(startLink(null).actor.getSnapshot().matches('noLink')).toBe(true)
  })

  it("checks SPEC 5's password rule and the confirmation before sending", () => {
    const { actor, sent } = startLink('t1')
    actor.send({ type: 'password.submit', password: 'short', confirmPassword: 'short' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: validationMessages.passwordRule })
    actor.send({ type: 'password.submit', password: 'Weave@2025', confirmPassword: 'Weave@2024' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: validationMessages.passwordMismatch })
    expect(sent).toEqual([])
  })

  it("sends the link's token with the password, and keeps the form with the server's refusal", async () => {
    let answer: () => string | Error = () => refused(400, STAFF_MESSAGES.linkInvalid)
    const { actor, sent } = startLink('t1', () => answer())
    actor.send({ type: 'password.submit', password: 'Weave@2025', confirmPassword: 'Weave@2025' })
    expect((await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)).context.error).toBe(STAFF_MESSAGES.linkInvalid)
    answer = () => STAFF_MESSAGES.passwordSet
    actor.send({ type: 'password.submit', password: 'Weave@2025', confirmPassword: 'Weave@2025' })
    const done = await waitFor(actor, (s) => s.matches('done'))
    expect(done.context).toMatchObject({ done: STAFF_MESSAGES.passwordSet, password: null })
    expect(sent).toEqual([
      { token: 't1', password: 'Weave@2025' },
      { token: 't1', password: 'Weave@2025' },
    ])
  })
})
