import { assertEvent, assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate'
import { REVIEW_MESSAGES, type AdminReview } from '../../contracts/admin/admin-reviews'
import { REVIEW_SCREEN } from '../../contracts/admin/moderation-screens'
import { messageOf } from '../services/admin-error'
import { reviewsService } from '../services/reviews-service'

export interface ReviewModerationContext {
  /** The reviews list's query actor, told to load again after each change (a hidden review leaves the 'visible' rows). */
  readonly list: AnyActorRef | null
  /** The review being hidden or shown. */
  readonly review: AdminReview | null
  /** The reason as typed: kept through a failure. */
  readonly reason: string
  /** The mark under the reason (an empty one). */
  readonly reasonError: string | null
  /** Why the last hide or show failed (the server's words). */
  readonly error: string | null
  /** What the last change did, said once it is done. */
  readonly done: string | null
}

export type ReviewModerationEvent =
  /** Hide on a row: the dialog says what hiding does and asks why. */
  | { type: 'moderation.hide'; review: AdminReview }
  | { type: 'moderation.confirm'; reason: string }
  | { type: 'moderation.close' }
  /** Show again on a hidden review's row: nothing to ask, so it is sent at once. */
  | { type: 'moderation.show'; review: AdminReview }

const closed = { review: null, reason: '', reasonError: null, error: null }

/**
 * Review moderation (issue 29, point 6): hiding asks first (idle -> confirming -> hiding), with
 * the reason it keeps, and a failure stays in the dialog with the reason typed; showing again is
 * one click (idle -> showing). Each change reloads the list and is said once done.
 */
export const reviewModerationMachine = setup({
  types: {
    context: {} as ReviewModerationContext,
    events: {} as ReviewModerationEvent,
    input: {} as { list?: AnyActorRef | null },
  },
  actors: {
    hideReview: fromPromise<AdminReview, { id: string; reason: string }>(({ input, signal }) => reviewsService.hide(input, signal)),
    showReview: fromPromise<AdminReview, { id: string }>(({ input, signal }) => reviewsService.show(input.id, signal)),
  },
  guards: {
    hasReason: ({ event }) => {
      assertEvent(event, 'moderation.confirm')
      return event.reason.trim() !== ''
    },
    isVisible: ({ event }) => {
      assertEvent(event, 'moderation.hide')
      return !event.review.hidden
    },
    isHidden: ({ event }) => {
      assertEvent(event, 'moderation.show')
      return event.review.hidden
    },
  },
  actions: {
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'query.reload' })
    }),
  },
}).createMachine({
  id: 'reviewModeration',
  context: ({ input }) => ({ list: input.list ?? null, ...closed, done: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'moderation.hide': { guard: 'isVisible', target: 'confirming', actions: assign({ ...closed, review: ({ event }) => event.review, done: null }) },
        'moderation.show': { guard: 'isHidden', target: 'showing', actions: assign({ ...closed, review: ({ event }) => event.review, done: null }) },
      },
    },
    confirming: {
      on: {
        'moderation.confirm': [
          { guard: 'hasReason', target: 'hiding', actions: assign({ reason: ({ event }) => event.reason, reasonError: null, error: null }) },
          { actions: assign({ reason: ({ event }) => event.reason, reasonError: REVIEW_MESSAGES.emptyReason }) },
        ],
        'moderation.close': { target: 'idle', actions: assign(closed) },
      },
    },
    hiding: {
      invoke: {
        id: 'hideReview',
        src: 'hideReview',
        input: ({ context }) => ({ id: context.review?._id ?? '', reason: context.reason.trim() }),
        onDone: { target: 'idle', actions: [assign({ ...closed, done: REVIEW_SCREEN.hidden }), 'reloadList'] },
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    showing: {
      invoke: {
        id: 'showReview',
        src: 'showReview',
        input: ({ context }) => ({ id: context.review?._id ?? '' }),
        onDone: { target: 'idle', actions: [assign({ ...closed, done: REVIEW_SCREEN.shown }), 'reloadList'] },
        // the row keeps its Show again, and says why it failed
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
})
