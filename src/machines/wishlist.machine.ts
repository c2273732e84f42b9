import { assign, fromPromise, setup } from 'xstate'
import type { Product } from '../../contracts/product'
import { wishlistService } from '../services/wishlist-service'

export interface WishlistEntry {
  readonly product: Product
  readonly color: string | undefined
}

export interface WishlistContext {
  readonly entries: readonly WishlistEntry[]
}

export type WishlistEvent = { type: 'wishlist.load' } | { type: 'wishlist.clear' }

/**
 * The signed-in user's wishlist, shared by the hearts on every product card and the wishlist
 * page. A failed load is silent (SPEC 8).
 */
export const wishlistMachine = setup({
  types: { context: {} as WishlistContext, events: {} as WishlistEvent },
  actors: {
    loadWishlist: fromPromise<WishlistEntry[]>(async ({ signal }) =>
      (await wishlistService.list(signal)).map((e) => ({ product: e.productId, color: e.color })),
    ),
  },
}).createMachine({
  id: 'wishlist',
  context: { entries: [] },
  initial: 'empty',
  on: { 'wishlist.clear': { target: '.empty', actions: assign({ entries: [] }) } },
  states: {
    empty: { on: { 'wishlist.load': 'loading' } },
    loading: {
      invoke: {
        id: 'loadWishlist',
        src: 'loadWishlist',
        onDone: { target: 'ready', actions: assign({ entries: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { on: { 'wishlist.load': 'loading' } },
    failed: { on: { 'wishlist.load': 'loading' } },
  },
})
