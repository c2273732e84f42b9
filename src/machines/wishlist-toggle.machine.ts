import { fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate'
import type { MessageResponse } from '../../contracts/common'
import type { Product } from '../../contracts/product'
import { isAborted, serverMessageOr } from '../services/api-error'
import { notifier, type Toast } from '../services/notifier'
import { wishlistService } from '../services/wishlist-service'
import type { wishlistMachine } from './wishlist.machine'

export interface WishlistToggleInput {
  readonly product: Product
  /** The app-wide wishlist, told of every success so all hearts agree. */
  readonly wishlist: ActorRefFrom<typeof wishlistMachine>
}

interface WishlistToggleContext extends WishlistToggleInput {}

export type WishlistToggleEvent =
  /** `wished`: whether the product is in the wishlist now, as the app-wide list says. */
  { type: 'wishlist.toggle'; wished: boolean }

/** SPEC 7: the wishlist stores the colour of the product's first variety. */
export function wishlistColourOf(product: Product): string {
  return product.productVarieties[0]?.color ?? ''
}

function messageOf(body: MessageResponse): string | undefined {
  return body.msg ?? body.message
}

/**
 * One heart (SPEC 4): toggles a product in and out of the wishlist, one call at a time; the
 * heart is disabled outside `idle`. Add shows 'Added to wishlist' or the server's message
 * ('SomeThing Went Wrong', sic, without one); remove shows the server's message and fails
 * silently (SPEC 8).
 */
export const wishlistToggleMachine = setup({
  types: {
    context: {} as WishlistToggleContext,
    events: {} as WishlistToggleEvent,
    input: {} as WishlistToggleInput,
  },
  actors: {
    addToWishlist: fromPromise<unknown, { productId: string; color: string }>(({ input, signal }) =>
      wishlistService.add(input.productId, input.color, signal),
    ),
    removeFromWishlist: fromPromise<MessageResponse, { productId: string }>(({ input, signal }) =>
      wishlistService.remove(input.productId, signal),
    ),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    /** SPEC 8 shows the server's words on a removal; there is nothing to show when it sent none. */
    notifyServerMessage: (_, params: { message: string | undefined }) => {
      if (params.message) notifier.notify({ tone: 'success', message: params.message })
    },
  },
  guards: {
    isWished: ({ event }) => event.wished,
  },
}).createMachine({
  id: 'wishlistToggle',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'wishlist.toggle': [{ guard: 'isWished', target: 'removing' }, { target: 'adding' }],
      },
    },
    adding: {
      invoke: {
        id: 'addToWishlist',
        src: 'addToWishlist',
        input: ({ context }) => ({ productId: context.product._id, color: wishlistColourOf(context.product) }),
        onDone: {
          target: 'idle',
          actions: [
            sendTo(({ context }) => context.wishlist, ({ context }) => ({
              type: 'wishlist.added' as const,
              product: context.product,
              color: wishlistColourOf(context.product),
            })),
            { type: 'notify', params: { tone: 'success', message: 'Added to wishlist' } },
          ],
        },
        onError: [
          { guard: ({ event }) => isAborted(event.error), target: 'idle' },
          {
            target: 'idle',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, 'SomeThing Went Wrong') }),
            },
          },
        ],
      },
    },
    removing: {
      invoke: {
        id: 'removeFromWishlist',
        src: 'removeFromWishlist',
        input: ({ context }) => ({ productId: context.product._id }),
        onDone: {
          target: 'idle',
          actions: [
            sendTo(({ context }) => context.wishlist, ({ context }) => ({
              type: 'wishlist.removed' as const,
              productId: context.product._id,
            })),
            { type: 'notifyServerMessage', params: ({ event }) => ({ message: messageOf(event.output) }) },
          ],
        },
        // SPEC 8: a failed removal is silent
        onError: 'idle',
      },
    },
  },
})
