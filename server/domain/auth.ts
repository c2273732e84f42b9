import { and, eq } from 'drizzle-orm'
import type {
  OtpResponse,
  SigninRequest,
  SigninResponse,
  SocialAuthResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '../../contracts/auth'
import { EMAIL_PATTERN, validationMessages } from '../../contracts/form-rules'
import { fail, RuleError } from '../../rules/rule-error'
import { defaultUserName } from '../../rules/users'
import { assertRegistration, judgeOneTimeCodeTry, normaliseEmail, OTP_TTL_MS } from '../../rules/validation'
import { hashOneTimeCode, oneTimeCodeMatches } from '../auth/one-time-codes'
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords'
import type { SocialIdentity, SocialProvider } from '../auth/social-providers'
import type { Tx } from '../db/connection'
import { oneTimeCodes, orders, users } from '../db/schema'
import type { ServerContext } from './context'
import { findUserByEmail, isUniqueViolation, publicUser, type UserRow } from './users'

type Purpose = 'signin' | 'login'

/** POST /user/signin. One message for an unknown email and a wrong password, so accounts cannot be probed. */
export async function signIn(ctx: ServerContext, input: SigninRequest): Promise<SigninResponse> {
  const email = normaliseEmail(input.email)
  const user = await ctx.db.transaction((tx) => findUserByEmail(tx, email))
  // verify against a decoy when there is nothing to verify: both failures take the same time
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password)
  if (!user || user.passwordHash === null || !matches) return fail(401, 'Invalid email or password')
  return ctx.db.transaction(async (tx) => {
    const history = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id))
    return { data: await publicUser(tx, user), token: await ctx.tokens.issue(user.id, user.sessionGeneration), orderHistory: history.map((o) => o.id) }
  })
}

/** A new code replaces the last one for the same email and purpose; only its HMAC is kept. */
async function issueCode(ctx: ServerContext, tx: Tx, email: string, purpose: Purpose): Promise<string> {
  const otp = ctx.newOneTimeCode()
  const row = {
    email,
    purpose,
    codeHash: hashOneTimeCode(ctx.secret, email, purpose, otp),
    expiresAt: new Date(ctx.now() + OTP_TTL_MS),
    failedAttempts: 0,
  }
  await tx
    .insert(oneTimeCodes)
    .values(row)
    .onConflictDoUpdate({ target: [oneTimeCodes.email, oneTimeCodes.purpose], set: { codeHash: row.codeHash, expiresAt: row.expiresAt, failedAttempts: 0 } })
  return otp
}

/** What a code request answers when the mail server would not take the code. */
export const codeNotSentMessage = (email: string) => `We could not send the code to ${email}. Please try again in a few minutes`

/**
 * Gets a committed code to the buyer. SPEC 7 (OTP_DELIVERY=answer): in the answer. By mail: sent
 * only now, outside the transaction that stored it, so a slow mail server holds no database
 * lock and no mail goes out for a code that was rolled back; the answer then holds no code.
 * When the mail server refuses, the code nobody received is taken back (unless a newer request
 * has already replaced it) and the buyer is told to try again: 503 `{ msg }`.
 */
async function deliverCode(ctx: ServerContext, email: string, purpose: Purpose, otp: string): Promise<OtpResponse> {
  if (ctx.codeDelivery.inAnswer) return { otp, msg: 'OTP sent successfully' }
  if (await ctx.codeDelivery.send(email, otp, purpose)) return { msg: 'OTP sent successfully' }
  const codeHash = hashOneTimeCode(ctx.secret, email, purpose, otp)
  await ctx.db.transaction((tx) =>
    tx.delete(oneTimeCodes).where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, codeHash))),
  )
  return fail(503, codeNotSentMessage(email))
}

/** POST /user/signup: a code for a new account. */
export async function requestSignupCode(ctx: ServerContext, input: { email: string }): Promise<OtpResponse> {
  const email = normaliseEmail(input.email)
  if (!EMAIL_PATTERN.test(email)) return fail(400, validationMessages.invalidEmail)
  const otp = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) return fail(409, 'User already exists')
    return issueCode(ctx, tx, email, 'signin')
  })
  return deliverCode(ctx, email, 'signin', otp)
}

/** POST /user/login: a code to sign in to an existing account (forgot password). */
export async function requestLoginCode(ctx: ServerContext, input: { email: string }): Promise<OtpResponse> {
  const email = normaliseEmail(input.email)
  const otp = await ctx.db.transaction(async (tx) => {
    if (!(await findUserByEmail(tx, email))) return fail(404, 'User not found')
    return issueCode(ctx, tx, email, 'login')
  })
  return deliverCode(ctx, email, 'login', otp)
}

/**
 * Checks and spends a code by rules/validation.ts's judgeOneTimeCodeTry (single use, ten minutes,
 * at most OTP_MAX_ATTEMPTS wrong tries, then the code is gone). Answers the refusal instead of
 * throwing it, so a wrong try is counted: a thrown error would roll the count back with the
 * transaction.
 */
async function spendCode(ctx: ServerContext, tx: Tx, email: string, purpose: Purpose, otp: string): Promise<RuleError | null> {
  const key = and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose))
  const [row] = await tx.select().from(oneTimeCodes).where(key).for('update')
  const stored = row && { expiresAt: row.expiresAt.getTime(), failedAttempts: row.failedAttempts }
  const verdict = judgeOneTimeCodeTry(stored, !!row && oneTimeCodeMatches(ctx.secret, row.codeHash, email, purpose, otp), ctx.now())
  const failedAttempts = verdict.accepted ? null : verdict.failedAttempts
  if (row && failedAttempts === null) await tx.delete(oneTimeCodes).where(key)
  else if (row && failedAttempts !== null) await tx.update(oneTimeCodes).set({ failedAttempts: failedAttempts }).where(key)
  return verdict.accepted ? null : new RuleError(verdict.status, verdict.msg)
}

async function signedIn(ctx: ServerContext, tx: Tx, user: UserRow, msg: string): Promise<VerifyOtpResponse> {
  return { data: await publicUser(tx, user), token: await ctx.tokens.issue(user.id, user.sessionGeneration), msg }
}

/** POST /user/verifyOtp: finishes a registration (signin) or a login by code (login). */
export async function verifyCode(ctx: ServerContext, input: VerifyOtpRequest): Promise<VerifyOtpResponse> {
  const email = normaliseEmail(input.email)
  if (input.type === 'login') {
    const outcome = await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email)
      if (!user) return new RuleError(404, 'User not found')
      return (await spendCode(ctx, tx, email, 'login', input.otp)) ?? signedIn(ctx, tx, user, 'Successful User Login')
    })
    if (outcome instanceof RuleError) throw outcome
    return outcome
  }

  assertRegistration(input)
  // argon2 takes tens of milliseconds: hash before the transaction, which the embedded database runs alone
  const passwordHash = await hashPassword(input.password)
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) return new RuleError(409, 'User already exists')
      const refused = await spendCode(ctx, tx, email, 'signin', input.otp)
      if (refused) return refused
      const [user] = await tx
        .insert(users)
        .values({
          id: ctx.newId(),
          name: defaultUserName(input.name, email),
          email,
          passwordHash,
          phone: input.phone.trim(),
          createdAt: new Date(ctx.now()).toISOString(),
        })
        .returning()
      if (!user) return new RuleError(500, 'The account could not be created')
      return signedIn(ctx, tx, user, 'Account created successfully')
    })
    if (outcome instanceof RuleError) throw outcome
    return outcome
  } catch (error) {
    if (isUniqueViolation(error)) return fail(409, 'User already exists')
    throw error
  }
}

/**
 * Signs in (or registers) the person a provider vouches for. The email comes from the provider,
 * never from the client; `identify` asks the provider (server/auth/social-providers.ts).
 */
export async function socialSignIn(
  ctx: ServerContext,
  provider: SocialProvider,
  identity: SocialIdentity,
): Promise<SocialAuthResponse> {
  const label = provider === 'google' ? 'Google' : 'Facebook'
  const email = normaliseEmail(identity.email)
  if (!EMAIL_PATTERN.test(email)) return fail(401, `Invalid ${label} token`)
  const insertIfNew = async (tx: Tx) => {
    await tx
      .insert(users)
      .values({ id: ctx.newId(), name: defaultUserName(identity.name, email), email, createdAt: new Date(ctx.now()).toISOString() })
      .onConflictDoNothing({ target: users.email })
    const user = await findUserByEmail(tx, email)
    if (!user) return fail(500, 'The account could not be created')
    return { data: await publicUser(tx, user), token: await ctx.tokens.issue(user.id, user.sessionGeneration), message: `${label} login successful` }
  }
  return ctx.db.transaction(insertIfNew)
}
