import { EMAIL_PATTERN, OTP_LENGTH, PHONE_PATTERN, validationMessages, type ValidationMessage } from '../../contracts/form-rules'
import { isValidPassword } from '../../contracts/password-rule'

/**
 * Form rules of SPEC 5 and their messages, word for word. Pure functions: machines use them as
 * guards and views use them for live hints, so both always agree. The patterns and the words
 * are the backends' too (contracts/form-rules.ts, contracts/password-rule.ts).
 */

const COMPLETE_OTP = new RegExp(`^[0-9]{${OTP_LENGTH}}$`)

/** A value counts as filled once it holds something other than spaces. */
export function isFilled(value: string): boolean {
  return value.trim() !== ''
}

export function allFilled(...values: readonly string[]): boolean {
  return values.every(isFilled)
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim())
}

/** Exactly ten digits, nothing else (SPEC 5 and 9). */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone.trim())
}

/** Exactly six digits. */
export function isCompleteOtp(otp: string): boolean {
  return COMPLETE_OTP.test(otp)
}

/** Sign in: both fields filled. Returns the message to show, or null when the form may be sent. */
export function signInError(form: { email: string; password: string }): ValidationMessage | null {
  return allFilled(form.email, form.password) ? null : validationMessages.fillAllFields
}

/** Sign-up details: all filled, then the email, then the phone (the order SPEC 5 lists them). */
export function signUpDetailsError(form: { name: string; email: string; phone: string }): ValidationMessage | null {
  if (!allFilled(form.name, form.email, form.phone)) return validationMessages.fillAllFields
  if (!isValidEmail(form.email)) return validationMessages.invalidEmail
  if (!isValidPhone(form.phone)) return validationMessages.invalidTenDigitPhone
  return null
}

/** Sign-up password step: both filled, the strength rule, then the match. */
export function passwordStepError(form: { password: string; confirmPassword: string }): ValidationMessage | null {
  if (form.password === '' || form.confirmPassword === '') return validationMessages.fillAllFields
  if (!isValidPassword(form.password)) return validationMessages.passwordRule
  if (form.password !== form.confirmPassword) return validationMessages.passwordMismatch
  return null
}

/**
 * The live error text under the password fields: each message appears once its field has
 * something typed in it, so an untouched form is not shouted at.
 */
export function livePasswordHints(form: { password: string; confirmPassword: string }): {
  password: ValidationMessage | null
  confirmPassword: ValidationMessage | null
} {
  return {
    password: form.password !== '' && !isValidPassword(form.password) ? validationMessages.passwordRule : null,
    confirmPassword:
      form.confirmPassword !== '' && form.confirmPassword !== form.password ? validationMessages.passwordMismatch : null,
  }
}

/** Forgot password: the email filled. */
export function forgotPasswordError(form: { email: string }): ValidationMessage | null {
  return isFilled(form.email) ? null : validationMessages.fillAllFields
}

/**
 * The one-time code: all six boxes filled with digits. A partial code gets the same message as
 * an empty one, since some of the six fields are then empty.
 */
export function otpError(otp: string): ValidationMessage | null {
  return isCompleteOtp(otp) ? null : validationMessages.fillAllFields
}
