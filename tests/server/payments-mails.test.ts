// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatRupees } from '../../contracts/money-format'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { configFromEnv } from '../../server/config'
import { startServer, type RunningServer } from '../../server/start'
import { buyerReadyToBuy, freshVariety } from './back-office-calls'
import { buyPrepaid, confirm, decide, recordingJobQueue, type RecordingJobQueue } from './payments-calls'
import { readMail, startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in'

/*
 * Issue 31, point 5: with the store's mail configured, a captured payment mails the buyer a
 * receipt, and a capture that came after the hold ended mails that it is refunded. The mail
 * server is the stand-in on 127.0.0.1 (smtp-stand-in.ts).
 */

let mailServer: SmtpStandIn
let server: RunningServer
let jobs: RecordingJobQueue
let offset = 0
const used = new Set<string>()

beforeAll(async () => {
  mailServer = await startSmtpStandIn()
  const config = configFromEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailServer.port), SMTP_FROM: 'Tanabana <orders@tanabana.test>' })
  jobs = recordingJobQueue()
  server = await startServer({ port: 0, database: { kind: 'embedded' }, catalogueCacheMs: 0, mail: config.mail, now: () => Date.now() + offset, jobQueue: jobs.start })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await mailServer?.close()
})

/** The mails to `to` received since `since`, once `count` have come (they go in the background). */
async function mailsTo(to: string, since: number, count: number) {
  await expect.poll(() => mailServer.inbox.slice(since).filter((m) => m.to.includes(to)).length, { timeout: 5000, interval: 20 }).toBe(count)
  return mailServer.inbox
    .slice(since)
    .filter((m) => m.to.includes(to))
    .map((m) => {
      const mail = readMail(m)
      return { subject: mail.subject, text: mail.parts['text/plain'] ?? '' }
    })
}

describe('payment mails', () => {
  test('a receipt once paid, however many times the capture is heard; a late capture is refunded and said so', async () => {
    const buyer = await buyerReadyToBuy(server.origin, 'mail-receipt')
    const since = mailServer.inbox.length
    const placed = await buyPrepaid(server.origin, buyer, await freshVariety(server.origin, used, 2), 2)
    const paid = await decide(server.origin, buyer, placed.payment.paymentId, 'pay')
    // the gateway's webhook comes before the browser returns: the return finds the purchase paid
    const [webhook] = jobs.jobsOf('payment.demoWebhook', (d) => d.body.includes(paid.body.providerPaymentId))
    await jobs.run('payment.demoWebhook', webhook!.data)
    expect((await confirm(server.origin, buyer, placed.payment.paymentId, paid.body)).body.state).toBe('paid')
    const [receipt] = await mailsTo(buyer.email, since, 1)
    const amount = formatRupees(placed.payment.amount / 100)
    expect(receipt!.subject).toBe(`Your Tanabana receipt: ${amount} paid`)
    expect(receipt!.text).toContain(`We have received your payment of ${amount} by UPI.`)
    expect(receipt!.text).toContain(`Order ${placed.orderId}: `)
    expect(receipt!.text).toContain(`Payment reference: ${paid.body.providerPaymentId}`)

    const late = await buyPrepaid(server.origin, buyer, await freshVariety(server.origin, used, 1), 1)
    const latePay = await decide(server.origin, buyer, late.payment.paymentId, 'pay')
    offset += 16 * 60_000
    try {
      await jobs.run('payment.holdEnds', { paymentId: late.payment.paymentId })
      expect((await confirm(server.origin, buyer, late.payment.paymentId, latePay.body)).body.state).toBe('refundPending')
    } finally {
      offset -= 16 * 60_000
    }
    // the two go in the background, in either order
    const mails = (await mailsTo(buyer.email, since, 3)).slice(1)
    const bySubject = (subject: string) => mails.find((mail) => mail.subject === subject)
    expect(bySubject(`Your Tanabana order ${late.orderId} has been cancelled`)?.text).toContain(PAYMENT_MESSAGES.holdEnded)
    expect(bySubject(`Your Tanabana payment of ${formatRupees(late.payment.amount / 100)} is being refunded`)?.text).toContain(PAYMENT_MESSAGES.refundedLate)
  })
})
