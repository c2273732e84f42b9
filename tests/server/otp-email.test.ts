// @vitest-environment node
import { format } from 'node:util'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { configFromEnv } from '../../server/config'
import { startServer, type RunningServer } from '../../server/start'
import { call, uniqueEmail, type Json } from './server-processes'
import { readMail, startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in'

/*
 * Issue #18, point 5: with OTP_DELIVERY=email the store mails the one-time code over SMTP and
 * the answer carries none. A mail server on 127.0.0.1 (smtp-stand-in.ts) keeps what it
 * receives; the tests read the code from the mail, as a buyer would.
 */

let mailServer: SmtpStandIn

/** Everything the process printed through the console while the suite ran. */
const printed: string[] = []
const codesSeen: string[] = []
let server: RunningServer

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => void printed.push(format(...parts)))
  }
  mailServer = await startSmtpStandIn()
  const { port } = mailServer
  const config = configFromEnv({
    OTP_DELIVERY: 'email',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_FROM: 'Tanabana <codes@tanabana.test>',
  })
  server = await startServer({ port: 0, database: { kind: 'embedded' }, staticDir: null, otpDelivery: config.otpDelivery })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await mailServer?.close()
  vi.restoreAllMocks()
})

const post = <T>(path: string, json: unknown) => call<T>(server.origin, 'POST', `/api${path}`, { json })

/** The one new mail to `email`: its subject, its parts, and the six-digit code it carries. */
function mailTo(email: string, since: number) {
  const mails = mailServer.inbox.slice(since).filter((m) => m.to.includes(email))
  expect(mails).toHaveLength(1)
  const mail = readMail(mails[0]!)
  const code = /^\s+(\d{6})\s*$/m.exec(mail.parts['text/plain'] ?? '')?.[1] ?? ''
  expect(code).toMatch(/^\d{6}$/)
  codesSeen.push(code)
  return { ...mail, from: mails[0]!.from, code }
}

// ---- the tests ----------------------------------------------------------------------------------

describe('OTP_DELIVERY=email', () => {
  test('sign-up: the answer holds no code, the mail does, and that code creates the account', async () => {
    const email = uniqueEmail('mailed-signup')
    const since = mailServer.inbox.length
    const answer = await post<Json<'signup'>>('/user/signup', { email })
    expect(answer).toEqual({ status: 200, body: { msg: 'OTP sent successfully' } })

    const mail = mailTo(email, since)
    expect(mail.from).toBe('codes@tanabana.test')
    expect(mail.subject).toBe('Your Tanabana sign-up code')
    const text = mail.parts['text/plain'] ?? ''
    expect(text).toContain('Your one-time code to create your Tanabana account is:')
    expect(text).toContain('The code lasts 10 minutes and works once.')
    expect(text).toContain('If you did not ask for this code, ignore this email')
    expect(mail.parts['text/html']).toContain(`>${mail.code}</p>`)
    expect(mail.parts['text/html']).toContain('10 minutes')

    const verified = await post<Json<'verifyOtp'>>('/user/verifyOtp', {
      type: 'signin',
      name: 'Mailed Buyer',
      email,
      password: 'Mailed@2025',
      phone: '9876501234',
      otp: mail.code,
    })
    expect(verified.status).toBe(200)
    expect(verified.body.token).toMatch(/^\S{16,}$/)
    expect(verified.body.data.email).toBe(email)
  })

  test('login by code: the answer holds no code, the mail does, and that code signs in', async () => {
    const since = mailServer.inbox.length
    const answer = await post<Json<'loginOtp'>>('/user/login', { email: DEMO_BUYER.email })
    expect(answer).toEqual({ status: 200, body: { msg: 'OTP sent successfully' } })

    const mail = mailTo(DEMO_BUYER.email, since)
    expect(mail.subject).toBe('Your Tanabana sign-in code')
    expect(mail.parts['text/plain']).toContain('Your one-time code to sign in to Tanabana is:')

    const verified = await post<Json<'verifyOtp'>>('/user/verifyOtp', { type: 'login', email: DEMO_BUYER.email, otp: mail.code })
    expect(verified.status).toBe(200)
    expect(verified.body.data.email).toBe(DEMO_BUYER.email)
    // single use, as in the demo store
    const again = await post('/user/verifyOtp', { type: 'login', email: DEMO_BUYER.email, otp: mail.code })
    expect(again).toEqual({ status: 400, body: { msg: 'Invalid OTP' } })
  })

  test('the refusals that come before any mail stay as they were, and send nothing', async () => {
    const since = mailServer.inbox.length
    expect(await post('/user/signup', { email: DEMO_BUYER.email })).toEqual({ status: 409, body: { msg: 'User already exists' } })
    expect(await post('/user/login', { email: uniqueEmail('nobody') })).toEqual({ status: 404, body: { msg: 'User not found' } })
    expect(mailServer.inbox.length).toBe(since)
  })

  test('a mail server that refuses the message: 503 { msg }, and the code it was given does not work', async () => {
    const email = uniqueEmail('refused')
    const since = mailServer.inbox.length
    mailServer.mode = 'refuse'
    const refused = await post('/user/signup', { email })
    mailServer.mode = 'accept'
    expect(refused).toEqual({ status: 503, body: { msg: `We could not send the code to ${email}. Please try again in a few minutes` } })
    expect(printed.some((line) => line.includes('The sign-up code mail could not be sent through 127.0.0.1') && line.includes('554'))).toBe(true)

    // the refused message did reach the mail server: its code was taken back
    const lost = mailTo(email, since)
    const details = { type: 'signin', name: 'Refused Buyer', email, password: 'Refused@2025', phone: '9876501235' }
    expect(await post('/user/verifyOtp', { ...details, otp: lost.code })).toEqual({ status: 400, body: { msg: 'Invalid OTP' } })

    // asking again once the mail server takes mail works
    const retry = mailServer.inbox.length
    expect((await post('/user/signup', { email })).status).toBe(200)
    const mail = mailTo(email, retry)
    expect((await post('/user/verifyOtp', { ...details, otp: mail.code })).status).toBe(200)
  })

  test('a mail server that is down: 503 { msg } without a stack trace, for the login code too', async () => {
    await mailServer.close()
    const down = await post<{ msg: string }>('/user/login', { email: DEMO_BUYER.email })
    expect(down).toEqual({ status: 503, body: { msg: `We could not send the code to ${DEMO_BUYER.email}. Please try again in a few minutes` } })
    expect(printed.some((line) => line.includes('The sign-in code mail could not be sent through 127.0.0.1'))).toBe(true)
  }, 20_000)

  test('no line the server printed holds a code', () => {
    expect(codesSeen.length).toBeGreaterThanOrEqual(4)
    expect(printed.length).toBeGreaterThan(0)
    for (const code of codesSeen) expect(printed.filter((line) => line.includes(code))).toEqual([])
  })
})
