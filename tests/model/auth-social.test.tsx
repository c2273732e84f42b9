import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { EventObject } from 'xstate'
import { delay, http, HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { storageKeys } from '../../src/lib/storage'
import { socialSignInMachine } from '../../src/machines/social-sign-in.machine'
import { setupMockBackend } from '../setup/render'
import { BUSY_MS, describePath, expectToast, pathsCoveringTransitions, renderAuth } from './auth-model-support'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Model-based test of Continue with Google in mock mode (SPEC 2, 7, 8): paths from
 * socialSignInMachine executed on /login, where the stand-in provider dialog plays Google and
 * the fake backend accepts its `mock-google:<email>:<name>` token.
 */

// mock mode must be on before the auth modules read it at import time
vi.hoisted(() => {
  vi.stubEnv('VITE_MOCK', 'true')
})

setupMockBackend()

const events = [
  { type: 'social.start', provider: 'google' },
  { type: 'xstate.done.actor.obtainProviderToken', output: 'mock-google:x@y.in:X' },
  { type: 'xstate.error.actor.obtainProviderToken', error: new Error('cancelled') },
  { type: 'xstate.done.actor.exchangeProviderToken', output: {} },
  { type: 'xstate.error.actor.exchangeProviderToken', error: new Error('refused') },
] as unknown as readonly EventObject[] // done/error events are not in the machines' event unions

const paths = pathsCoveringTransitions(socialSignInMachine, events, {
  session: { send: () => {} },
  configured: { google: true, facebook: true },
})
const executed: MachinePath[] = []

const googleButton = () => screen.getByRole('button', { name: 'Continue with Google' })

const seenIn: Record<string, () => Promise<void>> = {
  idle: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(googleButton()).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled()
  },
  obtainingToken: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Continue with Google' })
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ishaan.kapoor@example.com')
    // the other provider waits while this one is in progress
    expect(screen.getByRole('button', { name: 'Continue with Facebook', hidden: true })).toBeDisabled()
  },
  exchangingToken: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(googleButton()).toBeDisabled()
  },
  signedIn: async () => {
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
    await expectToast('Google login successful') // the server's own message
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toMatchObject({ email: 'ishaan.kapoor@example.com', name: 'Ishaan Kapoor' })
  },
}

async function perform(user: UserEvent, event: EventObject, next: EventObject | undefined) {
  switch (event.type) {
    case 'social.start':
      return user.click(googleButton())
    case 'xstate.done.actor.obtainProviderToken': {
      if (next?.type === 'xstate.error.actor.exchangeProviderToken')
        // refused after a moment, so the busy state can be seen first
        server.use(
          http.post('*/api/user/google-auth', async () => {
            await delay(BUSY_MS)
            return HttpResponse.json({ message: 'Google account could not be verified' }, { status: 401 })
          }),
        )
      else setScenario('googleAuth', 'slow', { delayMs: next === undefined ? 3000 : BUSY_MS })
      const dialog = screen.getByRole('dialog', { name: 'Continue with Google' })
      return user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    }
    case 'xstate.error.actor.obtainProviderToken': {
      // the buyer closes the provider's window: back to the buttons, no notice
      const dialog = screen.getByRole('dialog', { name: 'Continue with Google' })
      return user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    }
    case 'xstate.done.actor.exchangeProviderToken':
      return
    case 'xstate.error.actor.exchangeProviderToken':
      return expectToast('Google account could not be verified')
    default:
      throw new Error(`No way to perform ${event.type}`)
  }
}

describe('Continue with Google in mock mode, paths generated from socialSignInMachine', () => {
  for (const path of paths) {
    it(describePath(path), async () => {
      const { user } = renderAuth('/login')
      await screen.findByRole('heading', { name: 'Sign In' })
      await seenIn.idle!()
      for (let i = 1; i < path.steps.length; i++) {
        const step = path.steps[i]!
        await perform(user, step.event, path.steps[i + 1]?.event)
        await seenIn[String(step.state.value)]!()
      }
      executed.push(path)
      await act(async () => {})
    })
  }

  afterAll(() => printCoverage(coverageOf(socialSignInMachine, executed)))
})
