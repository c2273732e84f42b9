import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH } from '../../contracts/form-rules'

/** OTP_LENGTH digits (SPEC 9: six), from the operating system's random source. */
export const newOneTimeCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')

/**
 * What is stored of a code: an HMAC under the server secret, bound to the email and purpose.
 * A million codes are quick to try against a plain hash; without the secret a leaked row tells nothing.
 */
export function hashOneTimeCode(secret: Uint8Array, email: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code.trim()}`).digest('base64url')
}

export function oneTimeCodeMatches(secret: Uint8Array, stored: string, email: string, purpose: string, code: string): boolean {
  const expected = Buffer.from(stored)
  const actual = Buffer.from(hashOneTimeCode(secret, email, purpose, code))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
