import { act, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterAll, describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { storageKeys } from '../../src/lib/storage'
import { signInMachine } from '../../src/machines/sign-in.machine'
import { setupMockBackend } from '../setup/render'
import { BUSY_MS, describePath, expectToast, pathsCoveringTransitions, renderAuth } from './auth-model-support'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Model-based test of password sign-in (SPEC 2, 7, 8): paths from signInMachine executed on
 * /login against the fake backend. The login guard's saved page is honoured on success.
 */

setupMockBackend()

const events = [
  { type: 'signIn.submit', email: DEMO_BUYER.email, password: DEMO_BUYER.password },
  { type: 'xstate.done.actor.signIn', output: {} },
  { type: 'xstate.error.actor.signIn', error: new Error('Invalid email or password') },
] as unknown as readonly EventObject[] // done/error events are not in the machines' event unions

const paths = pathsCoveringTransitions(signInMachine, events, { session: { send: () => {} } })
const executed: MachinePath[] = []

const seenIn: Record<string, () => Promise<void>> = {
  editing: async () => {
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Forget Password' })).toHaveAttribute('href', '/forget-password')
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register')
  },
  signingIn: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled())
  },
  signedIn: async () => {
    // the guard sent the buyer from /cart, so that is where they return
    expect(await screen.findByText('Cart page')).toBeInTheDocument()
    await expectToast('Successful login')
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toMatchObject({ email: DEMO_BUYER.email })
  },
}

async function perform(user: UserEvent, event: EventObject, next: EventObject | undefined) {
  setScenario('signin', 'slow', { delayMs: next === undefined ? 3000 : BUSY_MS })
  switch (event.type) {
    case 'signIn.submit': {
      const e = event as EventObject & { email: string; password: string }
      await user.type(screen.getByRole('textbox', { name: /^Email/ }), e.email)
      // a wrong password when the path says the server refuses
      await user.type(screen.getByLabelText(/^Password/), next?.type === 'xstate.error.actor.signIn' ? 'Wrong@1234' : e.password)
      return user.click(screen.getByRole('button', { name: 'Sign in' }))
    }
    case 'xstate.done.actor.signIn':
      return
    case 'xstate.error.actor.signIn':
      return expectToast('Error in login')
    default:
      throw new Error(`No way to perform ${event.type}`)
  }
}

describe('sign in, paths generated from signInMachine', () => {
  for (const path of paths) {
    it(describePath(path), async () => {
      const { user } = renderAuth({ pathname: '/login', state: { from: '/cart' } })
      await seenIn.editing!()
      for (let i = 1; i < path.steps.length; i++) {
        const step = path.steps[i]!
        await perform(user, step.event, path.steps[i + 1]?.event)
        await seenIn[String(step.state.value)]!()
      }
      executed.push(path)
      await act(async () => {})
    })
  }

  afterAll(() => printCoverage(coverageOf(signInMachine, executed)))
})
