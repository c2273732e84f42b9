/*
 * SPEC 5's password rule, defined once: at least 8 characters, only letters, digits and
 * ! @ # $ % ^ & *, with at least one uppercase letter, one digit and one of those symbols. The
 * server's check, the sign-up form's check, the hint under the field and the refusal's words
 * are all read off this one definition, so they cannot drift apart.
 */

export const PASSWORD_MIN_LENGTH = 8

/** The symbols a password may use, and must use at least one of. */
export const PASSWORD_SYMBOLS = '!@#$%^&*'

/** The symbols as the inside of a RegExp character class (`^` and friends escaped). */
const symbolClass = PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, '\\$&')

/** One thing a password must contain, with the words the hint and the refusal use for it. */
export interface PasswordRequirement {
  readonly pattern: RegExp
  /** As the hint under the field says it: 'an uppercase letter'. */
  readonly hint: string
  /** As the refusal says it, shorter: '1 uppercase'. */
  readonly brief: string
}

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  { pattern: /[A-Z]/, hint: 'an uppercase letter', brief: '1 uppercase' },
  { pattern: /[0-9]/, hint: 'a number', brief: '1 number' },
  { pattern: new RegExp(`[${symbolClass}]`), hint: `one of ${[...PASSWORD_SYMBOLS].join(' ')}`, brief: '1 special' },
]

/** Only letters, digits and the symbols. */
const ALLOWED = new RegExp(`^[A-Za-z0-9${symbolClass}]*$`)

export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    ALLOWED.test(password) &&
    PASSWORD_REQUIREMENTS.every((requirement) => requirement.pattern.test(password))
  )
}

/** 'a, b and c' */
const listed = (words: readonly string[]): string =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/** The hint under the sign-up form's password field. */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}+ characters with ${listed(PASSWORD_REQUIREMENTS.map((r) => r.hint))}`

/** What a password that breaks the rule is told, by the form and the server alike (SPEC 5 and 8, word for word). */
export const PASSWORD_RULE_MESSAGE = `Password must be ${PASSWORD_MIN_LENGTH}+ chars with ${PASSWORD_REQUIREMENTS.map((r) => r.brief).join(', ')}`
