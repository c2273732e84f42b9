import { assign, fromPromise, setup } from 'xstate'
import type { Product } from '../../contracts/product'
import { wishlistService } from '../services/wishlist-service'

export interface WishlistEntry {
  readonly product: Product
  readonly color: string | undefined
  /** True once staff archived the product (issue 30): the entry stays, but it cannot move to the cart. */
  readonly noLongerSold?: boolean
}

export interface WishlistContext {
  readonly entries: readonly WishlistEntry[]
}

export type WishlistEvent =
  | { type: 'wishlist.load' }
  | { type: 'wishlist.clear' }
  /** A heart's add call succeeded: show the entry at once, without reloading the list. */
  | { type: 'wishlist.added'; product: Product; color: string | undefined }
  /** A heart's remove call (or a move to the cart) succeeded. */
  | { type: 'wishlist.removed'; productId: string }

/**
 * The signed-in user's wishlist, shared by the hearts on every product card and the wishlist
 * page. A failed load is silent (SPEC 8). The hearts' own calls run in their toggle machines,
 * which report success here so every heart showing the product agrees.
 */
export const wishlistMachine = setup({
  types: { context: {} as WishlistContext, events: {} as WishlistEvent },
  actors: {
    loadWishlist: fromPromise<WishlistEntry[]>(async ({ signal }) =>
      (await wishlistService.list(signal)).map((e) => ({ product: e.productId, color: e.color, ...(e.noLongerSold ? { noLongerSold: true } : {}) })),
    ),
  },
  actions: {
    addEntry: assign({
      entries: ({ context, event }) => {
        if (event.type !== 'wishlist.added') return context.entries
        const rest = context.entries.filter((e) => e.product._id !== event.product._id)
        return [...rest, { product: event.product, color: event.color }]
      },
    }),
    removeEntry: assign({
      entries: ({ context, event }) =>
        event.type === 'wishlist.removed' ? context.entries.filter((e) => e.product._id !== event.productId) : context.entries,
    }),
  },
}).createMachine({
  id: 'wishlist',
  context: { entries: [] },
  initial: 'empty',
  on: {
    'wishlist.clear': { target: '.empty', actions: assign({ entries: [] }) },
    'wishlist.added': { actions: 'addEntry' },
    'wishlist.removed': { actions: 'removeEntry' },
  },
  states: {
    empty: { on: { 'wishlist.load': 'loading' } },
    loading: {
      // a newer request (a sign-in, the wishlist page opening) restarts the load: the running
      // one may have been sent before the token was known, and its answer is stale anyway
      on: { 'wishlist.load': { target: 'loading', reenter: true } },
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
