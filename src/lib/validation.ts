import {
  EMAIL_PATTERN,
  OTP_LENGTH,
  PHONE_PATTERN,
  REQUIRED_FIELD_MARK,
  validationMessages,
  type ValidationMessage,
} from '../../contracts/form-rules'
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

/** The fields a submit found wrong, each with the short text shown under it (empty: none). */
export type FieldErrors<F extends string> = Readonly<Partial<Record<F, string>>>

/** A rule one filled field must follow, with SPEC 5's message for it. */
export interface FieldFormat<F extends string> {
  readonly field: F
  readonly isValid: (value: string) => boolean
  readonly message: ValidationMessage
}

/** What one check of a form finds: SPEC 8's toast, and the fields to mark. */
export interface FormCheck<F extends string> {
  /** The toast: null when the form may be sent. */
  readonly message: ValidationMessage | null
  readonly fieldErrors: FieldErrors<F>
}

/**
 * Checks a form the way SPEC 5 words it: every required field filled, then each format rule in
 * the spec's order. The toast is 'Please fill all the fields' while a required field is blank,
 * else the first broken rule's message; the marks name every wrong field at once (a blank one
 * 'Required', a filled one breaking its rule that rule's message), so the buyer can mend all of
 * them after one submit. One check yields both, so toast and marks never disagree.
 */
export function checkForm<F extends string>(
  values: Readonly<Record<F, string>>,
  rules: { readonly required: readonly F[]; readonly formats: readonly FieldFormat<F>[] },
): FormCheck<F> {
  const fieldErrors: Partial<Record<F, string>> = {}
  for (const field of rules.required) if (!isFilled(values[field])) fieldErrors[field] = REQUIRED_FIELD_MARK
  const broken = rules.formats.filter((rule) => isFilled(values[rule.field]) && !rule.isValid(values[rule.field]))
  for (const rule of broken) fieldErrors[rule.field] ??= rule.message
  const blank = rules.required.some((field) => !isFilled(values[field]))
  return { message: blank ? validationMessages.fillAllFields : (broken[0]?.message ?? null), fieldErrors }
}

/** A form's marks less one field's: the buyer edited it. */
export function withoutFieldError<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  if (!(field in errors)) return errors
  const { [field]: _edited, ...rest } = errors
  return rest as FieldErrors<F>
}

export type SignUpDetailsField = 'name' | 'email' | 'phone'

/** Sign-up details: all filled, then the email, then the phone (the order SPEC 5 lists them). */
export function checkSignUpDetails(form: Readonly<Record<SignUpDetailsField, string>>): FormCheck<SignUpDetailsField> {
  return checkForm(form, {
    required: ['name', 'email', 'phone'],
    formats: [
      { field: 'email', isValid: isValidEmail, message: validationMessages.invalidEmail },
      { field: 'phone', isValid: isValidPhone, message: validationMessages.invalidTenDigitPhone },
    ],
  })
}

/** Sign-up details' toast, or null when the step may go on. */
export function signUpDetailsError(form: Readonly<Record<SignUpDetailsField, string>>): ValidationMessage | null {
  return checkSignUpDetails(form).message
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
