import { assign, not, setup } from 'xstate'
import type { Product } from '../../contracts/product'

/** SPEC 9: product images auto-advance every 8 seconds. */
export const GALLERY_INTERVAL_MS = 8000

/** Why the gallery holds still: the pointer or focus is on it, the shopper paused it, or motion is reduced. */
export type GalleryHold = 'hover' | 'focus' | 'user' | 'reducedMotion'

/** What the product store is doing, as the product page sees it. */
export type StoreStatus = 'loading' | 'ready' | 'failed'

export interface ProductDetailInput {
  readonly productId: string
  /** The product passed in navigation state, when the page was opened from a card. */
  readonly product: Product | null
}

export interface ProductDetailContext {
  readonly productId: string
  readonly product: Product | null
  /** The chosen colour (variety). */
  readonly varietyIndex: number
  readonly imageIndex: number
  readonly holds: readonly GalleryHold[]
}

export type ProductDetailEvent =
  /** The product store changed: find the product in it (direct load, reload, new reviews). */
  | { type: 'catalogue.changed'; products: readonly Product[]; status: StoreStatus }
  | { type: 'variety.select'; index: number }
  | { type: 'gallery.show'; index: number }
  | { type: 'gallery.next' }
  | { type: 'gallery.previous' }
  | { type: 'gallery.hold'; reason: GalleryHold }
  | { type: 'gallery.release'; reason: GalleryHold }

const imagesOf = (c: ProductDetailContext) => c.product?.productVarieties[c.varietyIndex]?.images ?? []
const wrap = (i: number, n: number) => (n === 0 ? 0 : (i + n) % n)

function findIn(event: ProductDetailEvent, id: string): Product | undefined {
  return event.type === 'catalogue.changed' ? event.products.find((p) => p._id === id) : undefined
}

/**
 * The product page (SPEC 2). With navigation state the product shows at once; on a direct load
 * or reload it waits for the startup product store, which is the only source of a single
 * product (SPEC 7 has no product endpoint), and says so when the id is unknown. While showing,
 * the gallery advances every 8 s unless something holds it (hover, focus, the pause control,
 * reduced motion); choosing an image restarts the interval.
 */
export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    events: {} as ProductDetailEvent,
    input: {} as ProductDetailInput,
  },
  actions: {
    addHold: assign({
      holds: ({ context, event }) => (event.type === 'gallery.hold' ? [...new Set([...context.holds, event.reason])] : context.holds),
    }),
    removeHold: assign({
      holds: ({ context, event }) => (event.type === 'gallery.release' ? context.holds.filter((h) => h !== event.reason) : context.holds),
    }),
    showImage: assign({
      imageIndex: ({ context, event }) => (event.type === 'gallery.show' ? wrap(event.index, imagesOf(context).length) : context.imageIndex),
    }),
    showNext: assign({ imageIndex: ({ context }) => wrap(context.imageIndex + 1, imagesOf(context).length) }),
    showPrevious: assign({ imageIndex: ({ context }) => wrap(context.imageIndex - 1, imagesOf(context).length) }),
    adoptStoreProduct: assign({ product: ({ context, event }) => findIn(event, context.productId) ?? context.product }),
  },
  guards: {
    hasProduct: ({ context }) => context.product !== null,
    isInStore: ({ context, event }) => findIn(event, context.productId) !== undefined,
    isStoreReady: ({ event }) => event.type === 'catalogue.changed' && event.status === 'ready',
    isStoreFailed: ({ event }) => event.type === 'catalogue.changed' && event.status === 'failed',
    isHeld: ({ context }) => context.holds.length > 0,
    isHeldByOthers: ({ context, event }) =>
      event.type === 'gallery.release' && context.holds.some((h) => h !== event.reason),
    hasSeveralImages: ({ context }) => imagesOf(context).length > 1,
  },
}).createMachine({
  id: 'productDetail',
  context: ({ input }) => ({
    productId: input.productId,
    product: input.product?._id === input.productId ? input.product : null,
    varietyIndex: 0,
    imageIndex: 0,
    holds: [],
  }),
  initial: 'resolving',
  on: {
    // a hold can arrive before the product is known (reduced motion is read on mount)
    'gallery.hold': { actions: 'addHold' },
    'gallery.release': { actions: 'removeHold' },
  },
  states: {
    resolving: {
      always: { guard: 'hasProduct', target: 'showing' },
      on: {
        'catalogue.changed': [
          { guard: 'isInStore', target: 'showing', actions: 'adoptStoreProduct' },
          { guard: 'isStoreReady', target: 'notFound' },
          { guard: 'isStoreFailed', target: 'unavailable' },
        ],
      },
    },
    /** The store is loaded and has no product with this id. */
    notFound: {
      on: { 'catalogue.changed': { guard: 'isInStore', target: 'showing', actions: 'adoptStoreProduct' } },
    },
    /** The store failed to load, so the product cannot be found; a reload may bring it. */
    unavailable: {
      on: {
        'catalogue.changed': [
          { guard: 'isInStore', target: 'showing', actions: 'adoptStoreProduct' },
          { guard: 'isStoreReady', target: 'notFound' },
          { guard: ({ event }) => event.status === 'loading', target: 'resolving' },
        ],
      },
    },
    showing: {
      // `playing` sends itself on to `paused` or `still` when it should not advance
      initial: 'playing',
      on: {
        // a reloaded store carries the product's new reviews
        'catalogue.changed': { guard: 'isInStore', actions: 'adoptStoreProduct' },
        'variety.select': {
          guard: ({ context, event }) => context.product?.productVarieties[event.index] !== undefined,
          target: '.playing',
          actions: assign({ varietyIndex: ({ event }) => event.index, imageIndex: 0 }),
        },
        'gallery.hold': { target: '.paused', actions: 'addHold' },
        'gallery.release': [
          { guard: 'isHeldByOthers', actions: 'removeHold' },
          { target: '.playing', actions: 'removeHold' },
        ],
      },
      states: {
        playing: {
          always: [
            { guard: 'isHeld', target: 'paused' },
            { guard: not('hasSeveralImages'), target: 'still' },
          ],
          after: { [GALLERY_INTERVAL_MS]: { target: 'playing', reenter: true, actions: 'showNext' } },
          on: {
            // choosing an image restarts the interval
            'gallery.show': { target: 'playing', reenter: true, actions: 'showImage' },
            'gallery.next': { target: 'playing', reenter: true, actions: 'showNext' },
            'gallery.previous': { target: 'playing', reenter: true, actions: 'showPrevious' },
          },
        },
        paused: {
          on: {
            'gallery.show': { actions: 'showImage' },
            'gallery.next': { actions: 'showNext' },
            'gallery.previous': { actions: 'showPrevious' },
          },
        },
        /** One image or none: nothing to advance. */
        still: {},
      },
    },
  },
})
