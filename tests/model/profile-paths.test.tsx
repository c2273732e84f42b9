// @vitest-environment happy-dom
import { configure, act, screen, waitFor } from '@testing-library/react'
import dayjs from 'dayjs'
import { notifications } from '@mantine/notifications'
import { http } from 'msw'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { afterAll, describe, expect, it } from 'vitest'
import { mockBackend, server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { ProfilePage } from '../../src/features/account/profile-page'
import { isUser } from '../../src/lib/guards'
import { readJson, storageKeys } from '../../src/lib/storage'
import { profileMachine, type ProfileContext } from '../../src/machines/profile.machine'
import { uploadMessages } from '../../contracts/upload-rules'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { brokenPng, fakePng, installPicturePlatform } from '../support/picture-platform'
import { coveringPaths, describePath } from './covering-paths'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Paths generated from the profile machine, executed on My Account with the fake backend
 * answering. Edits are typing and picking a file; profile.save is the Save Changes click; the
 * saveProfile done/error events are the backend answering, held by a gate until that step so
 * the saving screen can be seen. The preparePicture done events are the browser's decoder
 * answering (a stand-in here, tests/support/picture-platform.ts), held the same way: a picture, or
 * a file that claims to be one and does not decode. happy-dom: the save is a multipart upload
 * (docs/stack-notes.md).
 */
setupMockBackend()
const platform = installPicturePlatform()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

const NEW_NAME = 'Aarav K. Mehta'
const picked = fakePng('me.png', 64, 64)
const PREPARED = 'xstate.done.actor.preparePicture'
const pictureReady = { type: PREPARED, output: { kind: 'ready', file: picked } } as EventObject
const pictureRefused = { type: PREPARED, output: { kind: 'refused', message: uploadMessages.choosePicture } } as EventObject

const events: EventObject[] = [
  { type: 'profile.nameChanged', name: NEW_NAME } as EventObject,
  { type: 'profile.dobChanged', dob: '1992-08-20' } as EventObject,
  { type: 'profile.pictureChosen', file: picked } as EventObject,
  { type: 'profile.pictureRemoved' },
  { type: 'profile.save' },
  { type: 'xstate.error.actor.saveProfile', error: new Error('HTTP 500') } as EventObject,
]
const isRefusal = (event: EventObject | undefined) =>
  event?.type === PREPARED && (event as EventObject & { output: { kind: string } }).output.kind === 'refused'

/** The backend's answer to a save: the values sent, as the fake backend echoes them. */
const savedAnswer = (context: ProfileContext): EventObject =>
  ({ type: 'xstate.done.actor.saveProfile', output: { name: context.name, dob: context.dob, profile_pic: '/media/me.png' } }) as EventObject

type Step = MachinePath['steps'][number]

/**
 * Remove Selection exists only while a picture is picked or prepared; the decoder answers only
 * while preparing, the backend only while saving.
 */
const eventsFor = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ProfileContext
  const preparing = snapshot.matches('preparingPicture')
  return [
    ...events.filter((e) => e.type !== 'profile.pictureRemoved' || context.picture !== null || preparing),
    ...(preparing ? [pictureReady, pictureRefused] : []),
    ...(snapshot.matches('saving') ? [savedAnswer(context)] : []),
  ]
}

const paths = coveringPaths(profileMachine, events, eventsFor, { user: { name: DEMO_BUYER.name, dob: DEMO_BUYER.dob } })
const executed: MachinePath[] = []

const buyerRecord = () => mockBackend.db.get('users').find((u) => u.email === DEMO_BUYER.email)!

/** Holds the next PUT /user/edit-user until the path says how the backend answers. */
function gateEditUser() {
  let release!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  server.use(http.put('*/api/user/edit-user', async () => void (await opened), { once: true }))
  return release
}

const toastAfter: Record<string, string> = {
  'xstate.done.actor.saveProfile': 'Profile Updated',
  'xstate.error.actor.saveProfile': 'Please Try Again',
}

async function expectScreen(state: Step['state'], cause: string | null) {
  const value = String(state.value)
  const context = (state as unknown as { context: ProfileContext }).context
  const name = screen.getByRole('textbox', { name: 'Name' })
  if (value === 'editing') await waitFor(() => expect(name).toBeEnabled())
  expect(name).toHaveValue(context.name)
  expect(screen.getByRole('button', { name: 'Date of Birth' })).toHaveTextContent(dayjs(context.dob).format('DD MMM YYYY'))
  if (value === 'preparingPicture') {
    // no preview of a file not yet known to be a picture; Save stays pressable and waits
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing the picture...')
    expect(screen.getByRole('button', { name: 'Remove Selection' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Preview of the new profile picture' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
    expect(name).toBeEnabled()
    return
  }
  if (context.pictureRefusal) expect(await screen.findByText(context.pictureRefusal)).toBeInTheDocument()
  else expect(screen.queryByText(uploadMessages.choosePicture)).toBeNull()
  // after a decoder answer the screen follows once the picture is ready
  if (context.picture) {
    expect(await screen.findByRole('img', { name: 'Preview of the new profile picture' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove Selection' })).toBeInTheDocument()
  } else {
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove Selection' })).toBeNull()
  }
  if (value === 'saving') {
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveAttribute('data-loading')
    expect(name).toBeDisabled()
    expect(screen.getByRole('button', { name: 'LogOut' })).toBeDisabled()
    return
  }
  if (value !== 'editing') throw new Error(`no screen check for state ${value}`)
  expect(screen.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute('data-loading')
  const toast = cause ? toastAfter[cause] : undefined
  if (toast) expect(await screen.findByText(toast)).toBeInTheDocument()
  if (cause === 'xstate.done.actor.saveProfile') {
    // the server and the stored user hold the saved values
    expect(buyerRecord()).toMatchObject({ name: context.name, dob: context.dob })
    await waitFor(() => expect(readJson(storageKeys.user, isUser)?.name).toBe(context.name))
  }
}

describe('profile machine paths, executed on My Account', () => {
  afterAll(() => printCoverage(coverageOf(profileMachine, executed)))

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_, path) => {
      await signInAsDemoBuyer()
      const { user } = renderWithProviders(<ProfilePage />, { route: '/user-profile', path: '/user-profile' })
      await screen.findByRole('heading', { name: 'My Account' })
      let release: (() => void) | null = null
      const decodes: Array<() => void> = []
      await expectScreen(path.steps[0]!.state, null)

      for (const [i, step] of path.steps.slice(1).entries()) {
        const next = path.steps[i + 2]
        act(() => notifications.clean())
        const event = step.event as EventObject & { name?: string }
        switch (event.type) {
          case 'profile.nameChanged': {
            const name = screen.getByRole('textbox', { name: 'Name' })
            await user.clear(name)
            await user.type(name, event.name!)
            break
          }
          case 'profile.dobChanged': {
            const [year, month, day] = (event as EventObject & { dob: string }).dob.split('-')
            const label = `${Number(day)} ${dayjs(`${year}-${month}-01`).format('MMMM')} ${year}`
            await user.click(screen.getByRole('button', { name: 'Date of Birth' }))
            await user.click(await screen.findByRole('button', { name: label }))
            break
          }
          case 'profile.pictureChosen':
            // held until the path's decoder answer; a refusal needs a file that does not decode
            decodes.push(platform.holdDecoding())
            await user.upload(screen.getByLabelText('Profile picture file'), isRefusal(next?.event) ? brokenPng('me.png') : picked)
            break
          case 'profile.pictureRemoved':
            await user.click(screen.getByRole('button', { name: 'Remove Selection' }))
            break
          case 'profile.save':
            if (step.state.value === 'saving') release = gateEditUser()
            await user.click(screen.getByRole('button', { name: 'Save Changes' }))
            break
          case PREPARED:
            // a save asked for meanwhile goes out now
            if (step.state.value === 'saving') release = gateEditUser()
            decodes.splice(0).forEach((answer) => answer())
            break
          case 'xstate.done.actor.saveProfile':
          case 'xstate.error.actor.saveProfile':
            setScenario('editUser', event.type.startsWith('xstate.done') ? 'success' : 'server-error')
            release!()
            release = null
            break
          default:
            throw new Error(`no user action for ${event.type}`)
        }
        await expectScreen(step.state, event.type)
      }
      release?.()
      decodes.splice(0).forEach((answer) => answer())
      executed.push(path)
    },
    60_000,
  )

  it('reaches every state and takes every transition of the machine', () => {
    const coverage = coverageOf(profileMachine, paths)
    expect(coverage.missingStates).toEqual([])
    expect(coverage.missingTransitions).toEqual([])
  })
})
