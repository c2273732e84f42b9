import { assertEvent, assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate'
import type { AdminCoupon } from '../../contracts/admin/admin-coupons'
import { COUPONS_SCREEN } from '../../contracts/admin/catalogue-screens'
import { messageOf } from '../services/admin-error'
import { couponsService } from '../services/coupons-service'
import { blankCouponFields, couponFieldErrors, couponFieldsOf, couponRequestOf, type CouponField, type CouponFields } from './coupon-form'

/** What staff do on the coupons screen: add one, change one, or delete one. */
export type CouponAction = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly coupon: AdminCoupon } | { readonly kind: 'delete'; readonly coupon: AdminCoupon }

export interface CouponActionsContext {
  /** The coupons list's query actor, told to load again after each change. */
  readonly list: AnyActorRef | null
  readonly action: CouponAction | null
  readonly fields: CouponFields
  readonly fieldErrors: Partial<Record<CouponField, string>>
  /** Why the last try failed, in the store's words (a code taken, a coupon buyers used). */
  readonly error: string | null
  readonly done: string | null
}

export type CouponActionsEvent =
  | { type: 'coupon.open'; action: CouponAction }
  | { type: 'coupon.confirm'; fields?: CouponFields }
  | { type: 'coupon.close' }

async function performCouponAction({ action, fields }: { action: CouponAction; fields: CouponFields }, signal: AbortSignal): Promise<string> {
  if (action.kind === 'delete') {
    await couponsService.remove(action.coupon.code, signal)
    return COUPONS_SCREEN.deleted(action.coupon.code)
  }
  // the code of a coupon that exists never changes: orders and redemptions name it
  const request = couponRequestOf(action.kind === 'edit' ? { ...fields, code: action.coupon.code } : fields)
  const saved = action.kind === 'add' ? await couponsService.create(request, signal) : await couponsService.update(request, signal)
  return action.kind === 'add' ? COUPONS_SCREEN.created(saved.code) : COUPONS_SCREEN.saved(saved.code)
}

const closed = { action: null, fields: blankCouponFields, fieldErrors: {}, error: null }

/**
 * The coupons screen's writes (issue 30, point 6), in the back office's confirm-action pattern:
 * idle -> confirming (the form, or what deleting does) -> sending -> idle, or back to confirming
 * with the problems beside their fields or the store's refusal. Each change reloads the list.
 */
export const couponActionsMachine = setup({
  types: {
    context: {} as CouponActionsContext,
    events: {} as CouponActionsEvent,
    input: {} as { list?: AnyActorRef | null },
  },
  actors: {
    performCouponAction: fromPromise<string, { action: CouponAction; fields: CouponFields }>(({ input, signal }) => performCouponAction(input, signal)),
  },
  guards: {
    isComplete: ({ context, event }) => {
      assertEvent(event, 'coupon.confirm')
      return context.action?.kind === 'delete' || Object.keys(couponFieldErrors(event.fields ?? context.fields)).length === 0
    },
  },
  actions: {
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'query.reload' })
    }),
  },
}).createMachine({
  id: 'couponActions',
  context: ({ input }) => ({ list: input.list ?? null, ...closed, done: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'coupon.open': {
          target: 'confirming',
          actions: assign(({ event }) => ({
            ...closed,
            done: null,
            action: event.action,
            fields: event.action.kind === 'add' ? blankCouponFields : couponFieldsOf(event.action.coupon),
          })),
        },
      },
    },
    confirming: {
      on: {
        'coupon.confirm': [
          { guard: 'isComplete', target: 'sending', actions: assign(({ context, event }) => ({ fields: event.fields ?? context.fields, fieldErrors: {}, error: null })) },
          { actions: assign(({ context, event }) => ({ fields: event.fields ?? context.fields, fieldErrors: couponFieldErrors(event.fields ?? context.fields), error: null })) },
        ],
        'coupon.close': { target: 'idle', actions: assign(closed) },
      },
    },
    sending: {
      invoke: {
        id: 'performCouponAction',
        src: 'performCouponAction',
        input: ({ context }) => ({ action: context.action!, fields: context.fields }),
        onDone: { target: 'idle', actions: [assign(({ event }) => ({ ...closed, done: event.output })), 'reloadList'] },
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
})
