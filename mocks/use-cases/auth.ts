import type {
  OtpResponse,
  SigninRequest,
  SigninResponse,
  SocialAuthResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '../../contracts/auth'
import { EMAIL_PATTERN, validationMessages } from '../../contracts/form-rules'
import { fail } from '../../rules/rule-error'
import {
  assertRegistration,
  judgeOneTimeCodeTry,
  normaliseEmail,
  OTP_TTL_MS,
} from '../../rules/validation'
import type { OtpPurpose, UserRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'
import { createUser, findUserByEmail, publicUser } from './users'

/** Issues a bearer token for the user; tokens look like `mock.<random>`. */
function issueToken(ctx: BackendContext, user: UserRecord): string {
  const token = ctx.newToken()
  ctx.db.put('sessions', [
    ...ctx.db.get('sessions'),
    { token, userId: user._id, createdAt: new Date(ctx.now()).toISOString() },
  ])
  return token
}

/** POST /user/signin: email and password. One message for both failures, so accounts cannot be probed. */
export function signIn(ctx: BackendContext, input: SigninRequest): SigninResponse {
  const user = findUserByEmail(ctx, input.email)
  if (!user || user.password === null || user.password !== input.password) {
    return fail(401, 'Invalid email or password')
  }
  const orderHistory = ctx.db.get('orders').filter((o) => o.userId === user._id).map((o) => o._id)
  return { data: publicUser(user), token: issueToken(ctx, user), orderHistory }
}

function issueOtp(ctx: BackendContext, email: string, purpose: OtpPurpose): OtpResponse {
  const otp = ctx.newOtp()
  // a new code replaces the previous one; expired codes of anyone are dropped on the way
  const others = ctx.db
    .get('otps')
    .filter((o) => !(o.email === email && o.purpose === purpose) && o.expiresAt >= ctx.now())
  ctx.db.put('otps', [...others, { email, purpose, otp, expiresAt: ctx.now() + OTP_TTL_MS }])
  return { otp, msg: 'OTP sent successfully' }
}

/** POST /user/signup: a code for a new account. */
export function requestSignupOtp(ctx: BackendContext, input: { email: string }): OtpResponse {
  const email = normaliseEmail(input.email)
  if (!EMAIL_PATTERN.test(email)) return fail(400, validationMessages.invalidEmail)
  if (findUserByEmail(ctx, email)) return fail(409, 'User already exists')
  return issueOtp(ctx, email, 'signin')
}

/** POST /user/login: a code to sign in to an existing account (forgot password). */
export function requestLoginOtp(ctx: BackendContext, input: { email: string }): OtpResponse {
  const email = normaliseEmail(input.email)
  if (!findUserByEmail(ctx, email)) return fail(404, 'User not found')
  return issueOtp(ctx, email, 'login')
}

/**
 * Checks and spends a code (rules/validation.ts's judgeOneTimeCodeTry): single use, ten minutes,
 * at most OTP_MAX_ATTEMPTS wrong tries, then the code is gone.
 */
function consumeOtp(ctx: BackendContext, email: string, purpose: OtpPurpose, otp: string): void {
  const record = ctx.db.get('otps').find((o) => o.email === email && o.purpose === purpose)
  const stored = record && { expiresAt: record.expiresAt, failedAttempts: record.failedAttempts ?? 0 }
  const verdict = judgeOneTimeCodeTry(stored, record?.otp === otp.trim(), ctx.now())
  if (record) {
    const others = ctx.db.get('otps').filter((o) => o !== record)
    const failedAttempts = verdict.accepted ? null : verdict.failedAttempts
    const kept = failedAttempts === null ? [] : [{ ...record, failedAttempts }]
    ctx.db.put('otps', [...others, ...kept])
  }
  if (!verdict.accepted) fail(verdict.status, verdict.msg)
}

/** POST /user/verifyOtp: finishes a registration (signin) or a login by code (login). */
export function verifyOtp(ctx: BackendContext, input: VerifyOtpRequest): VerifyOtpResponse {
  const email = normaliseEmail(input.email)
  if (input.type === 'signin') {
    assertRegistration(input)
    if (findUserByEmail(ctx, email)) return fail(409, 'User already exists')
    consumeOtp(ctx, email, 'signin', input.otp)
    const user = createUser(ctx, { name: input.name, email, password: input.password, phone: input.phone.trim() })
    return { data: publicUser(user), token: issueToken(ctx, user), msg: 'Account created successfully' }
  }
  const user = findUserByEmail(ctx, email)
  if (!user) return fail(404, 'User not found')
  consumeOtp(ctx, email, 'login', input.otp)
  return { data: publicUser(user), token: issueToken(ctx, user), msg: 'Successful User Login' }
}

/**
 * What a mock provider token vouches for: `mock-google:<email>:<name>` and
 * `mock-facebook:<email>:<name>`; null for any other token.
 */
export function parseMockProviderToken(provider: 'google' | 'facebook', token: string): { email: string; name: string } | null {
  const prefix = `mock-${provider}:`
  if (!token.startsWith(prefix)) return null
  const rest = token.slice(prefix.length)
  const separator = rest.indexOf(':')
  return {
    email: normaliseEmail(separator === -1 ? rest : rest.slice(0, separator)),
    name: separator === -1 ? '' : rest.slice(separator + 1).trim(),
  }
}

/** Social sign-in with a mock provider token; the provider vouches for the email, so a new one makes an account. */
function socialSignIn(ctx: BackendContext, provider: 'google' | 'facebook', token: string): SocialAuthResponse {
  const label = provider === 'google' ? 'Google' : 'Facebook'
  const identity = parseMockProviderToken(provider, token)
  if (!identity || !EMAIL_PATTERN.test(identity.email)) return fail(401, `Invalid ${label} token`)
  const { email, name } = identity
  const user = findUserByEmail(ctx, email) ?? createUser(ctx, { name, email, password: null, phone: null })
  return { data: publicUser(user), token: issueToken(ctx, user), message: `${label} login successful` }
}

export const googleSignIn = (ctx: BackendContext, input: { token: string }) => socialSignIn(ctx, 'google', input.token)
export const facebookSignIn = (ctx: BackendContext, input: { access_token: string }) =>
  socialSignIn(ctx, 'facebook', input.access_token)
