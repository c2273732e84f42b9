/**
 * Form rules of SPEC 5 and their messages, word for word. Pure functions: machines use them as
 * guards and views use them for live hints, so both always agree.
 */
export const validationMessages = {
  fillAllFields: 'Please fill all the fields',
  invalidEmail: 'Please enter a valid email address',
  invalidTenDigitPhone: 'Please enter a valid 10-digit phone number',
  /** The address forms' wording differs from sign-up's (SPEC 8). */
  invalidPhone: 'Please enter a valid phone number',
  passwordRule: 'Password must be 8+ chars with 1 uppercase, 1 number, 1 special',
  passwordMismatch: 'Passwords do not match',
} as const

export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages]

/** The symbols SPEC 5 allows in a password (and requires at least one of). */
export const PASSWORD_SYMBOLS = '!@#$%^&*'
export const PASSWORD_MIN_LENGTH = 8
export const PHONE_DIGITS = 10
export const OTP_LENGTH = 6

// "looks like name@host.tld": no spaces, one @, a dot in the domain part
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PASSWORD_ALLOWED = /^[A-Za-z0-9!@#$%^&*]+$/
const HAS_UPPERCASE = /[A-Z]/
const HAS_DIGIT = /[0-9]/
const HAS_SYMBOL = /[!@#$%^&*]/

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
  return new RegExp(`^[0-9]{${PHONE_DIGITS}}$`).test(phone.trim())
}

/** 8+ characters from letters, digits and !@#$%^&*, with an uppercase letter, a digit and a symbol. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    PASSWORD_ALLOWED.test(password) &&
    HAS_UPPERCASE.test(password) &&
    HAS_DIGIT.test(password) &&
    HAS_SYMBOL.test(password)
  )
}

/** Exactly six digits. */
export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(otp)
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
  if (!isStrongPassword(form.password)) return validationMessages.passwordRule
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
    password: form.password !== '' && !isStrongPassword(form.password) ? validationMessages.passwordRule : null,
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
