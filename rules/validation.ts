import { fail } from './rule-error'

/** "Looks like name@host.tld": no spaces, one @, a dot in the domain part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** How an email is stored and compared: trimmed and lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/** A one-time code is good for ten minutes. */
export const OTP_TTL_MS = 10 * 60 * 1000
/** Wrong codes allowed before a code is spent. */
export const OTP_MAX_ATTEMPTS = 5

/** SPEC 9: at most 5 review images. */
export const MAX_REVIEW_IMAGES = 5
/** The largest picture accepted, before any resizing. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/**
 * SPEC 5's password rule: 8+ characters, only letters, digits and ! @ # $ % ^ & *, with at least
 * one uppercase letter, one digit and one of those symbols.
 */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/

/** Whether a password satisfies SPEC 5 (PASSWORD_PATTERN). */
export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password)
}

/** Exactly ten digits (SPEC 5 and 9). */
export const PHONE_PATTERN = /^\d{10}$/

/** A review's star value from its form field: a whole number from 1 to 5, else a 400. */
export function parseRating(text: string): number {
  const value = Number(text)
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : fail(400, 'Rating must be between 1 and 5')
}

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0): boolean =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b)

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0))

/**
 * The picture type a file's first bytes show, or null for anything else, whatever the file
 * claims to be. SVG is not accepted: it can carry script.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}
