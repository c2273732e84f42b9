import type { CodeDelivery } from '../auth/code-delivery'
import type { Mailer } from '../auth/mailer'
import type { TokenClaims, TokenService } from '../auth/tokens'
import type { Database } from '../db/connection'

/**
 * What every use case works with. Tests pass their own clock to walk past an expiry; nothing
 * here lives only in this process's memory, so any number of processes can share one database.
 */
export interface ServerContext {
  readonly db: Database
  readonly tokens: TokenService
  /** Signs tokens and the stored form of one-time codes. */
  readonly secret: Uint8Array
  now(): number
  newId(): string
  newOneTimeCode(): string
  /** How a requested one-time code reaches the buyer: in the answer (SPEC 7) or by mail. */
  readonly codeDelivery: CodeDelivery
  /** The store's mail to buyers (server/domain/buyer-mails.ts); `configured` is false without SMTP_HOST. */
  readonly mailer: Mailer
}

/** Who is calling. userId is a string on rows whose auth is 'required' (401 was answered otherwise). */
export interface Caller<UserId extends string | null = string | null> {
  readonly userId: UserId
  /** The caller's live token, when a signed-in row was called with one (what logging out ends). */
  readonly session: UserId extends string ? TokenClaims : TokenClaims | null
  /** The Idempotency-Key header, trimmed; null when absent or blank. */
  readonly idempotencyKey: string | null
}

export const newRecordId = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString('hex')
