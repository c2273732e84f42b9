// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PASSWORD_HINT } from '../../contracts/password-rule'
import { RuleError } from '../../rules/rule-error'
import { assertRegistration } from '../../rules/validation'
import { passwordStepError } from '../../src/lib/validation'
import { ruleRefusal } from '../support/rule-refusal'

/*
 * SPEC 5's password rule is one definition (contracts/password-rule.ts): the sign-up form and
 * the server's registration check accept and refuse the same passwords with the same words,
 * and the hint under the field is worded from it.
 */

const passwords = [
  'Weaver#2025', 'Abcdefg1!', 'ABCDEFG1*', 'Aa1!Aa1!', // accepted
  'Aa1!Aa1', 'abcdefg1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdef 1!', 'Abcdefg1?', 'Abcdéfg1!', '', // refused
]

/** What POST /user/verifyOtp's registration check answers for a password: null when it passes. */
function serverSays(password: string): string | null {
  try {
    assertRegistration({ name: 'Asha', phone: '9876543210', password })
    return null
  } catch (error) {
    if (error instanceof RuleError) return error.msg
    throw error
  }
}

describe('the password rule (SPEC 5)', () => {
  it('reads the same to the sign-up form and to the server', () => {
    for (const password of passwords) {
      expect(serverSays(password), password).toBe(passwordStepError({ password, confirmPassword: password }))
    }
    expect(passwords.filter((p) => serverSays(p) === null)).toEqual(['Weaver#2025', 'Abcdefg1!', 'ABCDEFG1*', 'Aa1!Aa1!'])
  })

  it('refuses with the words of SPEC 5', async () => {
    expect(await ruleRefusal(() => assertRegistration({ name: 'Asha', phone: '9876543210', password: 'weak' }))).toMatchObject({
      status: 400,
      msg: 'Password must be 8+ chars with 1 uppercase, 1 number, 1 special',
    })
  })

  it('hints at what it asks', () => {
    expect(PASSWORD_HINT).toBe('8+ characters with an uppercase letter, a number and one of ! @ # $ % ^ & *')
  })
})
