import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { User } from '../../contracts/user'
import { HttpError } from '../../src/services/api-error'
import type { RequestedCode, Session } from '../../src/services/auth-service'
import { notifier, type Toast } from '../../src/services/notifier'
import type { SessionEvent } from '../../src/machines/session.machine'
import { loginOtpMachine } from '../../src/machines/login-otp.machine'
import { signInMachine } from '../../src/machines/sign-in.machine'
import { signUpMachine } from '../../src/machines/sign-up.machine'
import { SocialProviderError, socialSignInMachine } from '../../src/machines/social-sign-in.machine'

const user: User = { name: 'Asha Weaves', email: 'asha@mills.in' }
const session: Session = { user, token: 'tok-1' }

let toasts: Toast[]
let sessionEvents: SessionEvent[]
const sessionPort = { send: (e: SessionEvent) => void sessionEvents.push(e) }

beforeEach(() => {
  toasts = []
  sessionEvents = []
  notifier.install((t) => void toasts.push(t))
})
afterEach(() => {
  notifier.install(() => {})
  vi.useRealTimers()
})

const details = { name: 'Asha Weaves', email: 'asha@mills.in', phone: '9876543210' }
/** What the store answers with a 429 (server/http/rate-limits.ts). */
const TOO_MANY = 'Too many attempts. Please try again in 12 minutes'
const strong = { password: 'Tanabana@123', confirmPassword: 'Tanabana@123' }

describe('sign-up machine', () => {
  function start(opts: { otp?: () => Promise<RequestedCode>; verify?: (input: unknown) => Promise<Session> } = {}) {
    const verifyInputs: unknown[] = []
    const machine = signUpMachine.provide({
      actors: {
        requestSignupOtp: fromPromise(opts.otp ?? (async (): Promise<RequestedCode> => '482913')),
        verifyOtp: fromPromise(async ({ input }) => {
          verifyInputs.push(input)
          return (opts.verify ?? (async () => session))(input)
        }),
      },
    })
    const actor = createActor(machine, { input: { session: sessionPort } }).start()
    return { actor, verifyInputs }
  }

  it('walks details -> password -> code notice (14 s) -> verification -> signed in', async () => {
    vi.useFakeTimers()
    const { actor, verifyInputs } = start()
    actor.send({ type: 'signUp.chooseEmail' })
    actor.send({ type: 'signUp.submitDetails', ...details })
    expect(actor.getSnapshot().value).toBe('password')
    actor.send({ type: 'signUp.submitPassword', ...strong })
    await vi.advanceTimersByTimeAsync(0) // lets the code request answer without moving the clock
    expect(actor.getSnapshot().value).toBe('showingCode')
    expect(toasts).toEqual([{ tone: 'info', message: 'Your OTP is 482913', durationMs: 14000 }])

    vi.advanceTimersByTime(13_999)
    expect(actor.getSnapshot().value).toBe('showingCode')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('awaitingCode')

    actor.send({ type: 'otp.submit', otp: '482913' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().status).toBe('done')
    expect(verifyInputs).toEqual([{ ...details, password: 'Tanabana@123', otp: '482913' }])
    expect(sessionEvents).toEqual([{ type: 'session.signedIn', user, token: 'tok-1' }])
    expect(toasts.at(-1)).toEqual({ tone: 'success', message: 'Successful User Login' })
    expect(actor.getSnapshot().context.password).toBe('')
  })

  it('a store that mails the code (no code in the answer): the 14 s notice says where it went', async () => {
    vi.useFakeTimers()
    const { actor, verifyInputs } = start({ otp: async () => null })
    actor.send({ type: 'signUp.chooseEmail' })
    actor.send({ type: 'signUp.submitDetails', ...details, email: ' asha@mills.in ' })
    actor.send({ type: 'signUp.submitPassword', ...strong })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('showingCode')
    expect(actor.getSnapshot().context.codeSentByEmail).toBe(true)
    expect(toasts).toEqual([{ tone: 'info', message: 'We have sent a code to asha@mills.in', durationMs: 14000 }])
    vi.advanceTimersByTime(14_000)
    expect(actor.getSnapshot().value).toBe('awaitingCode')

    actor.send({ type: 'otp.submit', otp: '305117' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().status).toBe('done')
    expect(verifyInputs).toEqual([{ ...details, password: 'Tanabana@123', otp: '305117' }])
  })

  it('the code shown in the answer leaves codeSentByEmail false', async () => {
    const { actor } = start()
    actor.send({ type: 'signUp.chooseEmail' })
    actor.send({ type: 'signUp.submitDetails', ...details })
    actor.send({ type: 'signUp.submitPassword', ...strong })
    await waitFor(actor, (s) => s.matches('showingCode'))
    expect(actor.getSnapshot().context.codeSentByEmail).toBe(false)
  })

  it('Continue leaves the code notice early', async () => {
    const { actor } = start()
    actor.send({ type: 'signUp.chooseEmail' })
    actor.send({ type: 'signUp.submitDetails', ...details })
    actor.send({ type: 'signUp.submitPassword', ...strong })
    await waitFor(actor, (s) => s.matches('showingCode'))
    actor.send({ type: 'otp.continue' })
    expect(actor.getSnapshot().value).toBe('awaitingCode')
  })

  it('refuses invalid details and passwords with 1.5 s notices', () => {
    const { actor } = start()
    actor.send({ type: 'signUp.chooseEmail' })
    actor.send({ type: 'signUp.submitDetails', ...details, phone: '12345' })
    actor.send({ type: 'signUp.submitDetails', ...details, email: 'asha' })
    actor.send({ type: 'signUp.submitDetails', ...details, name: ' ' })
    expect(actor.getSnapshot().value).toBe('details')
    actor.send({ type: 'signUp.submitDetails', ...details })
    actor.send({ type: 'signUp.submitPassword', password: '', confirmPassword: '' })
    actor.send({ type: 'signUp.submitPassword', password: 'weakpass', confirmPassword: 'weakpass' })
    actor.send({ type: 'signUp.submitPassword', password: 'Tanabana@123', confirmPassword: 'Tanabana@12' })
    expect(actor.getSnapshot().value).toBe('password')
    expect(toasts).toEqual(
      [
        'Please enter a valid 10-digit phone number',
        'Please enter a valid email address',
        'Please fill all the fields',
        'Please fill all the fields',
        'Password must be 8+ chars with 1 uppercase, 1 number, 1 special',
        'Passwords do not match',
      ].map((message) => ({ tone: 'error', message, durationMs: 1500 })),
    )
  })

  it('a failed code request returns to details with the server message, else the fallback', async () => {
    const { actor } = start({ otp: () => Promise.reject(new HttpError('signup', 409, 'User already exists')) })
    actor.send({ type: 'signUp.chooseEmail' })
    actor.send({ type: 'signUp.submitDetails', ...details })
    actor.send({ type: 'signUp.submitPassword', ...strong })
    await waitFor(actor, (s) => s.matches('details'))
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: 'User already exists', durationMs: 1500 })
    expect(actor.getSnapshot().context.details).toEqual(details)

    const second = start({ otp: () => Promise.reject(new HttpError('signup', 500, undefined)) }).actor
    second.send({ type: 'signUp.chooseEmail' })
    second.send({ type: 'signUp.submitDetails', ...details })
    second.send({ type: 'signUp.submitPassword', ...strong })
    await waitFor(second, (s) => s.matches('details'))
    expect(toasts.at(-1)?.message).toBe('Error in Sign Up asha@mills.in')
  })

  it("too many attempts (429): the code request and the verification show the server's message", async () => {
    const limited = () => Promise.reject(new HttpError('signup', 429, TOO_MANY))
    const { actor } = start({ otp: limited })
    actor.send({ type: 'signUp.chooseEmail' })
    actor.send({ type: 'signUp.submitDetails', ...details })
    actor.send({ type: 'signUp.submitPassword', ...strong })
    await waitFor(actor, (s) => s.matches('details'))
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: TOO_MANY, durationMs: 1500 })

    const verifying = start({ verify: () => Promise.reject(new HttpError('verifyOtp', 429, TOO_MANY)) }).actor
    verifying.send({ type: 'signUp.chooseEmail' })
    verifying.send({ type: 'signUp.submitDetails', ...details })
    verifying.send({ type: 'signUp.submitPassword', ...strong })
    await waitFor(verifying, (s) => s.matches('showingCode'))
    verifying.send({ type: 'otp.continue' })
    verifying.send({ type: 'otp.submit', otp: '482913' })
    await waitFor(verifying, (s) => s.matches('password'))
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: TOO_MANY, durationMs: 1500 })
  })

  it('an empty or partial code is refused for 1000 ms; a wrong code returns to the password step', async () => {
    const { actor } = start({ verify: () => Promise.reject(new HttpError('verifyOtp', 400, undefined)) })
    actor.send({ type: 'signUp.chooseEmail' })
    actor.send({ type: 'signUp.submitDetails', ...details })
    actor.send({ type: 'signUp.submitPassword', ...strong })
    await waitFor(actor, (s) => s.matches('showingCode'))
    actor.send({ type: 'otp.continue' })
    actor.send({ type: 'otp.submit', otp: '' })
    actor.send({ type: 'otp.submit', otp: '123' })
    expect(toasts.slice(-2)).toEqual([
      { tone: 'error', message: 'Please fill all the fields', durationMs: 1000 },
      { tone: 'error', message: 'Please fill all the fields', durationMs: 1000 },
    ])
    actor.send({ type: 'otp.submit', otp: '000000' })
    await waitFor(actor, (s) => s.matches('password'))
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: 'Error in signin Submitted Email is asha@mills.in', durationMs: 1500 })
    expect(sessionEvents).toEqual([])
  })

  it('Back from the code entry returns to the password step', async () => {
    const { actor } = start()
    actor.send({ type: 'signUp.chooseEmail' })
    actor.send({ type: 'signUp.submitDetails', ...details })
    actor.send({ type: 'signUp.submitPassword', ...strong })
    await waitFor(actor, (s) => s.matches('showingCode'))
    actor.send({ type: 'otp.continue' })
    actor.send({ type: 'otp.back' })
    expect(actor.getSnapshot().value).toBe('password')
    actor.send({ type: 'signUp.back' })
    actor.send({ type: 'signUp.back' })
    expect(actor.getSnapshot().value).toBe('choosingMethod')
  })
})

describe('login-by-code machine', () => {
  function start(opts: { otp?: () => Promise<RequestedCode>; verify?: () => Promise<Session> } = {}) {
    const machine = loginOtpMachine.provide({
      actors: {
        requestLoginOtp: fromPromise(opts.otp ?? (async (): Promise<RequestedCode> => '111222')),
        verifyOtp: fromPromise(opts.verify ?? (async () => session)),
      },
    })
    return createActor(machine, { input: { session: sessionPort } }).start()
  }

  it('requests a code, shows it for 14 s and signs in', async () => {
    vi.useFakeTimers()
    const actor = start()
    actor.send({ type: 'loginOtp.submitEmail', email: '' })
    expect(toasts).toEqual([{ tone: 'error', message: 'Please fill all the fields', durationMs: 1500 }])
    actor.send({ type: 'loginOtp.submitEmail', email: 'asha@mills.in' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('showingCode')
    expect(toasts.at(-1)).toEqual({ tone: 'info', message: 'Your OTP is 111222', durationMs: 14000 })
    vi.advanceTimersByTime(13_999)
    expect(actor.getSnapshot().value).toBe('showingCode')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('awaitingCode')
    actor.send({ type: 'otp.submit', otp: '111222' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().status).toBe('done')
    expect(sessionEvents).toEqual([{ type: 'session.signedIn', user, token: 'tok-1' }])
  })

  it('a store that mails the code (no code in the answer): the 14 s notice names the address and the flow goes on', async () => {
    vi.useFakeTimers()
    const actor = start({ otp: async () => null })
    actor.send({ type: 'loginOtp.submitEmail', email: 'asha@mills.in ' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('showingCode')
    expect(actor.getSnapshot().context.codeSentByEmail).toBe(true)
    expect(toasts).toEqual([{ tone: 'info', message: 'We have sent a code to asha@mills.in', durationMs: 14000 }])
    vi.advanceTimersByTime(14_000)
    expect(actor.getSnapshot().value).toBe('awaitingCode')
    actor.send({ type: 'otp.submit', otp: '640218' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sessionEvents).toEqual([{ type: 'session.signedIn', user, token: 'tok-1' }])
  })

  it("a failed request says 'Error in login'; a failed verification returns to the email step", async () => {
    const failing = start({ otp: () => Promise.reject(new HttpError('loginOtp', 404, 'No such user')) })
    failing.send({ type: 'loginOtp.submitEmail', email: 'nobody@x.in' })
    await waitFor(failing, (s) => s.matches('enteringEmail'))
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: 'Error in login', durationMs: 1500 })

    const wrong = start({ verify: () => Promise.reject(new HttpError('verifyOtp', 400, 'Invalid OTP')) })
    wrong.send({ type: 'loginOtp.submitEmail', email: 'asha@mills.in' })
    await waitFor(wrong, (s) => s.matches('showingCode'))
    wrong.send({ type: 'otp.continue' })
    wrong.send({ type: 'otp.submit', otp: '999999' })
    await waitFor(wrong, (s) => s.matches('enteringEmail'))
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: 'Invalid OTP', durationMs: 1500 })
  })

  it("too many attempts (429): the request and the verification show the server's message, not 'Error in login'", async () => {
    const requesting = start({ otp: () => Promise.reject(new HttpError('loginOtp', 429, TOO_MANY)) })
    requesting.send({ type: 'loginOtp.submitEmail', email: 'asha@mills.in' })
    await waitFor(requesting, (s) => s.matches('enteringEmail') && toasts.length > 0)
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: TOO_MANY, durationMs: 1500 })

    // a 429 without a msg (a proxy's own) still says the spec's words
    const bare = start({ otp: () => Promise.reject(new HttpError('loginOtp', 429, undefined)) })
    bare.send({ type: 'loginOtp.submitEmail', email: 'asha@mills.in' })
    await waitFor(bare, (s) => s.matches('enteringEmail') && toasts.length > 1)
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: 'Error in login', durationMs: 1500 })

    const verifying = start({ verify: () => Promise.reject(new HttpError('verifyOtp', 429, TOO_MANY)) })
    verifying.send({ type: 'loginOtp.submitEmail', email: 'asha@mills.in' })
    await waitFor(verifying, (s) => s.matches('showingCode'))
    verifying.send({ type: 'otp.continue' })
    verifying.send({ type: 'otp.submit', otp: '111222' })
    await waitFor(verifying, (s) => s.matches('enteringEmail'))
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: TOO_MANY, durationMs: 1500 })
  })
})

describe('password sign-in machine', () => {
  it('signs in, or says Error in login and forgets the password', async () => {
    const inputs: unknown[] = []
    const ok = createActor(
      signInMachine.provide({ actors: { signIn: fromPromise(async ({ input }) => (inputs.push(input), session)) } }),
      { input: { session: sessionPort } },
    ).start()
    ok.send({ type: 'signIn.submit', email: 'asha@mills.in', password: '' })
    expect(toasts).toEqual([{ tone: 'error', message: 'Please fill all the fields', durationMs: 1500 }])
    ok.send({ type: 'signIn.submit', email: ' asha@mills.in ', password: 'Tanabana@123' })
    await waitFor(ok, (s) => s.status === 'done')
    expect(inputs).toEqual([{ email: 'asha@mills.in', password: 'Tanabana@123' }])
    expect(sessionEvents).toHaveLength(1)
    expect(toasts.at(-1)).toEqual({ tone: 'success', message: 'Successful login' })

    const refused = createActor(
      signInMachine.provide({ actors: { signIn: fromPromise(() => Promise.reject(new HttpError('signin', 401, 'Wrong password'))) } }),
      { input: { session: sessionPort } },
    ).start()
    refused.send({ type: 'signIn.submit', email: 'asha@mills.in', password: 'nope' })
    await waitFor(refused, (s) => s.matches('editing') && toasts.length === 3)
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: 'Error in login', durationMs: 1500 })
    expect(refused.getSnapshot().context.credentials).toBeNull()
  })

  it("too many attempts (429): the server's message, which says how long to wait, instead of 'Error in login'", async () => {
    const limited = createActor(
      signInMachine.provide({ actors: { signIn: fromPromise(() => Promise.reject(new HttpError('signin', 429, TOO_MANY))) } }),
      { input: { session: sessionPort } },
    ).start()
    limited.send({ type: 'signIn.submit', email: 'asha@mills.in', password: 'Tanabana@123' })
    await waitFor(limited, (s) => s.matches('editing') && toasts.length > 0)
    expect(toasts).toEqual([{ tone: 'error', message: TOO_MANY, durationMs: 1500 }])
    expect(limited.getSnapshot().context.credentials).toBeNull()
    expect(sessionEvents).toEqual([])
  })
})

describe('social sign-in machine', () => {
  function start(opts: { token?: () => Promise<string>; exchange?: () => Promise<Session & { message?: string }> }, configured = { google: true, facebook: true }) {
    const exchanged: unknown[] = []
    const machine = socialSignInMachine.provide({
      actors: {
        obtainProviderToken: fromPromise(opts.token ?? (async () => 'provider-token')),
        exchangeProviderToken: fromPromise(async ({ input }) => {
          exchanged.push(input)
          return (opts.exchange ?? (async () => ({ ...session, message: 'Welcome back' })))()
        }),
      },
    })
    return { actor: createActor(machine, { input: { session: sessionPort, configured } }).start(), exchanged }
  }

  it('exchanges the provider token and greets with the server message', async () => {
    const { actor, exchanged } = start({})
    actor.send({ type: 'social.start', provider: 'facebook' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(exchanged).toEqual([{ provider: 'facebook', token: 'provider-token' }])
    expect(sessionEvents).toEqual([{ type: 'session.signedIn', user, token: 'tok-1' }])
    expect(toasts).toEqual([{ tone: 'success', message: 'Welcome back' }])
  })

  it('explains an unconfigured provider instead of failing silently', () => {
    const { actor } = start({}, { google: false, facebook: true })
    actor.send({ type: 'social.start', provider: 'google' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(toasts).toEqual([{ tone: 'error', message: 'Google sign-in is not set up', durationMs: 1500 }])
  })

  it('stays quiet when the buyer closes the provider window, and shows the server message on a refused token', async () => {
    const cancelled = start({ token: () => Promise.reject(new SocialProviderError('closed', true)) }).actor
    cancelled.send({ type: 'social.start', provider: 'google' })
    await waitFor(cancelled, (s) => s.matches('idle'))
    expect(toasts).toEqual([])

    const refused = start({ exchange: () => Promise.reject(new HttpError('googleAuth', 401, 'Invalid Google token')) }).actor
    refused.send({ type: 'social.start', provider: 'google' })
    await waitFor(refused, (s) => s.matches('idle') && toasts.length > 0)
    expect(toasts).toEqual([{ tone: 'error', message: 'Invalid Google token', durationMs: 1500 }])
  })
})
