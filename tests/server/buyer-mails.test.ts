// @vitest-environment node
import { eq } from 'drizzle-orm'
import { format } from 'node:util'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { BUYER_CANCEL_DONE } from '../../contracts/order-cancellation'
import { configFromEnv } from '../../server/config'
import { auditLog } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { buyerReadyToBuy, freshVariety, placeOrder, staffCall } from './back-office-calls'
import { ok, uniqueEmail, type Buyer } from './server-processes'
import { readMail, startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in'

/*
 * Issue 29: with the store's mail configured (SMTP_HOST, the code mail's settings), buyers are
 * mailed when their order ships (with its carrier and tracking number), is delivered, is delayed
 * or is cancelled (by staff or by themselves), and support replies go to a request's email. A
 * mail goes once the change has committed; a mail server that refuses or is down never fails the
 * call. The mail server is the stand-in on 127.0.0.1 (smtp-stand-in.ts).
 */

let mailServer: SmtpStandIn
let server: RunningServer
const printed: string[] = []
const used = new Set<string>()

beforeAll(async () => {
  for (const method of ['log', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => void printed.push(format(...parts)))
  }
  mailServer = await startSmtpStandIn()
  // codes stay in the answer (the demo store); SMTP_HOST alone turns on the mail to buyers
  const config = configFromEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailServer.port), SMTP_FROM: 'Tanabana <orders@tanabana.test>' })
  server = await startServer({ port: 0, database: { kind: 'embedded' }, catalogueCacheMs: 0, otpDelivery: config.otpDelivery, mail: config.mail })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await mailServer?.close()
  vi.restoreAllMocks()
})

/** The one mail to `to` received since `since`, once it has come (the order mails go in the background). */
async function mailTo(to: string, since: number) {
  await expect.poll(() => mailServer.inbox.slice(since).filter((m) => m.to.includes(to)).length, { timeout: 5000, interval: 20 }).toBeGreaterThan(0)
  const mails = mailServer.inbox.slice(since).filter((m) => m.to.includes(to))
  expect(mails).toHaveLength(1)
  const mail = readMail(mails[0]!)
  return { ...mail, from: mails[0]!.from, text: mail.parts['text/plain'] ?? '', html: mail.parts['text/html'] ?? '' }
}

async function orderFor(buyer: Buyer) {
  return placeOrder(server.origin, buyer, await freshVariety(server.origin, used, 2), 2)
}

describe('mails to buyers', () => {
  test('SMTP_HOST alone turns the mail to buyers on: one-time codes stay in the answer', () => {
    const config = configFromEnv({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'Tanabana <orders@example.com>' })
    expect(config.otpDelivery).toEqual({ by: 'answer' })
    expect(config.mail).toEqual({ host: 'smtp.example.com', port: 587, secure: false, user: null, password: null, from: 'Tanabana <orders@example.com>' })
    expect(configFromEnv({}).mail).toBeNull()
    expect(() => configFromEnv({ SMTP_HOST: 'smtp.example.com' })).toThrow(
      "SMTP_HOST is set, so the store mails buyers about their orders: it needs SMTP_FROM, the sender, e.g. 'Tanabana <no-reply@example.com>'",
    )
  })

  test('shipped (with carrier and tracking number) and delivered; nothing for the packing step', async () => {
    const buyer = await buyerReadyToBuy(server.origin, 'mail-shipped')
    const order = await orderFor(buyer)
    const since = mailServer.inbox.length
    await staffCall(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Ongoing' })
    await staffCall(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Shipped', carrier: 'Delhivery', trackingNumber: 'DLV-55012' })
    const shipped = await mailTo(buyer.email, since)
    expect(shipped.from).toBe('orders@tanabana.test')
    expect(shipped.subject).toBe(`Your Tanabana order ${order.orderId} has shipped`)
    expect(shipped.text).toContain('Carrier: Delhivery')
    expect(shipped.text).toContain('Tracking number: DLV-55012')
    expect(shipped.text).toContain(`Order ${order.orderId}: ${order.item.name}, ${order.color}, 2 m`)
    expect(shipped.html).toContain('DLV-55012')

    const next = mailServer.inbox.length
    await staffCall(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Delivered', message: 'Signed for at the front desk' })
    const delivered = await mailTo(buyer.email, next)
    expect(delivered.subject).toBe(`Your Tanabana order ${order.orderId} has been delivered`)
    expect(delivered.text).toContain('Signed for at the front desk')
    // one mail for Shipped, one for Delivered, none for Ongoing
    expect(mailServer.inbox.slice(since).filter((m) => m.to.includes(buyer.email))).toHaveLength(2)
  })

  test("a delay and a staff cancellation say why; the staff's words are text in the HTML, never markup", async () => {
    const buyer = await buyerReadyToBuy(server.origin, 'mail-delay')
    const order = await orderFor(buyer)
    let since = mailServer.inbox.length
    await staffCall(server, 'fulfilment', 'orderDelay', { id: order._id, message: 'The <b>dye lot</b> is late from Surat' })
    const delayed = await mailTo(buyer.email, since)
    expect(delayed.subject).toBe(`Your Tanabana order ${order.orderId} is delayed`)
    expect(delayed.text).toContain('Your order is delayed: The <b>dye lot</b> is late from Surat')
    expect(delayed.html).toContain('The &lt;b&gt;dye lot&lt;/b&gt; is late')
    expect(delayed.html).not.toContain('<b>dye lot')

    since = mailServer.inbox.length
    await staffCall(server, 'owner', 'orderCancel', { id: order._id, reason: 'This colour is discontinued' })
    const cancelled = await mailTo(buyer.email, since)
    expect(cancelled.subject).toBe(`Your Tanabana order ${order.orderId} has been cancelled`)
    expect(cancelled.text).toContain('We have cancelled your order: This colour is discontinued')
  })

  test("the buyer's own cancellation is confirmed by mail", async () => {
    const buyer = await buyerReadyToBuy(server.origin, 'mail-own-cancel')
    const order = await orderFor(buyer)
    const since = mailServer.inbox.length
    const answer = await ok(server.origin, 'POST', `/api/user/orders/${order._id}/cancel`, { token: buyer.token })
    expect(answer).toEqual({ msg: BUYER_CANCEL_DONE })
    const mail = await mailTo(buyer.email, since)
    expect(mail.subject).toBe(`Your Tanabana order ${order.orderId} has been cancelled`)
    expect(mail.text).toContain('You cancelled this order, as you asked.')
  })

  test('a mail server that refuses the mail fails no call: the change stands and the failure is logged', async () => {
    const buyer = await buyerReadyToBuy(server.origin, 'mail-refused')
    const order = await orderFor(buyer)
    mailServer.mode = 'refuse'
    try {
      const since = mailServer.inbox.length
      const ongoing = await staffCall(server, 'fulfilment', 'orderStatus', { id: order._id, status: 'Ongoing' })
      const delayed = await staffCall(server, 'fulfilment', 'orderDelay', { id: order._id, message: 'Held at the hub', version: ongoing.version })
      expect(delayed.status).toBe('Delayed')
      await mailTo(buyer.email, since)
      await expect
        .poll(() => printed.some((line) => line.includes(`The order ${order.orderId} (delay) mail could not be sent through 127.0.0.1`) && line.includes('554')))
        .toBe(true)

      // a support reply to an email: kept, answered, but not marked mailed
      await ok(server.origin, 'POST', '/api/user/support', { json: { name: 'Refused Visitor', contactDetails: buyer.email, message: 'Where is my order?' } })
      const [request] = (await staffCall(server, 'support', 'support', { status: 'open', limit: '1' })).requests
      const replied = await staffCall(server, 'support', 'supportReply', { id: request!._id, message: 'It is on its way' })
      expect(replied.request.status).toBe('answered')
      expect(replied.request.replies.map((r) => r.mailed)).toEqual([false])
      expect(printed.some((line) => line.includes('The support reply mail could not be sent through 127.0.0.1'))).toBe(true)
    } finally {
      mailServer.mode = 'accept'
    }
  })
})

describe('support replies by mail', () => {
  test('to an email contact: mailed, kept with who replied and when, audited', async () => {
    const email = uniqueEmail('support-mail')
    await ok(server.origin, 'POST', '/api/user/support', { json: { name: 'Nisha Patel', contactDetails: ` ${email} `, message: 'Is the indigo khadi colourfast?' } })
    const [request] = (await staffCall(server, 'owner', 'support', { status: 'open', limit: '1' })).requests
    expect(request).toMatchObject({ name: 'Nisha Patel', status: 'open', replies: [] })

    const since = mailServer.inbox.length
    const before = Date.now()
    const replied = await staffCall(server, 'support', 'supportReply', { id: request!._id, message: 'Yes: wash it cold the first time.' })
    expect(replied.request.status).toBe('answered')
    expect(replied.request.replies).toEqual([{ message: 'Yes: wash it cold the first time.', staffName: 'Farhan Ali', at: expect.any(String), mailed: true }])
    expect(Date.parse(replied.request.replies[0]!.at)).toBeGreaterThanOrEqual(before - 1000)

    const mail = await mailTo(email, since)
    expect(mail.subject).toBe('Re: your message to Tanabana')
    expect(mail.text).toContain('Hello Nisha Patel,')
    expect(mail.text).toContain('Yes: wash it cold the first time.')
    expect(mail.text).toContain('Is the indigo khadi colourfast?')

    // kept: the inbox reads the reply back, mailed
    const [again] = (await staffCall(server, 'support', 'support', { status: 'answered', limit: '1' })).requests
    expect(again?.replies).toEqual(replied.request.replies)
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, request!._id))
    expect(entry).toMatchObject({ action: 'support.reply', entity: 'support', staffName: 'Farhan Ali', before: { status: 'open' }, after: { status: 'answered' } })
  })

  test('to a phone number: kept, not mailed', async () => {
    await ok(server.origin, 'POST', '/api/user/support', { json: { name: 'Phone Visitor', contactDetails: '9876501111', message: 'Call me about bulk rates' } })
    const [request] = (await staffCall(server, 'support', 'support', { status: 'open', limit: '1' })).requests
    const since = mailServer.inbox.length
    const replied = await staffCall(server, 'support', 'supportReply', { id: request!._id, message: 'We will call you today.' })
    expect(replied.request.replies.map((r) => r.mailed)).toEqual([false])
    expect(mailServer.inbox.length).toBe(since)
  })
})
