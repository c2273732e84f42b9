import { Schema } from 'effect'
import { NonEmptyTextUpTo, TEXT_MAX } from '../limits'
import { PageInfo, PageQuery } from './admin-paging'

/** A support request's life in the inbox: open when sent, answered once staff reply, closed by staff. */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const
export const SupportStatus = Schema.Literals(SUPPORT_STATUSES)
export type SupportStatus = typeof SupportStatus.Type

export const SupportReply = Schema.Struct({
  message: Schema.String,
  staffName: Schema.String,
  at: Schema.String,
  /** Whether the reply went out by mail (the contact is an email and mail is configured). */
  mailed: Schema.Boolean,
})
export type SupportReply = typeof SupportReply.Type

export const AdminSupportRequest = Schema.Struct({
  _id: Schema.NonEmptyString,
  name: Schema.String,
  contactDetails: Schema.String,
  message: Schema.String,
  status: SupportStatus,
  createdAt: Schema.String,
  /** The buyer's account, when the request was sent signed in. */
  userId: Schema.optional(Schema.String),
  replies: Schema.Array(SupportReply),
})
export type AdminSupportRequest = typeof AdminSupportRequest.Type

/** GET /admin/support?status=&page=&limit= (newest first) */
export const AdminSupportQuery = Schema.Struct({ status: Schema.optional(SupportStatus), ...PageQuery })
export type AdminSupportQuery = typeof AdminSupportQuery.Type

export const AdminSupportListResponse = Schema.Struct({ requests: Schema.Array(AdminSupportRequest), ...PageInfo })
export type AdminSupportListResponse = typeof AdminSupportListResponse.Type

/** POST /admin/support/{id}/reply */
export const SupportReplyRequest = Schema.Struct({
  id: NonEmptyTextUpTo(TEXT_MAX.recordId),
  message: NonEmptyTextUpTo(TEXT_MAX.supportMessage),
})
export type SupportReplyRequest = typeof SupportReplyRequest.Type

/** What the support calls answer when they refuse (beyond SPEC: docs/spec-notes.md, issue 29). */
export const SUPPORT_MESSAGES = {
  notFound: 'Support request not found',
  emptyReply: 'Please write a reply',
} as const

/** PATCH /admin/support/{id} */
export const SupportStatusRequest = Schema.Struct({ id: NonEmptyTextUpTo(TEXT_MAX.recordId), status: SupportStatus })
export type SupportStatusRequest = typeof SupportStatusRequest.Type

/** What a support call answers: the request as it now stands. */
export const AdminSupportResponse = Schema.Struct({ request: AdminSupportRequest })
export type AdminSupportResponse = typeof AdminSupportResponse.Type
