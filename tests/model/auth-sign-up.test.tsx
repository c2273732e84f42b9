import { act, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterAll, describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { delay, http, HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { signUpMachine } from '../../src/machines/sign-up.machine'
import { storageKeys } from '../../src/lib/storage'
import { setupMockBackend } from '../setup/render'
import { BUSY_MS, codeBoxes, describePath, expectToast, pathsCoveringTransitions, readShownCode, renderAuth } from './auth-model-support'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Model-based test of sign-up (SPEC 2 and 4): paths generated from signUpMachine itself, each
 * executed against the rendered /register and /verify-otp screens with the fake backend
 * answering through MSW. A user event is a click or keystrokes; an actor's done/error event is
 * the backend answering (errors forced by scenario or by a wrong code). Every state reached is
 * checked against what the buyer sees.
 */

setupMockBackend()

const newBuyer = { name: 'Meera Handlooms', email: 'meera@handlooms.in', phone: '9812345670' }
const password = 'Weave@2025'

const events = [
  { type: 'signUp.chooseEmail' },
  { type: 'signUp.submitDetails', ...newBuyer },
  { type: 'signUp.editDetail', field: 'name' },
  { type: 'signUp.submitPassword', password, confirmPassword: password },
  { type: 'signUp.back' },
  { type: 'xstate.done.actor.requestSignupOtp', output: '000000' },
  { type: 'xstate.error.actor.requestSignupOtp', error: new Error('network') },
  // Continue before the 14 s wait, so shortest paths take the quick way and only one path waits
  { type: 'otp.continue' },
  { type: 'xstate.after.codeNotice.signUp.showingCode' },
  { type: 'otp.submit', otp: '000000' },
  { type: 'otp.back' },
  { type: 'xstate.done.actor.verifyOtp', output: {} },
  { type: 'xstate.error.actor.verifyOtp', error: new Error('Invalid OTP') },
] as unknown as readonly EventObject[] // done/error events are not in the machines' event unions

const paths = pathsCoveringTransitions(signUpMachine, events, { session: { send: () => {} } })
const executed: MachinePath[] = []

/** What the buyer sees in each state of the sign-up machine. */
const seenIn: Record<string, (ctx: { code: string }) => Promise<void>> = {
  choosingMethod: async () => {
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeEnabled()
  },
  details: async () => {
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Email Address/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
  },
  password: async () => {
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Add Password/)).toHaveValue('')
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled() // until both rules hold
  },
  requestingCode: async () => {
    expect(await screen.findByRole('button', { name: 'Generating OTP' })).toBeDisabled()
  },
  showingCode: async () => {
    expect(await screen.findByText('Your one-time code is ready')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled()
  },
  awaitingCode: async () => {
    expect(await screen.findByRole('heading', { name: 'Verify OTP' }, { timeout: 16_000 })).toBeInTheDocument()
    expect(screen.getByText(newBuyer.email)).toBeInTheDocument()
    expect(codeBoxes()).toHaveLength(6)
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled()
  },
  verifying: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled())
  },
  signedIn: async () => {
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
    await expectToast('Successful User Login')
    expect(localStorage.getItem(storageKeys.token)).toMatch(/\S/)
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toMatchObject({ name: newBuyer.name, email: newBuyer.email })
  },
}

/** Performs one user event on the screen. `next` is the step after it, which decides how the backend answers. */
async function perform(user: UserEvent, event: EventObject, next: EventObject | undefined, ctx: { code: string }) {
  // the backend's answer to the call this event starts: slow enough that the busy state shows
  if (next?.type === 'xstate.done.actor.requestSignupOtp') setScenario('signup', 'slow', { delayMs: BUSY_MS })
  if (next?.type === 'xstate.error.actor.requestSignupOtp')
    // no answer at all (so no server message), after long enough for the busy state to show
    server.use(http.post('*/api/user/signup', async () => (await delay(BUSY_MS), HttpResponse.error())))
  if (next?.type === 'xstate.done.actor.verifyOtp' || next?.type === 'xstate.error.actor.verifyOtp')
    setScenario('verifyOtp', 'slow', { delayMs: BUSY_MS })
  if (next === undefined) {
    // the path ends in a busy state: keep it busy while it is checked
    setScenario('signup', 'slow', { delayMs: 3000 })
    setScenario('verifyOtp', 'slow', { delayMs: 3000 })
  }

  switch (event.type) {
    case 'signUp.chooseEmail':
      return user.click(screen.getByRole('button', { name: 'Continue with Email' }))
    case 'signUp.submitDetails': {
      const e = event as EventObject & typeof newBuyer
      const name = await screen.findByRole('textbox', { name: /^Name/ })
      await user.clear(name)
      await user.type(name, e.name)
      await user.clear(screen.getByRole('textbox', { name: /^Email Address/ }))
      await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), e.email)
      await user.clear(screen.getByRole('textbox', { name: /^Phone/ }))
      await user.type(screen.getByRole('textbox', { name: /^Phone/ }), e.phone)
      return user.click(screen.getByRole('button', { name: 'Next' }))
    }
    case 'signUp.editDetail':
      // typing in a field is what tells the machine it was edited (its mark, if any, goes)
      return user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'a')
    case 'signUp.submitPassword': {
      const e = event as EventObject & { password: string; confirmPassword: string }
      await user.type(await screen.findByLabelText(/^Add Password/), e.password)
      await user.type(screen.getByLabelText(/^Confirm Password/), e.confirmPassword)
      return user.click(screen.getByRole('button', { name: 'Next' }))
    }
    case 'signUp.back':
    case 'otp.back':
      return user.click(screen.getByRole('button', { name: 'Back' }))
    case 'otp.continue':
      ctx.code = await readShownCode()
      return user.click(screen.getByRole('button', { name: 'Continue' }))
    case 'xstate.after.codeNotice.signUp.showingCode':
      ctx.code = await readShownCode()
      return // the machine moves on by itself after 14 s; the next check waits for it
    case 'otp.submit': {
      // a wrong code when the path says verification fails: the real rule refuses it
      const code = next?.type === 'xstate.error.actor.verifyOtp' ? wrongCode(ctx.code) : ctx.code
      await user.click(codeBoxes()[0]!)
      await user.paste(code)
      return user.click(screen.getByRole('button', { name: 'Verify' }))
    }
    case 'xstate.done.actor.requestSignupOtp':
    case 'xstate.done.actor.verifyOtp':
      return // the backend answers by itself
    case 'xstate.error.actor.requestSignupOtp':
      return expectToast(`Error in Sign Up ${newBuyer.email}`)
    case 'xstate.error.actor.verifyOtp':
      return expectToast('Invalid OTP')
    default:
      throw new Error(`No way to perform ${event.type}`)
  }
}

const wrongCode = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10)

describe('sign-up, paths generated from signUpMachine', () => {
  it('covers every state of the machine', () => {
    const states = new Set(paths.map((p) => JSON.parse(p.target) as string))
    expect([...states].sort()).toEqual(Object.keys(signUpMachine.root.states).sort())
  })

  for (const path of paths) {
    const waitsForNotice = path.events.some((e) => e.type.startsWith('xstate.after.'))
    it(
      describePath(path),
      async () => {
        const { user } = renderAuth('/register')
        const ctx = { code: '' }
        await seenIn.choosingMethod!(ctx)
        for (let i = 1; i < path.steps.length; i++) {
          const step = path.steps[i]!
          await perform(user, step.event, path.steps[i + 1]?.event, ctx)
          await seenIn[String(step.state.value)]!(ctx)
        }
        executed.push(path)
        await act(async () => {}) // let pending effects settle before the next render
      },
      waitsForNotice ? 30_000 : 15_000,
    )
  }

  afterAll(() => {
    const coverage = coverageOf(signUpMachine, executed)
    printCoverage(coverage)
  })
})
