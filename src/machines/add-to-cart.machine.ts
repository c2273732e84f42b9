import { assign, fromPromise, not, sendTo, setup, type ActorRefFrom } from 'xstate'
import type { Product } from '../../contracts/product'
import { onlyInStockMessage, withinStock } from '../../contracts/stock-rules'
import { HttpError, serverMessageOr } from '../services/api-error'
import { cartService } from '../services/cart-service'
import { notifier, type Toast } from '../services/notifier'
import { wishlistService } from '../services/wishlist-service'
import type { cartMachine } from './cart.machine'
import type { wishlistMachine } from './wishlist.machine'

/** `cart`: add to the cart. `wishlist`: move the wishlist entry to the cart (SPEC 4). */
export type AddToCartMode = 'cart' | 'wishlist'

export interface AddToCartInput {
  readonly product: Product
  readonly mode: AddToCartMode
  /** The colour chosen before the popup opened (the product page's swatch). */
  readonly colour?: string
  readonly cart: ActorRefFrom<typeof cartMachine>
  readonly wishlist: ActorRefFrom<typeof wishlistMachine>
}

export interface AddToCartContext extends AddToCartInput {
  readonly colour: string
  /** '' while the field is empty. */
  readonly quantity: number | ''
}

export type AddToCartEvent =
  | { type: 'colour.pick'; colour: string }
  | { type: 'quantity.set'; quantity: number | '' }
  | { type: 'cart.add' }

/** The stock of the chosen colour; 0 when the colour is unknown. */
export function stockOf(product: Product, colour: string): number {
  return product.productVarieties.find((v) => v.color === colour)?.stock ?? 0
}

/**
 * What the quantity box says under it, or null: more than the chosen colour's stock
 * ('Only 436 m in stock'; a colour with none says 'Out of Stock' above the box instead).
 */
export function quantityProblem(product: Product, colour: string, quantity: number | ''): string | null {
  const stock = stockOf(product, colour)
  if (quantity === '' || stock <= 0 || withinStock(quantity, stock)) return null
  return onlyInStockMessage(stock)
}

/** SPEC 5: the Add button is disabled at a quantity of 0 or less. */
export function canSubmitQuantity(quantity: number | ''): boolean {
  return quantity === '' || quantity > 0
}

/**
 * The add-to-cart popup (SPEC 4, 5, 8). Colour and a quantity above 0 are required ('Please
 * Fill All Details'); a colour out of stock says 'Out of Stock', and more than the stock says
 * how much is left ('Only 436 m in stock', issue 28). Adding says 'Added to cart' and
 * refreshes the header's cart; in wishlist mode the entry moves to the cart and the view then
 * goes to /cart. Failures are silent (SPEC 8), but for the server's refusal of more than the
 * stock, which says how much is left.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput,
  },
  actors: {
    addToCart: fromPromise<unknown, { productId: string; color: string; quantity: number; mode: AddToCartMode }>(
      ({ input: { mode, ...body }, signal }) =>
        mode === 'wishlist' ? wishlistService.moveToCart(body, signal) : cartService.add(body, signal),
    ),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    refreshCart: sendTo(({ context }) => context.cart, { type: 'cart.refresh' as const }),
    // the server took the entry out of the wishlist: reload it rather than guess
    reloadWishlist: sendTo(({ context }) => context.wishlist, { type: 'wishlist.load' as const }),
  },
  guards: {
    hasDetails: ({ context }) => context.colour !== '' && context.quantity !== '' && context.quantity > 0,
    isOutOfStock: ({ context }) => stockOf(context.product, context.colour) <= 0,
    isAboveStock: ({ context }) => quantityProblem(context.product, context.colour, context.quantity) !== null,
    isWishlistMode: ({ context }) => context.mode === 'wishlist',
    /** The server refused more than the stock (rules/cart-stock.ts): with what is in the cart already, the popup could not know. */
    isStockRefusal: ({ event }) => 'error' in event && event.error instanceof HttpError && event.error.status === 409,
  },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({
    ...input,
    colour: input.colour ?? input.product.productVarieties[0]?.color ?? '',
    quantity: 1,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'colour.pick': { actions: assign({ colour: ({ event }) => event.colour }) },
        'quantity.set': { actions: assign({ quantity: ({ event }) => event.quantity }) },
        'cart.add': [
          { guard: not('hasDetails'), actions: { type: 'notify', params: { tone: 'error', message: 'Please Fill All Details' } } },
          { guard: 'isOutOfStock', actions: { type: 'notify', params: { tone: 'error', message: 'Out of Stock' } } },
          // the server refuses the same (rules/cart-stock.ts): said here before any call
          {
            guard: 'isAboveStock',
            actions: { type: 'notify', params: ({ context }) => ({ tone: 'error', message: onlyInStockMessage(stockOf(context.product, context.colour)) }) },
          },
          { target: 'adding' },
        ],
      },
    },
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({
          productId: context.product._id,
          color: context.colour,
          quantity: Number(context.quantity),
          mode: context.mode,
        }),
        onDone: [
          {
            guard: 'isWishlistMode',
            target: 'added',
            actions: [{ type: 'notify', params: { tone: 'success', message: 'Added to cart' } }, 'refreshCart', 'reloadWishlist'],
          },
          { target: 'added', actions: [{ type: 'notify', params: { tone: 'success', message: 'Added to cart' } }, 'refreshCart'] },
        ],
        onError: [
          // more than the stock, with what the cart holds already: the buyer must know how much is left
          {
            guard: 'isStockRefusal',
            target: 'editing',
            actions: {
              type: 'notify',
              params: ({ context, event }) => ({ tone: 'error', message: serverMessageOr(event.error, onlyInStockMessage(stockOf(context.product, context.colour))) }),
            },
          },
          // SPEC 8: other add-to-cart failures are silent
          { target: 'editing' },
        ],
      },
    },
    added: { type: 'final' },
  },
})
