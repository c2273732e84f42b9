import { asc, eq } from 'drizzle-orm'
import type { AdminSupportRequest, SupportReply } from '../../contracts/admin/admin-support'
import { formatRupees } from '../../contracts/money-format'
import type { TrackingStep } from '../../contracts/order'
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages'
import { CANCELLED_STATUS } from '../../contracts/order-status'
import { BUYER_CANCEL_MESSAGE } from '../../rules/fulfilment'
import type { MailMessage } from '../auth/mailer'
import { orders, payments, users } from '../db/schema'
import { log } from '../log'
import type { ServerContext } from './context'
import type { OrderRow } from './order-changes'

/*
 * The mails a buyer gets about their orders and support requests (issue 29), when the store's
 * mail is configured (SMTP_HOST, docs/operating.md). Each is sent after the transaction that made
 * the change has committed, so a mail never tells of a change that rolled back; a failure is
 * logged by the mailer and never fails the call that made the change.
 */

const STORE = 'Tanabana'

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Staff and buyers write what goes into these mails: it is text, never markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c)

/** A mail of a few paragraphs, as plain text and as the same text in simple HTML. */
function mailOf(to: string, subject: string, paragraphs: readonly string[]): MailMessage {
  const text = [...paragraphs, `- ${STORE}`, ''].join('\n\n')
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    `<p>${STORE}</p>`,
    '</body></html>',
  ].join('\n')
  return { to, subject, text, html }
}

/** The order as the buyer recognises it: its number, what was bought, the colour and the metres. */
function orderLine(order: OrderRow): string {
  const colour = order.color ? `, ${order.color}` : ''
  return `Order ${order.orderNumber}: ${order.item.name}${colour}, ${order.item.quantity} m`
}

/** The entries a buyer is mailed about: Shipped, Delivered, a delay, a cancellation (not Ordered Placed, not Ongoing). */
const mailsBuyer = (entry: TrackingStep): boolean =>
  entry.isError === true || entry.status === 'Shipped' || entry.status === 'Delivered' || entry.status === CANCELLED_STATUS

/** What a tracking entry tells the buyer, or null for an entry they are not mailed about (Ordered Placed, Ongoing). */
export function orderMail(to: string, name: string, order: OrderRow, entry: TrackingStep): MailMessage | null {
  const hello = `Hello ${name},`
  const line = orderLine(order)
  const track = 'You can follow it under My Orders, Track My Order.'
  if (entry.isError) {
    return mailOf(to, `Your ${STORE} order ${order.orderNumber} is delayed`, [hello, `Your order is delayed: ${entry.message ?? ''}`.trim(), line, track])
  }
  if (entry.status === 'Shipped') {
    return mailOf(to, `Your ${STORE} order ${order.orderNumber} has shipped`, [
      hello,
      entry.message ?? 'Your order has left our warehouse.',
      line,
      `Carrier: ${entry.carrier ?? ''}\nTracking number: ${entry.trackingNumber ?? ''}`,
      track,
    ])
  }
  if (entry.status === 'Delivered') {
    return mailOf(to, `Your ${STORE} order ${order.orderNumber} has been delivered`, [hello, entry.message ?? 'Your order has been delivered.', line])
  }
  if (entry.status === CANCELLED_STATUS) {
    const why = entry.message === BUYER_CANCEL_MESSAGE ? 'You cancelled this order, as you asked.' : `We have cancelled your order: ${entry.message ?? ''}`.trim()
    return mailOf(to, `Your ${STORE} order ${order.orderNumber} has been cancelled`, [hello, why, line, 'Nothing more will be sent for it.'])
  }
  return null
}

/**
 * Mails the buyer of `order` about the entry just committed, in the background: the call that
 * made the change answers at once, whether the mail server is quick, slow or down.
 */
export function mailBuyerAboutOrder(ctx: ServerContext, order: OrderRow, entry: TrackingStep): void {
  if (!ctx.mailer.configured || !mailsBuyer(entry)) return
  void (async () => {
    try {
      const [buyer] = await ctx.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, order.userId))
      const mail = buyer ? orderMail(buyer.email, buyer.name, order, entry) : null
      if (mail) await ctx.mailer.send(mail, `order ${order.orderNumber} (${entry.isError ? 'delay' : entry.status})`)
    } catch (error) {
      log.error(`The mail about order ${order.orderNumber} could not be sent: ${error instanceof Error ? error.message : String(error)}`)
    }
  })()
}

/** A support reply, to the contact the request gave. */
export function supportReplyMail(to: string, request: Pick<AdminSupportRequest, 'name' | 'message'>, reply: Pick<SupportReply, 'message'>): MailMessage {
  const asked = request.message.length > 300 ? `${request.message.slice(0, 300)}…` : request.message
  return mailOf(to, `Re: your message to ${STORE}`, [`Hello ${request.name},`, reply.message, `You wrote:\n${asked}`])
}

/** What a captured payment mails the buyer (issue 31, point 5): a receipt, or the refund of a capture that came too late. */
export type PaymentMailKind = 'receipt' | 'refundedLate'

/** The receipt of a purchase's payment, or the notice that a late one is refunded, naming each order. */
export function paymentMail(
  to: string,
  name: string,
  kind: PaymentMailKind,
  payment: { readonly amountPaise: number; readonly method: string; readonly providerPaymentId: string | null },
  purchase: readonly OrderRow[],
): MailMessage {
  const amount = formatRupees(payment.amountPaise / 100)
  const lines = purchase.map(orderLine).join('\n')
  const reference = payment.providerPaymentId ? `Payment reference: ${payment.providerPaymentId}` : ''
  if (kind === 'refundedLate') {
    return mailOf(to, `Your ${STORE} payment of ${amount} is being refunded`, [`Hello ${name},`, PAYMENT_MESSAGES.refundedLate, lines, reference].filter(Boolean))
  }
  return mailOf(to, `Your ${STORE} receipt: ${amount} paid`, [
    `Hello ${name},`,
    `We have received your payment of ${amount} by ${payment.method}. Thank you.`,
    lines,
    reference,
    'You can follow your orders under My Orders, Track My Order.',
  ].filter(Boolean))
}

/** Mails the buyer of a payment about its capture, after the commit, in the background (as mailBuyerAboutOrder). */
export function mailBuyerAboutPayment(ctx: ServerContext, paymentId: string, kind: PaymentMailKind): void {
  if (!ctx.mailer.configured) return
  void (async () => {
    try {
      const [found] = await ctx.db
        .select({ payment: payments, email: users.email, name: users.name })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.id, paymentId))
      if (!found) return
      const purchase = await ctx.db.select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.orderNumber))
      await ctx.mailer.send(paymentMail(found.email, found.name, kind, found.payment, purchase), `payment ${paymentId} (${kind})`)
    } catch (error) {
      log.error(`The mail about payment ${paymentId} could not be sent: ${error instanceof Error ? error.message : String(error)}`)
    }
  })()
}
