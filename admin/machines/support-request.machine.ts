import { assertEvent, assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate'
import { SUPPORT_MESSAGES, type AdminSupportRequest, type SupportStatus } from '../../contracts/admin/admin-support'
import { EMAIL_PATTERN } from '../../contracts/form-rules'
import { SUPPORT_SCREEN } from '../../contracts/admin/moderation-screens'
import { messageOf } from '../services/admin-error'
import { supportService } from '../services/support-service'

export interface SupportRequestContext {
  /** The request as the server last answered it. */
  readonly request: AdminSupportRequest
  /** The inbox's query actor, told to load again after each change (so its row follows). */
  readonly inbox: AnyActorRef | null
  /** The reply being written: kept through a failure, cleared once sent. */
  readonly draft: string
  /** The status being set. */
  readonly pendingStatus: SupportStatus | null
  /** The mark under the reply box (an empty reply). */
  readonly replyError: string | null
  /** Why the last reply or status change failed (the server's words). */
  readonly error: string | null
  /** What the last change did, said once it is done. */
  readonly done: string | null
}

export type SupportRequestEvent =
  | { type: 'support.reply'; message: string }
  | { type: 'support.setStatus'; status: SupportStatus }

/** Whether a reply to this contact goes out by mail (the server mails an email contact, when mail is set up). */
export const isEmailContact = (contact: string): boolean => EMAIL_PATTERN.test(contact.trim())

const replyOf = (message: string) => message.trim()

/** What a sent reply says: mailed, not mailed to an email contact, or kept only (the last reply is the one just sent). */
export function replyDoneMessage(request: AdminSupportRequest): string {
  if (request.replies.at(-1)?.mailed) return SUPPORT_SCREEN.mailed(request.contactDetails)
  return isEmailContact(request.contactDetails) ? SUPPORT_SCREEN.notMailed(request.contactDetails) : SUPPORT_SCREEN.keptOnly
}

/**
 * One support request's page (issue 29, point 5): its message and replies, a reply (kept on the
 * request, mailed to an email contact) and its status. idle -> replying | changingStatus -> idle,
 * each with progress; a failure keeps the reply written and says why. The inbox reloads after
 * each change, so its row and filter follow.
 */
export const supportRequestMachine = setup({
  types: {
    context: {} as SupportRequestContext,
    events: {} as SupportRequestEvent,
    input: {} as { request: AdminSupportRequest; inbox?: AnyActorRef | null },
  },
  actors: {
    sendReply: fromPromise<AdminSupportRequest, { id: string; message: string }>(({ input, signal }) => supportService.reply(input, signal)),
    changeStatus: fromPromise<AdminSupportRequest, { id: string; status: SupportStatus }>(({ input, signal }) => supportService.setStatus(input, signal)),
  },
  guards: {
    hasReply: ({ event }) => {
      assertEvent(event, 'support.reply')
      return replyOf(event.message) !== ''
    },
    isOtherStatus: ({ context, event }) => {
      assertEvent(event, 'support.setStatus')
      return event.status !== context.request.status
    },
  },
  actions: {
    reloadInbox: enqueueActions(({ context, enqueue }) => {
      if (context.inbox) enqueue.sendTo(context.inbox, { type: 'query.reload' })
    }),
  },
}).createMachine({
  id: 'supportRequest',
  context: ({ input }) => ({ request: input.request, inbox: input.inbox ?? null, draft: '', pendingStatus: null, replyError: null, error: null, done: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'support.reply': [
          { guard: 'hasReply', target: 'replying', actions: assign({ draft: ({ event }) => event.message, replyError: null, error: null, done: null }) },
          { actions: assign({ draft: ({ event }) => event.message, replyError: SUPPORT_MESSAGES.emptyReply, done: null }) },
        ],
        'support.setStatus': {
          guard: 'isOtherStatus',
          target: 'changingStatus',
          actions: assign({ pendingStatus: ({ event }) => event.status, error: null, done: null }),
        },
      },
    },
    replying: {
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => ({ id: context.request._id, message: replyOf(context.draft) }),
        onDone: {
          target: 'idle',
          actions: [assign(({ event }) => ({ request: event.output, draft: '', done: replyDoneMessage(event.output) })), 'reloadInbox'],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    changingStatus: {
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context }) => ({ id: context.request._id, status: context.pendingStatus ?? context.request.status }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({ request: event.output, pendingStatus: null, done: SUPPORT_SCREEN.statusChanged(event.output.status) })),
            'reloadInbox',
          ],
        },
        onError: { target: 'idle', actions: assign({ pendingStatus: null, error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
})
