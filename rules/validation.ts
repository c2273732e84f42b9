import type { Transport } from '../contracts/endpoints'
import { PHONE_PATTERN, validationMessages } from '../contracts/form-rules'
import { isValidPassword } from '../contracts/password-rule'
import { isReviewRating, MAX_REVIEW_IMAGES, reviewMessages } from '../contracts/review-rules'
import { MAX_UPLOAD_BYTES } from '../contracts/upload-rules'
import { fail } from './rule-error'

/** How an email is stored and compared: trimmed and lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/** A one-time code is good for ten minutes. */
export const OTP_TTL_MS = 10 * 60 * 1000
/** Wrong codes allowed before a code is spent. */
export const OTP_MAX_ATTEMPTS = 5

/** A signed-in session lasts a week; then the buyer signs in again. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60

/** A stored one-time code as judging a try needs it. */
export interface StoredOneTimeCode {
  /** Epoch milliseconds. */
  readonly expiresAt: number
  readonly failedAttempts: number
}

/**
 * What one try of a one-time code does: `accepted` spends the code; a refusal says whether the
 * code is gone (`failedAttempts: null`) or how many wrong tries it now counts. Single use, ten
 * minutes, at most OTP_MAX_ATTEMPTS wrong tries: the last one takes the code away (429).
 */
export type OneTimeCodeTry =
  | { readonly accepted: true }
  | { readonly accepted: false; readonly status: number; readonly msg: string; readonly failedAttempts: number | null }

export function judgeOneTimeCodeTry(code: StoredOneTimeCode | undefined, matches: boolean, now: number): OneTimeCodeTry {
  if (!code) return { accepted: false, status: 400, msg: 'Invalid OTP', failedAttempts: null }
  if (now > code.expiresAt) return { accepted: false, status: 400, msg: 'OTP has expired', failedAttempts: null }
  if (matches) return { accepted: true }
  if (code.failedAttempts + 1 >= OTP_MAX_ATTEMPTS) {
    return { accepted: false, status: 429, msg: 'Too many wrong attempts. Please request a new OTP', failedAttempts: null }
  }
  return { accepted: false, status: 400, msg: 'Invalid OTP', failedAttempts: code.failedAttempts + 1 }
}

/**
 * The largest request body a call takes (413 above it): what its row says (a staff call that
 * carries a catalogue), else by transport: a JSON or query request is small; a multipart one
 * carries up to five pictures.
 */
export const requestBodyLimit = (endpoint: { readonly transport: Transport | 'csv'; readonly maxBody?: number }): number =>
  endpoint.maxBody ?? (endpoint.transport === 'multipart' ? (MAX_REVIEW_IMAGES + 1) * MAX_UPLOAD_BYTES : 64 * 1024)

/** A registration's own fields (POST /user/verifyOtp, type signin): SPEC 5's sign-up rules, else a 400. */
export function assertRegistration(input: { readonly name: string; readonly phone: string; readonly password: string }): void {
  if (!input.name.trim() || !input.phone.trim() || !input.password) fail(400, validationMessages.fillAllFields)
  if (!PHONE_PATTERN.test(input.phone.trim())) fail(400, validationMessages.invalidTenDigitPhone)
  if (!isValidPassword(input.password)) fail(400, validationMessages.passwordRule)
}

/** A review's star value from its form field: a whole number from 1 to 5, else a 400. */
export function parseRating(text: string): number {
  const value = Number(text)
  return isReviewRating(value) ? value : fail(400, reviewMessages.ratingOutOfRange)
}
