import { describe, expect, it } from 'vitest'
import { isValidPassword as isStrongPassword } from '../../contracts/password-rule'
import {
  forgotPasswordError,
  isValidEmail,
  isValidPhone,
  livePasswordHints,
  otpError,
  passwordStepError,
  signInError,
  signUpDetailsError,
} from '../../src/lib/validation'

describe('SPEC 5 validation rules and their exact messages', () => {
  it('sign in needs both fields', () => {
    expect(signInError({ email: '', password: 'x' })).toBe('Please fill all the fields')
    expect(signInError({ email: 'a@b.in', password: '' })).toBe('Please fill all the fields')
    expect(signInError({ email: '   ', password: 'x' })).toBe('Please fill all the fields')
    expect(signInError({ email: 'a@b.in', password: 'x' })).toBeNull()
  })

  it('sign-up details: all filled, then a valid email, then a 10-digit phone', () => {
    const ok = { name: 'Asha', email: 'asha@mills.in', phone: '9876543210' }
    expect(signUpDetailsError(ok)).toBeNull()
    expect(signUpDetailsError({ ...ok, name: '' })).toBe('Please fill all the fields')
    expect(signUpDetailsError({ ...ok, email: 'asha@mills' })).toBe('Please enter a valid email address')
    expect(signUpDetailsError({ ...ok, phone: '98765' })).toBe('Please enter a valid 10-digit phone number')
    // the empty-field message wins over the format messages
    expect(signUpDetailsError({ name: '', email: 'bad', phone: '1' })).toBe('Please fill all the fields')
  })

  it.each([
    ['asha@mills.in', true],
    ['a.b+c@x.co.in', true],
    ['asha@mills', false],
    ['asha mills@x.in', false],
    ['@x.in', false],
  ])('email %s valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid)
  })

  it.each([
    ['9876543210', true],
    ['987654321', false],
    ['98765432101', false],
    ['98765-43210', false],
    ['+919876543', false],
  ])('phone %s valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid)
  })

  it.each([
    ['Tanabana@123', true],
    ['Aa1!aaaa', true],
    ['Aa1!aaa', false], // 7 characters
    ['tanabana@123', false], // no uppercase
    ['Tanabana@abc', false], // no digit
    ['Tanabana1234', false], // no symbol
    ['Tanabana@12 3', false], // a space is not an allowed character
    ['Tanabana_123!', false], // underscore is not one of !@#$%^&*
  ])('password %s strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong)
  })

  it('password step: empty, rule, then match', () => {
    expect(passwordStepError({ password: '', confirmPassword: '' })).toBe('Please fill all the fields')
    expect(passwordStepError({ password: 'weak', confirmPassword: 'weak' })).toBe(
      'Password must be 8+ chars with 1 uppercase, 1 number, 1 special',
    )
    expect(passwordStepError({ password: 'Tanabana@123', confirmPassword: 'Tanabana@124' })).toBe('Passwords do not match')
    expect(passwordStepError({ password: 'Tanabana@123', confirmPassword: 'Tanabana@123' })).toBeNull()
  })

  it('live hints stay quiet until a field has text', () => {
    expect(livePasswordHints({ password: '', confirmPassword: '' })).toEqual({ password: null, confirmPassword: null })
    expect(livePasswordHints({ password: 'abc', confirmPassword: '' })).toEqual({
      password: 'Password must be 8+ chars with 1 uppercase, 1 number, 1 special',
      confirmPassword: null,
    })
    expect(livePasswordHints({ password: 'Tanabana@123', confirmPassword: 'Tana' })).toEqual({
      password: null,
      confirmPassword: 'Passwords do not match',
    })
  })

  it('forgot password needs the email; the code needs all six digits', () => {
    expect(forgotPasswordError({ email: '' })).toBe('Please fill all the fields')
    expect(forgotPasswordError({ email: 'a@b.in' })).toBeNull()
    expect(otpError('')).toBe('Please fill all the fields')
    expect(otpError('123')).toBe('Please fill all the fields')
    expect(otpError('12345a')).toBe('Please fill all the fields')
    expect(otpError('123456')).toBeNull()
  })
})
