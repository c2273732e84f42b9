import { OTP_TTL_MS } from '../../rules/validation'
import type { Mailer } from './mailer'

/*
 * How a one-time code reaches the buyer. SPEC 7 answers it in the reply of POST /user/signup and
 * POST /user/login: the demo store's way (OTP_DELIVERY=answer, the default). OTP_DELIVERY=email
 * sends it by mail over SMTP instead and the reply carries no code. docs/operating.md lists the variables.
 */

export interface SmtpSettings {
  readonly host: string
  readonly port: number
  /** TLS from the first byte (port 465). When false, STARTTLS is used if the server offers it. */
  readonly secure: boolean
  /** Both set, or both null for a relay that takes mail without signing in. */
  readonly user: string | null
  readonly password: string | null
  /** The sender, e.g. `Tanabana <no-reply@example.com>`. */
  readonly from: string
}

export type OtpDeliverySettings = { readonly by: 'answer' } | { readonly by: 'email'; readonly smtp: SmtpSettings }

/** 'signin' is a registration (SPEC 7's word for it), 'login' a sign-in by code (forgot password). */
export type CodePurpose = 'signin' | 'login'

export interface CodeDelivery {
  /** SPEC 7: the code goes back in the answer. */
  readonly inAnswer: boolean
  /**
   * Mails the code; true once the mail server has accepted the message. A failure is logged
   * here (never the code) and answered false, so the caller can refuse cleanly.
   */
  send(to: string, code: string, purpose: CodePurpose): Promise<boolean>
}

const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV?.trim() === 'production'
const nonEmpty = (text: string | undefined) => (text && text.trim() ? text.trim() : null)

function flagOf(name: string, text: string | undefined): boolean | null {
  const value = nonEmpty(text)?.toLowerCase()
  if (value === undefined) return null
  if (value === 'true') return true
  if (value === 'false') return false
  throw new Error(`${name} must be 'true' or 'false', not '${text}'`)
}

function smtpPortOf(text: string | undefined, fallback: number): number {
  const value = nonEmpty(text)
  if (!value) return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`SMTP_PORT must be a port number, not '${text}'`)
  return port
}

/** An address somewhere in the text: `no-reply@example.com` or `Tanabana <no-reply@example.com>`. */
const HAS_ADDRESS = /[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+/

function smtpSettingsFromEnv(env: NodeJS.ProcessEnv): SmtpSettings {
  const host = nonEmpty(env.SMTP_HOST)
  if (!host) throw new Error('OTP_DELIVERY=email needs SMTP_HOST, the mail server that sends the codes')
  const from = nonEmpty(env.SMTP_FROM)
  if (!from) {
    throw new Error(
      nonEmpty(env.OTP_DELIVERY)?.toLowerCase() === 'email'
        ? "OTP_DELIVERY=email needs SMTP_FROM, the sender of the codes, e.g. 'Tanabana <no-reply@example.com>'"
        : "SMTP_HOST is set, so the store mails buyers about their orders: it needs SMTP_FROM, the sender, e.g. 'Tanabana <no-reply@example.com>'",
    )
  }
  if (!HAS_ADDRESS.test(from)) throw new Error(`SMTP_FROM must hold an email address, e.g. 'Tanabana <no-reply@example.com>', not '${from}'`)
  const secureFlag = flagOf('SMTP_SECURE', env.SMTP_SECURE)
  const port = smtpPortOf(env.SMTP_PORT, secureFlag ? 465 : 587)
  const secure = secureFlag ?? port === 465
  const user = nonEmpty(env.SMTP_USER)
  // a password may begin or end with a space: only an empty one counts as missing
  const password = env.SMTP_PASSWORD ? env.SMTP_PASSWORD : null
  if ((user === null) !== (password === null)) {
    throw new Error('SMTP_USER and SMTP_PASSWORD go together: set both, or neither for a mail server that needs no sign-in')
  }
  return { host, port, secure, user, password, from }
}

/**
 * The SMTP_ variables, checked at start-up: the store's mail (server/auth/mailer.ts) when
 * SMTP_HOST is set, null when it is not (no mail to buyers; OTP_DELIVERY=email refuses that).
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  return nonEmpty(env.SMTP_HOST) ? smtpSettingsFromEnv(env) : null
}

/**
 * OTP_DELIVERY and the SMTP_ variables, checked at start-up. With NODE_ENV=production the store
 * refuses to answer codes unless ALLOW_CODES_IN_ANSWER=true says it is meant (a demo).
 */
export function otpDeliveryFromEnv(env: NodeJS.ProcessEnv): OtpDeliverySettings {
  const by = nonEmpty(env.OTP_DELIVERY)?.toLowerCase() ?? 'answer'
  if (by === 'email') return { by: 'email', smtp: smtpSettingsFromEnv(env) }
  if (by !== 'answer') throw new Error(`OTP_DELIVERY must be 'answer' or 'email', not '${env.OTP_DELIVERY}'`)
  const allowed = flagOf('ALLOW_CODES_IN_ANSWER', env.ALLOW_CODES_IN_ANSWER) ?? false
  if (isProduction(env) && !allowed) {
    throw new Error(
      'NODE_ENV is production but OTP_DELIVERY is answer: anyone could sign in as any buyer with the code the answer carries. ' +
        'Set OTP_DELIVERY=email (with SMTP_HOST and SMTP_FROM), or ALLOW_CODES_IN_ANSWER=true for a demo store.',
    )
  }
  return { by: 'answer' }
}

const STORE = 'Tanabana'
const TTL_MINUTES = Math.round(OTP_TTL_MS / 60_000)

export interface CodeMail {
  readonly subject: string
  readonly text: string
  readonly html: string
}

/** The mail of one code: plain text and a simple HTML part saying the same. */
export function codeMail(code: string, purpose: CodePurpose): CodeMail {
  const doing = purpose === 'signin' ? 'create your Tanabana account' : 'sign in to Tanabana'
  const subject = `Your ${STORE} ${purpose === 'signin' ? 'sign-up' : 'sign-in'} code`
  const lasts = `The code lasts ${TTL_MINUTES} minutes and works once.`
  const ignore = 'If you did not ask for this code, ignore this email: nothing happens without it.'
  const text = [`Your one-time code to ${doing} is:`, '', `    ${code}`, '', lasts, '', ignore, '', `- ${STORE}`, ''].join('\n')
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">',
    `<p>Your one-time code to ${doing} is:</p>`,
    `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${code}</p>`,
    `<p>${lasts}</p>`,
    `<p style="color: #666">${ignore}</p>`,
    `<p>${STORE}</p>`,
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}

/** Codes in the answer, or mailed through the store's mailer (the SMTP settings OTP_DELIVERY=email was given). */
export function createCodeDelivery(settings: OtpDeliverySettings, mailer: Mailer): CodeDelivery {
  if (settings.by === 'answer') {
    return { inAnswer: true, send: () => Promise.reject(new Error('OTP_DELIVERY=answer sends no mail')) }
  }
  return {
    inAnswer: false,
    // the mailer logs a failure with what the mail was, never the code
    send: (to, code, purpose) => mailer.send({ to, ...codeMail(code, purpose) }, `${purpose === 'signin' ? 'sign-up' : 'sign-in'} code`),
  }
}
