// @vitest-environment node
import type { AddressInfo } from 'node:net'
import { format } from 'node:util'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { configFromEnv } from '../../server/config'
import { startServer, type RunningServer } from '../../server/start'
import { call, uniqueEmail, type Json } from './server-processes'

/*
 * Issue #18, point 5: with OTP_DELIVERY=email the store mails the one-time code over SMTP and
 * the answer carries none. A mail server on 127.0.0.1 (smtp-server, no TLS, no sign-in) keeps
 * what it receives; the tests read the code from the mail, as a buyer would.
 */

interface ReceivedMail {
  readonly from: string
  readonly to: readonly string[]
  readonly raw: string
}

const inbox: ReceivedMail[] = []
/** 'refuse': the mail server reads the message, then answers 554 instead of taking it. */
let mailServerMode: 'accept' | 'refuse' = 'accept'

const mailServer = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (raw += chunk))
    stream.on('end', () => {
      inbox.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw })
      if (mailServerMode === 'accept') return callback()
      callback(Object.assign(new Error('Mailbox unavailable, message refused'), { responseCode: 554 }))
    })
  },
})

/** Everything the process printed through the console while the suite ran. */
const printed: string[] = []
const codesSeen: string[] = []
let server: RunningServer

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => void printed.push(format(...parts)))
  }
  await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve))
  const { port } = mailServer.server.address() as AddressInfo
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
  await new Promise<void>((resolve) => mailServer.close(() => resolve()))
  vi.restoreAllMocks()
})

const post = <T>(path: string, json: unknown) => call<T>(server.origin, 'POST', `/api${path}`, { json })

// ---- reading a mail ----------------------------------------------------------------------------

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
  }
  return body
}

function splitHead(part: string): { headers: string; body: string } {
  const at = part.indexOf('\r\n\r\n')
  return { headers: part.slice(0, at).replace(/\r\n[ \t]+/g, ' '), body: part.slice(at + 4) }
}

const header = (headers: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? ''

/** The subject and the decoded parts of a MIME mail, by content type. */
function readMail(mail: ReceivedMail): { subject: string; parts: Record<string, string> } {
  const { headers, body } = splitHead(mail.raw)
  const boundary = /boundary="?([^";]+)"?/i.exec(header(headers, 'Content-Type'))?.[1]
  const rawParts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [mail.raw]
  const parts: Record<string, string> = {}
  for (const rawPart of rawParts) {
    const part = splitHead(rawPart.replace(/^\r\n/, ''))
    const type = header(part.headers, 'Content-Type').split(';')[0] ?? ''
    parts[type] = decodeBody(part.body, header(part.headers, 'Content-Transfer-Encoding').toLowerCase())
  }
  return { subject: header(headers, 'Subject'), parts }
}

/** The one new mail to `email`: its subject, its parts, and the six-digit code it carries. */
function mailTo(email: string, since: number) {
  const mails = inbox.slice(since).filter((m) => m.to.includes(email))
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
    const since = inbox.length
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
    const since = inbox.length
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
    const since = inbox.length
    expect(await post('/user/signup', { email: DEMO_BUYER.email })).toEqual({ status: 409, body: { msg: 'User already exists' } })
    expect(await post('/user/login', { email: uniqueEmail('nobody') })).toEqual({ status: 404, body: { msg: 'User not found' } })
    expect(inbox.length).toBe(since)
  })

  test('a mail server that refuses the message: 503 { msg }, and the code it was given does not work', async () => {
    const email = uniqueEmail('refused')
    const since = inbox.length
    mailServerMode = 'refuse'
    const refused = await post('/user/signup', { email })
    mailServerMode = 'accept'
    expect(refused).toEqual({ status: 503, body: { msg: `We could not send the code to ${email}. Please try again in a few minutes` } })
    expect(printed.some((line) => line.includes('The sign-up code mail could not be sent through 127.0.0.1') && line.includes('554'))).toBe(true)

    // the refused message did reach the mail server: its code was taken back
    const lost = mailTo(email, since)
    const details = { type: 'signin', name: 'Refused Buyer', email, password: 'Refused@2025', phone: '9876501235' }
    expect(await post('/user/verifyOtp', { ...details, otp: lost.code })).toEqual({ status: 400, body: { msg: 'Invalid OTP' } })

    // asking again once the mail server takes mail works
    const retry = inbox.length
    expect((await post('/user/signup', { email })).status).toBe(200)
    const mail = mailTo(email, retry)
    expect((await post('/user/verifyOtp', { ...details, otp: mail.code })).status).toBe(200)
  })

  test('a mail server that is down: 503 { msg } without a stack trace, for the login code too', async () => {
    await new Promise<void>((resolve) => mailServer.close(() => resolve()))
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
