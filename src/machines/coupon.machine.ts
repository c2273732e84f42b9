import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate'
import type { CartLine } from '../../contracts/cart'
import type { MessageResponse } from '../../contracts/common'
import { validationMessages } from '../../contracts/form-rules'
import { serverMessageOr } from '../services/api-error'
import { cartService } from '../services/cart-service'
import { notifier, type Toast } from '../services/notifier'
import type { cartMachine } from './cart.machine'

export interface CouponInput {
  /** The app-wide cart: reloaded after every coupon change, since the prices change with it. */
  readonly cart: ActorRefFrom<typeof cartMachine>
}

export interface CouponContext extends CouponInput {
  /** What the buyer typed in the coupon box. */
  readonly code: string
  /** The chip's code while its removal is in flight. */
  readonly removingCode: string
}

export type CouponEvent =
  | { type: 'coupon.edit'; code: string }
  | { type: 'coupon.apply' }
  /** `code`: the applied code shown in the chip (read from the cart lines). */
  | { type: 'coupon.remove'; code: string }

/** SPEC 4: the applied code is whatever code any cart line carries. */
export function appliedCouponCode(lines: readonly CartLine[]): string | null {
  for (const line of lines) {
    const code = line.appliedCoupon?.code?.trim()
    if (code) return code
  }
  return null
}

function messageOf(body: MessageResponse): string | undefined {
  return body.msg ?? body.message
}

const GENERIC_FAILURE = 'Something went wrong'

/**
 * The cart's coupon box (SPEC 4, Coupon; SPEC 8). Applying or removing with an empty code
 * shows 'Please enter coupon code' and calls nothing. One call at a time; on success the
 * server's msg is shown and the cart reloaded (the applied code then shows as a chip, read
 * from the lines); a removal also clears the box. Failures show the server's msg or
 * 'Something went wrong'.
 */
export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    input: {} as CouponInput,
  },
  actors: {
    applyCoupon: fromPromise<MessageResponse, { code: string }>(({ input, signal }) =>
      cartService.applyCoupon(input.code, signal),
    ),
    removeCoupon: fromPromise<MessageResponse, { code: string }>(({ input, signal }) =>
      cartService.removeCoupon(input.code, signal),
    ),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    notifyServerMessage: (_, params: { message: string | undefined }) => {
      if (params.message) notifier.notify({ tone: 'success', message: params.message })
    },
    reloadCart: sendTo(({ context }) => context.cart, { type: 'cart.refresh' as const }),
    clearCode: assign({ code: '' }),
  },
  guards: {
    hasTypedCode: ({ context }) => context.code.trim() !== '',
    hasChipCode: ({ event }) => event.type === 'coupon.remove' && event.code.trim() !== '',
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({ cart: input.cart, code: '', removingCode: '' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'coupon.edit': { actions: assign({ code: ({ event }) => event.code }) },
        'coupon.apply': [
          { guard: 'hasTypedCode', target: 'applying' },
          { actions: { type: 'notify', params: { tone: 'error', message: validationMessages.emptyCouponCode } } },
        ],
        'coupon.remove': [
          { guard: 'hasChipCode', target: 'removing', actions: assign({ removingCode: ({ event }) => event.code.trim() }) },
          { actions: { type: 'notify', params: { tone: 'error', message: validationMessages.emptyCouponCode } } },
        ],
      },
    },
    applying: {
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notifyServerMessage', params: ({ event }) => ({ message: messageOf(event.output) }) },
            'clearCode',
            'reloadCart',
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, GENERIC_FAILURE) }),
          },
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeCoupon',
        src: 'removeCoupon',
        input: ({ context }) => ({ code: context.removingCode }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notifyServerMessage', params: ({ event }) => ({ message: messageOf(event.output) }) },
            'clearCode',
            'reloadCart',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, GENERIC_FAILURE) }),
            },
          ],
        },
      },
    },
  },
})
