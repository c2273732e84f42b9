// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { createMemoryDb } from '../../mocks/db/memory-db'
import { requestLoginOtp, requestSignupOtp, verifyOtp } from '../../mocks/rules/auth'
import { createBackendContext } from '../../mocks/rules/backend-context'
import { RuleError } from '../../rules/rule-error'
import { OTP_TTL_MS } from '../../rules/validation'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { buildSeed } from '../../seed/fixtures/seed'
import { authService } from '../../src/services/auth-service'
import { tokenStore } from '../../src/services/token-store'
import { cartService } from '../../src/services/cart-service'
import { rejectionOf, serveMockBackend } from './support/mock-api'

serveMockBackend()

describe('POST /user/signin', () => {
  test('the demo buyer signs in and gets a mock token', async () => {
    const session = await authService.signIn({ email: DEMO_BUYER.email, password: DEMO_BUYER.password })
    expect(session.token).toMatch(/^mock\.[0-9a-f]+$/)
    expect(session.user).toMatchObject({ name: 'Aarav Mehta', email: DEMO_BUYER.email, phone: DEMO_BUYER.phone, dob: DEMO_BUYER.dob })
    expect(JSON.stringify(session.user)).not.toContain(DEMO_BUYER.password)
  })

  test('the email is matched without regard to case or spaces', async () => {
    await expect(authService.signIn({ email: '  Weaver@Tanabana.in ', password: DEMO_WEAVER.password })).resolves.toMatchObject({
      user: { name: 'Kavya Iyer' },
    })
  })

  test.each([
    ['a wrong password', DEMO_BUYER.email, 'tanabana@123'],
    ['an unknown email', 'nobody@tanabana.in', DEMO_BUYER.password],
  ])('%s answers 401 with one message', async (_, email, password) => {
    expect(await rejectionOf(authService.signIn({ email, password }))).toMatchObject({
      status: 401,
      serverMessage: 'Invalid email or password',
    })
  })

  test('each sign-in issues its own token, and a token opens only its own cart', async () => {
    const buyer = await authService.signIn({ email: DEMO_BUYER.email, password: DEMO_BUYER.password })
    const weaver = await authService.signIn({ email: DEMO_WEAVER.email, password: DEMO_WEAVER.password })
    expect(buyer.token).not.toBe(weaver.token)
    tokenStore.set(buyer.token)
    const buyerCart = await cartService.get()
    tokenStore.set(weaver.token)
    const weaverCart = await cartService.get()
    expect(buyerCart.products).toHaveLength(2)
    expect(weaverCart.products).toHaveLength(1)
  })
})

describe('registration by one-time code', () => {
  const newcomer = { name: 'Ishaan Rao', email: 'ishaan@example.com', phone: '9811122233', password: 'Handloom#2025' }

  test('signup answers a 6-digit code, and verifying it creates the account and signs in', async () => {
    const otp = await authService.requestSignupOtp(newcomer.email)
    expect(otp).toMatch(/^\d{6}$/)
    const session = await authService.verifyOtp({ type: 'signin', ...newcomer, otp })
    expect(session.user).toMatchObject({ name: 'Ishaan Rao', email: newcomer.email, phone: newcomer.phone })
    expect(session.token).toMatch(/^mock\./)
    // the chosen password now works for a normal sign-in
    await expect(authService.signIn({ email: newcomer.email, password: newcomer.password })).resolves.toMatchObject({
      user: { email: newcomer.email },
    })
  })

  test('signup for an existing email fails with User already exists', async () => {
    expect(await rejectionOf(authService.requestSignupOtp(DEMO_BUYER.email))).toMatchObject({
      status: 409,
      serverMessage: 'User already exists',
    })
  })

  test('a wrong code is refused with Invalid OTP, and the right one still works after', async () => {
    const otp = await authService.requestSignupOtp(newcomer.email)
    const wrong = otp === '123456' ? '654321' : '123456'
    expect(await rejectionOf(authService.verifyOtp({ type: 'signin', ...newcomer, otp: wrong }))).toMatchObject({
      status: 400,
      serverMessage: 'Invalid OTP',
    })
    await expect(authService.verifyOtp({ type: 'signin', ...newcomer, otp })).resolves.toBeDefined()
  })

  test('a code works once', async () => {
    const otp = await authService.requestLoginOtp(DEMO_BUYER.email)
    await authService.verifyOtp({ type: 'login', email: DEMO_BUYER.email, otp })
    expect(await rejectionOf(authService.verifyOtp({ type: 'login', email: DEMO_BUYER.email, otp }))).toMatchObject({
      serverMessage: 'Invalid OTP',
    })
  })

  test('a new code replaces the previous one', async () => {
    const first = await authService.requestLoginOtp(DEMO_BUYER.email)
    let second = await authService.requestLoginOtp(DEMO_BUYER.email)
    while (second === first) second = await authService.requestLoginOtp(DEMO_BUYER.email)
    expect(await rejectionOf(authService.verifyOtp({ type: 'login', email: DEMO_BUYER.email, otp: first }))).toMatchObject({
      serverMessage: 'Invalid OTP',
    })
    await expect(authService.verifyOtp({ type: 'login', email: DEMO_BUYER.email, otp: second })).resolves.toBeDefined()
  })

  test('a registration code cannot be spent on a login, nor the reverse', async () => {
    const otp = await authService.requestLoginOtp(DEMO_BUYER.email)
    expect(await rejectionOf(authService.verifyOtp({ type: 'signin', ...newcomer, email: DEMO_BUYER.email, otp }))).toMatchObject({
      serverMessage: 'User already exists',
    })
    const signupOtp = await authService.requestSignupOtp(newcomer.email)
    expect(await rejectionOf(authService.verifyOtp({ type: 'login', email: newcomer.email, otp: signupOtp }))).toMatchObject({
      status: 404,
      serverMessage: 'User not found',
    })
  })
})

describe('login by code (forgot password)', () => {
  test('answers a code for a known email and signs that user in', async () => {
    const otp = await authService.requestLoginOtp(DEMO_WEAVER.email)
    const session = await authService.verifyOtp({ type: 'login', email: DEMO_WEAVER.email, otp })
    expect(session.user.name).toBe('Kavya Iyer')
  })

  test('fails with User not found for an unknown email', async () => {
    expect(await rejectionOf(authService.requestLoginOtp('ghost@example.com'))).toMatchObject({
      status: 404,
      serverMessage: 'User not found',
    })
  })
})

describe('social sign-in', () => {
  test('a mock Google token signs in, creating the user the first time only', async () => {
    const first = await authService.googleSignIn('mock-google:meera.g@example.com:Meera Gupta')
    expect(first.user).toMatchObject({ name: 'Meera Gupta', email: 'meera.g@example.com' })
    expect(first.message).toBe('Google login successful')
    const again = await authService.googleSignIn('mock-google:meera.g@example.com:Someone Else')
    expect(again.user._id).toBe(first.user._id)
    expect(again.user.name).toBe('Meera Gupta')
  })

  test('a mock Facebook token of an existing email signs that user in', async () => {
    const session = await authService.facebookSignIn(`mock-facebook:${DEMO_BUYER.email}:Aarav`)
    expect(session.user.name).toBe('Aarav Mehta')
  })

  test('accounts made by a provider cannot be entered with a password', async () => {
    await authService.googleSignIn('mock-google:nopass@example.com:No Pass')
    expect(await rejectionOf(authService.signIn({ email: 'nopass@example.com', password: '' }))).toMatchObject({ status: 401 })
  })

  test.each([
    ['google', () => authService.googleSignIn('ya29.real-google-token'), 'Invalid Google token'],
    ['google without an email', () => authService.googleSignIn('mock-google:not-an-email:X'), 'Invalid Google token'],
    ['facebook', () => authService.facebookSignIn('mock-google:a@b.co:A'), 'Invalid Facebook token'],
  ])('any other %s token answers 401 with a message', async (_, attempt, message) => {
    expect(await rejectionOf(attempt())).toMatchObject({ status: 401, serverMessage: message })
  })
})

describe('one-time code rules on their own clock', () => {
  const context = (clock: { now: number }) =>
    createBackendContext(createMemoryDb(buildSeed()), { now: () => clock.now, newOtp: () => '246810' })
  const refusal = (run: () => unknown) => {
    try {
      run()
    } catch (e) {
      return e
    }
    return null
  }

  test('a code is good for ten minutes and expired after', () => {
    const clock = { now: Date.parse('2026-01-01T10:00:00Z') }
    const ctx = context(clock)
    requestLoginOtp(ctx, { email: DEMO_BUYER.email })
    clock.now += OTP_TTL_MS + 1
    const error = refusal(() => verifyOtp(ctx, { type: 'login', email: DEMO_BUYER.email, otp: '246810' }))
    expect(error).toBeInstanceOf(RuleError)
    expect(error).toMatchObject({ status: 400, msg: 'OTP has expired' })
  })

  test('a code used just inside ten minutes works', () => {
    const clock = { now: Date.parse('2026-01-01T10:00:00Z') }
    const ctx = context(clock)
    requestSignupOtp(ctx, { email: 'fresh@example.com' })
    clock.now += OTP_TTL_MS
    const result = verifyOtp(ctx, { type: 'signin', name: 'Fresh', email: 'fresh@example.com', phone: '9000000000', password: 'Fresh@1234', otp: '246810' })
    expect(result.data.email).toBe('fresh@example.com')
  })
})
