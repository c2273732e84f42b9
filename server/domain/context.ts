import type { CodeDelivery } from '../auth/code-delivery'
import type { Mailer } from '../auth/mailer'
import type { TokenClaims, TokenService } from '../auth/tokens'
import type { Database, Tx } from '../db/connection'
import type { PaymentProvider } from '../payments/payment-provider'

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
  /** Issue 31: the gateway (PAYMENT_PROVIDER) and the store's payment settings. */
  readonly payments: PaymentSettings
  /** Issue 31: background work on the database, run by whichever process is free (server/jobs). */
  readonly jobs: JobScheduler
}

export interface PaymentSettings {
  readonly provider: PaymentProvider
  /** PAYMENT_HOLD_MINUTES: how long an unpaid purchase holds its stock. */
  readonly holdMinutes: number
  /** COD_LIMIT: the largest total (rupees) Cash on Delivery takes. */
  readonly codLimit: number
}

/** The background jobs of issue 31, each handled once whichever process picks it up. */
export interface PaymentJobs {
  /** At the hold's end: cancel the purchase's orders and return their stock, unless paid meanwhile. */
  readonly 'payment.holdEnds': { readonly paymentId: string }
  /** Ask the gateway for a refund (again, after a failure): its id is the idempotency key. */
  readonly 'payment.refund': { readonly refundId: string }
  /** The demo gateway's webhook, delivered as a real gateway's would be: after the browser's return, or late. */
  readonly 'payment.demoWebhook': { readonly body: string; readonly signature: string; readonly eventId: string }
  /** Every few minutes, by a schedule kept in the database: end the holds whose own job was lost or gave up. */
  readonly 'payment.sweepHolds': Record<string, never>
}

/**
 * Schedules background work in the database (a queue on PostgreSQL, also on the embedded one),
 * so a job outlives the process that scheduled it. With `within`, the job is written in the use
 * case's transaction: it exists if and only if the change that decided it commits, so no crash
 * between the commit and the scheduling can lose a hold's end or a refund. Every handler is safe
 * to run twice.
 */
export interface JobScheduler {
  schedule<Name extends keyof PaymentJobs>(
    name: Name,
    data: PaymentJobs[Name],
    options?: { readonly startAfter?: Date; readonly singletonKey?: string; readonly retryLimit?: number; readonly within?: Tx },
  ): Promise<void>
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
