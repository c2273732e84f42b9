import { assign, fromPromise, setup } from 'xstate'
import type { Cart, CartLine } from '../../contracts/cart'
import { cartService } from '../services/cart-service'

export interface CartContext {
  readonly lines: readonly CartLine[]
  readonly totalPrice: number
}

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.refresh' }
  | { type: 'cart.clear' }

/**
 * The signed-in user's cart, shared by the header badge, the cart page and checkout. Loaded
 * when a session starts and cleared when it ends.
 */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent },
  actors: {
    loadCart: fromPromise<Cart>(({ signal }) => cartService.get(signal)),
  },
}).createMachine({
  id: 'cart',
  context: { lines: [], totalPrice: 0 },
  initial: 'empty',
  on: {
    'cart.clear': { target: '.empty', actions: assign({ lines: [], totalPrice: 0 }) },
  },
  states: {
    empty: { on: { 'cart.load': 'loading', 'cart.refresh': 'loading' } },
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ lines: event.output.products, totalPrice: event.output.totalPrice })) },
        onError: 'failed',
      },
    },
    ready: { on: { 'cart.load': 'loading', 'cart.refresh': 'loading' } },
    failed: { on: { 'cart.load': 'loading', 'cart.refresh': 'loading' } },
  },
})
