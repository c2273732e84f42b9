import {
  SUPPORT_MESSAGES,
  type AdminSupportListResponse,
  type AdminSupportQuery,
  type AdminSupportRequest,
  type AdminSupportResponse,
  type SupportReplyRequest,
  type SupportStatusRequest,
} from '../../../contracts/admin/admin-support'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contracts/admin/audit-actions'
import type { Staff } from '../../../contracts/admin/staff'
import { fail } from '../../../rules/rule-error'
import type { SupportRequestRecord } from '../../../seed/records'
import type { BackendContext } from '../backend-context'
import { recordAudit } from './audit-log'
import { pageOf } from './paging'

function requestOf(record: SupportRequestRecord): AdminSupportRequest {
  return {
    _id: record._id,
    name: record.name,
    contactDetails: record.contactDetails,
    message: record.message,
    status: record.status,
    createdAt: record.createdAt,
    ...(record.userId ? { userId: record.userId } : {}),
    replies: record.replies,
  }
}

/** GET /admin/support?status=&page=&limit=: newest first. */
export function supportInbox(ctx: BackendContext, query: AdminSupportQuery): AdminSupportListResponse {
  // requests are appended as they come: reversed first, two sent in the same millisecond stay newest first
  const found = [...ctx.db.get('supportRequests')]
    .reverse()
    .filter((r) => !query.status || r.status === query.status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const { items, totalPages, totalItems } = pageOf(found, query)
  return { requests: items.map(requestOf), totalPages, totalItems }
}

function changeRequest(ctx: BackendContext, id: string, change: (r: SupportRequestRecord) => SupportRequestRecord) {
  const current = ctx.db.get('supportRequests').find((r) => r._id === id) ?? fail(404, SUPPORT_MESSAGES.notFound)
  const next = change(current)
  ctx.db.put('supportRequests', ctx.db.get('supportRequests').map((r) => (r._id === id ? next : r)))
  return { current, next }
}

/**
 * POST /admin/support/{id}/reply: kept on the request, which is then answered. The fake sends no
 * mail, so a reply is never `mailed` (the server mails it to an email contact when mail is set up).
 */
export function replyToSupport(ctx: BackendContext, staff: Staff, input: SupportReplyRequest): AdminSupportResponse {
  const message = input.message.trim()
  if (!message) fail(400, SUPPORT_MESSAGES.emptyReply)
  const reply = { message, staffName: staff.name, at: new Date(ctx.now()).toISOString(), mailed: false }
  const { current, next } = changeRequest(ctx, input.id, (r) => ({ ...r, status: 'answered', replies: [...r.replies, reply] }))
  recordAudit(ctx, staff, {
    action: AUDIT_ACTIONS.supportReply,
    entity: AUDIT_ENTITIES.supportRequest,
    entityId: input.id,
    before: { status: current.status },
    after: { status: next.status, reply: { message, staffName: staff.name } },
  })
  return { request: requestOf(next) }
}

/** PATCH /admin/support/{id}: open, answered or closed; a status it already has writes nothing. */
export function setSupportStatus(ctx: BackendContext, staff: Staff, input: SupportStatusRequest): AdminSupportResponse {
  const same = ctx.db.get('supportRequests').find((r) => r._id === input.id && r.status === input.status)
  if (same) return { request: requestOf(same) }
  const { current, next } = changeRequest(ctx, input.id, (r) => ({ ...r, status: input.status }))
  recordAudit(ctx, staff, {
    action: AUDIT_ACTIONS.supportStatus,
    entity: AUDIT_ENTITIES.supportRequest,
    entityId: input.id,
    before: { status: current.status },
    after: { status: next.status },
  })
  return { request: requestOf(next) }
}
