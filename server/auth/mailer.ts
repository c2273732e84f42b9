import { createTransport } from 'nodemailer'
import { log } from '../log'
import type { SmtpSettings } from './code-delivery'

/*
 * The store's one way to send mail: one SMTP transport, made from the SMTP_ settings
 * (docs/operating.md), shared by the one-time code mails (server/auth/code-delivery.ts) and the
 * mails to buyers about their orders and support requests (server/domain/buyer-mails.ts).
 */

export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

export interface Mailer {
  /** Whether SMTP is configured: without it nothing is sent and send answers false. */
  readonly configured: boolean
  /** Where mail goes out, for the start-up lines and the log (host:port); null when not configured. */
  readonly relay: string | null
  /**
   * Sends one mail; true once the mail server has accepted it. Never throws: a failure is logged
   * with `what` (what the mail was, never its content) and answered false.
   */
  send(message: MailMessage, what: string): Promise<boolean>
}

/** Short enough that the storefront's 20 s request timeout hears a refusal first. */
const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000, dnsTimeout: 5000 }

export function createMailer(smtp: SmtpSettings | null): Mailer {
  if (smtp === null) return { configured: false, relay: null, send: () => Promise.resolve(false) }
  const relay = `${smtp.host}:${smtp.port}`
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user !== null && smtp.password !== null ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    ...SMTP_TIMEOUTS,
    // nodemailer's own logger would print the message (a one-time code, a buyer's address)
    logger: false,
    debug: false,
  })
  return {
    configured: true,
    relay,
    async send(message, what) {
      try {
        await transport.sendMail({ from: smtp.from, ...message })
        return true
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        log.error(`The ${what} mail could not be sent through ${relay}: ${reason}`)
        return false
      }
    },
  }
}
