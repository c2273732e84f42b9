import { act, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterAll, describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { storageKeys } from '../../src/lib/storage'
import { loginOtpMachine } from '../../src/machines/login-otp.machine'
import { setupMockBackend } from '../setup/render'
import { BUSY_MS, codeBoxes, describePath, expectToast, pathsCoveringTransitions, readShownCode, renderAuth } from './auth-model-support'
import { coverageOf, printCoverage, type MachinePath } from './machine-paths'

/*
 * Model-based test of login by code, the forgot-password route (SPEC 2, 7, 8): paths from
 * loginOtpMachine executed on /forget-password and /verify-otp against the fake backend.
 */

setupMockBackend()

const events = [
  { type: 'loginOtp.submitEmail', email: DEMO_BUYER.email },
  { type: 'xstate.done.actor.requestLoginOtp', output: '000000' },
  { type: 'xstate.error.actor.requestLoginOtp', error: new Error('User not found') },
  { type: 'otp.continue' },
  { type: 'xstate.after.codeNotice.loginOtp.showingCode' },
  { type: 'otp.submit', otp: '000000' },
  { type: 'otp.back' },
  { type: 'xstate.done.actor.verifyOtp', output: {} },
  { type: 'xstate.error.actor.verifyOtp', error: new Error('Invalid OTP') },
] as unknown as readonly EventObject[] // done/error events are not in the machines' event unions

const paths = pathsCoveringTransitions(loginOtpMachine, events, { session: { send: () => {} } })
const executed: MachinePath[] = []

const seenIn: Record<string, () => Promise<void>> = {
  enteringEmail: async () => {
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled()
  },
  requestingCode: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request OTP' })).toBeDisabled())
  },
  showingCode: async () => {
    expect(await screen.findByText('Your one-time code is ready')).toBeInTheDocument()
    expect(screen.getByText(DEMO_BUYER.email)).toBeInTheDocument()
  },
  awaitingCode: async () => {
    expect(await screen.findByRole('heading', { name: 'Verify OTP' }, { timeout: 16_000 })).toBeInTheDocument()
    expect(codeBoxes()).toHaveLength(6)
  },
  verifying: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled())
  },
  signedIn: async () => {
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
    await expectToast('Successful User Login')
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toMatchObject({ email: DEMO_BUYER.email })
  },
}

async function perform(user: UserEvent, event: EventObject, next: EventObject | undefined, ctx: { code: string }) {
  // slow enough that the busy state shows, then the real rule answers (refusing unknown emails)
  if (next?.type.endsWith('.actor.requestLoginOtp')) setScenario('loginOtp', 'slow', { delayMs: BUSY_MS })
  if (next?.type === 'xstate.done.actor.verifyOtp' || next?.type === 'xstate.error.actor.verifyOtp')
    setScenario('verifyOtp', 'slow', { delayMs: BUSY_MS })
  if (next === undefined) {
    setScenario('loginOtp', 'slow', { delayMs: 3000 })
    setScenario('verifyOtp', 'slow', { delayMs: 3000 })
  }

  switch (event.type) {
    case 'loginOtp.submitEmail': {
      // an unknown address makes the real rule refuse the request
      const email = next?.type === 'xstate.error.actor.requestLoginOtp' ? 'nobody@tanabana.in' : (event as EventObject & { email: string }).email
      const field = await screen.findByRole('textbox', { name: /^Email/ })
      await user.clear(field)
      await user.type(field, email)
      return user.click(screen.getByRole('button', { name: 'Request OTP' }))
    }
    case 'otp.continue':
      ctx.code = await readShownCode()
      return user.click(screen.getByRole('button', { name: 'Continue' }))
    case 'xstate.after.codeNotice.loginOtp.showingCode':
      ctx.code = await readShownCode()
      return
    case 'otp.submit': {
      const code = next?.type === 'xstate.error.actor.verifyOtp' ? ctx.code.slice(0, 5) + String((Number(ctx.code[5]) + 1) % 10) : ctx.code
      await user.click(codeBoxes()[0]!)
      await user.paste(code)
      return user.click(screen.getByRole('button', { name: 'Verify' }))
    }
    case 'otp.back':
      return user.click(screen.getByRole('button', { name: 'Back' }))
    case 'xstate.done.actor.requestLoginOtp':
    case 'xstate.done.actor.verifyOtp':
      return
    case 'xstate.error.actor.requestLoginOtp':
      return expectToast('Error in login') // SPEC 8: the same words whatever the server said
    case 'xstate.error.actor.verifyOtp':
      return expectToast('Invalid OTP')
    default:
      throw new Error(`No way to perform ${event.type}`)
  }
}

describe('forgot password (login by code), paths generated from loginOtpMachine', () => {
  it('covers every state of the machine', () => {
    const states = new Set(paths.map((p) => JSON.parse(p.target) as string))
    expect([...states].sort()).toEqual(Object.keys(loginOtpMachine.root.states).sort())
  })

  for (const path of paths) {
    const waitsForNotice = path.events.some((e) => e.type.startsWith('xstate.after.'))
    it(
      describePath(path),
      async () => {
        const { user } = renderAuth('/forget-password')
        const ctx = { code: '' }
        await seenIn.enteringEmail!()
        for (let i = 1; i < path.steps.length; i++) {
          const step = path.steps[i]!
          await perform(user, step.event, path.steps[i + 1]?.event, ctx)
          await seenIn[String(step.state.value)]!()
        }
        executed.push(path)
        await act(async () => {})
      },
      waitsForNotice ? 30_000 : 15_000,
    )
  }

  afterAll(() => printCoverage(coverageOf(loginOtpMachine, executed)))
})
