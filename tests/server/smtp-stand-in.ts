import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/*
 * A mail server on 127.0.0.1 for the server tests (smtp-server, no TLS, no sign-in): it keeps
 * what it receives, or reads a message and refuses it (554), and the tests read the mails as
 * their reader would. Used by the code mails' tests and the buyer mails' tests.
 */

export interface ReceivedMail {
  readonly from: string
  readonly to: readonly string[]
  readonly raw: string
}

export interface SmtpStandIn {
  readonly port: number
  /** Every message received, refused ones included, in the order they came. */
  readonly inbox: ReceivedMail[]
  /** 'refuse': the server reads the message, then answers 554 instead of taking it. */
  mode: 'accept' | 'refuse'
  close(): Promise<void>
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const inbox: ReceivedMail[] = []
  const standIn = { inbox, mode: 'accept' as 'accept' | 'refuse' }
  const server = new SMTPServer({
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
        if (standIn.mode === 'accept') return callback()
        callback(Object.assign(new Error('Mailbox unavailable, message refused'), { responseCode: 554 }))
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  let closing: Promise<void> | null = null
  return Object.assign(standIn, {
    port,
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  })
}

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

/** A header's words as written (=?UTF-8?Q?...?= and =?UTF-8?B?...?= decoded). */
function decodeWords(text: string): string {
  return text.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, words: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(words, 'base64').toString('utf8')
      : Buffer.from(words.replaceAll('_', ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  )
}

/** The subject and the decoded parts of a MIME mail, by content type. */
export function readMail(mail: ReceivedMail): { subject: string; parts: Record<string, string> } {
  const { headers, body } = splitHead(mail.raw)
  const boundary = /boundary="?([^";]+)"?/i.exec(header(headers, 'Content-Type'))?.[1]
  const rawParts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [mail.raw]
  const parts: Record<string, string> = {}
  for (const rawPart of rawParts) {
    const part = splitHead(rawPart.replace(/^\r\n/, ''))
    const type = header(part.headers, 'Content-Type').split(';')[0] ?? ''
    parts[type] = decodeBody(part.body, header(part.headers, 'Content-Transfer-Encoding').toLowerCase())
  }
  return { subject: decodeWords(header(headers, 'Subject')), parts }
}
