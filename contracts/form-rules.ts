import { PASSWORD_RULE_MESSAGE } from './password-rule'

/*
 * What the storefront's forms accept and what they say otherwise (SPEC 5 and 8, word for word).
 * The forms check first, and both backends check the same fields again with the same patterns
 * and answer the same words, so a buyer reads one message whichever side refuses.
 */

export const validationMessages = {
  fillAllFields: 'Please fill all the fields',
  invalidEmail: 'Please enter a valid email address',
  invalidTenDigitPhone: 'Please enter a valid 10-digit phone number',
  /** The address forms' wording differs from sign-up's (SPEC 8). */
  invalidPhone: 'Please enter a valid phone number',
  passwordRule: PASSWORD_RULE_MESSAGE,
  passwordMismatch: 'Passwords do not match',
  emptyCouponCode: 'Please enter coupon code',
} as const

export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages]

/**
 * The short text under a required field left blank, shown beside SPEC 8's 'Please fill all the
 * fields' toast (beyond SPEC: docs/spec-notes.md, Issue 28, point 6). A field with a rule of its
 * own (email, phone) shows that rule's SPEC message instead.
 */
export const REQUIRED_FIELD_MARK = 'Required'

/** "Looks like name@host.tld": no spaces, one @, a dot in the domain part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A phone number is exactly ten digits (SPEC 5 and 9). */
export const PHONE_DIGITS = 10
export const PHONE_PATTERN = new RegExp(`^[0-9]{${PHONE_DIGITS}}$`)

/** A one-time code is six digits (SPEC 9). */
export const OTP_LENGTH = 6
