import { assign, enqueueActions, fromPromise, not, setup } from 'xstate'
import type { Product } from '../../contracts/product'
import { HttpError } from '../services/api-error'
import { catalogueService } from '../services/catalogue-service'

/** SPEC 9: product images auto-advance every 8 seconds. */
export const GALLERY_INTERVAL_MS = 8000

/** Why the gallery holds still: the pointer or focus is on it, the shopper paused it, or motion is reduced. */
export type GalleryHold = 'hover' | 'focus' | 'user' | 'reducedMotion'

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
  /** The product could not be loaded: try again. */
  | { type: 'product.retry' }
  /** Something changed the product (a review was added): read it again, showing the old copy meanwhile. */
  | { type: 'product.refresh' }
  | { type: 'variety.select'; index: number }
  | { type: 'gallery.show'; index: number }
  | { type: 'gallery.next' }
  | { type: 'gallery.previous' }
  | { type: 'gallery.hold'; reason: GalleryHold }
  | { type: 'gallery.release'; reason: GalleryHold }

/** The background read of a shown product; its answer replaces the shown copy. */
const REFRESH_ID = 'refreshProduct'
type RefreshDone = { type: `xstate.done.actor.${typeof REFRESH_ID}`; output: Product }
type RefreshFailed = { type: `xstate.error.actor.${typeof REFRESH_ID}`; error: unknown }

const imagesOf = (c: ProductDetailContext) => c.product?.productVarieties[c.varietyIndex]?.images ?? []
const wrap = (i: number, n: number) => (n === 0 ? 0 : (i + n) % n)

/**
 * The product page (SPEC 2). With navigation state the product shows at once and is read again
 * in the background (stock and reviews may have moved since the card was drawn); on a direct
 * load or reload it loads that product alone (GET /product/{id}), says so when the id is unknown
 * and offers a retry when the load fails. While showing,
 * the gallery advances every 8 s unless something holds it (hover, focus, the pause control,
 * reduced motion); choosing an image restarts the interval.
 */
export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    events: {} as ProductDetailEvent | RefreshDone | RefreshFailed,
    input: {} as ProductDetailInput,
  },
  actors: {
    loadProduct: fromPromise<Product, { productId: string }>(({ input, signal }) => catalogueService.product(input.productId, signal)),
  },
  actions: {
    // one refresh at a time: a newer request replaces one still running
    refreshInBackground: enqueueActions(({ enqueue, context }) => {
      enqueue.stopChild(REFRESH_ID)
      enqueue.spawnChild('loadProduct', { id: REFRESH_ID, input: { productId: context.productId } })
    }),
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
  },
  guards: {
    hasProduct: ({ context }) => context.product !== null,
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
      always: [{ guard: 'hasProduct', target: 'showing', actions: 'refreshInBackground' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'showing', actions: assign({ product: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => event.error instanceof HttpError && event.error.status === 404, target: 'notFound' },
          { target: 'unavailable' },
        ],
      },
    },
    /** No product has this id. */
    notFound: {},
    /** The product could not be loaded (offline, a server error); the shopper may try again. */
    unavailable: {
      on: { 'product.retry': 'loading' },
    },
    showing: {
      // `playing` sends itself on to `paused` or `still` when it should not advance
      initial: 'playing',
      on: {
        'product.refresh': { actions: 'refreshInBackground' },
        // the fresh copy replaces the shown one; a failed refresh keeps what is shown
        [`xstate.done.actor.${REFRESH_ID}`]: {
          guard: ({ context, event }) => event.output._id === context.productId,
          actions: assign({ product: ({ event }) => event.output }),
        },
        [`xstate.error.actor.${REFRESH_ID}`]: {},
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
