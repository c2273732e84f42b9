import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { notifier, type Toast } from '../../src/services/notifier'
import { profileMachine, toDateOnly, type ProfileChanges, type SaveProfileInput } from '../../src/machines/profile.machine'

const toasts: Toast[] = []
notifier.install((t) => toasts.push(t))
afterEach(() => {
  toasts.length = 0
})

function start(save: (input: SaveProfileInput) => Promise<ProfileChanges>) {
  const sent: SaveProfileInput[] = []
  const machine = profileMachine.provide({
    actors: {
      saveProfile: fromPromise<ProfileChanges, SaveProfileInput>(({ input }) => {
        sent.push(input)
        return save(input)
      }),
    },
  })
  const actor = createActor(machine, { input: { user: { name: 'Asha', dob: '1990-05-12T00:00:00.000Z' } } }).start()
  const saved: ProfileChanges[] = []
  actor.on('profile.saved', (e) => saved.push(e.changes))
  return { actor, sent, saved }
}

describe('profileMachine (SPEC 4, Profile save)', () => {
  it('starts from the user, with the date of birth as a date only', () => {
    const { actor } = start(async () => ({ name: 'x' }))
    expect(actor.getSnapshot().context).toEqual({ name: 'Asha', dob: '1990-05-12', picture: null })
  })

  it('sends name, dob and the picture; on success toasts, emits the changes and clears the picture', async () => {
    const { actor, sent, saved } = start(async (input) => ({ name: input.name, dob: input.dob, profile_pic: '/media/u.png' }))
    const file = new File(['x'], 'me.png', { type: 'image/png' })
    actor.send({ type: 'profile.nameChanged', name: 'Asha Rao' })
    actor.send({ type: 'profile.dobChanged', dob: '1991-01-02' })
    actor.send({ type: 'profile.pictureChosen', file })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('saving')
    const done = await waitFor(actor, (s) => s.matches('editing'))
    expect(sent).toEqual([{ name: 'Asha Rao', dob: '1991-01-02', picture: file }])
    expect(saved).toEqual([{ name: 'Asha Rao', dob: '1991-01-02', profile_pic: '/media/u.png' }])
    expect(toasts).toEqual([{ tone: 'success', message: 'Profile Updated' }])
    expect(done.context.picture).toBeNull()
  })

  it("keeps the form and toasts 'Please Try Again' on failure", async () => {
    const { actor, saved } = start(async () => {
      throw new Error('HTTP 500')
    })
    const file = new File(['x'], 'me.png', { type: 'image/png' })
    actor.send({ type: 'profile.pictureChosen', file })
    actor.send({ type: 'profile.save' })
    const done = await waitFor(actor, (s) => s.matches('editing'))
    expect(toasts).toEqual([{ tone: 'error', message: 'Please Try Again' }])
    expect(saved).toEqual([])
    expect(done.context.picture).toBe(file)
  })

  it('removes a picked picture', () => {
    const { actor } = start(async () => ({ name: 'x' }))
    actor.send({ type: 'profile.pictureChosen', file: new File(['x'], 'a.png') })
    actor.send({ type: 'profile.pictureRemoved' })
    expect(actor.getSnapshot().context.picture).toBeNull()
  })
})

describe('toDateOnly', () => {
  it('keeps the date of ISO strings and drops anything else', () => {
    expect([toDateOnly('2001-02-03'), toDateOnly('2001-02-03T10:00:00Z'), toDateOnly(''), toDateOnly(null), toDateOnly('soon')]).toEqual([
      '2001-02-03',
      '2001-02-03',
      null,
      null,
      null,
    ])
  })
})
