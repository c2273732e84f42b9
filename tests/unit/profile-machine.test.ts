import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { uploadMessages } from '../../contracts/upload-rules'
import { HttpError, NetworkError } from '../../src/services/api-error'
import { notifier, type Toast } from '../../src/services/notifier'
import { profileMachine, toDateOnly, type ProfileChanges, type SaveProfileInput } from '../../src/machines/profile.machine'
import { fakeJpeg, fakePng, installPicturePlatform, pdfNamedAsPicture, sizeOfPicture } from '../support/picture-platform'

const platform = installPicturePlatform()

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
    expect(actor.getSnapshot().context).toEqual({ name: 'Asha', dob: '1990-05-12', picture: null, pictureRefusal: null, saveWhenReady: false })
  })

  it('sends name, dob and the picture; on success toasts, emits the changes and clears the picture', async () => {
    const { actor, sent, saved } = start(async (input) => ({ name: input.name, dob: input.dob, profile_pic: '/media/u.png' }))
    const file = fakePng('me.png', 200, 200)
    actor.send({ type: 'profile.nameChanged', name: 'Asha Rao' })
    actor.send({ type: 'profile.dobChanged', dob: '1991-01-02' })
    actor.send({ type: 'profile.pictureChosen', file })
    await waitFor(actor, (s) => s.context.picture !== null)
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
    const file = fakePng('me.png', 200, 200)
    actor.send({ type: 'profile.pictureChosen', file })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'profile.save' })
    const done = await waitFor(actor, (s) => s.matches('editing'))
    expect(toasts).toEqual([{ tone: 'error', message: 'Please Try Again' }])
    expect(saved).toEqual([])
    expect(done.context.picture).toBe(file)
    // a failure that is no refusal (here no HTTP answer at all) gives no reason to show
    expect(done.context.pictureRefusal).toBeNull()
  })

  it('removes a picked picture', async () => {
    const { actor } = start(async () => ({ name: 'x' }))
    actor.send({ type: 'profile.pictureChosen', file: fakePng('a.png', 64, 64) })
    await waitFor(actor, (s) => s.context.picture !== null)
    actor.send({ type: 'profile.pictureRemoved' })
    expect(actor.getSnapshot().context.picture).toBeNull()
  })
})

describe('profileMachine: pictures that go through (issue 28, point 7)', () => {
  it('refuses a file that is no picture by its bytes, before anything is sent', async () => {
    const { actor, sent } = start(async () => ({ name: 'x' }))
    actor.send({ type: 'profile.pictureChosen', file: pdfNamedAsPicture('me.jpg') })
    const done = await waitFor(actor, (s) => s.matches('editing'))
    expect(done.context).toMatchObject({ picture: null, pictureRefusal: uploadMessages.choosePicture })
    actor.send({ type: 'profile.save' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(sent).toEqual([{ name: 'Asha', dob: '1990-05-12', picture: null }])
  })

  it('sends a 12-megapixel photo scaled down to 512 px', async () => {
    const { actor, sent } = start(async (input) => ({ name: input.name }))
    actor.send({ type: 'profile.pictureChosen', file: fakeJpeg('IMG_2041.jpg', 4000, 3000, 6_600_000) })
    expect(actor.getSnapshot().value).toBe('preparingPicture')
    await waitFor(actor, (s) => s.context.picture !== null)
    actor.send({ type: 'profile.save' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.picture === null)
    expect(sent).toHaveLength(1)
    expect(await sizeOfPicture(sent[0]!.picture!)).toEqual({ width: 512, height: 384 })
  })

  it('takes typing while the picture is prepared, and saves once it is ready when Save came first', async () => {
    const { actor, sent } = start(async (input) => ({ name: input.name }))
    const release = platform.holdDecoding()
    actor.send({ type: 'profile.pictureChosen', file: fakeJpeg('IMG.jpg', 4000, 3000, 5_000_000) })
    actor.send({ type: 'profile.nameChanged', name: 'Asha Rao' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('preparingPicture')
    expect(sent).toEqual([])
    release()
    await waitFor(actor, (s) => s.matches('saving'))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(sent.map((s) => [s.name, s.picture?.name])).toEqual([['Asha Rao', 'IMG.jpg']])
  })

  it('keeps the server\'s reason for refusing the picture, under SPEC 8\'s toast', async () => {
    const reason = 'You can upload at most 20 pictures a day. Please try again tomorrow'
    const { actor } = start(async () => {
      throw new HttpError('PUT /user/edit-user', 429, reason)
    })
    actor.send({ type: 'profile.pictureChosen', file: fakePng('me.png', 64, 64) })
    await waitFor(actor, (s) => s.context.picture !== null)
    actor.send({ type: 'profile.save' })
    const done = await waitFor(actor, (s) => s.matches('editing'))
    expect(toasts).toEqual([{ tone: 'error', message: 'Please Try Again' }])
    expect(done.context.pictureRefusal).toBe(reason)
  })

  it('shows no reason for a failure that is no refusal, or for a save without a picture', async () => {
    for (const error of [new NetworkError('PUT /user/edit-user'), new HttpError('PUT /user/edit-user', 500, 'Something went wrong')]) {
      const { actor } = start(async () => {
        throw error
      })
      actor.send({ type: 'profile.pictureChosen', file: fakePng('me.png', 64, 64) })
      await waitFor(actor, (s) => s.context.picture !== null)
      actor.send({ type: 'profile.save' })
      expect((await waitFor(actor, (s) => s.matches('editing'))).context.pictureRefusal).toBeNull()
    }
    const { actor } = start(async () => {
      throw new HttpError('PUT /user/edit-user', 400, 'Name is too long')
    })
    actor.send({ type: 'profile.save' })
    expect((await waitFor(actor, (s) => s.matches('editing'))).context.pictureRefusal).toBeNull()
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
