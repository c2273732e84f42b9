// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { configFromEnv } from '../../server/config'
import { expectRefusedStart, killServerProcesses } from './server-processes'

/*
 * Issue #18, point 5: how the one-time codes reach the buyer is read at start-up (OTP_DELIVERY,
 * SMTP_*), and a production store does not hand codes to whoever asks unless told to.
 */

const SMTP = { SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'Tanabana <no-reply@example.com>' }
/** A production store names its public address (server/config.ts). */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://tanabana.example' }
const delivery = (env: NodeJS.ProcessEnv) => configFromEnv(env).otpDelivery
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    configFromEnv(env)
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  throw new Error('expected the settings to be refused')
}

describe('OTP_DELIVERY', () => {
  test('answers the code by default (SPEC 7, the demo store)', () => {
    expect(delivery({})).toEqual({ by: 'answer' })
    expect(delivery({ OTP_DELIVERY: 'answer', NODE_ENV: 'development' })).toEqual({ by: 'answer' })
  })

  test('NODE_ENV=production refuses codes in the answer, by default or by choice', () => {
    const message =
      'NODE_ENV is production but OTP_DELIVERY is answer: anyone could sign in as any buyer with the code the answer carries. ' +
      'Set OTP_DELIVERY=email (with SMTP_HOST and SMTP_FROM), or ALLOW_CODES_IN_ANSWER=true for a demo store.'
    expect(refusal({ NODE_ENV: 'production' })).toBe(message)
    expect(refusal({ NODE_ENV: 'production', OTP_DELIVERY: 'answer' })).toBe(message)
    expect(refusal({ NODE_ENV: 'production', ALLOW_CODES_IN_ANSWER: 'false' })).toBe(message)
  })

  test('ALLOW_CODES_IN_ANSWER=true lets a production demo answer the codes; a vague value is refused', () => {
    expect(delivery({ ...PRODUCTION, ALLOW_CODES_IN_ANSWER: 'true' })).toEqual({ by: 'answer' })
    expect(refusal({ NODE_ENV: 'production', ALLOW_CODES_IN_ANSWER: 'yes' })).toBe("ALLOW_CODES_IN_ANSWER must be 'true' or 'false', not 'yes'")
  })

  test('email: production starts; the SMTP settings are read, with port 587 (STARTTLS when offered) by default', () => {
    expect(delivery({ ...PRODUCTION, OTP_DELIVERY: 'email', ...SMTP })).toEqual({
      by: 'email',
      smtp: { host: 'smtp.example.com', port: 587, secure: false, user: null, password: null, from: SMTP.SMTP_FROM },
    })
    expect(delivery({ OTP_DELIVERY: 'email', ...SMTP, SMTP_PORT: '2525', SMTP_USER: 'mailer', SMTP_PASSWORD: ' s3cret ' })).toMatchObject({
      smtp: { port: 2525, secure: false, user: 'mailer', password: ' s3cret ' },
    })
    expect(delivery({ OTP_DELIVERY: 'email', ...SMTP, SMTP_SECURE: 'true' })).toMatchObject({ smtp: { port: 465, secure: true } })
    expect(delivery({ OTP_DELIVERY: 'email', ...SMTP, SMTP_PORT: '465' })).toMatchObject({ smtp: { port: 465, secure: true } })
  })

  test.each([
    [{ OTP_DELIVERY: 'email' }, 'OTP_DELIVERY=email needs SMTP_HOST, the mail server that sends the codes'],
    [{ OTP_DELIVERY: 'email', SMTP_HOST: ' ', SMTP_FROM: SMTP.SMTP_FROM }, 'OTP_DELIVERY=email needs SMTP_HOST, the mail server that sends the codes'],
    [{ OTP_DELIVERY: 'email', SMTP_HOST: 'smtp.example.com' }, "OTP_DELIVERY=email needs SMTP_FROM, the sender of the codes, e.g. 'Tanabana <no-reply@example.com>'"],
    [{ OTP_DELIVERY: 'email', ...SMTP, SMTP_FROM: 'Tanabana' }, "SMTP_FROM must hold an email address, e.g. 'Tanabana <no-reply@example.com>', not 'Tanabana'"],
    [{ OTP_DELIVERY: 'email', ...SMTP, SMTP_PORT: 'smtp' }, "SMTP_PORT must be a port number, not 'smtp'"],
    [{ OTP_DELIVERY: 'email', ...SMTP, SMTP_SECURE: 'on' }, "SMTP_SECURE must be 'true' or 'false', not 'on'"],
    [
      { OTP_DELIVERY: 'email', ...SMTP, SMTP_USER: 'mailer' },
      'SMTP_USER and SMTP_PASSWORD go together: set both, or neither for a mail server that needs no sign-in',
    ],
    [{ OTP_DELIVERY: 'sms' }, "OTP_DELIVERY must be 'answer' or 'email', not 'sms'"],
  ])('%o is refused: %s', (env, message) => {
    expect(refusal(env)).toBe(message)
  })
})

describe('the server process', () => {
  const root = mkdtempSync(join(tmpdir(), 'tanabana-otp-config-'))
  afterAll(async () => {
    await killServerProcesses()
    rmSync(root, { recursive: true, force: true })
  })

  test('NODE_ENV=production without PUBLIC_ORIGIN does not start: absolute URLs never come from a request’s Host', () => {
    const settings = { NODE_ENV: 'production', ALLOW_CODES_IN_ANSWER: 'true' }
    expect(refusal(settings)).toBe('NODE_ENV is production but PUBLIC_ORIGIN is not set: set it to the store’s public address, such as https://tanabana.example')
    expect(configFromEnv({ ...settings, PUBLIC_ORIGIN: 'https://tanabana.example' }).publicOrigin).toBe('https://tanabana.example')
    expect(configFromEnv({ ALLOW_CODES_IN_ANSWER: 'true' }).publicOrigin).toBeNull()
  })

  test('NODE_ENV=production with codes in the answer does not start: the message, no stack trace, exit code 1', async () => {
    const refused = await expectRefusedStart({ staticDir: root, dataDir: join(root, 'data'), env: { NODE_ENV: 'production' } })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('The server could not start: NODE_ENV is production but OTP_DELIVERY is answer')
    expect(refused.output).toContain('ALLOW_CODES_IN_ANSWER=true')
    expect(refused.output).not.toMatch(/^\s+at /m)
  }, 30_000)
})
