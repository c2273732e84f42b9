import { count, desc, eq, sql } from 'drizzle-orm'
import {
  SUPPORT_MESSAGES,
  type AdminSupportListResponse,
  type AdminSupportQuery,
  type AdminSupportRequest,
  type AdminSupportResponse,
  type SupportReply,
  type SupportReplyRequest,
  type SupportStatusRequest,
} from '../../../contracts/admin/admin-support'
import type { Staff } from '../../../contracts/admin/staff'
import { isEmailContact } from '../../../rules/back-office'
import { fail } from '../../../rules/rule-error'
import type { Tx } from '../../db/connection'
import { supportRequests } from '../../db/schema'
import { supportReplyMail } from '../buyer-mails'
import type { ServerContext } from '../context'
import { recordAudit } from './audit-log'
import { adminPageOf, offsetOf, pageInfoOf } from './paging'

/*
 * The support inbox (issue 29): the requests buyers and visitors send (POST /user/support, open
 * when sent), staff replies kept on the request and mailed to its contact when that is an email,
 * and the request's status (open, answered, closed).
 */

type SupportRow = typeof supportRequests.$inferSelect

function toAdminSupport(row: SupportRow): AdminSupportRequest {
  return {
    _id: row.id,
    name: row.name,
    contactDetails: row.contactDetails,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    ...(row.userId === null ? {} : { userId: row.userId }),
    replies: row.replies,
  }
}

/** GET /admin/support?status=&page=&limit=: newest first, one page. */
export async function listSupport(ctx: ServerContext, query: AdminSupportQuery): Promise<AdminSupportListResponse> {
  const page = adminPageOf(query)
  const where = query.status === undefined ? undefined : eq(supportRequests.status, query.status)
  return ctx.db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(supportRequests).where(where)
    const rows = await tx
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(page.limit)
      .offset(offsetOf(page))
    return { requests: rows.map(toAdminSupport), ...pageInfoOf(total, page.limit) }
  })
}

async function lockRequest(tx: Tx, id: string): Promise<SupportRow> {
  const [row] = await tx.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update')
  return row ?? fail(404, SUPPORT_MESSAGES.notFound)
}

/**
 * POST /admin/support/{id}/reply: the reply is kept on the request with the member's name and
 * the time, the request becomes answered, and the write is audited, in one transaction. Once it
 * has committed, the reply is mailed to the request's contact when that is an email and the
 * store's mail is configured; only a mail the mail server accepted marks the kept reply `mailed`
 * (a small write of its own, after the mail: a refused or unreachable mail server leaves it
 * false, logged, and the reply still stands).
 */
export async function replyToSupport(ctx: ServerContext, staff: Staff, input: SupportReplyRequest): Promise<AdminSupportResponse> {
  const message = input.message.trim()
  if (!message) return fail(400, SUPPORT_MESSAGES.emptyReply)
  const { saved, position } = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.id)
    const reply: SupportReply = { message, staffName: staff.name, at: new Date(ctx.now()).toISOString(), mailed: false }
    const [row] = await tx
      .update(supportRequests)
      .set({ replies: [...request.replies, reply], status: 'answered' })
      .where(eq(supportRequests.id, request.id))
      .returning()
    await recordAudit(ctx, tx, staff, {
      action: 'support.reply',
      entity: 'support',
      entityId: request.id,
      before: { status: request.status },
      after: { status: 'answered', reply: { message, staffName: staff.name } },
    })
    return { saved: row ?? fail(404, SUPPORT_MESSAGES.notFound), position: request.replies.length }
  })
  const contact = saved.contactDetails.trim()
  if (!ctx.mailer.configured || !isEmailContact(contact)) return { request: toAdminSupport(saved) }
  const mailed = await ctx.mailer.send(supportReplyMail(contact, saved, { message }), 'support reply')
  if (!mailed) return { request: toAdminSupport(saved) }
  // replies are only ever appended: the one written above is still at its position
  const [marked] = await ctx.db
    .update(supportRequests)
    .set({ replies: sql`jsonb_set(${supportRequests.replies}, ${`{${position},mailed}`}::text[], 'true'::jsonb)` })
    .where(eq(supportRequests.id, saved.id))
    .returning()
  return { request: toAdminSupport(marked ?? saved) }
}

/** PATCH /admin/support/{id}: open, answered or closed; audited when it changes. */
export async function setSupportStatus(ctx: ServerContext, staff: Staff, input: SupportStatusRequest): Promise<AdminSupportResponse> {
  return ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.id)
    if (request.status === input.status) return { request: toAdminSupport(request) }
    const [row] = await tx.update(supportRequests).set({ status: input.status }).where(eq(supportRequests.id, request.id)).returning()
    await recordAudit(ctx, tx, staff, {
      action: 'support.status',
      entity: 'support',
      entityId: request.id,
      before: { status: request.status },
      after: { status: input.status },
    })
    return { request: toAdminSupport(row ?? request) }
  })
}
