// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise, waitFor } from 'xstate'
import { STAFF_SCREEN } from '../../contracts/admin/moderation-screens'
import { STAFF_MESSAGES, type StaffMember } from '../../contracts/admin/staff'
import { REQUIRED_FIELD_MARK, validationMessages } from '../../contracts/form-rules'
import { staffActionsMachine, staffFieldErrors, type NewMemberLink, type StaffAction, type StaffFields } from '../../admin/machines/staff-actions.machine'
import { AdminCallError } from '../../admin/services/admin-error'

const member = (over: Partial<StaffMember> = {}): StaffMember => ({
  id: 'staff-fulfilment',
  name: 'Sunita Rao',
  email: 'fulfilment@tanabana.in',
  role: 'fulfilment',
  disabled: false,
  hasPassword: true,
  createdAt: '2024-08-27T10:01:00.000Z',
  ...over,
})

type Outcome = { done: string; link: NewMemberLink | null }

function start(perform?: (input: { action: StaffAction; fields: StaffFields }) => Promise<Outcome>) {
  const sent: { action: StaffAction; fields: StaffFields }[] = []
  const reloads: string[] = []
  const list = createActor(createMachine({ on: { 'query.reload': { actions: () => reloads.push('reload') } } })).start()
  const machine = staffActionsMachine.provide({
    actors: {
      performStaffAction: fromPromise<Outcome, { action: StaffAction; fields: StaffFields }>(async ({ input }) => {
        sent.push(input)
        if (perform) return perform(input)
        return input.action.kind === 'add'
          ? { done: STAFF_SCREEN.added('Anil Kumar'), link: { name: 'Anil Kumar', path: '/admin/set-password#token=t1' } }
          : { done: STAFF_SCREEN.disabled('Sunita Rao'), link: null }
      }),
    },
  })
  const actor = createActor(machine, { input: { list } }).start()
  return { actor, sent, reloads }
}

describe('staffActionsMachine (issue 29: owners add, change and disable staff)', () => {
  it('adds a member after checking the form, then shows the one-time link once and reloads the list', async () => {
    const { actor, sent, reloads } = start()
    actor.send({ type: 'staff.open', action: { kind: 'add' } })
    actor.send({ type: 'staff.confirm', fields: { name: '', email: 'anil@', role: 'fulfilment' } })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: REQUIRED_FIELD_MARK, email: validationMessages.invalidEmail })
    expect(sent).toEqual([])

    actor.send({ type: 'staff.confirm', fields: { name: 'Anil Kumar', email: 'anil@tanabana.in', role: 'fulfilment' } })
    const shown = await waitFor(actor, (s) => s.matches('showingLink'))
    expect(sent).toHaveLength(1)
    expect(shown.context.link).toEqual({ name: 'Anil Kumar', path: '/admin/set-password#token=t1' })
    expect(shown.context.done).toBe(STAFF_SCREEN.added('Anil Kumar'))
    expect(reloads).toEqual(['reload'])
    actor.send({ type: 'staff.close' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.link).toBeNull()
  })

  it('disables a member only once confirmed, with progress, then says so', async () => {
    const { actor, sent } = start()
    const action: StaffAction = { kind: 'disable', member: member() }
    actor.send({ type: 'staff.open', action })
    expect(sent).toEqual([])
    actor.send({ type: 'staff.confirm', fields: {} })
    expect(actor.getSnapshot().value).toBe('sending')
    const done = await waitFor(actor, (s) => s.matches('idle'))
    expect(sent).toEqual([{ action, fields: {} }])
    expect(done.context).toMatchObject({ action: null, done: STAFF_SCREEN.disabled('Sunita Rao'), link: null })
  })

  it("keeps the dialog and says the server's reason when it refuses (the last owner)", async () => {
    const refusal = new AdminCallError('http', 'PATCH /admin/staff/:id', 'x', 409, STAFF_MESSAGES.lastOwner)
    const { actor, reloads } = start(() => Promise.reject(refusal))
    actor.send({ type: 'staff.open', action: { kind: 'disable', member: member({ role: 'owner' }) } })
    actor.send({ type: 'staff.confirm', fields: {} })
    const failed = await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null)
    expect(failed.context.error).toBe(STAFF_MESSAGES.lastOwner)
    expect(reloads).toEqual([])
    actor.send({ type: 'staff.close' })
    expect(actor.getSnapshot().context).toMatchObject({ action: null, error: null })
  })
})

describe('staffFieldErrors', () => {
  it('wants a name, a valid email and a role to add a member', () => {
    expect(staffFieldErrors({ kind: 'add' }, {})).toEqual({ name: REQUIRED_FIELD_MARK, email: REQUIRED_FIELD_MARK, role: REQUIRED_FIELD_MARK })
    expect(staffFieldErrors({ kind: 'add' }, { name: 'A', email: 'a@b.in', role: 'chief' })).toEqual({ role: REQUIRED_FIELD_MARK })
    expect(staffFieldErrors({ kind: 'add' }, { name: 'A', email: 'a@b.in', role: 'support' })).toEqual({})
  })
  it('wants another role than the member has', () => {
    expect(staffFieldErrors({ kind: 'role', member: member() }, { role: 'fulfilment' })).toEqual({ role: STAFF_SCREEN.sameRole })
    expect(staffFieldErrors({ kind: 'role', member: member() }, { role: 'support' })).toEqual({})
  })
  it('wants nothing to disable or enable', () => {
    expect(staffFieldErrors({ kind: 'disable', member: member() }, {})).toEqual({})
    expect(staffFieldErrors({ kind: 'enable', member: member({ disabled: true }) }, {})).toEqual({})
  })
})
